import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { createErrorSink } from './tools/error-sink.ts'
import { createFakeIdp } from './tools/fake-idp.ts'
import { createFeedsFixture } from './tools/feeds-fixture/fixture.ts'
import { createMessageSink } from './tools/message-sink/sink.ts'
import { createStripeEmulator } from './tools/stripe-emulator/emulator.ts'
import { simBindings, TEST_BINDINGS, TEST_OIDC, TEST_WEBHOOK_SECRET } from './test/worker-bindings.ts'

export { TEST_WEBHOOK_SECRET }

// Outbound requests from the Worker under test never leave the machine: Stripe's API is the emulator,
// anything else is refused so a forgotten adapter shows up as a failing test.
// A few milliseconds per call, as over a network, so a request still in flight can meet another one. The
// simulator's own runs (`npm run sim`) set none: its concurrent actions meet at every await of the Worker anyway,
// and the 5 ms waits were a third of its run time (test/sim/README.md, "Speed").
const stripe = createStripeEmulator({
  webhookSecret: TEST_WEBHOOK_SECRET,
  latencyMs: Number(process.env.STRIPE_LATENCY_MS || 5),
})
const messages = createMessageSink()
// The identity provider for test/auth/oidc.test.ts; the owner (ADMIN_EMAILS) signs in unless a test says otherwise.
const idp = createFakeIdp({ ...TEST_OIDC, email: 'owner@example.com' })
// Facebook, YouTube, the podcast feed and the chat model for test/feeds/feeds.test.ts and test/chat/chat.test.ts.
const feeds = createFeedsFixture()
// Sentry's ingest for test/platform/error-reporting.test.ts, reached only by a DSN naming sentry.test.
const errors = createErrorSink()
// Every host the Worker has called, at http://outbound.test/__hosts: a test can show that nothing left for a
// given host.
const hostsCalled = new Set<string>()
async function outbound(request: Request): Promise<Response> {
  const host = new URL(request.url).hostname
  if (host === 'outbound.test') return Response.json([...hostsCalled])
  // A test reading a stand-in's record (`/__…`) is not the Worker calling out.
  if (!new URL(request.url).pathname.startsWith('/__')) hostsCalled.add(host)
  if (host === 'sentry.test') return errors.handle(request)
  if (host === 'stripe.test') return stripe.handle(request)
  if (host === 'messages.test') return messages.handle(request)
  if (host === 'idp.test') return idp.handle(request)
  if (host === 'feeds.test' || host.endsWith('.feeds.test')) return feeds.handle(request)
  return new Response(`No outbound access in tests: ${request.url}`, { status: 599 })
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          outboundService: outbound,
          // The vars and secrets (test/worker-bindings.ts, shared with the simulator's in-process harness).
          bindings: { ...TEST_BINDINGS, TEST_MIGRATIONS: migrations, ...simBindings() },
        },
      }),
    ],
    test: {
      include: ['test/**/*.test.ts'],
      // The simulator's in-process harness and its own tests run in plain Node (test/sim/node/vitest.config.ts).
      exclude: [...configDefaults.exclude, 'test/sim/node/**'],
      // The site's stylesheet as text, for the test that holds the emails' palette to its theme (Vitest empties CSS).
      css: { include: [/\/src\/client\/styles\.css\?raw$/] },
      setupFiles: ['./test/setup/fresh-state.ts', './test/setup/letters.ts', './test/setup/fail-on-console-error.ts'],
      // One runtime for every file, each file wiped before it starts (test/setup/fresh-state.ts): a runtime of
      // its own per file spent about half the suite's time starting up and loading the same modules again.
      isolate: false,
      // A test's time limit catches a hang, not slowness: beside Playwright on two cores (decision 080) a test of
      // 25 or 50 bookings at once needs its CPU, which a loaded machine hands out slowly. Speed lives in the bench
      // (decision 097).
      testTimeout: 30_000,
      // The dependencies every file loads, each bundled into one module: the pool inlines all of node_modules into
      // workerd, and the Stripe SDK alone is hundreds of modules fetched one by one per file (decision 090).
      // @sentry/cloudflare imports node: built-ins the optimizer cannot bundle for workerd, so it stays as it is.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: ['stripe', 'hono', 'drizzle-orm', 'zod', 'jose', 'fast-xml-parser', 'ical.js'],
          },
        },
      },
    },
  }
})
