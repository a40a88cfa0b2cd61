// The checkout's start-up sequence of SPEC §4: the provider's config (5 s, proceeding on any failure), then
// the payment intent at the server's price (retried once without the inventory item), then Stripe.js.
// Each step names itself on the loading screen; a step that cannot succeed says why instead of spinning.
import { useEffect, useState } from 'react'
import type { PurchaseType } from '../../shared/constants.ts'
import { api, ApiError, unwrap } from '../lib/api.ts'
import { queries } from '../lib/queries.ts'
import { queryClient } from '../lib/query-client.ts'
import { SETUP_STEPS } from './checkout-steps.ts'
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import { fetchProviderConfig, loadStripe, type StripeJs } from '../lib/stripe-js.ts'

export { SETUP_STEPS }

/** What the server says the buyer pays for, as the payment intent route answers it (the Hono app type). */
export type PaymentDetails = Awaited<ReturnType<typeof createIntent>>['paymentDetails']

export interface CheckoutSetup {
  step: (typeof SETUP_STEPS)[keyof typeof SETUP_STEPS]
  providerReady: boolean
  intentCreated: boolean
  clientSecret: string | null
  paymentIntentId: string | null
  paymentDetails: PaymentDetails | null
  free: boolean
  stripe: StripeJs | null
  /** Paid checkout cannot run here (no Stripe keys); the page says so and offers the free call. */
  notConfigured: string | null
  error: string | null
}

const initial: CheckoutSetup = {
  step: SETUP_STEPS.config,
  providerReady: false,
  intentCreated: false,
  clientSecret: null,
  paymentIntentId: null,
  paymentDetails: null,
  free: false,
  stripe: null,
  notConfigured: null,
  error: null,
}

function createIntent(type: PurchaseType, inventoryId: number | null) {
  return unwrap(api.api['create-payment-intent'].$post({ json: { type, inventoryId } }))
}

async function createIntentWithRetry(type: PurchaseType, inventoryId: number | null) {
  try {
    return await createIntent(type, inventoryId)
  } catch (error) {
    if (inventoryId === null || isNotConfigured(error)) throw error
    return createIntent(type, null)
  }
}

/** Stripe's own Stripe.js unless the site names its local stand-in; without an answer, Stripe's. */
export async function stripeJsUrl(): Promise<string> {
  try {
    return (await queryClient.fetchQuery(queries.publicConfig())).stripeJsUrl ?? STRIPE_JS_URL
  } catch {
    return STRIPE_JS_URL
  }
}

const isNotConfigured = (error: unknown) => error instanceof ApiError && error.body.code === 'payments-not-configured'

export function useCheckoutSetup(type: PurchaseType, inventoryId: number | null): CheckoutSetup {
  // Progress is kept with the purchase it is for, so another purchase starts from the first step.
  const purchase = `${type}/${inventoryId}`
  const [state, setState] = useState({ purchase, setup: initial })

  useEffect(() => {
    let cancelled = false
    const update = (patch: Partial<CheckoutSetup>) =>
      !cancelled &&
      setState((current) => ({
        purchase,
        setup: { ...(current.purchase === purchase ? current.setup : initial), ...patch },
      }))

    async function run() {
      const scriptUrl = stripeJsUrl()
      const config = await fetchProviderConfig()
      update({ step: SETUP_STEPS.intent })
      let intent: Awaited<ReturnType<typeof createIntent>>
      try {
        intent = await createIntentWithRetry(type, inventoryId)
      } catch (error) {
        if (isNotConfigured(error))
          return update({ notConfigured: (error as ApiError).serverMessage ?? 'Card payments are not configured.' })
        return update({
          error:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'We could not set up your payment. Please refresh the page.',
        })
      }
      update({ intentCreated: true })
      if (intent.free)
        return update({
          step: SETUP_STEPS.details,
          paymentDetails: intent.paymentDetails,
          free: true,
          providerReady: true,
        })
      if (!intent.clientSecret) return update({ error: 'No client secret returned' })
      const publishableKey = config?.publishableKey
      if (!publishableKey) return update({ notConfigured: 'Missing Stripe publishable key' })
      update({ step: SETUP_STEPS.form, clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId })
      try {
        const stripe = await loadStripe(publishableKey, await scriptUrl)
        update({ step: SETUP_STEPS.details, stripe, providerReady: true, paymentDetails: intent.paymentDetails })
      } catch (error) {
        update({ error: (error as Error).message })
      }
    }

    void run()
    return () => {
      cancelled = true
    }
  }, [type, inventoryId, purchase])

  return state.purchase === purchase ? state.setup : initial
}
