// The site the end-to-end tests drive: built as for production, on its own port, from a fresh database
// with the demo content, with the same local stand-ins as `npm start` without keys (Stripe's API and
// Stripe.js, email and texts: tools/lib/local-services.ts), so every run starts the same. The site's whole
// output goes to a log file the leak check reads after the run (tools/check-e2e-log.ts).
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { devIdpWorkerVars } from './dev-idp/client.ts'
import { build, ensureDevVars, prepareDatabase, ROOT, serve, startTool } from './lib/local-site.ts'
import { secretsPath, serverLogPath } from './lib/e2e-run-files.ts'
import { localServices } from './lib/local-services.ts'

const port = Number(process.env.E2E_PORT ?? 8788)
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 12113)
const idpPort = Number(process.env.E2E_IDP_PORT ?? 9401)
const sinkPort = Number(process.env.E2E_SINK_PORT ?? 9501)
const persistTo = `${ROOT}.wrangler/e2e-state-${port}`

rmSync(persistTo, { recursive: true, force: true })
// A run starts with an empty log and no recorded secrets.
const serverLog = serverLogPath(port)
mkdirSync(dirname(serverLog), { recursive: true })
writeFileSync(serverLog, '')
writeFileSync(secretsPath(port), '')
ensureDevVars()
// Whatever keys the developer's .dev.vars holds, the tests always run against the stand-ins.
const services = localServices({ site: port, stripe: stripePort, sink: sinkPort }, new Map())
await build({ RATE_LIMIT_MULTIPLIER: '100', ...services.buildEnv })
await prepareDatabase(persistTo)

const standIns = services.start()
// The local sign-in provider, so the tests sign in for real (admin@example.com / admin).
const idp = startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(idpPort) })
const site = serve({
  port,
  persistTo,
  stdio: ['ignore', 'pipe', 'pipe'],
  vars: {
    ...services.vars,
    ...devIdpWorkerVars(idpPort),
    ADMIN_EMAILS: 'admin@example.com',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  },
})
// Written as it comes, so the log is whole when the tests end; stderr still reaches Playwright's output.
site.stdout?.on('data', (chunk: Buffer) => appendFileSync(serverLog, chunk))
site.stderr?.on('data', (chunk: Buffer) => {
  appendFileSync(serverLog, chunk)
  process.stderr.write(chunk)
})
const helpers = [idp, ...standIns]
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    site.kill(signal)
    for (const helper of helpers) helper.kill(signal)
  })
site.on('exit', (code) => {
  for (const helper of helpers) helper.kill()
  process.exit(code ?? 0)
})
