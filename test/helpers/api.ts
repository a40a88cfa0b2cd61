// The path-and-options form older tests call the Worker with; every request is built by helpers/client.ts,
// which new tests use directly (its typed `client`, or `request` for what a typed call cannot send).
import { type As, ORIGIN, request } from './client.ts'

export { ORIGIN }

export interface CallOptions {
  method?: string
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
}

export function api(path: string, options: CallOptions = {}): Promise<Response> {
  const { method, body, cookie, headers } = options
  return request(path, { method, body, headers }, { cookie } satisfies As)
}

/** The body read as the type the test expects, from a fetch Response or the typed client's answer. */
export async function json<T = unknown>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T
}
