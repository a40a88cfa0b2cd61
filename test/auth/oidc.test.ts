import { env } from 'cloudflare:workers'
import { eq, isNotNull } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../src/shared/constants.ts'
import { loginErrorMessage } from '../../src/shared/login-errors.ts'
import { app } from '../../src/worker/app.ts'
import { authStates, sessions } from '../../src/worker/platform/db/schema.ts'
import { AUTH_STATE_TTL_MS } from '../../src/worker/features/auth/oidc-login.ts'
import { SCHEDULED_JOBS } from '../../src/worker/scheduled.ts'
import { AUTH_STATE_COOKIE } from '../../src/worker/features/auth/oidc-routes.ts'
import { client, json, ORIGIN, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { sessionIdOf } from '../helpers/sessions.ts'
import {
  approveAtIssuer,
  callback,
  IDP,
  sessionCookieFrom,
  sessionRowCount,
  signIn,
  startSignIn,
} from '../helpers/sign-in.ts'

// Refusals log why at warn level (the visitor only sees a short code); collecting them lets each test
// prove it was refused for the reason it is about, not by accident.
let warnings: string[] = []
let warnSpy: ReturnType<typeof vi.spyOn> | undefined
beforeEach(() => {
  warnings = []
  warnSpy = vi
    .spyOn(console, 'warn')
    // Each line is JSON (platform/log.ts); the reason is its own field.
    .mockImplementation((line: unknown) => void warnings.push(String(JSON.parse(String(line)).reason)))
})
afterEach(() => warnSpy?.mockRestore())

const now = () => Math.floor(Date.now() / 1000)

async function expectRefused(response: Response, code: string, reason?: RegExp) {
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe(`/admin/login?error=${code}`)
  expect(sessionCookieFrom(response, SESSION_COOKIE)).toBeUndefined()
  if (reason) expect(warnings.join('\n')).toMatch(reason)
}

/** A refusal that wrote no session row. */
async function expectRefusedWithNothingWritten(pending: Promise<Response>, code: string, reason?: RegExp) {
  const before = await sessionRowCount()
  await expectRefused(await pending, code, reason)
  expect(await sessionRowCount()).toBe(before)
}

describe('GET /api/login', () => {
  it('starts the code flow with PKCE S256, state and nonce, bound to this browser', async () => {
    const attempt = await startSignIn()
    const params = attempt.authorization.searchParams
    expect(attempt.authorization.origin + attempt.authorization.pathname).toBe(`${IDP}/authorize`)
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: env.OIDC_CLIENT_ID,
      redirect_uri: `${ORIGIN}/api/auth/callback`,
      code_challenge_method: 'S256',
    })
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']))
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('nonce')).not.toBe(params.get('state'))

    const cookie = attempt.setCookies.find((c) => c.startsWith(`${AUTH_STATE_COOKIE}=`))!
    expect(cookie).toContain(`${AUTH_STATE_COOKIE}=${attempt.state};`)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(new RegExp(`; Max-Age=${AUTH_STATE_TTL_MS / 1000}(;|$)`))

    // The verifier stays on the server; the challenge sent is its SHA-256.
    const [row] = await testDb().select().from(authStates).where(eq(authStates.state, attempt.state))
    expect(row!.nonce).toBe(params.get('nonce'))
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(row!.codeVerifier)))
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect(params.get('code_challenge')).toBe(challenge)
  })

  it('each start is a new attempt', async () => {
    const [a, b] = [await startSignIn(), await startSignIn()]
    expect(a.state).not.toBe(b.state)
    expect(a.authorization.searchParams.get('code_challenge')).not.toBe(
      b.authorization.searchParams.get('code_challenge'),
    )
  })

  it('more than 10 starts a minute from one address go back to the login page saying so, with Retry-After, and write nothing', async () => {
    const address = crypto.randomUUID()
    for (let i = 0; i < 10; i++) await startSignIn(address)
    const rowsBefore = (await testDb().select().from(authStates)).length
    const refused = await client({ address, redirect: 'manual' }).api.login.$get()
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/admin/login?error=too-many')
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect(sessionCookieFrom(refused, AUTH_STATE_COOKIE)).toBeUndefined()
    expect((await testDb().select().from(authStates)).length).toBe(rowsBefore)
    expect(loginErrorMessage('too-many')).toBe(
      'Too many sign-in attempts from your network. Please wait a minute and try again.',
    )
    // Someone else is not held up by it.
    await startSignIn()
  })

  it('the cron deletes attempts nobody finished once they are ten minutes old, and keeps younger ones', async () => {
    const [stale, fresh] = [await startSignIn(), await startSignIn()]
    const old = new Date(Date.now() - AUTH_STATE_TTL_MS - 1000).toISOString()
    await testDb().update(authStates).set({ createdAt: old }).where(eq(authStates.state, stale.state))
    await SCHEDULED_JOBS['expire sign-in attempts']!(env, Date.now())
    expect(await testDb().select().from(authStates).where(eq(authStates.state, stale.state))).toEqual([])
    expect(await testDb().select().from(authStates).where(eq(authStates.state, fresh.state))).toHaveLength(1)
  })

  it('without the OIDC settings it sends the visitor back to say sign-in is not configured', async () => {
    for (const missing of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      const response = await app.request(`${ORIGIN}/api/login`, {}, { ...env, [missing]: '' })
      expect(response.status, missing).toBe(302)
      expect(response.headers.get('Location')).toBe('/admin/login?error=not-configured')
      expect(sessionCookieFrom(response, AUTH_STATE_COOKIE)).toBeUndefined()
    }
  })
})

