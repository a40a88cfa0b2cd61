// Every request's log lines carry one id: Cloudflare's Ray ID where there is one (the same id the dashboard and
// Workers Logs show for the request), else a fresh one. The answer names it, so an owner reporting a failure can
// quote it and the lines can be found.
import type { MiddlewareHandler } from 'hono'
import { withLogScope } from '../log.ts'

export const REQUEST_ID_HEADER = 'X-Request-Id'

export const withRequestId: MiddlewareHandler = (c, next) => {
  const id = c.req.header('CF-Ray') ?? crypto.randomUUID()
  return withLogScope(id, async () => {
    await next()
    // Set on the answer itself: Hono's c.header() after the answer is made copies the whole Response.
    c.res.headers.set(REQUEST_ID_HEADER, id)
  })
}
