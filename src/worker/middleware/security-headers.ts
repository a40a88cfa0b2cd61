import { createMiddleware } from 'hono/factory'
import { securityHeaders } from '../../shared/security-headers.ts'
import type { AppEnv } from '../env.ts'

/** API responses carry the same headers the assets `_headers` file gives pages. */
export const applySecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value)
})
