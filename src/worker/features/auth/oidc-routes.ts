// Admin sign-in and sign-out. These are browser navigations, not API calls: each answers with a redirect,
// and a failed sign-in lands on /admin/login?error=<code> (src/shared/login-errors.ts says what each means).
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { z } from 'zod'
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../../shared/constants.ts'
import type { LoginErrorCode } from '../../../shared/login-errors.ts'
import { AUTH_STATE_TTL_MS, finishLogin, startLogin } from './oidc-login.ts'
import { revokeSession } from './sessions.ts'
import type { AppEnv } from '../../env.ts'
import { RATE_LIMIT_PERIOD_SECONDS } from '../../platform/http-error.ts'
import { clientAddress } from '../../platform/middleware/rate-limit.ts'

/** Ties a sign-in attempt to the browser that started it; lives as long as the attempt may. */
export const AUTH_STATE_COOKIE = '__Host-auth-state'

// Lax, not Strict: the issuer sends the browser back with a top-level GET from its own site, and the
// attempt's cookie must come along.
const cookieBase: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' }

// Issuers add parameters of their own (Google: scope, authuser, prompt); only these are read.
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(2048).optional(),
})

/** Registered with the issuer as the redirect URI; the same origin the browser used to reach the site. */
const callbackUrl = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}/api/auth/callback`

// Sign-in answers carry one-time codes and cookies: never stored by a cache.
function navigate(c: Context, location: string, status: 302 | 303 = 302) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(location, status)
}

const toLoginPage = (c: Context, code: LoginErrorCode) => navigate(c, `/admin/login?error=${code}`)

async function signOut(c: Context<AppEnv>, status: 302 | 303) {
  const session = c.get('session')
  if (session) await revokeSession(c.get('db'), session.id)
  deleteCookie(c, SESSION_COOKIE, cookieBase)
  return navigate(c, '/', status)
}

/** At /login: a navigation that sends the browser to the issuer. */
export const loginRoutes = new Hono<AppEnv>().get('/', async (c) => {
  // A navigation, so the refusal is the login page with the words, not a JSON 429 the browser would print.
  const { success } = await c.env.LOGIN_LIMITER.limit({ key: clientAddress(c) })
  if (!success) {
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
    return toLoginPage(c, 'too-many')
  }
  const started = await startLogin(c.get('db'), c.env, callbackUrl(c))
  if (!started.ok) return toLoginPage(c, started.code)
  setCookie(c, AUTH_STATE_COOKIE, started.state, { ...cookieBase, maxAge: AUTH_STATE_TTL_MS / 1000 })
  return navigate(c, started.authorizationUrl)
})

/** At /auth/callback: where the issuer sends the browser back. */
export const authCallbackRoutes = new Hono<AppEnv>().get(
  '/',
  zValidator('query', callbackQuery, (result, c) => {
    if (!result.success) return toLoginPage(c, 'provider')
  }),
  async (c) => {
    const browserState = getCookie(c, AUTH_STATE_COOKIE)
    deleteCookie(c, AUTH_STATE_COOKIE, cookieBase)
    const finished = await finishLogin(c.get('db'), c.env, callbackUrl(c), { ...c.req.valid('query'), browserState })
    if (!finished.ok) return toLoginPage(c, finished.code)
    setCookie(c, SESSION_COOKIE, finished.token, { ...cookieBase, maxAge: SESSION_ABSOLUTE_SECONDS })
    return navigate(c, '/admin')
  },
)
/** At /logout: GET for a plain link; POST for the dashboard's button, which reads the answer (303: then GET /). */
export const logoutRoutes = new Hono<AppEnv>().get('/', (c) => signOut(c, 302)).post('/', (c) => signOut(c, 303))
