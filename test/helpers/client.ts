// The one way the Worker tests call the Worker: as a browser on the site would (same origin, JSON bodies, an
// optional session cookie and client address), either through Hono's typed client over the app's own routes
// (`client(as).api.faqs.$get()`), or, for what a typed call cannot send (malformed bodies, path tricks, plain
// HTML forms, other content types), through `request(path, init, as)` built the same way.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { hc } from 'hono/client'
import { app, type AppType } from '../../src/worker/app.ts'

export const ORIGIN = 'https://coaching.test'

/** Who is calling and how: the browser's cookie and extra headers, and where the request goes. */
export interface As {
  cookie?: string
  /** Sent as `CF-Connecting-IP`, for the per-address rate limits. */
  address?: string
  headers?: Record<string, string>
  /** Redirects are followed unless 'manual' (a navigation whose redirect is worth checking). */
  redirect?: RequestRedirect
  /**
   * An env of the test's choosing: the request then goes to the app itself with that env instead of the
   * Worker's own bindings, and `settled` (see `withEnv`) waits for its background work.
   */
  env?: Env
  ctx?: ExecutionContext
}

/** Builds the request a same-origin browser would send and hands it to the Worker. */
export function browserFetch(as: As = {}): typeof fetch {
  return (input, init = {}) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    for (const [name, value] of Object.entries(as.headers ?? {})) headers.set(name, value)
    if (request.method !== 'GET' && !headers.has('Origin')) headers.set('Origin', ORIGIN)
    if (as.cookie) headers.set('Cookie', as.cookie)
    if (as.address) headers.set('CF-Connecting-IP', as.address)
    const outgoing = new Request(request, { headers, redirect: as.redirect ?? request.redirect })
    if (as.env) return Promise.resolve(app.fetch(outgoing, as.env, as.ctx ?? createExecutionContext()))
    return exports.default.fetch(outgoing)
  }
}

/** The typed client over the app's routes, calling as `as` says. */
export function client(as: As = {}) {
  return hc<AppType>(ORIGIN, { fetch: browserFetch(as) })
}

/**
 * A request by path, for what the typed client cannot express. A plain object or array `body` is sent as JSON
 * (with its Content-Type unless the test sets one); strings, forms and bytes go as they are.
 */
export function request(path: string, init: Omit<RequestInit, 'body'> & { body?: unknown } = {}, as: As = {}) {
  const headers = new Headers(init.headers)
  const json = isJson(init.body)
  if (json && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  const body = json ? JSON.stringify(init.body) : (init.body as BodyInit | undefined)
  return browserFetch(as)(`${ORIGIN}${path}`, { ...init, headers, body })
}

function isJson(body: unknown): boolean {
  if (body === null || typeof body === 'number' || typeof body === 'boolean' || Array.isArray(body)) return true
  return typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype
}

/** An env of the test's choosing, with a promise that resolves once the calls' background work (waitUntil) is done. */
export function withEnv(env: Env): { as: As; settled: () => Promise<void> } {
  const ctx = createExecutionContext()
  return { as: { env, ctx }, settled: () => waitOnExecutionContext(ctx) }
}

/** The body read as the type the test expects, from a fetch Response or the typed client's answer. */
export async function json<T = unknown>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T
}
