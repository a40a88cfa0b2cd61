// The money-loop simulator in plain Node (test/sim/README.md, "Speed"; decision 062): the same simulator and the
// real Worker code, with in-process stand-ins for the Cloudflare bindings (worker-env.ts). `npm run sim` uses it;
// `npm test` keeps running the simulator in workerd (the root vitest.config.ts), the faithful run.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here('../../../'),
  resolve: {
    alias: {
      'cloudflare:workers': here('./workers-shim.ts'),
      'cloudflare:test': here('./test-shim.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['test/sim/money-loop.sim.test.ts', 'test/sim/regressions.test.ts', 'test/sim/node/harness.test.ts'],
    setupFiles: [here('./setup.ts'), here('../../setup/fail-on-console-error.ts')],
    pool: 'forks',
    // node:sqlite warns that it is experimental on every start; SIM_PROF=1 writes a CPU profile per job to /tmp/prof.
    // A larger young generation: a seed makes many short-lived objects (queries, requests), and with it a seed
    // took about 6 % less CPU here (decision 062).
    execArgv: [
      '--disable-warning=ExperimentalWarning',
      '--max-semi-space-size=64',
      // The logs' AsyncLocalStorage (src/worker/platform/log.ts) without a hook on every promise: Node 24's default,
      // and about 3 % of a seed's time here.
      '--experimental-async-context-frame',
      ...(process.env.SIM_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SIM_PROF_DIR ?? '/tmp/prof'}`] : []),
    ],
  },
})
