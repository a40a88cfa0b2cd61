// The success page's answer is keyed by the payment intent id, which is not a secret: it sits in the address
// Stripe returns to, in logs and in support emails. So the refund link and the calendar (the buyer's name and
// sessions) go only to a caller who also shows the intent's client secret, which Stripe gave the buyer's
// browser alone. Everyone else hears whether the payment went through and what it was for, nothing more.
import type { StripeClient } from '../../platform/adapters/stripe.ts'

const encoder = new TextEncoder()

/** Equal strings in time that does not depend on where they differ. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((s) => crypto.subtle.digest('SHA-256', encoder.encode(s))))
  const left = new Uint8Array(x!)
  const right = new Uint8Array(y!)
  let differ = 0
  for (let i = 0; i < left.length; i += 1) differ |= left[i]! ^ right[i]!
  return differ === 0
}

/** Whether `clientSecret` is this intent's, as Stripe has it. Any failure to ask Stripe counts as no. */
export async function holdsClientSecret(
  stripe: StripeClient,
  paymentIntentId: string,
  clientSecret: string | undefined,
): Promise<boolean> {
  if (!clientSecret) return false
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId)
    return intent.client_secret !== null && (await sameSecret(intent.client_secret, clientSecret))
  } catch {
    return false
  }
}
