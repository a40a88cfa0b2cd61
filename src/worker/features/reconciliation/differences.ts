// The comparison itself, with both sides already read: every way Stripe and D1 can disagree about a payment or a
// refund (decision 068). Pure, so each kind of difference is tested on its own. A difference's key names it by
// its kind and the ids it is about, never by its amounts, so the same disagreement is the same difference each
// night. Details carry ids, statuses and amounts only.
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { DIFFERENCE_KINDS, type DifferenceKind } from '../../../shared/reconciliation.ts'
import type { IntentFacts, RefundFacts } from './stripe-records.ts'
import type { PurchaseFacts, SiteRecords } from './site-records.ts'

export interface Difference {
  kind: DifferenceKind
  key: string
  detail: string
  paymentIntentId: string | null
  purchaseId: number | null
  inventoryItemId: number | null
}

export interface StripeRecords {
  intents: Map<string, IntentFacts>
  refunds: Map<string, RefundFacts>
}

/** A sale stays a sale once refunded: the money was taken, then given back. */
const SOLD: readonly PurchaseFacts['status'][] = ['succeeded', 'refunded']
const MONEY_BACK = ['succeeded', 'pending']

const difference = (
  kind: DifferenceKind,
  id: string,
  detail: string,
  about: Partial<Pick<Difference, 'paymentIntentId' | 'purchaseId' | 'inventoryItemId'>>,
): Difference => ({
  kind,
  key: `${kind}:${id}`,
  detail,
  paymentIntentId: about.paymentIntentId ?? null,
  purchaseId: about.purchaseId ?? null,
  inventoryItemId: about.inventoryItemId ?? null,
})

function capturedPlanPayment(intent: IntentFacts, site: SiteRecords): Difference | null {
  const payment = site.planPayments.get(intent.id)
  const about = { paymentIntentId: intent.id, purchaseId: Number(intent.planPurchaseId) || null }
  const taken = `${formatPrice(intent.amountReceived)} taken by Stripe (${intent.id})`
  if (!payment || payment.status !== 'paid')
    return difference(
      'captured-without-sale',
      intent.id,
      `${taken} for a plan payment of purchase #${intent.planPurchaseId}; the site records it ${payment ? payment.status : 'nowhere'}.`,
      about,
    )
  if (payment.amount === intent.amountReceived) return null
  return difference(
    'sale-differs',
    intent.id,
    `${taken} for plan payment ${payment.number} of purchase #${payment.purchaseId}, recorded as ${formatPrice(payment.amount)}.`,
    about,
  )
}

function capturedSale(intent: IntentFacts, site: SiteRecords): Difference | null {
  if (intent.planPurchaseId) return capturedPlanPayment(intent, site)
  const purchase = site.purchases.get(intent.id)
  const taken = `${formatPrice(intent.amountReceived)} taken by Stripe (${intent.id})`
  if (!purchase || !SOLD.includes(purchase.status))
    return difference(
      'captured-without-sale',
      intent.id,
      purchase
        ? `${taken}; its purchase #${purchase.id} is ${purchase.status}, not sold.`
        : `${taken}; no purchase on the site has this payment.`,
      { paymentIntentId: intent.id, purchaseId: purchase?.id, inventoryItemId: Number(intent.inventoryId) || null },
    )
  const item = purchase.inventoryItemId === null ? '' : String(purchase.inventoryItemId)
  if (intent.amountReceived === purchase.amount && intent.inventoryId === item && intent.purchaseType === purchase.type)
    return null
  return difference(
    'sale-differs',
    intent.id,
    `${taken} for ${intent.purchaseType} item ${intent.inventoryId || 'none'}; purchase #${purchase.id} records ` +
      `${formatPrice(purchase.amount)} for ${purchase.type} item ${item || 'none'}.`,
    { paymentIntentId: intent.id, purchaseId: purchase.id, inventoryItemId: purchase.inventoryItemId },
  )
}

function uncapturedSales(stripe: StripeRecords, site: SiteRecords): Difference[] {
  const found: Difference[] = []
  const notTaken = (intentId: string) => {
    const intent = stripe.intents.get(intentId)
    return intent?.status === 'succeeded' ? null : (intent?.status ?? 'missing')
  }
  for (const purchase of site.purchases.values()) {
    const status = purchase.status === 'succeeded' && purchase.paymentIntentId && notTaken(purchase.paymentIntentId)
    if (!status) continue
    found.push(
      difference(
        'sale-not-captured',
        purchase.paymentIntentId!,
        `Purchase #${purchase.id} is sold for ${formatPrice(purchase.amount)}; its payment ${purchase.paymentIntentId} ` +
          `is ${status === 'missing' ? 'unknown to Stripe' : status} at Stripe.`,
        {
          paymentIntentId: purchase.paymentIntentId,
          purchaseId: purchase.id,
          inventoryItemId: purchase.inventoryItemId,
        },
      ),
    )
  }
  for (const [intentId, payment] of site.planPayments) {
    const status = payment.status === 'paid' && notTaken(intentId)
    if (!status) continue
    found.push(
      difference(
        'sale-not-captured',
        intentId,
        `Plan payment ${payment.number} of purchase #${payment.purchaseId} is paid on the site; its payment ` +
          `${intentId} is ${status === 'missing' ? 'unknown to Stripe' : status} at Stripe.`,
        { paymentIntentId: intentId, purchaseId: payment.purchaseId },
      ),
    )
  }
  return found
}

