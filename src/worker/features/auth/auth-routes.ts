import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { requireSignedIn } from '../../platform/middleware/session.ts'

/** At /auth/user: who is signed in. */
export const authUser = new Hono<AppEnv>().get('/', requireSignedIn, (c) => {
  const session = c.get('session')!
  return c.json({ firstName: session.firstName, email: session.email })
})

/** At /admin/me: whether the signed-in person is an admin (public router: anyone signed in may ask). */
export const adminMe = new Hono<AppEnv>().get('/', requireSignedIn, (c) =>
  c.json({ isAdmin: c.get('session')!.isAdmin }),
)
