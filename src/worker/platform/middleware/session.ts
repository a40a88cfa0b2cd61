import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { SESSION_COOKIE } from '../../../shared/constants.ts'
import { createDb } from '../db/client.ts'
import { adminEmails, readSession, sessionKey } from '../../features/auth/sessions.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../http-error.ts'

/** Opens the database for the request and reads the session cookie, if any. */
export const loadContext = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env.DB)
  c.set('db', db)
  const token = getCookie(c, SESSION_COOKIE)
  const key = sessionKey(c.env.SESSION_SECRET)
  const session = token && key ? await readSession(db, key, token) : null
  // Admin rights follow ADMIN_EMAILS as it is now, so removing an address takes effect at once.
  c.set('session', session && { ...session, isAdmin: adminEmails(c.env.ADMIN_EMAILS).has(session.email.toLowerCase()) })
  return next()
})

export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('session')) throw new HttpError(401, 'Please sign in')
  return next()
})

/** The admin guard: signed out is 401, signed in without admin rights is 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.get('session')
  if (!session) throw new HttpError(401, 'Please sign in')
  if (!session.isAdmin) throw new HttpError(403, 'Admin access required')
  return next()
})
