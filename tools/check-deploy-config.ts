// Part of `npm run check`: refuses a deploy whose public address is not https, since every email links to it.
// The built Worker's config is what `wrangler deploy` ships; a value passed at deploy time comes from the shell.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publicSiteUrlProblem } from '../src/shared/public-site-url.ts'
import { ROOT } from './lib/local-site.ts'

const builtConfig = join(ROOT, 'dist', 'brotherhood_coaching', 'wrangler.json')
if (!existsSync(builtConfig)) {
  console.error(`No built Worker at ${builtConfig}: run npm run build first.`)
  process.exit(1)
}
const vars = (JSON.parse(readFileSync(builtConfig, 'utf8')) as { vars?: Record<string, unknown> }).vars ?? {}
const candidates = [
  ['wrangler.toml [vars]', vars.PUBLIC_SITE_URL],
  ['the PUBLIC_SITE_URL environment variable', process.env.PUBLIC_SITE_URL],
] as const
const problems = candidates
  .filter(([, value]) => value !== undefined)
  .map(([source, value]) => [source, publicSiteUrlProblem(String(value), { allowLoopback: false })] as const)
  .filter(([, problem]) => problem)
for (const [source, problem] of problems) console.error(`Deploy refused: ${problem} (from ${source}).`)
if (problems.length > 0) process.exit(1)
if (candidates.every(([, value]) => value === undefined)) {
  console.log(
    'PUBLIC_SITE_URL is not in the deploy config: set it on the Worker (https), or emails wait in the outbox saying so.',
  )
}
