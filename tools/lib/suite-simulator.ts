// How `npm test` runs the simulator (decision 100): its harness in Node with this many seeds and every regression
// seed, with no simulated network wait on the Stripe emulator (as `npm run sim`). `npm run bench -- suite` times
// the same run.
import { toolEnv } from './local-site.ts'

export const SUITE_SIM_SEEDS = 1000

export const suiteSimulatorArgs = ['run', '--config', 'test/sim/node/vitest.config.ts']

export const suiteSimulatorEnv = (): NodeJS.ProcessEnv => ({
  ...toolEnv,
  SIM_SEEDS: String(SUITE_SIM_SEEDS),
  STRIPE_LATENCY_MS: '0',
  FORCE_COLOR: '0',
})
