// Where a reserve's offer comes from: the isolate's hint of the item (decision 051), or a fresh read of D1.
import type { z } from 'zod'
import type { reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import type { Database } from '../../platform/db/client.ts'
import { ALREADY_PROCESSED } from './checkout.ts'
import { HttpError } from '../../platform/http-error.ts'
import { isOpen, purchaseOnPayment } from '../purchases/purchases.ts'
import { itemHint, rememberItem } from './item-hints.ts'
import { findItemOnSale, type Offer, offerOf } from './pricing.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>
type Item = NonNullable<ReturnType<typeof itemHint>>

/** The paid offer an item makes this buyer, or null where a fresh read must answer (refusals, free, plans). */
export function offerFrom(input: ReserveInput, item: Item | undefined): Offer | null {
  if (!item || !input.inventoryId || input.paymentChoice !== 'full') return null
  try {
    const offer = offerOf(input.type, input.inventoryId, item, input.paymentChoice)
    return offer.amount > 0 ? offer : null
  } catch {
    return null
  }
}

/** The paid offer the isolate's hint of the chosen item makes this buyer; null: reserve from a fresh read. */
export function offerOnHint(input: ReserveInput): Offer | null {
  return input.inventoryId ? offerFrom(input, itemHint(input.inventoryId)) : null
}

export function sameOffer(a: Offer | null, b: Offer): boolean {
  return (
    a !== null && a.type === b.type && a.amount === b.amount && a.description === b.description && a.itemId === b.itemId
  )
}

/**
 * The offer as D1 has it now, read with any purchase already on this payment: a payment that has moved on
 * (authorized, settled, refunded, canceled) is refused before any seat is touched.
 */
export async function freshOffer(db: Database, input: ReserveInput): Promise<Offer> {
  const [items, previous] = await db.batch([
    findItemOnSale(db, input.inventoryId ?? 0),
    purchaseOnPayment(db, input.paymentIntentId ?? ''),
  ])
  if (input.inventoryId) rememberItem(input.inventoryId, items[0])
  if (input.paymentIntentId && previous[0] && !isOpen(previous[0])) throw new HttpError(409, ALREADY_PROCESSED)
  return offerOf(input.type, input.inventoryId, items[0], input.paymentChoice)
}
