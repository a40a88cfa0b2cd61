// The owner signed in without the sign-in screen, for the end-to-end tests and the bench: a session row written
// into the local site's database and a token signed with the local SESSION_SECRET by the Worker's own signer,
// exactly what a real sign-in produces.
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../src/shared/constants.ts'
import { signSessionToken } from '../../src/worker/features/auth/session-token.ts'
import { readVars } from './dev-vars.ts'
import { ROOT } from './local-site.ts'

/** The key the local site signs sessions with, read from .dev.vars as the Worker reads it. */
export function localSessionKey(): Uint8Array {
  const secret = readVars(`${ROOT}.dev.vars`).get('SESSION_SECRET')
  if (!secret) throw new Error('SESSION_SECRET is missing from .dev.vars')
  return new TextEncoder().encode(secret)
}

/** The session cookie for `email`; `runSql` writes the session row into the local site's D1. */
export async function ownerSessionCookie(email: string, runSql: (sql: string) => unknown): Promise<string> {
  const id = crypto.randomUUID()
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000).toISOString()
  await runSql(
    `INSERT INTO sessions (id, email, first_name, is_admin, expires_at) VALUES ('${id}', '${email}', 'Owner', 1, '${expiresAt}')`,
  )
  const token = await signSessionToken(localSessionKey(), id, email)
  return `${SESSION_COOKIE}=${token}`
}
