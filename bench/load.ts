// Bounded autocannon runs against a loopback URL, with latency kept per response in fractional
// milliseconds: autocannon's own histogram rounds to whole milliseconds, too coarse for a 1.2x comparison
// when a request takes a few of them.
import autocannon from 'autocannon'

export interface LoadOptions {
  url: string
  durationSeconds: number
  connections: number
}

/** What one or more runs against the same URL measured. */
export interface Sample {
  latenciesMs: number[]
  seconds: number
}

export interface Summary {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

export function load({ url, durationSeconds, connections }: LoadOptions): Promise<Sample> {
  if (!new URL(url).hostname.startsWith('127.'))
    throw new Error(`The benchmark only loads loopback addresses, not ${url}`)
  const latenciesMs: number[] = []
  let failures = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds, timeout: 10 }, (error, result) => {
      if (error) return reject(error)
      const failed = failures + result.errors + result.timeouts
      if (failed > 0)
        return reject(new Error(`${url}: ${failed} of ${result.requests.sent} requests failed or were not 2xx`))
      resolve({ latenciesMs, seconds: result.duration })
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) failures++
      latenciesMs.push(responseTime)
    })
  })
}

export function combine(samples: Sample[]): Sample {
  return { latenciesMs: samples.flatMap((s) => s.latenciesMs), seconds: samples.reduce((sum, s) => sum + s.seconds, 0) }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

export function summarize({ latenciesMs, seconds }: Sample): Summary {
  const sorted = [...latenciesMs].sort((a, b) => a - b)
  return { requestsPerSecond: sorted.length / seconds, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) }
}
