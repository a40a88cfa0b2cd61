// Every settle (the webhook, the success page, the reconciler) runs in a PaymentSettlement object, one of a
// few shards chosen by the intent id, so every settle of one payment meets in the same object. While one runs,
// later callers for that payment wait for it and take its answer when it is final: Stripe sees one capture
// (no key in flight, no SDK retry) and fulfilment runs once. A caller whose awaited answer is not final (the
// card was not authorized yet when it started) settles again. A few shards rather than one object per payment:
// no new object (and, locally, no new storage) per sale, and still no one object serializing all payments.
// It lives beside index.ts, not in a feature: it runs checkout's settlement and refunds' steps, and features
// reach it only through purchases/settlement-objects.ts, so neither feature imports the other for it.
import { DurableObject } from 'cloudflare:workers'
import type Stripe from 'stripe'
import { createStripe } from './platform/adapters/stripe.ts'
import { eq } from 'drizzle-orm'
import { createDb } from './platform/db/client.ts'
import { refunds } from './platform/db/schema.ts'
import { finishRefund, putBack } from './features/refunds/refunds.ts'
import { type SettleResult, settlePayment } from './features/checkout/checkout.ts'
import { withLogScope } from './platform/log.ts'

/** Finishing a refund at a time, or putting back one Stripe failed afterwards. */
export type RefundStep = { finish: number } | { putBack: number }

export class PaymentSettlement extends DurableObject<Env> {
  private readonly running = new Map<string, Promise<SettleResult>>()

  /** `logScope`: the caller's request or job, which the lines logged here carry (platform/log.ts). */
  async settle(paymentIntentId: string, known?: Stripe.PaymentIntent, logScope?: string | null): Promise<SettleResult> {
    for (let inFlight = this.running.get(paymentIntentId); inFlight; inFlight = this.running.get(paymentIntentId)) {
      const joined = await inFlight.catch(() => null)
      if (joined?.final) return joined
    }
    const stripe = createStripe(this.env)
    if (!stripe) throw new Error('Stripe is not configured')
    const settle = () => settlePayment(createDb(this.env.DB), this.env, stripe, paymentIntentId, known)
    const run = withLogScope(logScope ?? `settle ${paymentIntentId}`, settle).finally(() => {
      this.running.delete(paymentIntentId)
    })
    this.running.set(paymentIntentId, run)
    return run
  }

  /**
   * Finishing a refund (the seat back, the purchase refunded) and putting one back after refund.failed (the
   * seat taken again, the purchase paid) run one after the other for a request, never interleaved, whichever
   * of the caller and Stripe's events asks first. Reached through refundStepsFor.
   */
  async refundStep(requestId: number, step: RefundStep, logScope?: string | null): Promise<void> {
    const db = createDb(this.env.DB)
    const previous = this.refundSteps.get(requestId) ?? Promise.resolve()
    const run = previous
      .catch(() => {})
      .then(() =>
        withLogScope(logScope ?? `refund request ${requestId}`, async () => {
          if ('finish' in step) return finishRefund(db, this.env, requestId, step.finish)
          const row = await db.query.refunds.findFirst({ where: eq(refunds.id, step.putBack) })
          if (row) await putBack(db, this.env, row)
        }),
      )
    this.refundSteps.set(requestId, run)
    try {
      await run
    } finally {
      if (this.refundSteps.get(requestId) === run) this.refundSteps.delete(requestId)
    }
  }

  private readonly refundSteps = new Map<number, Promise<unknown>>()
}
