import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { requireSignedIn } from '../../platform/middleware/session.ts'

export const authRoutes = new Hono<AppEnv>()
  .get('/auth/user', requireSignedIn, (c) => {
    const session = c.get('session')!
    return c.json({ firstName: session.firstName, email: session.email })
  })
  .get('/admin/me', requireSignedIn, (c) => c.json({ isAdmin: c.get('session')!.isAdmin }))
