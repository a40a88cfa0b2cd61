// The Stripe adapter: the official SDK on the Fetch API, its base URL from configuration so development
// and tests can point it at the local emulator (tools/stripe-emulator). No key, no client: paid checkout
// then says it is not configured.
import Stripe from 'stripe'
import { HttpError } from '../http-error.ts'

export type StripeClient = Stripe

// Building a client sets up every one of the SDK's resources (about 1.5 ms of CPU, measured), and a sale made
// six of them; the client keeps no per-request state (each call makes its own fetch), so one per key and host
// serves the isolate's life.
const clients = new Map<string, Stripe>()

export function createStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null
  const name = `${env.STRIPE_SECRET_KEY} ${env.STRIPE_API_BASE ?? ''}`
  let client = clients.get(name)
  if (!client) {
    client = buildClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
    clients.set(name, client)
  }
  return client
}

function buildClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null
  return new Stripe(secretKey, {
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

// The SDK's provider imports the webhook secret's key for every event it checks, which cost as much as the HMAC
// itself. Its WebCrypto here keeps the key per secret (the key, not a promise of it, as refund-link.ts does) and
// is WebCrypto for the rest.
const webhookKeys = new Map<string, CryptoKey>()
const keptKeyCrypto = {
  async importKey(...args: Parameters<SubtleCrypto['importKey']>): Promise<CryptoKey> {
    const [format, keyData] = args
    if (format !== 'raw' || !ArrayBuffer.isView(keyData)) return crypto.subtle.importKey(...args)
    const name = `${JSON.stringify(args.slice(2))} ${new TextDecoder().decode(keyData)}`
    const known = webhookKeys.get(name)
    if (known) return known
    const key = await crypto.subtle.importKey(...args)
    webhookKeys.set(name, key)
    return key
  },
  sign: (...args: Parameters<SubtleCrypto['sign']>) => crypto.subtle.sign(...args),
  digest: (...args: Parameters<SubtleCrypto['digest']>) => crypto.subtle.digest(...args),
} as unknown as SubtleCrypto
const webhookCrypto = Stripe.createSubtleCryptoProvider(keptKeyCrypto)

export function verifyWebhook(stripe: Stripe, body: string, signature: string, secret: string): Promise<Stripe.Event> {
  return stripe.webhooks.constructEventAsync(body, signature, secret, undefined, webhookCrypto)
}

/** An error Stripe (or the way to it) answered, as opposed to one of ours. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError
}

export const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not configured yet. Please contact us to join, or book a free strategy call.'

/** The client for a route that cannot work without Stripe: without a key, 503 with the sentence the pages show. */
export function requireStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const stripe = createStripe(env)
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED, { code: 'payments-not-configured' })
  return stripe
}
