import { eq } from 'drizzle-orm'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE, SESSION_IDLE_SECONDS } from '../../src/shared/constants.ts'
import { sessions } from '../../src/worker/platform/db/schema.ts'
import {
  adminEmails,
  createSession,
  readSession,
  revokeSession,
  sessionKey,
} from '../../src/worker/features/auth/sessions.ts'
import { client, json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { ADMIN_EMAIL, sessionCookie, sessionIdOf } from '../helpers/sessions.ts'

const key = () => sessionKey(env.SESSION_SECRET)!
const HOUR = 3600 * 1000

async function start(nowMs = Date.now(), identity = { email: ADMIN_EMAIL, firstName: 'Owner', isAdmin: true }) {
  const token = await createSession(testDb(), key(), identity, nowMs)
  return { token, id: sessionIdOf(`${SESSION_COOKIE}=${token}`) }
}

describe('session keys', () => {
  it('a missing or short secret signs nobody in', () => {
    expect(sessionKey(undefined)).toBeNull()
    expect(sessionKey('')).toBeNull()
    expect(sessionKey('x'.repeat(31))).toBeNull()
    expect(sessionKey('x'.repeat(32))).toBeInstanceOf(Uint8Array)
  })
})

describe('readSession', () => {
  it('a fresh session is live and names its person', async () => {
    const { token, id } = await start()
    expect(await readSession(testDb(), key(), token)).toEqual({
      id,
      email: ADMIN_EMAIL,
      firstName: 'Owner',
      isAdmin: true,
    })
  })

  it(`ends after ${SESSION_IDLE_SECONDS / 3600} idle hours`, async () => {
    const justInside = await start(Date.now() - SESSION_IDLE_SECONDS * 1000 + 60_000)
    expect(await readSession(testDb(), key(), justInside.token)).not.toBeNull()

    const idle = await start(Date.now() - SESSION_IDLE_SECONDS * 1000 - 1000)
    expect(await readSession(testDb(), key(), idle.token)).toBeNull()
    // And through the API: the owner is signed out.
    expect((await client({ cookie: `${SESSION_COOKIE}=${idle.token}` }).api.auth.user.$get()).status).toBe(401)
  })

  it('using a session keeps it alive: idle time counts from the last use', async () => {
    const now = Date.now()
    const { token } = await start(now - (SESSION_IDLE_SECONDS * 1000 - HOUR))
    expect(await readSession(testDb(), key(), token, now)).not.toBeNull()
    // Two hours later it has been idle for two hours, not nine.
    expect(await readSession(testDb(), key(), token, now + 2 * HOUR)).not.toBeNull()
  })

  it(`ends at the absolute limit (${SESSION_ABSOLUTE_SECONDS / 86400} days) however busy it is`, async () => {
    const { token, id } = await start()
    // The session row is the authority: past its end it is over even though the token itself is still in date.
    await testDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.id, id))
    expect(await readSession(testDb(), key(), token)).toBeNull()
    expect((await client({ cookie: `${SESSION_COOKIE}=${token}` }).api.admin.me.$get()).status).toBe(401)
  })

  it('a session started longer ago than the absolute limit is over', async () => {
    const { token } = await start(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 1000)
    expect(await readSession(testDb(), key(), token)).toBeNull()
  })

  it('revoking a session ends it for good, and only that one', async () => {
    const revoked = await start()
    const other = await start()
    await revokeSession(testDb(), revoked.id)
    expect(await readSession(testDb(), key(), revoked.token)).toBeNull()
    expect(await readSession(testDb(), key(), other.token)).not.toBeNull()
    expect((await client({ cookie: `${SESSION_COOKIE}=${revoked.token}` }).api.auth.user.$get()).status).toBe(401)
  })

  it('a token signed with another secret names no session', async () => {
    const { token } = await start()
    expect(
      await readSession(testDb(), new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'), token),
    ).toBeNull()
  })
})

describe('admin rights follow ADMIN_EMAILS as it is now', () => {
  it('parses the list: trimmed, lower-cased, empty entries ignored', () => {
    expect([...adminEmails(' Owner@Example.com, ,coach@example.com ,')]).toEqual([
      'owner@example.com',
      'coach@example.com',
    ])
    expect(adminEmails(undefined).size).toBe(0)
    expect(adminEmails('').size).toBe(0)
  })

  it('the test environment names the owner', () => {
    expect(adminEmails(env.ADMIN_EMAILS).has(ADMIN_EMAIL)).toBe(true)
  })

  it('a session stored as admin for an address no longer listed has no admin rights', async () => {
    const { token } = await start(Date.now(), { email: 'former-owner@example.com', firstName: 'Former', isAdmin: true })
    const cookie = `${SESSION_COOKIE}=${token}`
    expect(await json(await client({ cookie }).api.admin.me.$get())).toEqual({ isAdmin: false })
    expect((await client({ cookie }).api.admin.faqs.$get()).status).toBe(403)
  })

  const withAdminEmails = (list: string, path: string, cookie: string) =>
    request(path, {}, { cookie, env: { ...env, ADMIN_EMAILS: list } })

  it('removing the owner’s address takes effect on their open session at once', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    expect(await json(await withAdminEmails(ADMIN_EMAIL, '/api/admin/me', cookie))).toEqual({ isAdmin: true })
    expect(await json(await withAdminEmails('someone-else@example.com', '/api/admin/me', cookie))).toEqual({
      isAdmin: false,
    })
    expect((await withAdminEmails('someone-else@example.com', '/api/admin/faqs', cookie)).status).toBe(403)
    expect((await withAdminEmails('', '/api/admin/faqs', cookie)).status).toBe(403)
  })

  it('adding an address makes that person an admin without signing in again', async () => {
    const cookie = await sessionCookie('new-coach@example.com')
    expect(await json(await withAdminEmails(`${ADMIN_EMAIL}, new-coach@example.com`, '/api/admin/me', cookie))).toEqual(
      { isAdmin: true },
    )
  })

  it('addresses match whatever their case', async () => {
    const cookie = await sessionCookie('Owner@Example.com')
    expect(await json(await withAdminEmails('Owner@Example.com', '/api/admin/me', cookie))).toEqual({ isAdmin: true })
    expect(await json(await withAdminEmails('owner@example.com', '/api/admin/me', cookie))).toEqual({ isAdmin: true })
  })

  it('without a session secret nobody is signed in', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const noSecret = { ...env, SESSION_SECRET: undefined } as unknown as Env
    const response = await client({ cookie, env: noSecret }).api.auth.user.$get()
    expect(response.status).toBe(401)
  })
})
