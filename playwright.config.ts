import { defineConfig } from '@playwright/test'
import { E2E_SITES_READY, e2ePorts, e2eWorkerCount } from './tools/lib/e2e-ports.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tools/lib/chromium.ts'

const first = e2ePorts(0)
const workers = e2eWorkerCount()

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${first.site}`,
  // A worker runs a file's tests one after another on a site of its own (tools/e2e-server.ts starts one per
  // worker); files never share a site with a file running at the same time.
  fullyParallel: false,
  workers,
  // Two cores run the sites, the browsers and the tests together: allow slow steps. No retries: a retry that
  // hides a flaky test is not a pass, and a time-dependent test drives the page's clock instead.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Every site's log must hold no token the specs handled.
  globalTeardown: './e2e/support/global-teardown.ts',
  // No baseURL here: each worker's is its own site's, set by the `test` of e2e/support/test.ts every spec uses.
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // A trace is recorded for every test and kept only for a failure: on a developer's machine that is what
    // shows why. CI keeps no files of a run, so there it would be CPU spent on every test for nothing.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'node tools/e2e-server.ts',
    // Ready once every site answers, which the server says (a `url` would be one site's, and Playwright takes
    // whichever of the two comes first). The server refuses ports something else already listens on.
    wait: { stdout: new RegExp(E2E_SITES_READY) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_WORKERS: String(workers),
      E2E_PORT: String(first.site),
      E2E_STRIPE_PORT: String(first.stripe),
      E2E_IDP_PORT: String(first.idp),
      E2E_SINK_PORT: String(first.sink),
    },
  },
})
