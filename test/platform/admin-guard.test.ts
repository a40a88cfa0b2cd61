import { env } from 'cloudflare:workers'
import { SignJWT, UnsecuredJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/shared/constants.ts'
import { adminApi } from '../../src/worker/app.ts'
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/shared/session-claims.ts'
import { purgePublicPagesOnWrite } from '../../src/worker/platform/middleware/purge-public-pages.ts'
import { requireAdmin } from '../../src/worker/platform/middleware/session.ts'
import { client, json, request } from '../helpers/client.ts'
import { expectError } from '../helpers/errors.ts'
import { ADMIN_EMAIL, adminCookie, revokedAdminCookie, sessionIdOf, visitorCookie } from '../helpers/sessions.ts'

// Every admin route, read from the admin router itself: a route added later is covered without editing this file.
const adminRoutes = [
  ...new Map(
    adminApi.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
]
const concretePath = (path: string, param = '1') => `/api${path.replace(/:[^/]+/g, param)}`
const callAs = (route: { method: string; path: string }, cookie?: string, param = '1') =>
  request(
    concretePath(route.path, param),
    { method: route.method, body: route.method === 'GET' ? undefined : {} },
    { cookie },
  )

describe('the admin router', () => {
  it('has its guard as the first handler, so no route on it can skip the check', () => {
    expect(adminApi.routes[0]).toMatchObject({ method: 'ALL', path: '/*', handler: requireAdmin })
    // After it, only the purge of the public pages a write changed (decision 070).
    expect(adminApi.routes.filter((route) => route.method === 'ALL').map((route) => route.handler)).toEqual([
      requireAdmin,
      purgePublicPagesOnWrite,
    ])
  })

  it('holds the admin calls of SPEC §7, including the personal-data lead lists', () => {
    const names = adminRoutes.map((route) => `${route.method} ${route.path}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /feature-toggles/:featureId',
        'DELETE /feature-toggles',
        'GET /admin/content-edits',
        'POST /content-edits',
        'GET /admin/faqs',
        'POST /faqs',
        'PUT /faqs/:id',
        'DELETE /faqs/:id',
        'GET /email-signups',
        'GET /consultation-requests',
        'GET /strategy-calls',
      ]),
    )
  })

  it('is really guarded: the owner gets past the guard on every route', async () => {
    const cookie = await adminCookie()
    for (const route of adminRoutes) {
      // '0' names no row, so the owner's calls here are refused by validation rather than changing data.
      const response = await callAs(route, cookie, '0')
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.status)
    }
  })

  describe.each(adminRoutes)('$method $path', (route) => {
    it('signed out: 401', async () => {
      const body = await expectError(await callAs(route), 401)
      expect(body.message).toBe('Please sign in')
    })

    it('signed in without admin rights: 403', async () => {
      const body = await expectError(await callAs(route, await visitorCookie()), 403)
      expect(body.message).toBe('Admin access required')
    })

    it('with a revoked session: 401', async () => {
      await expectError(await callAs(route, await revokedAdminCookie()), 401)
    })

    if (route.method === 'GET') {
      it('HEAD signed out: 401', async () => {
        expect((await request(concretePath(route.path), { method: 'HEAD' })).status).toBe(401)
      })
    }
  })
})

describe('refused admin calls change nothing', () => {
  let faqId: number

  beforeAll(async () => {
    const cookie = await adminCookie()
    const faq = await client({ cookie }).api.faqs.$post({
      json: { question: 'Guarded?', answer: 'Yes.', sortOrder: 1, isActive: true },
    })
    faqId = (await json<{ id: number }>(faq)).id
    await client({ cookie }).api['feature-toggles'][':featureId'].$put({
      param: { featureId: 'podcast' },
      json: { isEnabled: false },
    })
    await client({ cookie }).api['content-edits'].$post({
      json: { featureId: 'hero-section', fieldId: 'main-headline', content: 'Original' },
    })
  })

  // Bodies a handler would accept, so a missing guard would show up as a change.
  const realisticCall = (route: { method: string; path: string }) => {
    const path = `/api${route.path.replace(':featureId', 'podcast').replace(':id', String(faqId))}`
    const bodies: Record<string, unknown> = {
      'PUT /feature-toggles/:featureId': { isEnabled: true },
      'POST /content-edits': { featureId: 'hero-section', fieldId: 'main-headline', content: 'Changed' },
      'POST /faqs': { question: 'Injected?', answer: 'x', sortOrder: 0, isActive: true },
      'PUT /faqs/:id': { question: 'Changed?' },
    }
    return { path, body: bodies[`${route.method} ${route.path}`] }
  }

  const snapshot = async () => {
    const tables = ['faqs', 'feature_toggles', 'content_edits']
    return Promise.all(
      tables.map(async (table) => (await env.DB.prepare(`select * from ${table} order by 1`).all()).results),
    )
  }

  it('for the signed out, non-admins and revoked sessions alike', async () => {
    const before = await snapshot()
    const cookies = [undefined, await visitorCookie(), await revokedAdminCookie()]
    for (const cookie of cookies) {
      for (const route of adminRoutes.filter((r) => r.method !== 'GET')) {
        const { path, body } = realisticCall(route)
        const response = await request(path, { method: route.method, body }, { cookie })
        expect([401, 403]).toContain(response.status)
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it.each([
    ['a doubled leading slash', (id: number) => `//api/faqs/${id}`],
    ['an encoded slash', (id: number) => `/api/faqs%2F${id}`],
    ['an upper-case prefix', (id: number) => `/API/faqs/${id}`],
    ['a trailing slash', (id: number) => `/api/faqs/${id}/`],
    ['a dot segment', (id: number) => `/api/x/../faqs/${id}`],
    ['an upper-case resource', (id: number) => `/api/FAQS/${id}`],
  ])('a signed-out DELETE through %s does not delete the FAQ', async (_trick, pathFor) => {
    const response = await request(pathFor(faqId), { method: 'DELETE' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const list = await json<{ id: number }[]>(await client({ cookie: await adminCookie() }).api.admin.faqs.$get())
    expect(list.map((f) => f.id)).toContain(faqId)
  })
})

describe('GET /api/auth/user and GET /api/admin/me', () => {
  it('signed out: 401 for both', async () => {
    await expectError(await client().api.auth.user.$get(), 401)
    await expectError(await client().api.admin.me.$get(), 401)
  })

  it('signed in: who I am', async () => {
    const response = await client({ cookie: await visitorCookie() }).api.auth.user.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ email: 'someone@example.com', firstName: 'Test' })
  })

  it('the owner is an admin', async () => {
    expect(await json(await client({ cookie: await adminCookie() }).api.admin.me.$get())).toEqual({ isAdmin: true })
  })

  it('anyone else is not', async () => {
    expect(await json(await client({ cookie: await visitorCookie() }).api.admin.me.$get())).toEqual({ isAdmin: false })
  })

  it('a revoked session is signed out', async () => {
    await expectError(await client({ cookie: await revokedAdminCookie() }).api.auth.user.$get(), 401)
  })
})

describe('forged and stale session tokens count as signed out', () => {
  const secret = new TextEncoder().encode(env.SESSION_SECRET)
  let sessionId: string

  beforeAll(async () => {
    // A real, live owner session: only the token around it is wrong in each case below.
    sessionId = sessionIdOf(await adminCookie())
  })

  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const claims = () =>
    new SignJWT({ email: ADMIN_EMAIL })
      .setSubject(sessionId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
  const asCookie = (token: string) => `${SESSION_COOKIE}=${token}`

  it('control: a token made exactly as sign-in makes it works (so the cases below fail for their one reason)', async () => {
    const token = await claims().setProtectedHeader({ alg: 'HS256' }).sign(secret)
    expect(await json(await client({ cookie: asCookie(token) }).api.admin.me.$get())).toEqual({ isAdmin: true })
  })

  it.each<[string, () => Promise<string>]>([
    [
      'signed with another secret',
      () =>
        claims()
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-0123456789')),
    ],
    [
      "with alg 'none'",
      async () =>
        new UnsecuredJWT({ email: ADMIN_EMAIL })
          .setSubject(sessionId)
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    ['with another HMAC algorithm', () => claims().setProtectedHeader({ alg: 'HS512' }).sign(secret)],
    [
      'expired',
      () =>
        new SignJWT({ email: ADMIN_EMAIL })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sessionId)
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setIssuedAt(nowSeconds() - 7200)
          .setExpirationTime(nowSeconds() - 3600)
          .sign(secret),
    ],
    [
      'for another audience',
      () => claims().setAudience('brotherhood-coaching:other').setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    ['from another issuer', () => claims().setIssuer('someone-else').setProtectedHeader({ alg: 'HS256' }).sign(secret)],
    [
      'without an expiry',
      () =>
        new SignJWT({ email: ADMIN_EMAIL })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sessionId)
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setIssuedAt()
          .sign(secret),
    ],
    [
      'without issued-at',
      () =>
        new SignJWT({ email: ADMIN_EMAIL })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sessionId)
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setExpirationTime('1h')
          .sign(secret),
    ],
    [
      'naming a session that does not exist',
      () => claims().setSubject(crypto.randomUUID()).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    ],
    ['that is not a JWT at all', async () => 'not-a-token'],
  ])('a token %s', async (_case, forge) => {
    const cookie = asCookie(await forge())
    await expectError(await client({ cookie }).api.admin.me.$get(), 401)
    await expectError(await client({ cookie }).api.admin.faqs.$get(), 401)
  })

  it('a good token under another cookie name is not a session', async () => {
    const token = (await adminCookie()).split('=')[1]!
    await expectError(await client({ cookie: `session=${token}` }).api.admin.me.$get(), 401)
  })
})
