declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    /** The simulator's run (vitest.config.ts from the environment): seed count, first seed, steps, strict. */
    SIM_SEEDS: string
    SIM_SEED: string
    SIM_STEPS: string
    SIM_STRICT: string
    /** Print every seed's trace, not only a replay's (comparing the two harnesses, decision 062). */
    SIM_TRACES: string
  }
}

// Vite's raw text imports (`import text from '../wrangler.toml?raw'`), read by the tests of local runs.
declare module '*?raw' {
  const text: string
  export default text
}
