// The PaymentSettlement objects (src/worker/payment-settlement.ts) every settle and every refund step goes
// through: one of a few shards, chosen by the payment intent (or the refund request), so all calls about one
// payment meet in the same object and run one at a time.
const SHARDS = 16

/** The object the steps of one refund request go through, one at a time. */
export function refundStepsFor(env: Env, requestId: number) {
  return settlementFor(env, `refund-request:${requestId}`)
}

/** The PaymentSettlement object every settle of this payment intent goes through. */
export function settlementFor(env: Env, paymentIntentId: string) {
  let hash = 0
  for (const char of paymentIntentId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return env.PAYMENT_SETTLEMENT.get(env.PAYMENT_SETTLEMENT.idFromName(`payments:${hash % SHARDS}`))
}
