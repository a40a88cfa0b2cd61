// The PaymentSettlement objects (src/worker/payment-settlement.ts) every settle and every refund step goes
// through: one of a few shards, chosen by the payment intent (or the refund request), so all calls about one
// payment meet in the same object and run one at a time.
import type Stripe from 'stripe'
import { currentLogScope } from '../../platform/log.ts'
import type { RefundStep } from '../../payment-settlement.ts'

const SHARDS = 16

/** The object the steps of one refund request go through, one at a time. */
export function refundStepsFor(env: Env, requestId: number) {
  return settlementFor(env, `refund-request:${requestId}`)
}

function shardOf(env: Env, key: string) {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return env.PAYMENT_SETTLEMENT.get(env.PAYMENT_SETTLEMENT.idFromName(`payments:${hash % SHARDS}`))
}

/**
 * The PaymentSettlement object every settle of this payment intent goes through. Each call takes along the id
 * of the request or job that makes it, so what the object logs is found with the rest of that request's lines.
 */
export function settlementFor(env: Env, paymentIntentId: string) {
  const stub = shardOf(env, paymentIntentId)
  const logScope = currentLogScope()
  return {
    settle: (id: string, known?: Stripe.PaymentIntent) => stub.settle(id, known, logScope),
    refundStep: (requestId: number, step: RefundStep) => stub.refundStep(requestId, step, logScope),
  }
}
