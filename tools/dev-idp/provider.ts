// oidc-provider configured as a small, strict issuer for local use: one confidential client (this site),
// one account, the authorization-code flow with PKCE required, and the email claims in the ID token,
// which is what the Worker reads (as from Google).
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'
import { accountClaims } from './account.ts'
import { DEV_IDP_CLIENT_ID, DEV_IDP_CLIENT_SECRET, devIdpRedirectUris } from './client.ts'

export async function createDevProvider(issuer: string): Promise<Provider> {
  // A fresh signing key per start: tokens live minutes, and the Worker refetches the JWKS for a new key id.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' }

  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: DEV_IDP_CLIENT_SECRET,
        redirect_uris: devIdpRedirectUris(),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Scope claims go into the ID token itself (Google does the same); the Worker never calls userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      // Our own login page (interactions.ts) replaces the library's development one.
      devInteractions: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => {
      const claims = accountClaims(accountId)
      return claims && { accountId, claims: () => claims }
    },
    // The Worker talks to the provider server to server; no browser script calls it.
    clientBasedCORS: () => false,
    // Signed cookies need a key; this provider only ever runs on loopback for development.
    cookies: { keys: ['local-dev-idp-cookie-key-not-a-secret'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
  }
  return new Provider(issuer, configuration)
}
