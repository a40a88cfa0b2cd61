// The signed token the session cookie carries, apart from the session rows so the end-to-end tests, which
// write a row into the local site's database, sign the same token the Worker's sign-in does.
import { SignJWT } from 'jose'
import { SESSION_ABSOLUTE_SECONDS } from '../../../shared/constants.ts'
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../../../shared/session-claims.ts'

/** The cookie's token for session row `id`: valid for the session's absolute lifetime. */
export function signSessionToken(key: Uint8Array, id: string, email: string, nowMs = Date.now()): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: JWT_ALGORITHM })
    .setSubject(id)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(nowMs / 1000) + SESSION_ABSOLUTE_SECONDS)
    .sign(key)
}
