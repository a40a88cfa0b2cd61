import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { createFakeIdp } from './tools/fake-idp.ts'
import { createFeedsFixture } from './tools/feeds-fixture/fixture.ts'
import { createMessageSink } from './tools/message-sink/sink.ts'
import { createStripeEmulator } from './tools/stripe-emulator/emulator.ts'

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret'

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
// The identity provider for test/oidc.test.ts; the owner (ADMIN_EMAILS below) signs in unless a test says otherwise.
const TEST_OIDC = { issuer: 'http://idp.test', clientId: 'coaching-test', clientSecret: 'coaching-test-secret' }
const idp = createFakeIdp({ ...TEST_OIDC, email: 'owner@example.com' })
// Facebook, YouTube, the podcast feed and the chat model for test/feeds.test.ts and test/chat.test.ts.
const feeds = createFeedsFixture()
async function outbound(request: Request): Promise<Response> {
  const host = new URL(request.url).hostname
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
          bindings: {
            STRIPE_SECRET_KEY: 'sk_test_emulator',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
            STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
            STRIPE_API_BASE: 'http://stripe.test',
            TEST_MIGRATIONS: migrations,
            // Not in wrangler.toml (a deployed site sets its own); the links in test emails point here.
            PUBLIC_SITE_URL: 'https://coaching.test',
            SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
            REFUND_LINK_SECRET: 'test-refund-link-secret-long-enough-0123456789',
            ADMIN_EMAILS: 'owner@example.com',
            OIDC_ISSUER: TEST_OIDC.issuer,
            OIDC_CLIENT_ID: TEST_OIDC.clientId,
            OIDC_CLIENT_SECRET: TEST_OIDC.clientSecret,
            // Base URLs only: without their keys the feeds and the chat model count as not configured,
            // and a test that wants them configured adds the keys to its own env.
            FACEBOOK_API_BASE: 'http://feeds.test',
            YOUTUBE_API_BASE: 'http://feeds.test',
            CHAT_MODEL_API_BASE: 'http://chat.feeds.test/v1',
            // The money-loop simulator's run (tools/sim.ts sets them; empty means test/sim's defaults).
            SIM_SEEDS: process.env.SIM_SEEDS ?? '',
            SIM_SEED: process.env.SIM_SEED ?? '',
            SIM_STEPS: process.env.SIM_STEPS ?? '',
            SIM_STRICT: process.env.SIM_STRICT ?? '',
          },
        },
      }),
    ],
    test: {
      include: ['test/**/*.test.ts'],
      // The site's stylesheet as text, for the test that holds the emails' palette to its theme (Vitest empties CSS).
      css: { include: [/\/src\/client\/styles\.css\?raw$/] },
      setupFiles: ['./test/setup/apply-migrations.ts', './test/setup/fail-on-console-error.ts'],
    },
  }
})
