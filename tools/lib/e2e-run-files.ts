// Where one end-to-end site (by its port) keeps what the leak check reads afterwards: the whole output of its
// `wrangler dev`, and the secrets the specs handled. Outside Playwright's outputDir, which it empties itself.
import { join } from 'node:path'
import { e2ePorts } from './e2e-ports.ts'
import { ROOT } from './local-site.ts'

/** The site of the Playwright worker asking (tools/lib/e2e-ports.ts). */
const e2ePort = () => e2ePorts().site

/** Everything the e2e site's `wrangler dev` printed, stdout and stderr, written as it comes. */
export const serverLogPath = (port = e2ePort()) => join(ROOT, 'test-results', `e2e-${port}-server.log`)

/** The refund, plan, offer and confirmation tokens the specs obtained, one `kind<TAB>value` a line. */
export const secretsPath = (port = e2ePort()) => join(ROOT, 'test-results', `e2e-${port}-secrets.tsv`)

/** The site's local state (D1 and KV), fresh for every run. */
export const e2eStatePath = (port = e2ePort()) => join(ROOT, '.wrangler', `e2e-state-${port}`)
