// The site under test: built as for production and served by wrangler on loopback from a fresh database
// with the demo content, the same way `npm start` and the end-to-end tests serve it.
import type { ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, prepareDatabase, ROOT, serve, startTool, waitForSite } from '../tools/lib/local-site.ts'
import { runtimeOrigin } from './runtime-origin.ts'

export interface BenchSite {
  origin: string
  /** The D1 state folder, for sections that add their own rows. */
  persistTo: string
  /** The Stripe emulator the site's payments go to. */
  stripeApiBase: string
  /** The built client, to find hashed asset names. */
  distClient: string
  /** The Workers runtime's own socket, past wrangler's proxy (bench/runtime-origin.ts); null if not found. */
  runtimeOrigin: string | null
}

export interface RunningSite extends BenchSite {
  /** wrangler's Node process and the Stripe emulator's, for reading their CPU time (bench/checkout-cpu.ts). */
  pids: { wrangler: number | undefined; stripe: number | undefined }
  stop(): Promise<void>
}

const STDERR_KEPT = 8_000
// BENCH_STRIPE_PORT lets two benches (or a bench beside the end-to-end tests) run on one machine.
const STRIPE_PORT = Number(process.env.BENCH_STRIPE_PORT ?? 12190)
const WEBHOOK_SECRET = 'whsec_bench'

// Local D1 and Durable Object storage are SQLite files, and each commit waits for the disk to flush: about 5 ms
// on this machine's virtual disk, one commit at a time per database, which capped holds on one item near 70/s.
// Production storage is neither this disk nor one commit at a time, so the bench keeps its state in memory where
// the machine has /dev/shm (BENCH_STATE_DIR chooses another place), and the results say which.
function stateDir(port: number): string {
  if (process.env.BENCH_STATE_DIR) return process.env.BENCH_STATE_DIR
  return existsSync('/dev/shm') ? `/dev/shm/brotherhood-bench-state-${port}` : join(ROOT, '.wrangler', 'bench-state')
}

/** `build: false` serves the build an earlier start of this run made. */
export async function startSite(port: number, { build: rebuild = true } = {}): Promise<RunningSite> {
  const persistTo = stateDir(port)
  rmSync(persistTo, { recursive: true, force: true })
  if (rebuild) await build()
  await prepareDatabase(persistTo)

  const origin = `http://127.0.0.1:${port}`
  const stripeApiBase = `http://127.0.0.1:${STRIPE_PORT}`
  const server = serve({
    port,
    persistTo,
    stdio: ['ignore', 'ignore', 'pipe'],
    vars: {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApiBase,
    },
  })
  let stderr = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)
  })
  let stripe: ChildProcess | null = null
  const stop = async () => {
    await stopServer(server)
    if (stripe) await stopServer(stripe)
  }
  try {
    await Promise.race([
      waitForSite(`${origin}/api/site-settings`),
      new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`wrangler exited with ${code}`)))),
    ])
  } catch (error) {
    await stop()
    console.error(stderr)
    throw error
  }
  const runtime = server.pid === undefined ? null : await runtimeOrigin(server.pid, '/api/site-settings')
  // The emulator starts once the runtime's socket is known, so its webhooks skip wrangler's proxy as the
  // bench's own requests do (decision 040): the site needs it only when the first payment is made.
  stripe = startTool(
    'tools/stripe-emulator/server.ts',
    {
      STRIPE_EMULATOR_PORT: String(STRIPE_PORT),
      STRIPE_EMULATOR_WEBHOOK_URL: `${runtime ?? origin}/api/stripe/webhook`,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    'ignore',
  )
  try {
    await waitForSite(`${stripeApiBase}/__emulator/requests`, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  const pids = { wrangler: server.pid, stripe: stripe.pid }
  return {
    origin,
    persistTo,
    stripeApiBase,
    distClient: join(ROOT, 'dist', 'client'),
    runtimeOrigin: runtime,
    pids,
    stop,
  }
}

/** SIGTERM, then SIGKILL if the process has not exited within 5 s. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5_000)
    server.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    server.kill('SIGTERM')
  })
}
