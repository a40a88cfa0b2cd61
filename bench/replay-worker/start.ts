// Serves the replaying Worker (worker.ts) with `wrangler dev` on loopback, reading the site at `siteOrigin`, and
// finds its runtime's own socket as the site's is found (../runtime-origin.ts), so neither is measured through
// wrangler's proxy.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ROOT, toolEnv, waitForSite } from '../../tools/lib/local-site.ts'
import { runtimeOrigin } from '../runtime-origin.ts'
import { stopServer } from '../site.ts'

const CONFIG = fileURLToPath(new URL('./wrangler.toml', import.meta.url))
const STATE = '/tmp/brotherhood-bench-replay-worker'

export interface ReplayWorker {
  /** `/bytes`: the page's bytes alone; `/replay`: the site's whole answer to `GET /`. */
  origin: string
  /** The runtime's socket was not found: requests pass wrangler's proxy, which the site's may not. */
  throughProxy: boolean
  stop(): Promise<void>
}

export async function startReplayWorker(port: number, siteOrigin: string): Promise<ReplayWorker> {
  rmSync(STATE, { recursive: true, force: true })
  const server = spawn(
    'wrangler',
    [
      'dev',
      '--config',
      CONFIG,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      '0',
      '--persist-to',
      STATE,
      '--show-interactive-dev-session=false',
      '--var',
      `SITE_ORIGIN:${siteOrigin}`,
    ],
    { cwd: ROOT, env: toolEnv, stdio: 'ignore' },
  )
  // The bench's own Ctrl-C handler stops the sites it started; this one goes when the bench's process does.
  const orphaned = () => server.kill('SIGTERM')
  process.once('exit', orphaned)
  const stop = () => {
    process.off('exit', orphaned)
    return stopServer(server)
  }
  try {
    await waitForSite(`http://127.0.0.1:${port}/ready`)
    const runtime = server.pid === undefined ? null : await runtimeOrigin(server.pid, '/ready')
    return { origin: runtime ?? `http://127.0.0.1:${port}`, throughProxy: runtime === null, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
