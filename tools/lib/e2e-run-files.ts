// Where one end-to-end run (one E2E_PORT) keeps what the leak check reads afterwards: the whole output of its
// `wrangler dev`, and the secrets the specs handled. Outside Playwright's outputDir, which it empties itself.
import { join } from 'node:path'
import { ROOT } from './local-site.ts'

const e2ePort = () => Number(process.env.E2E_PORT ?? 8788)

/** Everything the e2e site's `wrangler dev` printed, stdout and stderr, written as it comes. */
export const serverLogPath = (port = e2ePort()) => join(ROOT, 'test-results', `e2e-${port}-server.log`)

/** The refund, plan, offer and confirmation tokens the specs obtained, one `kind<TAB>value` a line. */
export const secretsPath = (port = e2ePort()) => join(ROOT, 'test-results', `e2e-${port}-secrets.tsv`)
