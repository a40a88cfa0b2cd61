// The purchase lifecycle as a table (decision 052): every status a purchase can have, every move between them,
// and the fields each move locks. Nothing else decides whether a status may change; the lifecycle bound here is the
// one guarded write that makes a move, and purchase-moves.ts calls it.
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { purchases } from '../../platform/db/schema.ts'

export type Purchase = typeof purchases.$inferSelect
export type PurchaseStatus = Purchase['status']

/** The fields a move may lock: the row changes only if each still holds the value the mover checked. */
export type LockedField = 'amount' | 'inventoryItemId' | 'type' | 'stripeCustomerId' | 'planPayments'

/** What was sold: settlement checks these against the intent, and no later write may change them. */
const SALE: readonly LockedField[] = ['amount', 'inventoryItemId', 'type', 'stripeCustomerId', 'planPayments']

export const PURCHASE_MOVES = {
  /** The buyer submits again on the same payment (a fix, another item, after a decline): details rewritten. */
  resubmit: { from: ['pending', 'failed'], to: 'pending', locks: [] },
  /** The card was declined: the seat goes back, the buyer may try again. */
  decline: { from: ['pending'], to: 'failed', locks: [] },
  /** Stripe authorized the amount settlement checked: from here on, what was sold is fixed. */
  authorize: { from: ['pending', 'failed'], to: 'authorized', locks: SALE },
  /** Captured and the seat sold: the receipt goes out. */
  fulfil: { from: ['authorized'], to: 'succeeded', locks: SALE },
  /** The payment ended without money taken (canceled at Stripe, no seat left, abandoned). Final. */
  cancel: { from: ['pending', 'failed', 'authorized'], to: 'canceled', locks: [] },
  /** Every payment of the purchase came back to the buyer and the seat was returned. */
  refund: { from: ['succeeded'], to: 'refunded', locks: [] },
  /** A refund failed after it was made (refund.failed): the money stayed, so the purchase stands again. */
  refundFailed: { from: ['refunded'], to: 'succeeded', locks: [] },
} as const satisfies Record<string, Move<PurchaseStatus, LockedField>>

export type PurchaseMove = keyof typeof PURCHASE_MOVES

/** The only writer of `purchases.status`: bound beside its table, so no other file can bind other moves to it. */
export const purchaseLifecycle = lifecycle(purchases, 'status', 'id', PURCHASE_MOVES, ['planStatus'])

/**
 * No settle path acts on these again: a reload, a repeated confirm or a replayed webhook after a refund or a
 * cancel answers from D1 and never sells a seat. Only the refund's own failure leaves `refunded`.
 */
export const SETTLED_FOR_GOOD: readonly PurchaseStatus[] = ['refunded', 'canceled']

/** Whether `move` may start from `status`. */
export function canMove(status: PurchaseStatus, move: PurchaseMove): boolean {
  return (PURCHASE_MOVES[move].from as readonly PurchaseStatus[]).includes(status)
}

/** A purchase whose sale is not fixed yet: the reserve may still rewrite it. */
export const isOpen = (purchase: Pick<Purchase, 'status'>) => canMove(purchase.status, 'resubmit')
