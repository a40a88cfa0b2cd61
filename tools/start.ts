// `npm start`: build the site, prepare the local database with demo content, and serve it.
import { localSignIn } from './dev-idp/local-config.ts'
import { build, ensureDevVars, prepareDatabase, ROOT, serve, startTool } from './lib/local-site.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = `${ROOT}.wrangler/state`

ensureDevVars()
await build()
await prepareDatabase(persistTo)
// The local sign-in provider (admin@example.com / admin), unless .dev.vars points sign-in elsewhere.
const signIn = localSignIn(ROOT)
const idp = signIn.devIdpPort === null ? null : startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(signIn.devIdpPort) })
const site = serve({ port, persistTo, vars: signIn.vars })
console.log(`\n  Site: http://127.0.0.1:${port}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    site.kill(signal)
    idp?.kill(signal)
  })
site.on('exit', (code) => {
  idp?.kill()
  process.exit(code ?? 0)
})
