// The site the end-to-end tests drive: built as for production, on its own port, from a fresh database
// with the demo content, so every run starts from the same state.
import { rmSync } from 'node:fs'
import { build, ensureDevVars, prepareDatabase, ROOT, serve } from './lib/local-site.ts'

const port = Number(process.env.E2E_PORT ?? 8788)
const persistTo = `${ROOT}.wrangler/e2e-state`

rmSync(persistTo, { recursive: true, force: true })
ensureDevVars()
await build()
await prepareDatabase(persistTo)
const site = serve({ port, persistTo })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.kill(signal))
site.on('exit', (code) => process.exit(code ?? 0))
