// Runs the checkout section alone against a site of its own (port 8792, emulator on 12112), for trying the
// section without the whole `npm run bench`. It serves a private copy of the build in dist/ (made first with
// --build), so another build of dist/ during the run does not restart the Worker mid-measurement.
//   node bench/checkout-trial.ts [--build]
import { spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, ensureDevVars, prepareDatabase, ROOT, startTool, toolEnv, waitForSite } from '../tools/lib/local-site.ts'
import { checkoutSection } from './checkout.ts'

const PORT = 8792
const STRIPE_PORT = 12112
const WEBHOOK_SECRET = 'whsec_bench_trial'
const persistTo = join(ROOT, '.wrangler', 'bench-checkout-trial')
const snapshot = join(ROOT, '.wrangler', 'bench-checkout-trial-dist')

rmSync(persistTo, { recursive: true, force: true })
rmSync(snapshot, { recursive: true, force: true })
ensureDevVars()
if (process.argv.includes('--build')) await build()
cpSync(join(ROOT, 'dist'), snapshot, { recursive: true })
cpSync(join(ROOT, '.dev.vars'), join(snapshot, 'brotherhood_coaching', '.dev.vars'))
if (!existsSync(join(snapshot, 'brotherhood_coaching', 'index.js'))) throw new Error('No built Worker in dist/: run with --build')
await prepareDatabase(persistTo)

const origin = `http://127.0.0.1:${PORT}`
const stripeBase = `http://127.0.0.1:${STRIPE_PORT}`
const stripe = startTool(
  'tools/stripe-emulator/server.ts',
  { STRIPE_EMULATOR_PORT: String(STRIPE_PORT), STRIPE_EMULATOR_WEBHOOK_URL: `${origin}/api/stripe/webhook`, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  ['ignore', 'ignore', 'inherit'],
)
const vars = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeBase }
// serve()'s arguments, with the private copy's config.
const site = spawn(
  'wrangler',
  [
    'dev',
    '-c',
    join(snapshot, 'brotherhood_coaching', 'wrangler.json'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  { cwd: ROOT, env: toolEnv, stdio: ['ignore', 'ignore', 'inherit'] },
)
const stop = () => {
  site.kill('SIGTERM')
  stripe.kill('SIGTERM')
}
process.once('SIGINT', () => {
  stop()
  process.exit(130)
})

try {
  await waitForSite(`${origin}/api/site-settings`)
  console.log(`\n${await checkoutSection(origin, persistTo, stripeBase)}`)
} finally {
  stop()
}
