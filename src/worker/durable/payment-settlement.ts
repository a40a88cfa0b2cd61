// One PaymentSettlement per payment intent: the webhook, the success page and the reconciler all settle a
// payment through it. While one settle runs, later callers wait for it and take its answer when it is
// final, so Stripe sees one capture (no key in flight, no SDK retry) and fulfilment runs once. A caller
// whose awaited answer is not final (the card was not authorized yet when it started) settles again.
import { DurableObject } from 'cloudflare:workers'
import type Stripe from 'stripe'
import { createStripe } from '../adapters/stripe.ts'
import { createDb } from '../db/client.ts'
import { type SettleResult, settlePayment } from '../domain/settlement.ts'

export class PaymentSettlement extends DurableObject<Env> {
  private running: Promise<SettleResult> | null = null

  async settle(paymentIntentId: string, known?: Stripe.PaymentIntent): Promise<SettleResult> {
    while (this.running) {
      const joined = await this.running.catch(() => null)
      if (joined?.final) return joined
    }
    const stripe = createStripe(this.env)
    if (!stripe) throw new Error('Stripe is not configured')
    const run = settlePayment(createDb(this.env.DB), this.env, stripe, paymentIntentId, known)
    this.running = run.finally(() => {
      this.running = null
    })
    return this.running
  }
}

/** The PaymentSettlement of one payment intent. */
export function settlementFor(env: Env, paymentIntentId: string) {
  return env.PAYMENT_SETTLEMENT.get(env.PAYMENT_SETTLEMENT.idFromName(`payment:${paymentIntentId}`))
}
