// A scriptable OpenID Connect issuer for the Worker tests: discovery, JWKS, an authorization endpoint that
// approves at once, and a token endpoint that checks client authentication and PKCE like a real issuer.
// A test shapes the next ID token through POST /__next-token (wrong nonce, other issuer, unverified email,
// a key the issuer never published, alg none, …). Pure Fetch API, so vitest.config.ts serves it from the
// Worker's outbound hook.
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

export interface NextToken {
  /** Merged over the default claims; a null value removes that claim. */
  claims?: Record<string, unknown>
  /**
   * published-key: the key in the JWKS (default). unpublished-key: another RSA key with the same key id.
   * client-secret: HS256 keyed with the client secret. none: an unsigned token (alg "none").
   */
  signWith?: 'published-key' | 'unpublished-key' | 'client-secret' | 'none'
}

export interface FakeIdpOptions {
  issuer: string
  clientId: string
  clientSecret: string
  /** The person who "signs in" unless the next token says otherwise. */
  email: string
}

interface Authorization {
  redirectUri: string
  nonce: string | null
  codeChallenge: string
}

const KEY_ID = 'fake-idp-key-1'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
}

interface Keys {
  published: CryptoKey
  unpublished: CryptoKey
  publicJwk: JWK
}

async function makeKeys(): Promise<Keys> {
  const published = await generateKeyPair('RS256', { extractable: true })
  const unpublished = await generateKeyPair('RS256')
  const publicJwk = { ...(await exportJWK(published.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }
  return { published: published.privateKey, unpublished: unpublished.privateKey, publicJwk }
}

export function createFakeIdp(options: FakeIdpOptions) {
  const keys = makeKeys()
  const authorizations = new Map<string, Authorization>()
  let next: NextToken = {}
  let lastAuthorization: Record<string, string> | null = null

  const discovery = {
    issuer: options.issuer,
    authorization_endpoint: `${options.issuer}/authorize`,
    token_endpoint: `${options.issuer}/token`,
    jwks_uri: `${options.issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    // Listing HS256 and none on purpose: the Worker must refuse them whatever an issuer advertises.
    id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
  }

  function authorize(url: URL): Response {
    const params = Object.fromEntries(url.searchParams)
    lastAuthorization = params
    if (params.client_id !== options.clientId) return json({ error: 'invalid_client' }, 400)
    if (
      params.response_type !== 'code' ||
      params.code_challenge_method !== 'S256' ||
      !params.code_challenge ||
      !params.redirect_uri
    ) {
      return json({ error: 'invalid_request' }, 400)
    }
    const code = crypto.randomUUID()
    authorizations.set(code, {
      redirectUri: params.redirect_uri,
      nonce: params.nonce ?? null,
      codeChallenge: params.code_challenge,
    })
    const back = new URL(params.redirect_uri)
    back.searchParams.set('code', code)
    if (params.state) back.searchParams.set('state', params.state)
    back.searchParams.set('iss', options.issuer)
    return new Response(null, { status: 302, headers: { Location: back.href } })
  }

  function clientAuthenticated(request: Request): boolean {
    const header = request.headers.get('Authorization') ?? ''
    if (!header.startsWith('Basic ')) return false
    const [id, secret] = atob(header.slice(6))
      .split(':')
      .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
    return id === options.clientId && secret === options.clientSecret
  }

  async function token(request: Request): Promise<Response> {
    if (!clientAuthenticated(request)) return json({ error: 'invalid_client' }, 401)
    const form = new URLSearchParams(await request.text())
    const code = form.get('code') ?? ''
    const authorization = authorizations.get(code)
    authorizations.delete(code) // codes are single use, as at a real issuer
    if (form.get('grant_type') !== 'authorization_code' || !authorization) return json({ error: 'invalid_grant' }, 400)
    if (form.get('redirect_uri') !== authorization.redirectUri)
      return json({ error: 'invalid_grant', error_description: 'redirect_uri' }, 400)
    if ((await s256(form.get('code_verifier') ?? '')) !== authorization.codeChallenge) {
      return json({ error: 'invalid_grant', error_description: 'PKCE verification failed' }, 400)
    }
    const shape = next
    next = {}
    return json({
      access_token: crypto.randomUUID(),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idToken(authorization, shape),
    })
  }

  async function idToken(authorization: Authorization, shape: NextToken): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const claims: Record<string, unknown> = {
      iss: options.issuer,
      aud: options.clientId,
      sub: 'fake-user-1',
      email: options.email,
      email_verified: true,
      given_name: 'Owner',
      nonce: authorization.nonce,
      iat: now,
      exp: now + 300,
      ...shape.claims,
    }
    for (const [name, value] of Object.entries(claims)) if (value === null) delete claims[name]
    const { published, unpublished } = await keys
    switch (shape.signWith ?? 'published-key') {
      case 'published-key':
        return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID }).sign(published)
      case 'unpublished-key':
        return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID }).sign(unpublished)
      case 'client-secret':
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(options.clientSecret))
      case 'none': {
        const part = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)))
        return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
      }
    }
  }

  return {
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const route = `${request.method} ${url.pathname}`
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(discovery)
        case 'GET /jwks':
          return json({ keys: [(await keys).publicJwk] })
        case 'GET /authorize':
          return authorize(url)
        case 'POST /token':
          return token(request)
        case 'POST /__next-token':
          next = (await request.json()) as NextToken
          return json({ ok: true })
        case 'GET /__last-authorization':
          return json(lastAuthorization)
        default:
          return json({ error: 'not_found' }, 404)
      }
    },
  }
}
