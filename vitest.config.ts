import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { createStripeEmulator } from './tools/stripe-emulator/emulator.ts'

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret'

// Outbound requests from the Worker under test never leave the machine: Stripe's API is the emulator,
// anything else is refused so a forgotten adapter shows up as a failing test.
const stripe = createStripeEmulator({ webhookSecret: TEST_WEBHOOK_SECRET })
async function outbound(request: Request): Promise<Response> {
  if (new URL(request.url).hostname === 'stripe.test') return stripe.handle(request)
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
            SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
            ADMIN_EMAILS: 'owner@example.com',
          },
        },
      }),
    ],
    test: {
      include: ['test/**/*.test.ts'],
      setupFiles: ['./test/setup/apply-migrations.ts', './test/setup/fail-on-console-error.ts'],
    },
  }
})
