import { createMiddleware } from 'hono/factory'
import {
  securityHeaders,
  securityHeadersWith,
  stripeStandIn,
  withoutTagOrigins,
} from '../../../shared/security-headers.ts'
import { isTagFreeAddress } from '../../../shared/tag-free-pages.ts'
import type { AppEnv } from '../../env.ts'

/** API responses carry the same headers the assets `_headers` file gives pages, built from the same settings. */
export const applySecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const standIn = stripeStandIn(c.env)
  const headers = standIn ? securityHeadersWith(standIn) : securityHeaders
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  // A page the Worker renders at an address with a secret (the success page Stripe returns to, checkout with a
  // waitlist offer) gets the tag-free policy the `_headers` file gives such pages when they are assets.
  const csp = headers['Content-Security-Policy']
  if (csp && isTagFreeAddress(new URL(c.req.url))) c.res.headers.set('Content-Security-Policy', withoutTagOrigins(csp))
})
