// Where a confirmed card payment goes: the success page, with the payment intent and its client
// secret in the fragment, which a browser never sends, so no request log (wrangler, Workers Logs, Logpush)
// ever holds the secret that unlocks the buyer's refund link. Stripe's own return (`return_url` with both in
// the query) is left for a payment method that must redirect, which checkout's intents do not allow.

/** Read by the Worker: the success page opens on "Processing payment..." rather than a guessed purchase. */
export const CONFIRMING_PARAM = 'confirming'

export function successAddress(paymentIntentId: string, clientSecret: string): string {
  const payment = new URLSearchParams({ payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret })
  return `/payment-success?${CONFIRMING_PARAM}=1#${payment.toString()}`
}