describe('GET /api/auth/callback', () => {
  it('signs the owner in: a __Host- session cookie, then /admin, and the admin check says yes', async () => {
    const attempt = await startSignIn()
    const back = await approveAtIssuer(attempt)
    const response = await callback(back, attempt.stateCookie)

    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; Secure/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    expect(setCookie).toMatch(/; Path=\//)
    expect(setCookie).toMatch(new RegExp(`; Max-Age=${SESSION_ABSOLUTE_SECONDS}(;|$)`))
    expect(setCookie).not.toMatch(/Domain=/i)
    // The attempt cookie is spent with the attempt.
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${AUTH_STATE_COOKIE}=`))).toMatch(/Max-Age=0/)

    const cookie = sessionCookieFrom(response, SESSION_COOKIE)!
    expect(await json(await client({ cookie }).api.admin.me.$get())).toEqual({ isAdmin: true })
    expect(await json(await client({ cookie }).api.auth.user.$get())).toEqual({
      email: 'owner@example.com',
      firstName: 'Owner',
    })
    expect(await testDb().select().from(authStates).where(eq(authStates.state, attempt.state))).toEqual([])
  })

  it('matches ADMIN_EMAILS whatever the letter case the issuer uses', async () => {
    const response = await signIn({ claims: { email: 'Owner@Example.COM' } })
    expect(response.headers.get('Location')).toBe('/admin')
    expect(
      await json(await client({ cookie: sessionCookieFrom(response, SESSION_COOKIE) }).api.admin.me.$get()),
    ).toEqual({
      isAdmin: true,
    })
  })

  describe('refuses, writing no session', () => {
    it('a replayed callback (the same state twice)', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      expect((await callback(back, attempt.stateCookie)).headers.get('Location')).toBe('/admin')
      await expectRefusedWithNothingWritten(
        callback(back, attempt.stateCookie),
        'expired',
        /unknown or already used state/,
      )
    })

    it('two callbacks racing with one state: one session at most', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      const before = await sessionRowCount()
      const answers = await Promise.all([callback(back, attempt.stateCookie), callback(back, attempt.stateCookie)])
      const locations = answers.map((r) => r.headers.get('Location')).sort()
      // The loser must lose on the state (used up), not later at the issuer's single-use code.
      expect(locations).toEqual(['/admin', '/admin/login?error=expired'])
      expect(await sessionRowCount()).toBe(before + 1)
    })

    it("a swapped state: another attempt's state with this browser's cookie", async () => {
      const mine = await startSignIn()
      const theirs = await startSignIn()
      const back = await approveAtIssuer(theirs)
      await expectRefusedWithNothingWritten(callback(back, mine.stateCookie), 'expired', /not this browser/)
    })

    it('a callback that lost its attempt cookie (another browser finishing the sign-in)', async () => {
      const attempt = await startSignIn()
      await expectRefusedWithNothingWritten(callback(await approveAtIssuer(attempt)), 'expired', /not this browser/)
    })

    it('an unknown state, even with a matching cookie', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      back.searchParams.set('state', 'made-up-state')
      await expectRefusedWithNothingWritten(
        callback(back, `${AUTH_STATE_COOKIE}=made-up-state`),
        'expired',
        /unknown or already used state/,
      )
    })

    it('an attempt older than ten minutes', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      const old = new Date(Date.now() - AUTH_STATE_TTL_MS - 1000).toISOString()
      await testDb().update(authStates).set({ createdAt: old }).where(eq(authStates.state, attempt.state))
      await expectRefusedWithNothingWritten(callback(back, attempt.stateCookie), 'expired', /older than ten minutes/)
    })

    it('a code redeemed without the right PKCE verifier (the issuer says no)', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      await testDb()
        .update(authStates)
        .set({ codeVerifier: 'x'.repeat(43) })
        .where(eq(authStates.state, attempt.state))
      await expectRefusedWithNothingWritten(
        callback(back, attempt.stateCookie),
        'provider',
        /token endpoint answered 400 invalid_grant/,
      )
    })

    it('the person said no at the issuer', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      back.searchParams.delete('code')
      back.searchParams.set('error', 'access_denied')
      await expectRefusedWithNothingWritten(callback(back, attempt.stateCookie), 'cancelled')
      // The attempt is used up all the same.
      expect(await testDb().select().from(authStates).where(eq(authStates.state, attempt.state))).toEqual([])
    })

    it('an answer that names another issuer (mix-up)', async () => {
      const attempt = await startSignIn()
      const back = await approveAtIssuer(attempt)
      back.searchParams.set('iss', 'https://evil.test')
      await expectRefusedWithNothingWritten(
        callback(back, attempt.stateCookie),
        'provider',
        /answer names issuer https:\/\/evil\.test/,
      )
    })

    it('a wrong nonce', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { nonce: 'another-sign-in' } }),
        'token',
        /nonce does not match/,
      )
    })

    it('no nonce at all', async () => {
      await expectRefusedWithNothingWritten(signIn({ claims: { nonce: null } }), 'token', /nonce does not match/)
    })

    it('a wrong issuer in the ID token', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { iss: 'https://evil.test' } }),
        'token',
        /ERR_JWT_CLAIM_VALIDATION_FAILED: unexpected "iss"/,
      )
    })

    it('a wrong audience', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { aud: 'someone-elses-client' } }),
        'token',
        /ERR_JWT_CLAIM_VALIDATION_FAILED: unexpected "aud"/,
      )
    })

    it('several audiences without azp naming this client', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { aud: [env.OIDC_CLIENT_ID, 'other-client'], azp: 'other-client' } }),
        'token',
        /several audiences/,
      )
    })

    it('an expired token', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { iat: now() - 3600, exp: now() - 600 } }),
        'token',
        /ERR_JWT_EXPIRED/,
      )
    })

    it('email_verified false, missing, or the string "true"', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { email_verified: false } }),
        'unverified',
        /\[email\] is not verified/,
      )
      await expectRefusedWithNothingWritten(signIn({ claims: { email_verified: null } }), 'unverified')
      await expectRefusedWithNothingWritten(signIn({ claims: { email_verified: 'true' } }), 'unverified')
    })

    it('no email at all', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { email: null } }),
        'unverified',
        /\(none\) is not verified/,
      )
    })

    it('a verified email that is not in ADMIN_EMAILS', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ claims: { email: 'stranger@example.com' } }),
        'not-admin',
        /\[email\] is not in ADMIN_EMAILS/,
      )
    })

    it('a token signed by a key the issuer never published (same key id)', async () => {
      await expectRefusedWithNothingWritten(
        signIn({ signWith: 'unpublished-key' }),
        'token',
        /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/,
      )
    })

    it('an unsigned token (alg none), though the issuer lists none', async () => {
      await expectRefusedWithNothingWritten(signIn({ signWith: 'none' }), 'token', /ERR_JOSE_ALG_NOT_ALLOWED/)
    })

    it('HS256 keyed with the client secret, though the issuer lists HS256', async () => {
      await expectRefusedWithNothingWritten(signIn({ signWith: 'client-secret' }), 'token', /ERR_JOSE_ALG_NOT_ALLOWED/)
    })

    it('malformed query parameters', async () => {
      const attempt = await startSignIn()
      await expectRefusedWithNothingWritten(
        request(
          `/api/auth/callback?state=${'s'.repeat(300)}&code=x`,
          {},
          { cookie: attempt.stateCookie, redirect: 'manual' },
        ),
        'provider',
      )
    })
  })
})

describe('sign-out', () => {
  async function signedIn(): Promise<string> {
    const response = await signIn()
    expect(response.headers.get('Location')).toBe('/admin')
    return sessionCookieFrom(response, SESSION_COOKIE)!
  }

  it.each(['POST', 'GET'])(
    '%s /api/logout revokes the session on the server: the old cookie no longer works',
    async (method) => {
      const cookie = await signedIn()
      const response = await request('/api/logout', { method }, { cookie, redirect: 'manual' })
      expect(response.status).toBe(method === 'POST' ? 303 : 302)
      expect(response.headers.get('Location')).toBe('/')
      expect(response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0/)

      const [row] = await testDb()
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(cookie)))
      expect(row!.revokedAt).not.toBeNull()
      expect((await client({ cookie }).api.auth.user.$get()).status).toBe(401)
      expect((await client({ cookie }).api.admin.me.$get()).status).toBe(401)
    },
  )

  it('signed out already: still returns home, revoking nothing', async () => {
    const revokedBefore = (await testDb().select().from(sessions).where(isNotNull(sessions.revokedAt))).length
    const response = await client({ redirect: 'manual' }).api.logout.$post()
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/')
    expect((await testDb().select().from(sessions).where(isNotNull(sessions.revokedAt))).length).toBe(revokedBefore)
  })

  it('a sign-out POST from another origin is refused and the session lives on', async () => {
    const cookie = await signedIn()
    const response = await client({
      cookie,
      headers: { Origin: 'https://evil.test' },
      redirect: 'manual',
    }).api.logout.$post()
    expect(response.status).toBe(403)
    expect((await client({ cookie }).api.auth.user.$get()).status).toBe(200)
  })
})