/** Stripe gave money back: the site must have the refund's row and the purchase must be refunded. */
function unrecordedRefunds(stripe: StripeRecords, site: SiteRecords): Difference[] {
  const byId = new Map([...site.purchases.values(), ...site.refundedPurchases.values()].map((p) => [p.id, p]))
  const found: Difference[] = []
  for (const refund of stripe.refunds.values()) {
    if (!MONEY_BACK.includes(refund.status) || !refund.paymentIntentId) continue
    const intentId = refund.paymentIntentId
    const purchaseId = site.purchases.get(intentId)?.id ?? site.planPayments.get(intentId)?.purchaseId
    // A refund of a payment the site never made is not the site's (another product on the same account).
    if (purchaseId === undefined) continue
    const row = site.refunds.get(intentId)
    const recorded = row?.stripeRefundId === refund.id && MONEY_BACK.includes(row.status)
    const purchase = byId.get(purchaseId)
    if (recorded && (!purchase || purchase.status === 'refunded')) continue
    found.push(
      difference(
        'refund-not-recorded',
        refund.id,
        `Stripe refunded ${formatPrice(refund.amount)} of ${intentId} (${refund.id}); ` +
          (recorded
            ? `purchase #${purchaseId} is ${purchase!.status}, not refunded.`
            : `the site has no record of this refund (purchase #${purchaseId}).`),
        { paymentIntentId: intentId, purchaseId },
      ),
    )
  }
  return found
}

/** The site says it gave money back: Stripe must have the refund (or the authorization canceled). */
function refundsMissingAtStripe(stripe: StripeRecords, site: SiteRecords): Difference[] {
  const found: Difference[] = []
  for (const purchase of site.refundedPurchases.values()) {
    const rows = [...site.refunds.values()].filter((row) => row.purchaseId === purchase.id)
    const missing = rows.flatMap((row) => {
      if (row.kind === 'authorization-canceled')
        return stripe.intents.get(row.paymentIntentId)?.status === 'canceled'
          ? []
          : [`${row.paymentIntentId} is not canceled at Stripe`]
      const refund = row.stripeRefundId ? stripe.refunds.get(row.stripeRefundId) : undefined
      if (refund && MONEY_BACK.includes(refund.status)) return []
      const atStripe =
        refund && refund.status !== 'missing' ? `refund ${refund.id} is ${refund.status}` : 'no refund at Stripe'
      return [`${row.paymentIntentId}: ${atStripe}`]
    })
    if (rows.length > 0 && missing.length === 0) continue
    found.push(
      difference(
        'refund-not-at-stripe',
        String(purchase.id),
        `Purchase #${purchase.id} is refunded on the site; ` +
          (rows.length === 0 ? 'it has no refund record.' : `${missing.join('; ')}.`),
        {
          paymentIntentId: purchase.paymentIntentId,
          purchaseId: purchase.id,
          inventoryItemId: purchase.inventoryItemId,
        },
      ),
    )
  }
  return found
}

export function paymentDifferences(stripe: StripeRecords, site: SiteRecords): Difference[] {
  const captured = [...stripe.intents.values()]
    .filter((intent) => intent.status === 'succeeded')
    .flatMap((intent) => capturedSale(intent, site) ?? [])
  return [
    ...captured,
    ...uncapturedSales(stripe, site),
    ...unrecordedRefunds(stripe, site),
    ...refundsMissingAtStripe(stripe, site),
  ]
}

/** The owner reads them grouped by kind, each kind in the order of its purchases (the oldest first), then by key. */
export function inReadingOrder(differences: Difference[]): Difference[] {
  const rank = (found: Difference) => DIFFERENCE_KINDS.indexOf(found.kind)
  const purchase = (found: Difference) => found.purchaseId ?? Number.MAX_SAFE_INTEGER
  return [...differences].sort((a, b) => rank(a) - rank(b) || purchase(a) - purchase(b) || a.key.localeCompare(b.key))
}
