// The site under test: built as for production and served by wrangler on loopback from a fresh database
// with the demo content, the same way `npm start` and the end-to-end tests serve it.
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, prepareDatabase, ROOT, serve, waitForSite } from '../tools/lib/local-site.ts'

export interface BenchSite {
  origin: string
  /** The built client, to find hashed asset names. */
  distClient: string
}

export interface RunningSite extends BenchSite {
  stop(): Promise<void>
}

const STDERR_KEPT = 8_000

export async function startSite(port: number): Promise<RunningSite> {
  const persistTo = join(ROOT, '.wrangler', 'bench-state')
  rmSync(persistTo, { recursive: true, force: true })
  await build()
  await prepareDatabase(persistTo)

  const origin = `http://127.0.0.1:${port}`
  const server = serve({ port, persistTo, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)
  })
  const stop = () => stopServer(server)
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
  return { origin, distClient: join(ROOT, 'dist', 'client'), stop }
}

function stopServer(server: ChildProcess): Promise<void> {
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
