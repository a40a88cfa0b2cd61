import { createMiddleware } from 'hono/factory'
import { securityHeaders, securityHeadersWith, stripeStandIn } from '../../../shared/security-headers.ts'
import type { AppEnv } from '../../env.ts'

/** API responses carry the same headers the assets `_headers` file gives pages, built from the same settings. */
export const applySecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const standIn = stripeStandIn(c.env)
  const headers = standIn ? securityHeadersWith(standIn) : securityHeaders
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
})
