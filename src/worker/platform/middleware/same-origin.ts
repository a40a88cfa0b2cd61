import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../http-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a state-changing request a browser made from another origin, whatever its content type.
 * Browsers send Sec-Fetch-Site and Origin on every cross-origin POST; a request with neither did not come
 * from a browser page, so it carries no one else's cookie (Stripe's webhook is such a request).
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next()
  const fetchSite = c.req.header('Sec-Fetch-Site')
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-origin requests are not allowed')
  }
  const origin = c.req.header('Origin')
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    throw new HttpError(403, 'Cross-origin requests are not allowed')
  }
  return next()
})
