import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { bumpIfPagesChanged } from '../page-version.ts'

/**
 * On the admin router: a write that succeeded and cleared a read the public pages are made from purges the
 * pages in every colo (decision 070). Reads pass straight through.
 */
export const purgePublicPagesOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  await bumpIfPagesChanged(c.get('db'), async () => {
    await next()
    return c.res.ok
  })
})
