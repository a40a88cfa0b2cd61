// Prepares and serves the built site locally under wrangler: local secrets, migrations, demo content.
// Used by `npm start`, the end-to-end tests and the benchmark, so all three run the same site.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedSql } from '../seed/seed-sql.ts'

export const ROOT = new URL('../../', import.meta.url).pathname
const BIN = join(ROOT, 'node_modules', '.bin')

/**
 * Wrangler on this machine: no telemetry, no calls out, Node 22 from node_modules first on PATH. Wrangler's local
 * trace collector is off unless asked for: it runs on every request a Worker takes under `wrangler dev` and
 * doubled the time of a Worker answering 80 kB of bytes, a cost the deployed site does not have (decision 131).
 */
export const toolEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${BIN}:${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: toolEnv, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

/**
 * A fresh machine has no .dev.vars: make one from the example with new random secrets. One made before the
 * public address moved out of wrangler.toml gets the example's local value added, and one made before refund
 * links a fresh signing secret.
 */
export function ensureDevVars(): void {
  const target = join(ROOT, '.dev.vars')
  const example = readFileSync(join(ROOT, '.dev.vars.example'), 'utf8')
  const secret = () => randomBytes(32).toString('hex')
  if (!existsSync(target)) {
    writeFileSync(
      target,
      example
        .replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${secret()}`)
        .replace(/^REFUND_LINK_SECRET=.*$/m, `REFUND_LINK_SECRET=${secret()}`),
    )
    return
  }
  const current = readFileSync(target, 'utf8')
  const missing: string[] = []
  const publicUrl = example.match(/^PUBLIC_SITE_URL=.*$/m)?.[0]
  if (publicUrl && !/^PUBLIC_SITE_URL=/m.test(current)) missing.push(publicUrl)
  if (!/^REFUND_LINK_SECRET=/m.test(current)) missing.push(`REFUND_LINK_SECRET=${secret()}`)
  if (missing.length > 0) appendFileSync(target, `${current.endsWith('\n') ? '' : '\n'}${missing.join('\n')}\n`)
}

/** The built Worker reads .dev.vars from beside its generated config. */
function copyDevVarsIntoBuild(): void {
  const built = join(ROOT, 'dist', 'brotherhood_coaching')
  if (existsSync(built)) copyFileSync(join(ROOT, '.dev.vars'), join(built, '.dev.vars'))
}

export function build(env: Record<string, string> = {}): Promise<void> {
  return run('vite', ['build', '--logLevel', 'warn'], { env: { ...toolEnv, ...env } })
}

/** Applies migrations and seeds demo content into the local state folder (idempotent). */
export async function prepareDatabase(persistTo: string): Promise<void> {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
  mkdirSync(persistTo, { recursive: true })
  const seedFile = join(persistTo, 'seed.sql')
  writeFileSync(seedFile, seedSql())
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', seedFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export interface ServeOptions {
  port: number
  persistTo: string
  stdio?: SpawnOptions['stdio']
  /** Values that override .dev.vars for this run (the test and bench stand-ins for outside services). */
  vars?: Record<string, string>
  /**
   * The debugger's port; wrangler's own choice otherwise (9229 or the next free one), which two sites started at
   * the same moment both take. 0: one the system gives.
   */
  inspectorPort?: number
}

export function serve({ port, persistTo, stdio = 'inherit', vars = {}, inspectorPort }: ServeOptions): ChildProcess {
  ensureDevVars()
  copyDevVarsIntoBuild()
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    ...(inspectorPort === undefined ? [] : ['--inspector-port', String(inspectorPort)]),
    ...varArgs,
  ]
  return spawn('wrangler', args, {
    cwd: ROOT,
    env: toolEnv,
    stdio,
  })
}

/** Starts a tool from tools/ (an emulator, a fixture server) as a child process on loopback. */
export function startTool(
  script: string,
  env: Record<string, string>,
  stdio: SpawnOptions['stdio'] = 'inherit',
): ChildProcess {
  return spawn('node', [join(ROOT, script)], { cwd: ROOT, env: { ...toolEnv, ...env }, stdio })
}

export async function waitForSite(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
