// The server alone sets a price: from the chosen inventory item, else from the purchase type.
import { type PaymentChoice, type PurchaseType, TYPE_PRICE_CENTS } from '../../../shared/constants.ts'
import { purchaseDescription } from '../../../shared/purchase-type-labels.ts'
import { INVENTORY_TYPE_OF } from '../../../shared/rules/inventory.ts'
import type { Database } from '../../platform/db/client.ts'
import type { inventoryItems } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { enrollmentClosed, findItemOnSale } from '../../platform/db/on-sale.ts'

// Checkout's files read the item through pricing, as before the query moved beside the other "on sale" rules.
export { findItemOnSale }

export interface Offer {
  type: PurchaseType
  /** What this payment charges: the full price, or the first of the plan's payments. */
  amount: number
  description: string
  itemId: number | null
  /** The plan the buyer chose: `payments` payments of `amount` cents, the first being this one. */
  plan: { payments: number; amount: number } | null
}

export const NO_PLAN = 'This option has no payment plan. Please choose to pay in full.'

type Item = typeof inventoryItems.$inferSelect

export async function resolveOffer(
  db: Database,
  type: PurchaseType,
  inventoryId: number | null | undefined,
  choice: PaymentChoice = 'full',
): Promise<Offer> {
  return offerOf(type, inventoryId, inventoryId ? (await findItemOnSale(db, inventoryId))[0] : undefined, choice)
}

/** The price of a type, or of the chosen item as read from D1 (`item` undefined: not on sale). */
export function offerOf(
  type: PurchaseType,
  inventoryId: number | null | undefined,
  item: Item | undefined,
  choice: PaymentChoice = 'full',
): Offer {
  if (!inventoryId) {
    if (choice === 'plan') throw new HttpError(400, NO_PLAN, { fields: { paymentChoice: NO_PLAN } })
    return { type, amount: TYPE_PRICE_CENTS[type], description: purchaseDescription(type), itemId: null, plan: null }
  }
  if (!item || item.type !== INVENTORY_TYPE_OF[type])
    throw new HttpError(404, 'That option is no longer available. Please choose another.')
  if (enrollmentClosed(item)) throw new HttpError(409, 'Enrollment for this option has closed. Please choose another.')
  const description = purchaseDescription(type, item.name)
  if (choice === 'full') return { type, amount: item.price, description, itemId: item.id, plan: null }
  if (!item.planPayments || !item.planAmount) throw new HttpError(400, NO_PLAN, { fields: { paymentChoice: NO_PLAN } })
  return {
    type,
    amount: item.planAmount,
    description,
    itemId: item.id,
    plan: { payments: item.planPayments, amount: item.planAmount },
  }
}
