// Admin sessions: a short JWT in a __Host- cookie names a server-side session row, so a session can be
// revoked for good and expires both when idle and at an absolute limit.
import { and, eq, isNull } from 'drizzle-orm'
import { jwtVerify } from 'jose'
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../../shared/constants.ts'
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../../../shared/session-claims.ts'
import type { Database } from '../../platform/db/client.ts'
import { sessions } from '../../platform/db/schema.ts'
import { hmacKey } from '../../platform/hmac-key.ts'
import { signSessionToken } from './session-token.ts'

const MIN_SECRET_LENGTH = 32

export interface Session {
  id: string
  email: string
  firstName: string | null
  isAdmin: boolean
}

export function sessionKey(secret: string | undefined): Uint8Array | null {
  if (!secret || secret.length < MIN_SECRET_LENGTH) return null
  return new TextEncoder().encode(secret)
}

export function adminEmails(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
}

/** Starts a session for a verified identity and returns the signed token for the cookie. */
export async function createSession(
  db: Database,
  key: Uint8Array,
  identity: { email: string; firstName: string | null; isAdmin: boolean },
  nowMs = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const expiresAt = new Date(nowMs + SESSION_ABSOLUTE_SECONDS * 1000).toISOString()
  await db.insert(sessions).values({ id, ...identity, expiresAt, lastSeenAt: new Date(nowMs).toISOString() })
  return signSessionToken(key, id, identity.email, nowMs)
}

/** The live session a token names, or null when the token or the session is not good any more. */
export async function readSession(
  db: Database,
  key: Uint8Array,
  token: string,
  nowMs = Date.now(),
): Promise<Session | null> {
  const sessionId = await verifiedSessionId(key, token)
  if (!sessionId) return null
  const row = await db.query.sessions.findFirst({ where: and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)) })
  if (!row) return null
  const idleLimit = Date.parse(row.lastSeenAt) + SESSION_IDLE_SECONDS * 1000
  if (Date.parse(row.expiresAt) <= nowMs || idleLimit <= nowMs) return null
  await touchSession(db, row.id, row.lastSeenAt, nowMs)
  return { id: row.id, email: row.email, firstName: row.firstName, isAdmin: row.isAdmin }
}

async function verifiedSessionId(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    return payload.sub ?? null
  } catch {
    return null
  }
}

/** Idle time is counted from the last use; writing at most once a minute keeps reads cheap. */
async function touchSession(db: Database, id: string, lastSeenAt: string, nowMs: number): Promise<void> {
  if (nowMs - Date.parse(lastSeenAt) < 60_000) return
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(nowMs).toISOString() })
    .where(eq(sessions.id, id))
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, id))
}
