// The reserve's one Stripe call: the intent takes the server's price and names its purchase.
import type Stripe from 'stripe'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Purchase } from '../purchases/purchases.ts'
import type { Offer } from './pricing.ts'

/**
 * The intent's metadata names what it pays for; settlement checks it against the purchase before it locks.
 * `reserve`: the lease of the reserve that priced it, when that reserve has nothing left to do (decision 134),
 * else '' (which Stripe reads as no value).
 */
export function intentMetadata(
  purchase: Pick<Purchase, 'id'> | null,
  offer: Offer,
  reserve = '',
): Record<string, string> {
  return {
    ...(purchase && { purchaseId: String(purchase.id), reserve }),
    purchaseType: offer.type,
    inventoryId: offer.itemId === null ? '' : String(offer.itemId),
    paymentChoice: offer.plan ? 'plan' : 'full',
  }
}

/** A metadata value as Stripe keeps it: an empty one is no value at all. */
const metadataValue = (intent: Stripe.PaymentIntent, key: string) => intent.metadata?.[key] || ''

/**
 * Whether the reserve holding this lease is done: its price is the intent's last, and it left itself nothing to
 * undo. A reserve waiting on the lease may then take it over rather than wait for it to lapse.
 */
export function pricedByDoneReserve(intent: Stripe.PaymentIntent, lease: string): boolean {
  return lease !== '' && metadataValue(intent, 'reserve') === lease
}

async function setIntentToOffer(
  stripe: StripeClient,
  paymentIntentId: string,
  purchase: Purchase,
  offer: Offer,
  reserve: string,
): Promise<void> {
  // Setting the same values twice changes nothing, so this call needs no key of ours (the SDK keys its own
  // retries per request). A key of ours would either go stale when the buyer corrects a field (Stripe
  // refuses a key reused with other parameters) or replay an old success for an intent paid since.
  await stripe.paymentIntents.update(paymentIntentId, {
    amount: offer.amount,
    description: offer.description,
    receipt_email: purchase.email,
    metadata: intentMetadata(purchase, offer, reserve),
    // A plan saves the card for its later payments, with the buyer's consent shown beside the schedule;
    // paying in full saves nothing (an empty value takes back a plan chosen before).
    ...(purchase.stripeCustomerId && offer.plan
      ? { customer: purchase.stripeCustomerId, setup_future_usage: 'off_session' as const }
      : { setup_future_usage: '' as const }),
  })
}

/** Stripe's answer did not come back (its outage, a dropped connection): the change may have been made all the same. */
const answerLost = (error: unknown) =>
  isStripeError(error) && (error.type === 'StripeAPIError' || error.type === 'StripeConnectionError')

/** The intent asks what setIntentToOffer would have set: the offer's amount, and metadata naming this purchase. */
function pricedFor(intent: Stripe.PaymentIntent, purchase: Purchase, offer: Offer, reserve: string): boolean {
  const metadata = Object.entries(intentMetadata(purchase, offer, reserve))
  return intent.amount === offer.amount && metadata.every(([key, value]) => metadataValue(intent, key) === value)
}

/**
 * setIntentToOffer, and when Stripe's answer is lost, the intent read back: a reserve that put its purchase back
 * after a price change Stripe had in fact made would leave the two disagreeing, the buyer unable to pay (the
 * simulator's seed 30564). Throws the call's error when the change was not made, or cannot be told. `endsLease`:
 * this is the reserve's last step, so the intent names its lease and the lease ends with the price (decision 134).
 */
export async function priceIntent(
  stripe: StripeClient,
  paymentIntentId: string,
  purchase: Purchase,
  offer: Offer,
  endsLease: boolean,
): Promise<void> {
  const reserve = endsLease ? (purchase.reserveLease ?? '') : ''
  try {
    await setIntentToOffer(stripe, paymentIntentId, purchase, offer, reserve)
  } catch (error) {
    if (!answerLost(error)) throw error
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId).catch(() => null)
    if (!intent || !pricedFor(intent, purchase, offer, reserve)) throw error
  }
}
