// Stripe's refund events, in any order and any number of times: each records the refund's status (forward
// only), then finishes the request when every payment has its refund, or puts things back when one failed.
// Refunds this site did not ask for (made in Stripe's dashboard) have no row and are left to the owner.
import type Stripe from 'stripe'
import type { Database } from '../../platform/db/client.ts'
import { refundStepsFor } from '../purchases/purchases.ts'
import { recordRefund } from './refund-execution.ts'
import { refundOf } from './refund-reads.ts'

export async function onRefundEvent(db: Database, env: Env, refund: Stripe.Refund, now: number): Promise<void> {
  const row = await recordRefund(db, refund)
  if (!row) return
  const steps = refundStepsFor(env, row.refundRequestId)
  if (row.status === 'failed' || row.status === 'canceled')
    await steps.refundStep(row.refundRequestId, { putBack: row.id })
  else await steps.refundStep(row.refundRequestId, { finish: now })
}

/** charge.refunded names the payment, not the refund: it can only finish a request whose refunds are known. */
export async function onChargeRefunded(db: Database, env: Env, charge: Stripe.Charge, now: number): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!intentId) return
  const row = await refundOf(db, intentId)
  if (row) await refundStepsFor(env, row.refundRequestId).refundStep(row.refundRequestId, { finish: now })
}
