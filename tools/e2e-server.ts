// The sites the end-to-end tests drive, one per Playwright worker (E2E_WORKERS, ports from
// tools/lib/e2e-ports.ts): built once as for production, then each served on its own port from a fresh database
// with the demo content, with the same local stand-ins as `npm start` without keys (Stripe's API and Stripe.js,
// email and texts: tools/lib/local-services.ts) and a sign-in provider of its own, so every run starts the same and
// no worker's spec sees another's data. Each site's whole output goes to its own log file the leak check reads after
// the run (tools/check-e2e-log.ts). Prints E2E_SITES_READY once every site answers: Playwright waits for it.
import type { ChildProcess } from 'node:child_process'
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { dirname } from 'node:path'
import { devIdpWorkerVars } from './dev-idp/client.ts'
import { allE2ePorts, E2E_SITES_READY, e2eSiteUrl, type E2ePorts } from './lib/e2e-ports.ts'
import { e2eStatePath, secretsPath, serverLogPath } from './lib/e2e-run-files.ts'
import { build, ensureDevVars, prepareDatabase, serve, startTool, waitForSite } from './lib/local-site.ts'
import { localServices } from './lib/local-services.ts'

interface RunningSite {
  site: ChildProcess
  helpers: ChildProcess[]
}

/** A fresh state folder, an empty log and no recorded secrets for this site. */
async function prepare(ports: E2ePorts): Promise<void> {
  const persistTo = e2eStatePath(ports.site)
  rmSync(persistTo, { recursive: true, force: true })
  const serverLog = serverLogPath(ports.site)
  mkdirSync(dirname(serverLog), { recursive: true })
  writeFileSync(serverLog, '')
  writeFileSync(secretsPath(ports.site), '')
  await prepareDatabase(persistTo)
}

function start(ports: E2ePorts): RunningSite {
  // Whatever keys the developer's .dev.vars holds, the tests always run against the stand-ins.
  const services = localServices({ site: ports.site, stripe: ports.stripe, sink: ports.sink }, new Map())
  const standIns = services.start()
  // The local sign-in provider, so the tests sign in for real (admin@example.com / admin).
  const idp = startTool('tools/dev-idp/server.ts', { DEV_IDP_PORT: String(ports.idp) })
  const site = serve({
    port: ports.site,
    persistTo: e2eStatePath(ports.site),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Started together, the sites would otherwise race for the same debugger port.
    inspectorPort: 0,
    vars: {
      ...services.vars,
      ...devIdpWorkerVars(ports.idp),
      ADMIN_EMAILS: 'admin@example.com',
      PUBLIC_SITE_URL: e2eSiteUrl(ports),
    },
  })
  const serverLog = serverLogPath(ports.site)
  // Written as it comes, so the log is whole when the tests end; stderr still reaches Playwright's output.
  site.stdout?.on('data', (chunk: Buffer) => appendFileSync(serverLog, chunk))
  site.stderr?.on('data', (chunk: Buffer) => {
    appendFileSync(serverLog, chunk)
    process.stderr.write(chunk)
  })
  return { site, helpers: [idp, ...standIns] }
}

/** Whether something already listens on this loopback port (a site left from an earlier run, another checkout). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sitesPorts = allE2ePorts()
const everyPort = sitesPorts.flatMap((ports) => Object.values(ports))
const taken = (await Promise.all(everyPort.map(async (port) => ((await listening(port)) ? [port] : [])))).flat()
if (taken.length > 0) {
  console.error(`Something already listens on ${taken.join(', ')}: stop it, or pick other E2E_* ports.`)
  process.exit(1)
}
ensureDevVars()
// The build names no port (the Stripe.js stand-in and `_headers`), so every site serves the same one.
await build({ RATE_LIMIT_MULTIPLIER: '100', ...localServices(sitesPorts[0]!, new Map()).buildEnv })
await Promise.all(sitesPorts.map(prepare))

const running = sitesPorts.map(start)
const everyProcess = running.flatMap(({ site, helpers }) => [site, ...helpers])
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of everyProcess) child.kill(signal)
  })
// One site gone ends the run: its worker's specs could only fail, each after its own timeout.
for (const { site } of running)
  site.on('exit', (code) => {
    for (const child of everyProcess) child.kill()
    process.exit(code ?? 0)
  })

// The same request Playwright's own check would make, so every site's log holds a request line.
await Promise.all(sitesPorts.map((ports) => waitForSite(`${e2eSiteUrl(ports)}/api/site-settings`, 170_000)))
console.log(E2E_SITES_READY)
