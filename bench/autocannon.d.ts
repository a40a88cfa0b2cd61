// The part of autocannon's API the benchmark uses; the package ships no types.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
  }

  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
  }

  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
  }

  interface Instance {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
    stop(): void
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance

  export default autocannon
  export type { Instance, Options, Result }
}
