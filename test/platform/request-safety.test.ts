import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../../src/worker/app.ts'
import { client, json, ORIGIN, request } from '../helpers/client.ts'
import { expectError } from '../helpers/errors.ts'
import { newClientAddress, submit, uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { inOneLimiterWindow } from '../helpers/limiter-window.ts'

/** A request exactly as given: no helper adds an Origin or a content type. */
function raw(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init))
}

const adminFaqQuestions = async () =>
  (await json<{ question: string }[]>(await client({ cookie: await adminCookie() }).api.admin.faqs.$get())).map(
    (f) => f.question,
  )
const signupEmails = async () =>
  (await json<{ email: string }[]>(await client({ cookie: await adminCookie() }).api['email-signups'].$get())).map(
    (s) => s.email,
  )

function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\n\s*at /)
  expect(text).not.toMatch(/\bat \S+ \(/)
  expect(text).not.toMatch(/\.[cm]?[jt]s:\d+/)
}

describe('cross-origin mutations are refused with 403', () => {
  const cases: [string, Record<string, string>, BodyInit][] = [
    ['another origin, application/json', { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, '{}'],
    ['another origin, no Content-Type', { Origin: 'https://evil.example' }, new TextEncoder().encode('{}')],
    ['another origin, text/plain', { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, '{}'],
    ['another origin, TEXT/PLAIN', { Origin: 'https://evil.example', 'Content-Type': 'TEXT/PLAIN' }, '{}'],
    ['another origin, APPLICATION/JSON', { Origin: 'https://evil.example', 'Content-Type': 'APPLICATION/JSON' }, '{}'],
    [
      'another origin, form encoded',
      { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      'a=1',
    ],
    ['Origin: null', { Origin: 'null', 'Content-Type': 'application/json' }, '{}'],
    [
      'Sec-Fetch-Site: cross-site and no Origin',
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      '{}',
    ],
    [
      'Sec-Fetch-Site: same-site (a sibling subdomain)',
      { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
      '{}',
    ],
    ['the same host over http', { Origin: 'http://coaching.test', 'Content-Type': 'application/json' }, '{}'],
    ['a look-alike host', { Origin: 'https://coaching.test.evil.example', 'Content-Type': 'application/json' }, '{}'],
  ]

  it.each(cases)('%s, even with the owner’s cookie: nothing created', async (_case, headers, body) => {
    const question = `Cross-origin ${crypto.randomUUID()}`
    const payload =
      typeof body === 'string' && body === '{}'
        ? JSON.stringify({ question, answer: 'x', sortOrder: 0, isActive: true })
        : body
    const response = await raw('/api/faqs', {
      method: 'POST',
      headers: { ...headers, Cookie: await adminCookie() },
      body: payload,
    })
    const error = await expectError(response, 403)
    expect(error.message).toBe('Cross-origin requests are not allowed')
    expect(await adminFaqQuestions()).not.toContain(question)
  })

  it.each(cases)('%s, on a public lead form: nothing saved', async (_case, headers, body) => {
    const email = uniqueEmail('cross')
    const payload =
      typeof body === 'string' && body === '{}' ? JSON.stringify({ email, source: 'exit_intent_popup' }) : body
    const response = await raw('/api/email-signups', {
      method: 'POST',
      headers: { ...headers, 'CF-Connecting-IP': newClientAddress() },
      body: payload,
    })
    await expectError(response, 403)
    expect(await signupEmails()).not.toContain(email)
  })

  it.each([['DELETE'], ['PUT'], ['PATCH']])('%s from another origin is refused too', async (method) => {
    const response = await raw('/api/feature-toggles', {
      method,
      headers: { Origin: 'https://evil.example', Cookie: await adminCookie() },
    })
    await expectError(response, 403)
  })

  it('a same-origin request, and a request from no browser page at all, pass the origin check', async () => {
    const sameOrigin = await raw('/api/email-signups', {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        'CF-Connecting-IP': newClientAddress(),
      },
      body: JSON.stringify({ email: uniqueEmail('same'), source: 'exit_intent_popup' }),
    })
    expect(sameOrigin.status).toBe(201)
    const noBrowser = await raw('/api/email-signups', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
      body: JSON.stringify({ email: uniqueEmail('server'), source: 'exit_intent_popup' }),
    })
    expect(noBrowser.status).toBe(201)
  })
})

describe('bodies', () => {
  it.each([
    ['text/plain', 'text/plain', '{"email":"a@example.com","source":"exit_intent_popup"}'],
    ['TEXT/PLAIN', 'TEXT/PLAIN', '{"email":"a@example.com","source":"exit_intent_popup"}'],
    ['form encoded', 'application/x-www-form-urlencoded', 'email=a%40example.com&source=exit_intent_popup'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['a JSON look-alike', 'application/jsonp', '{}'],
  ])('a same-origin %s body is refused with 415', async (_case, type, body) => {
    const response = await request(
      '/api/email-signups',
      { method: 'POST', body, headers: { 'Content-Type': type } },
      { address: newClientAddress() },
    )
    const error = await expectError(response, 415)
    expect(error.message).toBe('Requests must be sent as application/json')
  })

  it('a same-origin body with no Content-Type is refused with 415', async () => {
    const response = await raw('/api/email-signups', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'CF-Connecting-IP': newClientAddress() },
      body: new TextEncoder().encode(JSON.stringify({ email: uniqueEmail(), source: 'exit_intent_popup' })),
    })
    await expectError(response, 415)
  })

  it('JSON with a charset, or in upper case, is accepted', async () => {
    for (const type of ['application/json; charset=utf-8', 'APPLICATION/JSON']) {
      const response = await request(
        '/api/email-signups',
        {
          method: 'POST',
          body: { email: uniqueEmail('charset'), source: 'exit_intent_popup' },
          headers: { 'Content-Type': type },
        },
        { address: newClientAddress() },
      )
      expect(response.status, type).toBe(201)
    }
  })

  it('a 1 MB body is refused with 413 and nothing is written', async () => {
    const email = uniqueEmail('huge')
    const response = await submit('/api/email-signups', { email, source: 'guide', firstName: 'x'.repeat(1024 * 1024) })
    const error = await expectError(response, 413)
    expect(error.message).toBe('Request body is too large')
    expect(await signupEmails()).not.toContain(email)

    const question = `Huge ${crypto.randomUUID()}`
    const faq = await request(
      '/api/faqs',
      { method: 'POST', body: { question, answer: 'x'.repeat(1024 * 1024), sortOrder: 0, isActive: true } },
      { cookie: await adminCookie() },
    )
    await expectError(faq, 413)
    expect(await adminFaqQuestions()).not.toContain(question)
  })

  it('a 1 MB body streamed without a Content-Length is refused too', async () => {
    const email = uniqueEmail('streamed')
    const text = JSON.stringify({ email, source: 'guide', firstName: 'x'.repeat(1024 * 1024) })
    const bytes = new TextEncoder().encode(text)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024))
        controller.close()
      },
    })
    const response = await raw('/api/email-signups', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
      body: stream,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await signupEmails()).not.toContain(email)
  })

  it.each([['{"email":'], ['not json'], ['{"email": "a@example.com",}'], ['']])(
    'malformed JSON %j is answered 400 with a message',
    async (body) => {
      const response = await request('/api/email-signups', { method: 'POST', body }, { address: newClientAddress() })
      const error = await expectError(response, 400)
      expectNoInternals(error.message)
    },
  )

  it('a JSON value that is not an object is answered 400', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const response = await request('/api/email-signups', { method: 'POST', body }, { address: newClientAddress() })
      await expectError(response, 400)
    }
  })
})

