// Calls the Worker the way a browser on the site would: same origin, JSON bodies, optional session cookie.
import { exports } from 'cloudflare:workers'

export const ORIGIN = 'https://coaching.test'

export interface CallOptions {
  method?: string
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
}

export function api(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  if (options.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  if (options.method && options.method !== 'GET' && !headers.has('Origin')) headers.set('Origin', ORIGIN)
  if (options.cookie) headers.set('Cookie', options.cookie)
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body)
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: options.method ?? 'GET', headers, body }))
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T
}
