// The OpenID Connect adapter: an issuer's discovery document, its signing keys (JWKS) and its token
// endpoint. Any issuer that publishes /.well-known/openid-configuration works: Google, the local
// development provider (tools/dev-idp), the fake one the tests use (tools/fake-idp.ts).
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod'

export interface OidcConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

/** All three values or nothing: a half-configured issuer must not half-work. */
export function oidcConfig(env: Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>): OidcConfig | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null
  return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
}

/** A failure of the issuer or of our configuration, as opposed to a token that fails verification. */
export class OidcProviderError extends Error {}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  // OpenID Connect Discovery requires this list and RS256 in it; assume exactly that if an issuer omits it.
  id_token_signing_alg_values_supported: z.array(z.string()).default(['RS256']),
  // RFC 8414's default when the list is missing.
  token_endpoint_auth_methods_supported: z.array(z.string()).default(['client_secret_basic']),
})

export type Discovery = z.infer<typeof discoverySchema>

/**
 * ID tokens are checked only against the issuer's public keys: the symmetric HS* algorithms (keyed with the
 * client secret) and 'none' are never accepted, whatever the discovery document lists.
 */
const ASYMMETRIC_ALGORITHMS = new Set([
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
])

const DISCOVERY_TTL_MS = 60 * 60 * 1000
const FETCH_TIMEOUT_MS = 10_000
const CLOCK_TOLERANCE_SECONDS = 60

// Kept for the isolate's life: a sign-in needs the discovery document twice (start and callback) and
// the keys once, and neither changes often. jose's key set refetches by itself when a new key id appears.
const discoveries = new Map<string, { doc: Discovery; expiresAt: number }>()
const keySets = new Map<string, JWTVerifyGetKey>()

/** An unreachable or slow issuer is the issuer's failure, not a bug: say so in one error type. */
async function fetchFromIssuer(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    throw new OidcProviderError(
      `${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

export async function discover(config: OidcConfig, nowMs = Date.now()): Promise<Discovery> {
  const cached = discoveries.get(config.issuer)
  if (cached && cached.expiresAt > nowMs) return cached.doc
  const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  const response = await fetchFromIssuer(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new OidcProviderError(`discovery at ${url} answered ${response.status}`)
  const parsed = discoverySchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new OidcProviderError(`discovery at ${url} is not a usable OpenID configuration`)
  // OpenID Connect Discovery §4.3: the document must name exactly the issuer we asked, or it is not theirs.
  if (parsed.data.issuer !== config.issuer) {
    throw new OidcProviderError(`discovery names issuer ${parsed.data.issuer}, but OIDC_ISSUER is ${config.issuer}`)
  }
  discoveries.set(config.issuer, { doc: parsed.data, expiresAt: nowMs + DISCOVERY_TTL_MS })
  return parsed.data
}

/** The authorization request for the code flow with PKCE. */
export function authorizationUrl(
  config: OidcConfig,
  discovery: Discovery,
  request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(discovery.authorization_endpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', config.clientId)
  url.searchParams.set('redirect_uri', request.redirectUri)
  url.searchParams.set('scope', 'openid email profile')
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  url.searchParams.set('code_challenge', request.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  return url.href
}

// RFC 6749 §2.3.1: the client id and secret are form-encoded before they go into the Basic header.
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')

/** Trades the authorization code (and the PKCE verifier) for the ID token. */
export async function exchangeCode(
  config: OidcConfig,
  discovery: Discovery,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  })
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' })
  const methods = discovery.token_endpoint_auth_methods_supported
  if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  } else {
    headers.set('Authorization', `Basic ${btoa(`${formEncode(config.clientId)}:${formEncode(config.clientSecret)}`)}`)
  }
  const response = await fetchFromIssuer(discovery.token_endpoint, { method: 'POST', headers, body })
  const answer = (await response.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null
  if (!response.ok)
    throw new OidcProviderError(`token endpoint answered ${response.status} ${String(answer?.error ?? '')}`.trim())
  if (typeof answer?.id_token !== 'string') throw new OidcProviderError('token endpoint sent no id_token')
  return answer.id_token
}

export interface IdTokenClaims extends JWTPayload {
  email?: unknown
  email_verified?: unknown
  given_name?: unknown
  nonce?: unknown
  azp?: unknown
}

/** Thrown for a token that is well delivered but not acceptable (wrong nonce, several audiences, …). */
export class IdTokenRejected extends Error {}

function keySet(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: FETCH_TIMEOUT_MS, [customFetch]: fetchFromIssuer })
    keySets.set(jwksUri, keys)
  }
  return keys
}

/**
 * Verifies the ID token's signature against the issuer's published keys, then issuer, audience, expiry
 * and the nonce this sign-in sent. jose's errors (and IdTokenRejected) mean the token is refused.
 */
export async function verifyIdToken(
  config: OidcConfig,
  discovery: Discovery,
  idToken: string,
  nonce: string,
): Promise<IdTokenClaims> {
  const algorithms = discovery.id_token_signing_alg_values_supported.filter((alg) => ASYMMETRIC_ALGORITHMS.has(alg))
  if (algorithms.length === 0) throw new OidcProviderError('the issuer lists no asymmetric ID token algorithm')
  const { payload } = await jwtVerify<IdTokenClaims>(idToken, keySet(discovery.jwks_uri), {
    issuer: discovery.issuer,
    audience: config.clientId,
    algorithms,
    requiredClaims: ['sub', 'iat', 'exp'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  })
  if (payload.nonce !== nonce) throw new IdTokenRejected('nonce does not match this sign-in')
  // OpenID Connect Core §3.1.3.7: with several audiences the token must be issued to us (azp).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
    throw new IdTokenRejected('token has several audiences and azp is not this client')
  }
  return payload
}
