import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8788)

// Debian's Chromium, kept from calling out to its vendor's hosts (this machine has no internet).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  // Two cores run the site, the browser and the tests together: allow slow steps, and one retry in CI so a
  // stalled machine does not sink a run (a test failing twice still fails it).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tools/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/site-settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT ?? '12113', E2E_IDP_PORT: process.env.E2E_IDP_PORT ?? '9401' },
  },
})
