// The two calls that end an authorization, capture and cancel, with keys that carry no parameters (an empty
// body), so every caller's request is the same request and a second one is answered as the first.
import type Stripe from 'stripe'
import type { StripeClient } from '../../platform/adapters/stripe.ts'

/** A capture or cancel another settle already made answers "unexpected state"; the intent as it now stands is then the answer. */
async function settleCall(
  stripe: StripeClient,
  paymentIntentId: string,
  call: () => Promise<Stripe.PaymentIntent>,
): Promise<Stripe.PaymentIntent> {
  try {
    return await call()
  } catch (error) {
    if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error
    return stripe.paymentIntents.retrieve(paymentIntentId)
  }
}

export const capture = (stripe: StripeClient, id: string) =>
  settleCall(stripe, id, () => stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture:${id}` }))
export const cancelIntent = (stripe: StripeClient, id: string) =>
  settleCall(stripe, id, () => stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel:${id}` }))