describe('security headers and error bodies', () => {
  function expectSecurityHeaders(response: Response) {
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Strict-Transport-Security') ?? '')?.[1] ?? 0)
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBeTruthy()
    expect(response.headers.get('X-Request-Id')).toBeTruthy()
  }

  // One request per kind of answer the API gives, success and every failure.
  const responses: [string, () => Promise<Response>][] = [
    ['200 public list', () => request('/api/faqs')],
    ['201 lead saved', () => submit('/api/email-signups', { email: uniqueEmail(), source: 'exit_intent_popup' })],
    ['400 validation', () => submit('/api/email-signups', { source: 'guide' })],
    ['400 malformed JSON', () => submit('/api/email-signups', '{')],
    ['401 signed out', () => request('/api/admin/faqs')],
    [
      '403 cross origin',
      () => request('/api/faqs', { method: 'POST', body: {}, headers: { Origin: 'https://evil.example' } }),
    ],
    ['404 unknown admin path', async () => request('/api/no-such-thing', {}, { cookie: await adminCookie() })],
    ['404 outside the API', () => request('/no-such-page')],
    [
      '404 unknown FAQ',
      async () => request('/api/faqs/999999999', { method: 'DELETE' }, { cookie: await adminCookie() }),
    ],
    [
      '413 too large',
      () => submit('/api/email-signups', { email: 'a@example.com', source: 'guide', firstName: 'x'.repeat(200_000) }),
    ],
    [
      '415 not JSON',
      () => request('/api/email-signups', { method: 'POST', body: 'x', headers: { 'Content-Type': 'text/plain' } }),
    ],
  ]

  it.each(responses)('%s carries the security headers and no internals', async (_case, call) => {
    const response = await call()
    expectSecurityHeaders(response)
    expectNoInternals(await response.text())
  })

  it("every answer names its request id, Cloudflare's Ray ID where there is one, for the owner to quote", async () => {
    const withRay = await request('/api/faqs', { headers: { 'CF-Ray': '8f2a1b3c4d5e6f70-IAD' } })
    expect(withRay.headers.get('X-Request-Id')).toBe('8f2a1b3c4d5e6f70-IAD')
    const [first, second] = await Promise.all([request('/api/faqs'), request('/api/faqs')])
    expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'))
  })

  it('429 carries them too, and says when to retry', async () => {
    const address = newClientAddress()
    await inOneLimiterWindow()
    let response = await submit('/api/email-signups', {}, { address })
    for (let i = 0; i < 10; i++) response = await submit('/api/email-signups', {}, { address })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('60')
    expectSecurityHeaders(response)
  })

  it('the analytics limit (120 a minute per address) says when to retry, in words and in Retry-After', async () => {
    const address = newClientAddress()
    const track = () => submit('/api/analytics/events', { name: 'page_view', path: '/' }, { address })
    await inOneLimiterWindow(20_000)
    for (let i = 0; i < 120; i++) expect((await track()).status).toBe(204)
    const refused = await track()
    expect((await expectError(refused, 429)).message).toBe('Too many requests. Please wait a minute and try again.')
    expect(refused.headers.get('Retry-After')).toBe('60')
  })

  it('an unexpected failure is a plain 500 message with the headers; the details go to the log only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('D1_ERROR: no such table: sessions\n    at query (src/worker/platform/db/client.ts:12:3)')
    const brokenDb = {
      prepare: () => {
        throw failure
      },
      batch: () => Promise.reject(failure),
    }
    const request = new Request(`${ORIGIN}/api/auth/user`, { headers: { Cookie: await adminCookie() } })
    const response = await app.fetch(request, { ...env, DB: brokenDb as unknown as D1Database })

    const body = await expectError(response, 500)
    expect(body).toEqual({ message: 'Something went wrong. Please try again.' })
    expectSecurityHeaders(response)
    expect(logged).toHaveBeenCalled()
  })

  it('a failure on a route whose path carries a secret logs the route, never the secret', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Every query fails as D1 would; the statement's parameters (here the token) must not reach the log.
    const down = () => Promise.reject(new Error('D1_ERROR: D1 is unavailable'))
    const statement = { bind: () => statement, all: down, raw: down, first: down, run: down }
    const brokenDb = { prepare: () => statement, batch: down }
    const secret = 'plan-secret-0123456789abcdefghijklmnop'
    const request = new Request(`${ORIGIN}/api/plans/view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ token: secret }),
    })
    const response = await app.fetch(request, { ...env, DB: brokenDb as unknown as D1Database })
    expect(response.status).toBe(500)
    expect(logged).toHaveBeenCalled()
    for (const call of logged.mock.calls) expect(call.map(String).join(' ')).not.toContain(secret)
  })
})
