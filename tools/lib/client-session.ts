// A client signed in to My coaching without the emailed code, for the bench: a session row written into the local
// site's database and a token from the Worker's own signer, exactly what redeeming a code produces.
import { CLIENT_COOKIE, clientSessionEnd, signClientToken } from '../../src/worker/features/clients/client-token.ts'
import { localSessionKey } from './owner-session.ts'

/** The cookie for `email`; `runSql` writes the session row into the local site's D1. */
export async function clientSessionCookie(email: string, runSql: (sql: string) => unknown): Promise<string> {
  const id = crypto.randomUUID()
  const now = Date.now()
  const expiresAt = new Date(clientSessionEnd(now) * 1000).toISOString()
  await runSql(
    `INSERT INTO client_sessions (id, email, expires_at, last_used_at) ` +
      `VALUES ('${id}', '${email}', '${expiresAt}', '${new Date(now).toISOString()}')`,
  )
  return `${CLIENT_COOKIE}=${await signClientToken(localSessionKey(), id, now)}`
}
