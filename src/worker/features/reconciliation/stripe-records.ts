// Stripe's side of the reconciliation: the site's payment intents and every refund created in the window, page
// after page through the SDK's auto-pagination, kept as the few facts the comparison needs. Intents the site did
// not make (no purchaseType or planPurchaseId in their metadata) are left out; refunds are all kept, since a
// refund made in Stripe's dashboard carries no metadata of ours and is exactly what the check is for.
import type Stripe from 'stripe'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Window } from './window.ts'

export interface IntentFacts {
  id: string
  status: Stripe.PaymentIntent.Status | 'missing'
  amountReceived: number
  purchaseType: string | null
  inventoryId: string | null
  /** Set on a plan's later payments (plans/plan-charges.ts). */
  planPurchaseId: string | null
}

export interface RefundFacts {
  id: string
  paymentIntentId: string | null
  amount: number
  status: string
}

export const isOurIntent = (intent: Stripe.PaymentIntent) =>
  Boolean(intent.metadata?.purchaseType || intent.metadata?.planPurchaseId)

export function intentFacts(intent: Stripe.PaymentIntent): IntentFacts {
  return {
    id: intent.id,
    status: intent.status,
    amountReceived: intent.amount_received,
    purchaseType: intent.metadata?.purchaseType ?? null,
    inventoryId: intent.metadata?.inventoryId ?? null,
    planPurchaseId: intent.metadata?.planPurchaseId ?? null,
  }
}

function refundFacts(refund: Stripe.Refund): RefundFacts {
  const intent = refund.payment_intent
  return {
    id: refund.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amount: refund.amount,
    status: refund.status ?? 'pending',
  }
}

const created = (window: Window) => ({ gte: window.fromSeconds, lte: window.toSeconds })

export async function listIntents(stripe: StripeClient, window: Window): Promise<Map<string, IntentFacts>> {
  const found = new Map<string, IntentFacts>()
  for await (const intent of stripe.paymentIntents.list({ created: created(window), limit: 100 })) {
    // The emulator and Stripe both honour `lte`; the check keeps a page's edge out whichever way it rounds.
    if (isOurIntent(intent) && intent.created <= window.toSeconds) found.set(intent.id, intentFacts(intent))
  }
  return found
}

export async function listRefunds(stripe: StripeClient, window: Window): Promise<Map<string, RefundFacts>> {
  const found = new Map<string, RefundFacts>()
  for await (const refund of stripe.refunds.list({ created: created(window), limit: 100 })) {
    if (refund.created <= window.toSeconds) found.set(refund.id, refundFacts(refund))
  }
  return found
}

/** An intent the site's records name but the window's list did not (created before it): asked for by id. */
export async function retrieveIntent(stripe: StripeClient, id: string): Promise<IntentFacts> {
  try {
    return intentFacts(await stripe.paymentIntents.retrieve(id))
  } catch (error) {
    if (isStripeError(error) && error.code === 'resource_missing') return missingIntent(id)
    throw error
  }
}

export async function retrieveRefund(stripe: StripeClient, id: string): Promise<RefundFacts> {
  try {
    return refundFacts(await stripe.refunds.retrieve(id))
  } catch (error) {
    if (isStripeError(error) && error.code === 'resource_missing')
      return { id, paymentIntentId: null, amount: 0, status: 'missing' }
    throw error
  }
}

const missingIntent = (id: string): IntentFacts => ({
  id,
  status: 'missing',
  amountReceived: 0,
  purchaseType: null,
  inventoryId: null,
  planPurchaseId: null,
})

interface Referenced {
  intentIds: string[]
  refundIds: string[]
}

/**
 * Adds what D1 names but the window's lists lacked (a sale made before the window and refunded in it), one
 * look-up each, so a record outside the lists is judged on Stripe's word rather than on its absence.
 */
export async function addReferenced(
  stripe: StripeClient,
  records: { intents: Map<string, IntentFacts>; refunds: Map<string, RefundFacts> },
  { intentIds, refundIds }: Referenced,
): Promise<void> {
  for (const id of new Set(intentIds))
    if (!records.intents.has(id)) records.intents.set(id, await retrieveIntent(stripe, id))
  for (const id of new Set(refundIds))
    if (!records.refunds.has(id)) records.refunds.set(id, await retrieveRefund(stripe, id))
}
