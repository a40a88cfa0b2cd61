// The one relying party the local identity provider knows: this site, on the ports `npm start`, the
// end-to-end tests and the benchmark use. Shared by the provider and by the scripts that start the Worker,
// so both sides always agree on the client id, secret and issuer address.
export const DEV_IDP_DEFAULT_PORT = 9400
export const DEV_IDP_CLIENT_ID = 'coaching-local'
// Not a secret: it only opens a provider that listens on loopback and knows one made-up account.
export const DEV_IDP_CLIENT_SECRET = 'coaching-local-secret'

// Up to 9999: parallel checkouts of the project run their end-to-end sites on ports of their own (8811, 9300…).
const SITE_PORTS = { first: 8787, last: 9999 }

export const devIdpIssuer = (port: number) => `http://127.0.0.1:${port}`

/** <site>/api/auth/callback for every local site port, by address and by name. */
export function devIdpRedirectUris(): string[] {
  const uris: string[] = []
  for (let port = SITE_PORTS.first; port <= SITE_PORTS.last; port++) {
    for (const host of ['127.0.0.1', 'localhost']) uris.push(`http://${host}:${port}/api/auth/callback`)
  }
  return uris
}

/** What the Worker needs to sign in against the local provider on this port. */
export function devIdpWorkerVars(
  port: number,
): Record<'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET', string> {
  return {
    OIDC_ISSUER: devIdpIssuer(port),
    OIDC_CLIENT_ID: DEV_IDP_CLIENT_ID,
    OIDC_CLIENT_SECRET: DEV_IDP_CLIENT_SECRET,
  }
}
