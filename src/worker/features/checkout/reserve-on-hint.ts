// Reserve without reading D1 first (decision 051). When this isolate has read the chosen item before, the
// seat is held and the purchase written at the price that item had; the same write batch reads the item and
// any earlier purchase on the payment again, inside its transaction. Only if that fresh read prices the seat
// the same does the intent get the price: a hint gone stale (the owner changed the price, the name, the plan
// or the sale) puts everything back and the caller reserves the usual way, from a fresh read.
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import {
  ALREADY_PROCESSED,
  contactOf,
  pendingPurchaseWrites,
  type Purchase,
  purchaseOnPayment,
  reserveRefusal,
  setIntentToOffer,
} from './checkout.ts'
import { itemHint, rememberItem } from './item-hints.ts'
import { findItemOnSale, type Offer, offerOf } from './pricing.ts'
import { mirrorNow, seatsOf } from '../seats/seats.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>
type Item = NonNullable<ReturnType<typeof itemHint>>

/** The offer an item makes this buyer, or null where the usual reserve must answer (refusals, free, plans). */
function offerFrom(input: ReserveInput, item: Item | undefined): Offer | null {
  if (!item || !input.inventoryId || input.paymentChoice !== 'full') return null
  try {
    const offer = offerOf(input.type, input.inventoryId, item, input.paymentChoice)
    return offer.amount > 0 ? offer : null
  } catch {
    return null
  }
}

/** The paid offer the isolate's hint of the chosen item makes this buyer; null: reserve the usual way. */
export function offerOnHint(input: ReserveInput): Offer | null {
  return input.inventoryId ? offerFrom(input, itemHint(input.inventoryId)) : null
}

function sameOffer(a: Offer, b: Offer): boolean {
  return a.type === b.type && a.amount === b.amount && a.description === b.description && a.itemId === b.itemId
}

/**
 * Holds the seat and records the purchase at the hinted offer, then sets the intent to the price the fresh
 * read confirmed. Null, with nothing left behind, when the hint was stale.
 */
export async function reserveOnHint(
  db: Database,
  env: Env,
  stripe: StripeClient,
  input: ReserveInput,
  offer: Offer,
  client: string,
): Promise<Purchase | null> {
  const paymentIntentId = input.paymentIntentId
  if (offer.itemId === null || !paymentIntentId) return null
  const itemId = offer.itemId
  const seats = seatsOf(db, env, itemId)
  const held = await seats.hold(paymentIntentId, { client, email: contactOf(input).email }, input.offerToken)
  // A refusal is worded by the usual reserve, from a fresh read: the item may be off sale rather than sold out.
  if (!held.ok) return null
  // Only a seat this call took is given back if the call fails: a repeat must not lose the buyer's seat.
  const undoHold = () => (held.created ? seats.undo(paymentIntentId, 'release') : Promise.resolve())
  let written
  try {
    const [contactWrite, purchaseWrite] = pendingPurchaseWrites(db, input, offer, paymentIntentId, null)
    // Both reads come before the writes, so they see the item and the earlier purchase as they were.
    written = await db.batch([
      findItemOnSale(db, itemId),
      purchaseOnPayment(db, paymentIntentId),
      contactWrite,
      purchaseWrite,
      ...held.mirror,
    ])
  } catch (error) {
    await undoHold()
    throw reserveRefusal(error, paymentIntentId)
  }
  const [[item], [previous], , [purchase]] = written
  rememberItem(itemId, item)
  if (!purchase) {
    await undoHold()
    throw new HttpError(409, ALREADY_PROCESSED)
  }
  const confirmed = offerFrom(input, item)
  if (!confirmed || !sameOffer(confirmed, offer)) {
    // Put back only what this call wrote: a payment settled since (its intent may already name the purchase)
    // is no longer pending and keeps what it was sold with.
    const ours = and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending'))
    await (previous ? db.update(purchases).set(previous).where(ours) : db.delete(purchases).where(ours))
    await undoHold()
    return null
  }
  // A buyer who chose another item since their last submit gives that item's seat back.
  if (previous?.inventoryItemId && previous.inventoryItemId !== itemId)
    await mirrorNow(db, await seatsOf(db, env, previous.inventoryItemId).release(paymentIntentId))
  await setIntentToOffer(db, stripe, paymentIntentId, purchase, offer, { undoHold, removePurchase: !previous })
  return purchase
}
