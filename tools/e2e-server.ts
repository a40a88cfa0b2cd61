// The site the end-to-end tests drive: built as for production, on its own port, from a fresh database
// with the demo content, with Stripe's API played by the local emulator, so every run starts the same.
import { rmSync } from 'node:fs'
import { devIdpWorkerVars } from './dev-idp/client.ts'
import { build, ensureDevVars, prepareDatabase, ROOT, serve, startTool } from './lib/local-site.ts'

const port = Number(process.env.E2E_PORT ?? 8788)
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 12113)
const idpPort = Number(process.env.E2E_IDP_PORT ?? 9401)
const persistTo = `${ROOT}.wrangler/e2e-state-${port}`
export const E2E_WEBHOOK_SECRET = 'whsec_e2e_local'

rmSync(persistTo, { recursive: true, force: true })
ensureDevVars()
await build({ RATE_LIMIT_MULTIPLIER: '100' })
await prepareDatabase(persistTo)

const stripe = startTool('tools/stripe-emulator/server.ts', {
  STRIPE_EMULATOR_PORT: String(stripePort),
  STRIPE_EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
  STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
})
// The local sign-in provider, so the tests sign in for real (admin@example.com / admin).
const idp = startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(idpPort) })
const site = serve({
  port,
  persistTo,
  vars: {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    ...devIdpWorkerVars(idpPort),
    ADMIN_EMAILS: 'admin@example.com',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  },
})
const stopAll = (signal: NodeJS.Signals) => {
  site.kill(signal)
  stripe.kill(signal)
  idp.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal))
site.on('exit', (code) => {
  stripe.kill()
  idp.kill()
  process.exit(code ?? 0)
})
