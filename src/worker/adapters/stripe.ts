// The Stripe adapter: the official SDK on the Fetch API, its base URL from configuration so development
// and tests can point it at the local emulator (tools/stripe-emulator). No key, no client: paid checkout
// then says it is not configured.
import Stripe from 'stripe'

export type StripeClient = Stripe

export function createStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? '443' : '80'),
    }),
  })
}

export function verifyWebhook(stripe: Stripe, body: string, signature: string, secret: string): Promise<Stripe.Event> {
  return stripe.webhooks.constructEventAsync(body, signature, secret, undefined, Stripe.createSubtleCryptoProvider())
}

/** An error Stripe (or the way to it) answered, as opposed to one of ours. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError
}
