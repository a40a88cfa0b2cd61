// The vars and secrets the Worker tests run with: vitest.config.ts hands them to workerd, and the simulator's
// in-process harness (test/sim/node/) to the Worker it calls directly, so both runs see the same values.
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret'

// The identity provider for test/auth/oidc.test.ts; the owner (ADMIN_EMAILS below) signs in unless a test says otherwise.
export const TEST_OIDC = { issuer: 'http://idp.test', clientId: 'coaching-test', clientSecret: 'coaching-test-secret' }

export const TEST_BINDINGS = {
  STRIPE_SECRET_KEY: 'sk_test_emulator',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: 'http://stripe.test',
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
}

/** The money-loop simulator's run, from the environment tools/sim.ts sets (empty: test/sim's defaults). */
export const simBindings = () => ({
  SIM_SEEDS: process.env.SIM_SEEDS ?? '',
  SIM_SEED: process.env.SIM_SEED ?? '',
  SIM_STEPS: process.env.SIM_STEPS ?? '',
  SIM_STRICT: process.env.SIM_STRICT ?? '',
  SIM_TRACES: process.env.SIM_TRACES ?? '',
})
