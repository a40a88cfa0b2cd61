// The seeded simulator of the money loop (README.md here): many random runs against the real Worker, the
// invariants after every step. `npm test` runs the default range; `npm run sim -- --seeds N` any other.
// Known open defects (known-defects.ts) are reported, not failed on, unless SIM_STRICT (as `npm run sim` sets).
import * as harness from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from './simulate.ts'
import { formatSummary, progressReporter, runSeeds } from './run-seeds.ts'

const number = (value: string, fallback: number) => (value === '' ? fallback : Number(value))
// A handful inside workerd, the faithful run of the Worker suite: the thousand seeds of `npm test` run in the
// in-process harness beside the lint, and 26 seeds here were a sixth of the Worker suite's time (decision 113).
const seeds = number(env.SIM_SEEDS, 4)
const first = number(env.SIM_SEED, 1)
const steps = number(env.SIM_STEPS, DEFAULT_OPTIONS.steps)
const strict = env.SIM_STRICT === '1'
const traces = env.SIM_TRACES === '1'
// The in-process harness's (test/sim/node/test-shim.ts); workerd's cloudflare:test has none.
const { freshWorld } = harness as { freshWorld?: () => Promise<void> }

it(`money loop: seeds ${first}..${first + seeds - 1}, ${steps} steps each`, { timeout: 6 * 3600 * 1000 }, async () => {
  // One seed is a replay: its whole trace is worth reading (with SIM_TRACES, every seed's).
  const progress = progressReporter(seeds)
  const summary = await runSeeds(
    first,
    seeds,
    { ...DEFAULT_OPTIONS, steps },
    (report) => {
      progress(report)
      if (seeds !== 1 && !traces) return
      const violations = report.violations.map((v) => `✗ ${v.invariant}: ${v.detail}`)
      const logged = report.consoleErrors.map((line) => `console.error: ${line}`)
      console.log([`seed ${report.seed}:`, ...report.trace, ...logged, ...violations].join('\n'))
    },
    freshWorld,
  )
  console.log(formatSummary(summary))
  expect(summary.failures.map((r) => r.seed)).toEqual([])
  if (strict) expect(Object.keys(summary.known)).toEqual([])
})
