// After an end-to-end run: each e2e site's whole log (tools/e2e-server.ts writes them) must hold none of the
// secrets the specs handled (e2e/support/secrets.ts records them) and no address shaped to carry one. Run by
// Playwright as its global teardown, so `npm test` and any `playwright test` fail on a leak; also
// `node tools/check-e2e-log.ts` (E2E_PORT and E2E_WORKERS pick the run's sites) on its own.
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { allE2ePorts } from './lib/e2e-ports.ts'
import { secretsPath, serverLogPath } from './lib/e2e-run-files.ts'
import { findLeaks, parseSecrets } from './lib/log-leaks.ts'

/** The request Playwright polls until the site is up: a log without it was not captured. */
const READY_REQUEST = '/api/site-settings'

/** One site's log, by the site's port. */
export function checkE2eLog(port: number): string {
  const logPath = serverLogPath(port)
  if (!existsSync(logPath)) throw new Error(`No server log at ${logPath}: did tools/e2e-server.ts run?`)
  const log = readFileSync(logPath, 'utf8')
  if (!log.includes(READY_REQUEST))
    throw new Error(`The server log ${logPath} holds no request line (not even ${READY_REQUEST}): it was not captured`)
  const secrets = existsSync(secretsPath(port)) ? parseSecrets(readFileSync(secretsPath(port), 'utf8')) : []
  const leaks = findLeaks(log, secrets)
  if (leaks.length > 0) {
    const lines = leaks.map(({ line, what, excerpt }) => `  line ${line}: ${what}: ${excerpt}`)
    throw new Error(`The e2e site's log (${logPath}) holds what must stay secret:\n${lines.join('\n')}`)
  }
  return `Server log of ${port} clean: ${secrets.length} recorded secrets and the token-carrying address shapes, none found.`
}

/** Every site's log of the run; the first leak found fails it. */
export const checkE2eLogs = (): string =>
  allE2ePorts()
    .map(({ site }) => checkE2eLog(site))
    .join('\n')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(checkE2eLogs())
