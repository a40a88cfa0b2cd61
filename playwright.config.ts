import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tools/lib/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 8788)

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  // Two cores run the site, the browser and the tests together: allow slow steps. No retries: a retry that
  // hides a flaky test is not a pass, and a time-dependent test drives the page's clock instead.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // The site's log must hold no token the specs handled (issue 23).
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tools/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/site-settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT ?? '12113',
      E2E_IDP_PORT: process.env.E2E_IDP_PORT ?? '9401',
      E2E_SINK_PORT: process.env.E2E_SINK_PORT ?? '9501',
    },
  },
})
