// Admin sign-in with OpenID Connect: the authorization-code flow with PKCE (S256), state and nonce.
// startLogin remembers one sign-in attempt in auth_states; finishLogin uses it up, verifies what the issuer
// answered and, only for a verified email listed in ADMIN_EMAILS, starts a session. Nothing else is written.
import { log } from '../../platform/log.ts'
import { eq, lt } from 'drizzle-orm'
import { errors as joseErrors } from 'jose'
import type { LoginErrorCode } from '../../../shared/login-errors.ts'
import {
  authorizationUrl,
  discover,
  exchangeCode,
  IdTokenRejected,
  OidcProviderError,
  oidcConfig,
  verifyIdToken,
  type OidcConfig,
} from '../../platform/adapters/oidc.ts'
import { base64url, randomBase64url } from '../../platform/base64url.ts'
import type { Database } from '../../platform/db/client.ts'
import { authStates } from '../../platform/db/schema.ts'
import { adminEmails, createSession, sessionKey } from './sessions.ts'
import { loggableError } from '../../platform/loggable-error.ts'

export const AUTH_STATE_TTL_MS = 10 * 60 * 1000

type LoginEnv = Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'SESSION_SECRET' | 'ADMIN_EMAILS'>

export type Refused = { ok: false; code: LoginErrorCode }
const refuse = (code: LoginErrorCode, reason?: string): Refused => {
  // The visitor sees only the short code; the reason is for whoever reads the Worker's logs.
  if (reason) log.warn('Admin sign-in refused', { code, reason })
  return { ok: false, code }
}

/** 32 random bytes as base64url: state, nonce and PKCE verifier (43 characters, inside RFC 7636's 43-128). */
function randomToken(): string {
  return randomBase64url(32)
}

async function s256(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
}

function configured(env: LoginEnv): { config: OidcConfig; key: Uint8Array } | null {
  const config = oidcConfig(env)
  const key = sessionKey(env.SESSION_SECRET)
  return config && key ? { config, key } : null
}

/**
 * Deletes the attempts older than they may be used. Run by each new sign-in and by the cron, so rows a burst of
 * unfinished sign-ins left behind are gone within minutes even when nobody signs in afterwards.
 */
export function expireSignInAttempts(db: Database, nowMs = Date.now()) {
  return db.delete(authStates).where(lt(authStates.createdAt, new Date(nowMs - AUTH_STATE_TTL_MS).toISOString()))
}

export type LoginStart = { ok: true; authorizationUrl: string; state: string } | Refused

/** Remembers a new sign-in attempt and returns where to send the browser. */
export async function startLogin(
  db: Database,
  env: LoginEnv,
  redirectUri: string,
  nowMs = Date.now(),
): Promise<LoginStart> {
  const ready = configured(env)
  if (!ready) return refuse('not-configured')
  let discovery
  try {
    discovery = await discover(ready.config, nowMs)
  } catch (error) {
    return refuse('provider', describe(error))
  }
  const state = randomToken()
  const nonce = randomToken()
  const codeVerifier = randomToken()
  // Attempts nobody finished are swept here too, so the table stays as small as the sign-ins of ten minutes.
  await db.batch([
    expireSignInAttempts(db, nowMs),
    db.insert(authStates).values({ state, nonce, codeVerifier, createdAt: new Date(nowMs).toISOString() }),
  ])
  const url = authorizationUrl(ready.config, discovery, {
    redirectUri,
    state,
    nonce,
    codeChallenge: await s256(codeVerifier),
  })
  return { ok: true, authorizationUrl: url, state }
}

export interface CallbackParams {
  code?: string
  state?: string
  /** The issuer's `error` parameter (for example access_denied when the person said no). */
  error?: string
  /** RFC 9207: the issuer names itself in the answer, which defeats mix-up attacks when it does. */
  iss?: string
  /** The state this browser was given when it started (its short-lived cookie). */
  browserState?: string
}

export type LoginFinish = { ok: true; token: string } | Refused

/** Uses up the attempt the callback names, then turns a verified admin identity into a session token. */
export async function finishLogin(
  db: Database,
  env: LoginEnv,
  redirectUri: string,
  params: CallbackParams,
  nowMs = Date.now(),
): Promise<LoginFinish> {
  const ready = configured(env)
  if (!ready) return refuse('not-configured')
  // The answer must come back to the browser that asked: otherwise someone could finish their own sign-in
  // in another person's browser (login CSRF).
  if (!params.state || params.state !== params.browserState)
    return refuse('expired', 'state missing or not this browser’s')
  const attempt = await useUpAttempt(db, params.state)
  if (!attempt) return refuse('expired', 'unknown or already used state')
  if (Date.parse(attempt.createdAt) < nowMs - AUTH_STATE_TTL_MS)
    return refuse('expired', 'state older than ten minutes')
  if (params.error)
    return params.error === 'access_denied'
      ? refuse('cancelled')
      : refuse('provider', `issuer answered ${params.error}`)
  if (!params.code) return refuse('provider', 'no code in the answer')

  let claims
  try {
    const discovery = await discover(ready.config, nowMs)
    if (params.iss !== undefined && params.iss !== discovery.issuer)
      return refuse('provider', `answer names issuer ${params.iss}`)
    const idToken = await exchangeCode(ready.config, discovery, {
      code: params.code,
      redirectUri,
      codeVerifier: attempt.codeVerifier,
    })
    claims = await verifyIdToken(ready.config, discovery, idToken, attempt.nonce)
  } catch (error) {
    if (error instanceof IdTokenRejected || error instanceof joseErrors.JOSEError)
      return refuse('token', describe(error))
    if (error instanceof OidcProviderError) return refuse('provider', describe(error))
    // Anything else is a fault of ours or the platform's: the visitor still lands on a page that says
    // sign-in failed, and the log says loudly what happened.
    log.error('Admin sign-in failed unexpectedly', { error: loggableError(error) })
    return { ok: false, code: 'provider' }
  }

  const email = typeof claims.email === 'string' ? claims.email.trim() : ''
  // Only an address the issuer has verified proves who this is; an unverified one could be anybody's.
  if (!email || claims.email_verified !== true)
    return refuse('unverified', `email ${email || '(none)'} is not verified`)
  if (!adminEmails(env.ADMIN_EMAILS).has(email.toLowerCase()))
    return refuse('not-admin', `${email} is not in ADMIN_EMAILS`)
  const firstName = typeof claims.given_name === 'string' ? claims.given_name : null
  const token = await createSession(db, ready.key, { email, firstName, isAdmin: true }, nowMs)
  return { ok: true, token }
}

/** Deletes and returns the attempt in one statement, so two callbacks with one state cannot both win. */
async function useUpAttempt(db: Database, state: string) {
  const [row] = await db.delete(authStates).where(eq(authStates.state, state)).returning()
  return row
}

function describe(error: unknown): string {
  if (error instanceof joseErrors.JOSEError) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}
