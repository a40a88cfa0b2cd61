// The admin sign-in as a browser walks it: /api/login, the issuer (the fake one of tools/fake-idp.ts, which
// vitest.config.ts serves at http://idp.test and approves at once), then the callback with the browser's
// attempt cookie. Each step is its own function so a test can break the walk where it wants.
import { expect } from 'vitest'
import { sessions } from '../../src/worker/platform/db/schema.ts'
import { AUTH_STATE_COOKIE } from '../../src/worker/features/auth/oidc-routes.ts'
import type { NextToken } from '../../tools/fake-idp.ts'
import { request } from './client.ts'
import { testDb } from './db.ts'

export const IDP = 'http://idp.test'

export interface Attempt {
  /** Where /api/login sent the browser: the issuer's authorization endpoint with our parameters. */
  authorization: URL
  state: string
  /** `__Host-auth-state=…`, as the browser would send it back. */
  stateCookie: string
  /** Every Set-Cookie of the /api/login answer, for attribute checks. */
  setCookies: string[]
}

/** Each start comes from its own client address, so the per-address sign-in limit never couples tests. */
export async function startSignIn(address = crypto.randomUUID()): Promise<Attempt> {
  const response = await request('/api/login', {}, { address, redirect: 'manual' })
  expect(response.status).toBe(302)
  const authorization = new URL(response.headers.get('Location')!)
  const setCookies = response.headers.getSetCookie()
  const stateCookie = setCookies.find((cookie) => cookie.startsWith(`${AUTH_STATE_COOKIE}=`))!.split(';')[0]!
  return { authorization, state: authorization.searchParams.get('state')!, stateCookie, setCookies }
}

/** The issuer's answer: where it sends the browser back (our callback with code, state and iss). */
export async function approveAtIssuer(attempt: Pick<Attempt, 'authorization'>): Promise<URL> {
  const response = await fetch(attempt.authorization, { redirect: 'manual' })
  expect(response.status, await response.clone().text()).toBe(302)
  return new URL(response.headers.get('Location')!)
}

/** Redirects are not followed here or in the tests' own sign-in calls: every answer is a redirect worth checking. */
export function callback(back: URL, cookie?: string): Promise<Response> {
  return request(`${back.pathname}${back.search}`, {}, { cookie, redirect: 'manual' })
}

/** Shapes the ID token the fake issuer hands out next (one token only). */
export async function nextToken(shape: NextToken): Promise<void> {
  const response = await fetch(`${IDP}/__next-token`, { method: 'POST', body: JSON.stringify(shape) })
  expect(response.status).toBe(200)
}

/** The whole walk; the callback's answer (a redirect, with the session cookie when it worked). */
export async function signIn(shape?: NextToken): Promise<Response> {
  if (shape) await nextToken(shape)
  const attempt = await startSignIn()
  return callback(await approveAtIssuer(attempt), attempt.stateCookie)
}

/** `__Host-session=…` from a callback's answer, ready to send as a Cookie header. */
export function sessionCookieFrom(response: Pick<Response, 'headers'>, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
}

export async function sessionRowCount(): Promise<number> {
  return (await testDb().select({ id: sessions.id }).from(sessions)).length
}
