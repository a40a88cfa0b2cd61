// `npm run bench`: serves the built site on loopback, runs every benchmark section in turn and writes
// their markdown, under one header naming the machine, to bench/results.md. A new section is a module
// exporting `(site) => Promise<string>`, added to SECTIONS.
import { writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { apiLoadSection } from './api-load.ts'
import { checkoutSection } from './checkout.ts'
import { lighthouseSection } from './lighthouse.ts'
import { type BenchSite, startSite } from './site.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8790)

const SECTIONS: Record<string, (site: BenchSite) => Promise<string>> = {
  'public-reads': apiLoadSection,
  lighthouse: (site) => lighthouseSection(site.origin),
  checkout: (site) => checkoutSection(site.origin, site.persistTo, site.stripeApiBase),
}
// BENCH_ONLY=checkout runs one section and prints it without rewriting results.md (which holds every section).
const only = process.env.BENCH_ONLY
if (only && !(only in SECTIONS)) throw new Error(`BENCH_ONLY must be one of ${Object.keys(SECTIONS).join(', ')}`)

// Other work on the machine skews every figure; the load average before the run says how much there was.
const loadBefore = loadavg()[0]!
const cores = availableParallelism()
const site = await startSite(PORT)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void site.stop().then(() => process.exit(130)))
}

try {
  const sections: string[] = []
  for (const [name, section] of Object.entries(SECTIONS)) if (!only || name === only) sections.push(await section(site))
  const machine = `${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`
  const markdown = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}.`,
    `Machine: ${machine}. The site is the production build under \`wrangler dev\` (local workerd) on 127.0.0.1,`,
    `with the load generator on the same machine. Load average (1 min) before the run: ${loadBefore.toFixed(2)}.`,
    ...(loadBefore > cores ? ['', `**The machine was busy (load above ${cores}): other work skews these figures; rerun on a quiet machine.**`] : []),
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')
  if (!only) writeFileSync(new URL('./results.md', import.meta.url), markdown)
  console.log(`\n${markdown}`)
} finally {
  await site.stop()
}
