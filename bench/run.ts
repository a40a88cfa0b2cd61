// `npm run bench`: serves the built site on loopback, runs every benchmark section in turn and writes
// their markdown, under one header naming the machine, to bench/results.md. A new section is a module
// exporting `(site) => Promise<string>`, added to SECTIONS. `npm run bench -- lighthouse` runs only the
// sections named (checkout, public-reads, edge, lighthouse, sim, checkout-page,
// accessibility, checkout-baseline, suite) and writes them to bench/results-<names>.md instead.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { accessibilitySection } from './accessibility.ts'
import { apiLoadSection } from './api-load.ts'
import { checkoutSection } from './checkout.ts'
import { checkoutBaselineSection } from './checkout-baseline.ts'
import { checkoutPageSection } from './checkout-page.ts'
import { edgeSection, type SiteStarter } from './edge.ts'
import { startBarePage } from './bare-react/build.ts'
import { lighthouseSection } from './lighthouse.ts'
import { simSection } from './sim.ts'
import { suiteSection } from './suite.ts'
import { type BenchSite, type RunningSite, startSite } from './site.ts'
import { toolEnv } from '../tools/lib/local-site.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8790)
const BARE_PAGE_PORT = PORT + 1
const REPLAY_WORKER_PORT = PORT + 2

function againstBarePage(section: (origin: string, bareOrigin: string) => Promise<string>) {
  return async (site: BenchSite): Promise<string> => {
    const bare = await startBarePage(BARE_PAGE_PORT)
    try {
      return await section(site.origin, bare.origin)
    } finally {
      await bare.stop()
    }
  }
}

// Checkout's holds per second is the one absolute figure, so it runs first, before Chromium and the load generator
// of the other sections have worked the machine; those report ratios taken within their own section.
const ALL_SECTIONS: Record<string, (site: RunningSite) => Promise<string>> = {
  // Past wrangler's proxy when the runtime's socket is found: the proxy's CPU is not the site's (runtime-origin.ts).
  checkout: (site) =>
    checkoutSection(site.runtimeOrigin ?? site.origin, site.persistTo, site.stripeApiBase, site.runtimeOrigin !== null),
  'public-reads': apiLoadSection,
  lighthouse: againstBarePage(lighthouseSection),
  'checkout-page': againstBarePage(checkoutPageSection),
  accessibility: accessibilitySection,
}

// Sections that need no served site of this run: the simulator runs the Worker in workerd under Vitest
// (bench/sim.ts); the baseline comparison serves each tree itself (bench/checkout-baseline.ts); the suite's parts
// start what they need (bench/suite.ts).
const NO_SITE: Record<string, () => Promise<string>> = {
  sim: simSection,
  'checkout-baseline': checkoutBaselineSection,
  suite: suiteSection,
}

// Sections that start and stop this run's site themselves, on its port (the edge section writes a built file
// before its site starts): the shared site is stopped first.
const OWN_STARTS: Record<string, (sites: SiteStarter) => Promise<string>> = {
  edge: edgeSection,
}

/** Every section, in the order a whole run takes them. */
const ORDER = [
  'checkout',
  'public-reads',
  'edge',
  'lighthouse',
  'checkout-page',
  'accessibility',
  'sim',
  'checkout-baseline',
  'suite',
]
const unordered = [ALL_SECTIONS, NO_SITE, OWN_STARTS].flatMap(Object.keys).filter((name) => !ORDER.includes(name))
// A section added to a map but not to ORDER would be skipped by a whole run without a word.
if (unordered.length > 0) throw new Error(`bench/run.ts: add ${unordered.join(', ')} to ORDER`)

// `npm run bench -- lighthouse` (or BENCH_ONLY=lighthouse) runs the sections named and writes results-<names>.md,
// leaving results.md, which holds a whole run, as it is.
const chosen = process.argv.length > 2 ? process.argv.slice(2) : (process.env.BENCH_ONLY?.split(',') ?? [])
const unknown = chosen.filter((name) => !ORDER.includes(name))
if (unknown.length > 0) throw new Error(`Unknown bench section(s): ${unknown.join(', ')}; known: ${ORDER.join(', ')}`)
const SECTIONS = chosen.length > 0 ? chosen : ORDER
// Checkout leaves thousands of holds behind, and their ledgers' alarms keep the site busy for minutes after: it
// gets a site of its own, stopped before the next section starts. The others share one, in order.
const OWN_SITE = new Set(['checkout'])
const RESULTS_FILE = chosen.length > 0 ? `./results-${chosen.join('-')}.md` : './results.md'

// BENCH_BUSY=1 runs a CPU-bound process beside the sections (one core spinning), to show a figure holds on a
// machine with other work (issue 28): the header says so.
const busy = process.env.BENCH_BUSY === '1' ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null
// Other work on the machine skews every figure; the load average before the run says how much there was.
const loadBefore = loadavg()[0]!
const cores = availableParallelism()
const running = new Set<RunningSite>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    busy?.kill()
    void Promise.all([...running].map((site) => site.stop())).then(() => process.exit(130))
  })
}
let built = false
async function start(): Promise<RunningSite> {
  const site = await startSite(PORT, { build: !built })
  built = true
  running.add(site)
  return site
}
async function stop(site: RunningSite): Promise<void> {
  await site.stop()
  running.delete(site)
}

let shared: RunningSite | null = null
try {
  const sections: string[] = []
  for (const name of SECTIONS) {
    const ownStarts = OWN_STARTS[name]
    if (ownStarts) {
      if (shared) await stop(shared)
      shared = null
      sections.push(await ownStarts({ start, stop, replayWorkerPort: REPLAY_WORKER_PORT }))
      continue
    }
    const alone = NO_SITE[name]
    if (alone) {
      sections.push(await alone())
      continue
    }
    const run = ALL_SECTIONS[name]!
    if (!OWN_SITE.has(name)) {
      shared ??= await start()
      sections.push(await run(shared))
      continue
    }
    const own = await start()
    try {
      sections.push(await run(own))
    } finally {
      await stop(own)
    }
  }
  const machine = `${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`
  const markdown = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}.`,
    `Machine: ${machine}. The site is the production build under \`wrangler dev\` (local workerd) on 127.0.0.1,`,
    `with the load generator on the same machine. Load average (1 min) before the run: ${loadBefore.toFixed(2)}.`,
    toolEnv.X_LOCAL_OBSERVABILITY === 'false'
      ? "Wrangler's local trace collector was off (decision 131)."
      : "**Wrangler's local trace collector was on**: every request to a Worker cost more than it does deployed.",
    ...(busy ? ['A CPU-bound process (`node -e "for (;;) {}"`, BENCH_BUSY=1) ran beside every section.'] : []),
    ...(loadBefore > cores
      ? [
          '',
          `**The machine was busy (load above ${cores}): other work skews these figures; rerun on a quiet machine.**`,
        ]
      : []),
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')
  writeFileSync(new URL(RESULTS_FILE, import.meta.url), markdown)
  console.log(`\n${markdown}`)
} finally {
  if (shared) await stop(shared)
  busy?.kill()
}
