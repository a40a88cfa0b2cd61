// The signed token a client's cookie carries, apart from the session rows so the bench, which writes a row into the
// local site's database, signs the same token redeeming a code does.
import { SignJWT } from 'jose'
import { JWT_ALGORITHM, JWT_ISSUER } from '../../../shared/session-claims.ts'

export const CLIENT_COOKIE = '__Host-client'
export const CLIENT_AUDIENCE = 'my-coaching'
export const CLIENT_SESSION_SECONDS = 60 * 60 * 24 * 30

/** When a session started at `nowMs` ends, in seconds since the epoch. */
export const clientSessionEnd = (nowMs: number) => Math.floor(nowMs / 1000) + CLIENT_SESSION_SECONDS

/** The cookie's token naming session row `id`. */
export function signClientToken(key: Uint8Array, id: string, nowMs = Date.now()): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: JWT_ALGORITHM })
    .setSubject(id)
    .setIssuer(JWT_ISSUER)
    .setAudience(CLIENT_AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(clientSessionEnd(nowMs))
    .sign(key)
}
