// `npm start`: build the site, prepare the local database with demo content, and serve it.
import { build, ensureDevVars, prepareDatabase, ROOT, serve } from './lib/local-site.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = `${ROOT}.wrangler/state`

ensureDevVars()
await build()
await prepareDatabase(persistTo)
const site = serve({ port, persistTo })
console.log(`\n  Site: http://127.0.0.1:${port}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.kill(signal))
site.on('exit', (code) => process.exit(code ?? 0))
