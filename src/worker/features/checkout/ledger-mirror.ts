// D1's copy of the ledger's decisions (the seat count lists show, and one row per hold for the admin),
// written by whoever asked the ledger, inside the D1 batch it makes anyway. Each row carries the ledger's
// change number and is written only over an older one, so mirrors arriving late or out of order never
// move D1 back.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, seatHolds } from '../../platform/db/schema.ts'

export interface HoldChange {
  holdId: string
  status: 'held' | 'sold' | 'released'
  expiresAt: number
  seq: number
}

/** What one ledger call changed: the item's free count after it, and the hold it touched. */
export interface SeatChange {
  itemId: number
  available: number
  seq: number
  hold: HoldChange | null
}

/** Free seats booked without a card have no payment intent; their holds are named `free:…`. */
export const FREE_HOLD_PREFIX = 'free:'
const paymentIntentOf = (holdId: string) => (holdId.startsWith(FREE_HOLD_PREFIX) ? null : holdId)

export function ledgerMirror(db: Database) {
  const count = ({ itemId, available, seq }: Omit<SeatChange, 'hold'>) =>
    db
      .update(inventoryItems)
      .set({ availableSlots: available, ledgerSeq: seq, updatedAt: new Date().toISOString() })
      .where(and(eq(inventoryItems.id, itemId), lt(inventoryItems.ledgerSeq, seq)))

  const hold = (itemId: number, change: HoldChange) => {
    const paymentIntentId = paymentIntentOf(change.holdId)
    return db
      .insert(seatHolds)
      .values({
        id: change.holdId,
        inventoryItemId: itemId,
        stripePaymentIntentId: paymentIntentId,
        purchaseId:
          paymentIntentId === null
            ? null
            : sql`(SELECT id FROM purchases WHERE stripe_payment_intent_id = ${paymentIntentId})`,
        status: change.status,
        expiresAt: new Date(change.expiresAt).toISOString(),
        ledgerSeq: change.seq,
      })
      .onConflictDoUpdate({
        target: seatHolds.id,
        set: {
          status: sql`excluded.status`,
          expiresAt: sql`excluded.expires_at`,
          ledgerSeq: sql`excluded.ledger_seq`,
          purchaseId: sql`coalesce(excluded.purchase_id, ${seatHolds.purchaseId})`,
        },
        setWhere: sql`excluded.ledger_seq > ${seatHolds.ledgerSeq}`,
      })
  }

  return {
    count,
    hold,
    /** The statements that bring D1 up to one ledger answer. */
    of(change: SeatChange): BatchItem<'sqlite'>[] {
      return change.hold ? [count(change), hold(change.itemId, change.hold)] : [count(change)]
    },
  }
}
