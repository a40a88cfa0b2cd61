// A page that sends on what the browser posted calls this Worker's own API as the browser's request would: with
// its origin, fetch-site and address headers, so the API's own checks (same origin, rate limit, validation) apply.
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'

/** Calls this Worker's own API as the browser's request would, with the headers given. */
export type CallApi = (c: Context<AppEnv>, url: string, init: RequestInit) => Promise<Response>

const FORWARDED_HEADERS = ['Origin', 'Referer', 'Sec-Fetch-Site', 'CF-Connecting-IP', 'User-Agent']

export function forwardedHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name)
    if (value !== undefined) headers.set(name, value)
  }
  return headers
}
