// A client's session on "My coaching": a row (so signing out ends it for good) named by a signed token in its
// own cookie. Its audience is not the owner's, and nothing here reads ADMIN_EMAILS: a client's sign-in by email
// can never open the admin, even for the owner's own address (decision 074). A day without use ends it (decision 086).
import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { jwtVerify } from 'jose'
import { JWT_ALGORITHM, JWT_ISSUER } from '../../../shared/session-claims.ts'
import type { Database } from '../../platform/db/client.ts'
import { clientSessions } from '../../platform/db/schema.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { hmacKey } from '../../platform/hmac-key.ts'
import {
  CLIENT_AUDIENCE,
  CLIENT_COOKIE,
  CLIENT_SESSION_SECONDS,
  clientSessionEnd,
  signClientToken,
} from './client-token.ts'

export const NOT_SIGNED_IN = 'Please sign in to see your coaching.'
export const CLIENT_IDLE_MS = 24 * 60 * 60_000
const MIN_SECRET_LENGTH = 32

const cookieOptions = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const

/** The signing key, or null while the site has no SESSION_SECRET (then nobody signs in, client or owner). */
export function clientKey(env: Pick<Env, 'SESSION_SECRET'>): Uint8Array | null {
  const secret = env.SESSION_SECRET
  return secret && secret.length >= MIN_SECRET_LENGTH ? new TextEncoder().encode(secret) : null
}

export async function startClientSession(c: Context<AppEnv>, key: Uint8Array, email: string, nowMs = Date.now()) {
  const id = crypto.randomUUID()
  const expires = clientSessionEnd(nowMs)
  await c
    .get('db')
    .insert(clientSessions)
    .values({ id, email, expiresAt: new Date(expires * 1000).toISOString(), lastUsedAt: new Date(nowMs).toISOString() })
  const token = await signClientToken(key, id, nowMs)
  setCookie(c, CLIENT_COOKIE, token, { ...cookieOptions, maxAge: CLIENT_SESSION_SECONDS })
}

async function sessionIdOf(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: CLIENT_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    })
    return payload.sub ?? null
  } catch {
    return null
  }
}

/**
 * The signed-in client's session, or null. Checking it and marking it used are one guarded write: a session idle
 * for a day is not renewed by the request that finds it so.
 */
export async function clientSessionOf(
  c: Context<AppEnv>,
  nowMs = Date.now(),
): Promise<{ id: string; email: string } | null> {
  const key = clientKey(c.env)
  const token = getCookie(c, CLIENT_COOKIE)
  const id = key && token ? await sessionIdOf(key, token) : null
  if (!id) return null
  const db: Database = c.get('db')
  const now = new Date(nowMs).toISOString()
  const idleSince = new Date(nowMs - CLIENT_IDLE_MS).toISOString()
  const s = clientSessions
  const [row] = await db
    .update(s)
    .set({ lastUsedAt: now })
    .where(
      sql`${s.id} = ${id} and ${s.revokedAt} is null and ${s.expiresAt} > ${now}
        and coalesce(${s.lastUsedAt}, ${s.createdAt}) > ${idleSince}`,
    )
    .returning({ id: s.id, email: s.email })
  return row ?? null
}

/** The signed-in client's address, or 401: what every call of his page is keyed by. */
export async function signedInEmail(c: Context<AppEnv>): Promise<string> {
  const session = await clientSessionOf(c)
  if (!session) throw new HttpError(401, NOT_SIGNED_IN)
  return session.email
}

export async function endClientSession(c: Context<AppEnv>): Promise<void> {
  const session = await clientSessionOf(c)
  if (session)
    await c
      .get('db')
      .update(clientSessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(clientSessions.id, session.id))
  deleteCookie(c, CLIENT_COOKIE, cookieOptions)
}
