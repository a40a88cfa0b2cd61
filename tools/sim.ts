// `npm run sim -- --seeds N [--seed S] [--steps K] [--lenient]`: the money-loop simulator (test/sim/) over seeds
// S..S+N-1 inside workerd, through Vitest. It prints seeds, steps, faults injected, violations, time and seeds/s,
// and a one-line replay command per failing seed; `--seed S` alone replays one seed with its whole trace.
// Strict by default: a known open defect (test/sim/known-defects.ts) fails the run too, unless --lenient.
import { parseArgs } from 'node:util'
import { run, toolEnv } from './lib/local-site.ts'

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    seed: { type: 'string', default: '1' },
    steps: { type: 'string' },
    lenient: { type: 'boolean', default: false },
  },
})
const seeds = values.seeds ?? (process.argv.includes('--seed') ? '1' : '100')

try {
  await run('vitest', ['run', 'test/sim/money-loop.sim.test.ts'], {
    env: {
      ...toolEnv,
      SIM_SEEDS: seeds,
      SIM_SEED: values.seed,
      SIM_STEPS: values.steps ?? '',
      SIM_STRICT: values.lenient ? '' : '1',
    },
  })
} catch {
  process.exitCode = 1
}
