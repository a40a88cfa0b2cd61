// Every settle (the webhook, the success page, the reconciler) runs in a PaymentSettlement object, one of a
// few shards chosen by the intent id, so every settle of one payment meets in the same object. While one runs,
// later callers for that payment wait for it and take its answer when it is final: Stripe sees one capture
// (no key in flight, no SDK retry) and fulfilment runs once. A caller whose awaited answer is not final (the
// card was not authorized yet when it started) settles again. A few shards rather than one object per payment:
// no new object (and, locally, no new storage) per sale, and still no one object serializing all payments.
import { DurableObject } from 'cloudflare:workers'
import type Stripe from 'stripe'
import { createStripe } from '../adapters/stripe.ts'
import { createDb } from '../db/client.ts'
import { type SettleResult, settlePayment } from '../domain/settlement.ts'

const SHARDS = 16

export class PaymentSettlement extends DurableObject<Env> {
  private readonly running = new Map<string, Promise<SettleResult>>()

  async settle(paymentIntentId: string, known?: Stripe.PaymentIntent): Promise<SettleResult> {
    for (let inFlight = this.running.get(paymentIntentId); inFlight; inFlight = this.running.get(paymentIntentId)) {
      const joined = await inFlight.catch(() => null)
      if (joined?.final) return joined
    }
    const stripe = createStripe(this.env)
    if (!stripe) throw new Error('Stripe is not configured')
    const run = settlePayment(createDb(this.env.DB), this.env, stripe, paymentIntentId, known).finally(() => {
      this.running.delete(paymentIntentId)
    })
    this.running.set(paymentIntentId, run)
    return run
  }
}

/** The PaymentSettlement object every settle of this payment intent goes through. */
export function settlementFor(env: Env, paymentIntentId: string) {
  let hash = 0
  for (const char of paymentIntentId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return env.PAYMENT_SETTLEMENT.get(env.PAYMENT_SETTLEMENT.idFromName(`payments:${hash % SHARDS}`))
}
