// `npm run deploy`: one command to go live, in the order that keeps a release safe (decision 058).
//   1. `npm run check`: type check, build, the public address rule, `wrangler deploy --dry-run`.
//   2. D1 migrations on the remote database, before any new code runs; a failure stops here, the old code
//      keeps serving (migrations only expand: tools/check-migrations.ts). The first deploy creates the database.
//   3. `wrangler deploy` of the build; KV and the Durable Objects are provisioned by Wrangler on first deploy.
//   4. Smoke test of `/` and `/api/health` on the deployed address.
// `--dry-run` needs no account: check, then migrations on a throwaway local D1, then the smoke test against a
// local `wrangler dev` of the build on that database (empty, as production starts). `--skip-typecheck` leaves
// out the type check (npm test has just run it). `--smoke <url>` runs only step 4 (the CI workflow's last step).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, run, serve, toolEnv, waitForSite } from './lib/local-site.ts'

const DATABASE = 'brotherhood-coaching'
const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const skipTypecheck = args.includes('--skip-typecheck')
const smokeOnly = args.includes('--smoke') ? args[args.indexOf('--smoke') + 1] : undefined

function step(title: string): void {
  console.log(`\n▶ ${title}`)
}

/** Runs a command and gives back its exit code, quietly (a probe, not a step). */
function probe(command: string, commandArgs: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: toolEnv, stdio: 'ignore' })
    child.on('error', () => resolve(1))
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** `/` must be the rendered home page and `/api/health` healthy; a fresh deploy may need a few seconds. */
export async function smokeTest(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let problem = ''
  while (Date.now() < deadline) {
    problem = await smokeProblem(base)
    if (!problem) {
      console.log(`Smoke test passed: ${base}/ and ${base}/api/health`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error(`Smoke test failed on ${base}: ${problem}`)
}

async function smokeProblem(base: string): Promise<string> {
  try {
    const home = await fetch(`${base}/`)
    const html = await home.text()
    if (home.status !== 200 || !html.includes('<html')) return `GET / answered ${home.status}`
    const health = await fetch(`${base}/api/health`)
    const body = (await health.json()) as { status?: string }
    if (health.status !== 200 || body.status !== 'ok')
      return `GET /api/health answered ${health.status} ${JSON.stringify(body)}`
    return ''
  } catch (error) {
    return `no answer (${error instanceof Error ? error.message : String(error)})`
  }
}

async function check(): Promise<void> {
  step(skipTypecheck ? 'Check (build, public address, deploy dry run)' : 'Check (npm run check)')
  await run('npm', ['run', skipTypecheck ? 'check:build' : 'check', '--silent'])
}

/** The rehearsal: every step on this machine, the database a throwaway one. */
async function rehearse(): Promise<void> {
  await check()
  const persistTo = mkdtempSync(join(tmpdir(), 'deploy-rehearsal-'))
  const port = Number(process.env.DEPLOY_REHEARSAL_PORT ?? 8797)
  try {
    step('Migrations, on a throwaway local D1 (the remote database in a real deploy)')
    await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
    step(`Smoke test, against wrangler dev of the build on http://127.0.0.1:${port}`)
    const site = serve({ port, persistTo, stdio: ['ignore', 'ignore', 'inherit'] })
    try {
      await waitForSite(`http://127.0.0.1:${port}/api/site-settings`, 90_000)
      await smokeTest(`http://127.0.0.1:${port}`, 30_000)
    } finally {
      site.kill('SIGTERM')
    }
  } finally {
    rmSync(persistTo, { recursive: true, force: true })
    // serve() put the developer's .dev.vars beside the built Worker; a later deploy must not find it there.
    rmSync(join(ROOT, 'dist', 'brotherhood_coaching', '.dev.vars'), { force: true })
  }
  console.log('\nDry run passed: nothing was sent to Cloudflare.')
}

async function deploy(): Promise<void> {
  await check()
  step('Migrations, on the remote database first')
  if ((await probe('wrangler', ['d1', 'info', DATABASE, '--json'])) !== 0) {
    console.log(`No D1 database "${DATABASE}" on this account yet: creating it (first deploy).`)
    await run('wrangler', ['d1', 'create', DATABASE, '--update-config=false'])
  }
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote'])

  step('Deploy')
  const outputs = join(mkdtempSync(join(tmpdir(), 'deploy-output-')), 'wrangler-output.json')
  const siteVar = process.env.PUBLIC_SITE_URL ? ['--var', `PUBLIC_SITE_URL:${process.env.PUBLIC_SITE_URL}`] : []
  await run('wrangler', ['deploy', ...siteVar], { env: { ...toolEnv, WRANGLER_OUTPUT_FILE_PATH: outputs } })

  step('Smoke test, on the deployed address')
  const address = process.env.PUBLIC_SITE_URL ?? deployedAddress(outputs)
  if (!address) throw new Error('Deployed, but Wrangler named no address: set PUBLIC_SITE_URL to smoke-test it.')
  await smokeTest(address.replace(/\/$/, ''))
}

/** The first address `wrangler deploy` reports (its output file holds one JSON object a line). */
function deployedAddress(outputs: string): string | undefined {
  for (const line of readFileSync(outputs, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const entry = JSON.parse(line) as { type?: string; targets?: string[] }
    if (entry.type === 'deploy' && entry.targets?.[0]) return entry.targets[0]
  }
  return undefined
}

try {
  if (smokeOnly) await smokeTest(smokeOnly.replace(/\/$/, ''))
  else if (dryRun) await rehearse()
  else await deploy()
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
