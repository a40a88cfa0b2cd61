// `npm start`: build the site, prepare the local database with demo content, and serve it, with a local
// stand-in for each outside service .dev.vars has no key for (sign-in, payments, email and texts).
import { join } from 'node:path'
import { localSignIn } from './dev-idp/local-config.ts'
import { readVars } from './lib/dev-vars.ts'
import { build, ensureDevVars, prepareDatabase, ROOT, serve, startTool } from './lib/local-site.ts'
import { localServices } from './lib/local-services.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = `${ROOT}.wrangler/state`

ensureDevVars()
const services = localServices(
  {
    site: port,
    stripe: Number(process.env.STRIPE_EMULATOR_PORT ?? 12111),
    sink: Number(process.env.MESSAGE_SINK_PORT ?? 9500),
  },
  readVars(join(ROOT, '.dev.vars')),
)
await build(services.buildEnv)
await prepareDatabase(persistTo)
// The local sign-in provider (admin@example.com / admin), unless .dev.vars points sign-in elsewhere.
const signIn = localSignIn(ROOT)
const idp =
  signIn.devIdpPort === null ? null : startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(signIn.devIdpPort) })
const standIns = services.start()
const site = serve({ port, persistTo, vars: { ...signIn.vars, ...services.vars } })
const helpers = [...(idp ? [idp] : []), ...standIns]
console.log(`\n  Site: http://127.0.0.1:${port}\n${services.summary.map((line) => `  ${line}\n`).join('')}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    site.kill(signal)
    for (const helper of helpers) helper.kill(signal)
  })
site.on('exit', (code) => {
  for (const helper of helpers) helper.kill()
  process.exit(code ?? 0)
})
