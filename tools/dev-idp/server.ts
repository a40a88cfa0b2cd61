// The local development identity provider (OpenID Connect, on oidc-provider), for `npm start` and the
// end-to-end tests: http://127.0.0.1:9400 by default (DEV_IDP_PORT changes it), one account,
// admin@example.com with the password admin. Development only: http, in-memory state, a fixed cookie key.
import { createServer } from 'node:http'
import { DEV_ACCOUNT } from './account.ts'
import { DEV_IDP_DEFAULT_PORT, devIdpIssuer } from './client.ts'
import { handleInteraction } from './interactions.ts'
import { createDevProvider } from './provider.ts'

const port = Number(process.env.DEV_IDP_PORT ?? DEV_IDP_DEFAULT_PORT)
const issuer = devIdpIssuer(port)
const provider = await createDevProvider(issuer)
const providerRoutes = provider.callback()

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', issuer).pathname
  if (path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(`Local OpenID Connect provider for development.\nDiscovery: ${issuer}/.well-known/openid-configuration\n`)
    return
  }
  if (await handleInteraction(provider, req, res, path)) return
  providerRoutes(req, res)
})

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `dev-idp: port ${port} is in use (DEV_IDP_PORT changes it)` : error)
  process.exit(1)
})
server.listen(port, '127.0.0.1', () =>
  console.log(`  Sign-in provider: ${issuer} (${DEV_ACCOUNT.email} / ${DEV_ACCOUNT.password})`),
)
