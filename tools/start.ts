// `npm start`: build the site, prepare the local database with demo content, and serve it, with a local
// stand-in for each outside service .dev.vars has no key for (sign-in, payments, email and texts), and run
// the scheduled jobs on wrangler.toml's schedules, which `wrangler dev` never fires by itself.
import { join } from 'node:path'
import { localSignIn } from './dev-idp/local-config.ts'
import { readVars } from './lib/dev-vars.ts'
import { startCronClock, wranglerCrons } from './lib/local-cron.ts'
import { build, ensureDevVars, prepareDatabase, ROOT, serve, startTool, waitForSite } from './lib/local-site.ts'
import { localServices } from './lib/local-services.ts'
import { localPublicSiteUrl } from './lib/local-site-url.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = `${ROOT}.wrangler/state`

ensureDevVars()
const own = readVars(join(ROOT, '.dev.vars'))
const services = localServices(
  {
    site: port,
    stripe: Number(process.env.STRIPE_EMULATOR_PORT ?? 12111),
    sink: Number(process.env.MESSAGE_SINK_PORT ?? 9500),
  },
  own,
)
// Emails link to the port this run serves on (.dev.vars says 8787), unless .dev.vars names another site.
const siteUrl = localPublicSiteUrl(port, own.get('PUBLIC_SITE_URL'))
await build(services.buildEnv)
await prepareDatabase(persistTo)
// The local sign-in provider (admin@example.com / admin), unless .dev.vars points sign-in elsewhere.
const signIn = localSignIn(ROOT)
const idp =
  signIn.devIdpPort === null ? null : startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(signIn.devIdpPort) })
const standIns = services.start()
const site = serve({
  port,
  persistTo,
  vars: { ...signIn.vars, ...services.vars, ...(siteUrl ? { PUBLIC_SITE_URL: siteUrl } : {}) },
})
const helpers = [...(idp ? [idp] : []), ...standIns]
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    site.kill(signal)
    for (const helper of helpers) helper.kill(signal)
  })
site.on('exit', (code) => {
  for (const helper of helpers) helper.kill()
  process.exit(code ?? 0)
})

const origin = `http://127.0.0.1:${port}`
const crons = wranglerCrons()
await waitForSite(origin, 120_000)
// The clock stops with this process, which exits with the site.
startCronClock(origin, crons)
const lines = [
  `Site: ${origin}`,
  ...(siteUrl && siteUrl !== origin ? [`Emails link to: ${siteUrl}`] : []),
  ...services.summary,
  `Scheduled jobs: fired by npm start on wrangler.toml's schedules (${crons.join(', ')}): outbox, payments, plans, refunds, reminders,`,
  `  the nightly reconciliation with Stripe`,
  `  \`npm run cron\` runs them now; \`npm run cron -- --advance 1d\` as if a day later (m, h or d)`,
]
console.log(`\n${lines.map((line) => `  ${line}\n`).join('')}`)
