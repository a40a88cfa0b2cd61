// Mints sessions the way sign-in does, so tests can act as the owner, a non-admin, or a stale cookie.
import { env } from 'cloudflare:workers'
import { decodeJwt } from 'jose'
import { SESSION_COOKIE } from '../../src/shared/constants.ts'
import { createDb } from '../../src/worker/platform/db/client.ts'
import { createSession, revokeSession, sessionKey } from '../../src/worker/features/auth/sessions.ts'

export const ADMIN_EMAIL = 'owner@example.com'

export async function sessionCookie(email: string, nowMs = Date.now()): Promise<string> {
  const key = sessionKey(env.SESSION_SECRET)!
  const token = await createSession(
    createDb(env.DB),
    key,
    { email, firstName: 'Test', isAdmin: email === ADMIN_EMAIL },
    nowMs,
  )
  return `${SESSION_COOKIE}=${token}`
}

export const adminCookie = () => sessionCookie(ADMIN_EMAIL)
export const visitorCookie = () => sessionCookie('someone@example.com')

/** The server-side session a cookie names (the token's subject). */
export function sessionIdOf(cookie: string): string {
  const token = cookie.slice(cookie.indexOf('=') + 1)
  return decodeJwt(token).sub!
}

/** An owner's cookie whose session was revoked on the server, as signing out does. */
export async function revokedAdminCookie(): Promise<string> {
  const cookie = await adminCookie()
  await revokeSession(createDb(env.DB), sessionIdOf(cookie))
  return cookie
}
