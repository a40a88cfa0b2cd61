// D1's copy of the ledger's decisions (the seat count lists show, and one row per hold for the admin),
// written by whoever asked the ledger, inside the D1 batch it makes anyway. Each row carries the ledger's
// change number and is written only over an older one, so mirrors arriving late or out of order never
// move D1 back.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
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

/**
 * Whether a hold's write brings its row forward. A row is keyed by hold id, the payment intent, and a buyer who
 * switches item moves the same payment from item A's ledger to item B's: their seqs are two unrelated counters,
 * so comparing them (as the guard once did) could keep the row on A, or drop B's hold and later B's release.
 * - Same item: its ledger's seq orders its writes, as before.
 * - Another item: a payment has one live seat at a time (the switch gives A's back), so a live write (held or sold)
 *   takes over a row that is released, and a release from the other item never takes over a live row. Between two
 *   live writes the later hold wins: its expiry is later, as each hold's expiry is its time plus the same hold time
 *   (a sale keeps its hold's expiry, or the moment of sale for a lapsed one, later still). Ledgers of different
 *   items share the wall clock only roughly, but a switch takes a buyer's second submit, far apart from the first.
 * Each ledger's alarm writes its latest state of every hold it changed, so whatever order the writes arrive in,
 * the row ends on the item holding the payment's seat. Keying rows by item and hold would need a new table and
 * readers that pick the live row; this keeps one row per payment, which is what the owner's lists read.
 */
const newerState = sql`(excluded.inventory_item_id = ${seatHolds.inventoryItemId} AND excluded.ledger_seq > ${seatHolds.ledgerSeq})
  OR (excluded.inventory_item_id != ${seatHolds.inventoryItemId} AND (${seatHolds.status} = 'released'
    OR (excluded.status != 'released' AND excluded.expires_at >= ${seatHolds.expiresAt})))`

type CountSlots = Omit<SeatChange, 'hold'> & { at: string }

const countWrite = preparedStatement((db: Database, slot: CountSlots) =>
  db
    .update(inventoryItems)
    .set({ availableSlots: slot.available, ledgerSeq: slot.seq, updatedAt: slot.at })
    .where(and(eq(inventoryItems.id, slot.itemId), lt(inventoryItems.ledgerSeq, slot.seq))),
)

type HoldSlots = { holdId: string; itemId: number; status: HoldChange['status']; expiresAt: string; seq: number }

/** A paid hold's row names its payment intent (the hold's id) and its purchase; a free one has neither. */
function holdWrite(paid: boolean) {
  return preparedStatement((db: Database, slot: HoldSlots) =>
    db
      .insert(seatHolds)
      .values({
        id: slot.holdId,
        inventoryItemId: slot.itemId,
        stripePaymentIntentId: paid ? slot.holdId : null,
        purchaseId: paid
          ? sql<number>`(SELECT id FROM purchases WHERE stripe_payment_intent_id = ${slot.holdId})`
          : null,
        status: slot.status,
        expiresAt: slot.expiresAt,
        ledgerSeq: slot.seq,
      })
      .onConflictDoUpdate({
        target: seatHolds.id,
        set: {
          inventoryItemId: sql`excluded.inventory_item_id`,
          status: sql`excluded.status`,
          expiresAt: sql`excluded.expires_at`,
          ledgerSeq: sql`excluded.ledger_seq`,
          purchaseId: sql`coalesce(excluded.purchase_id, ${seatHolds.purchaseId})`,
        },
        setWhere: newerState,
      }),
  )
}

const paidHoldWrite = holdWrite(true)
const freeHoldWrite = holdWrite(false)

export function ledgerMirror(db: Database) {
  const count = ({ itemId, available, seq }: Omit<SeatChange, 'hold'>) =>
    countWrite(db, { itemId, available, seq, at: new Date().toISOString() })

  const hold = (itemId: number, change: HoldChange) => {
    const write = paymentIntentOf(change.holdId) === null ? freeHoldWrite : paidHoldWrite
    const { holdId, status, seq } = change
    return write(db, { holdId, itemId, status, seq, expiresAt: new Date(change.expiresAt).toISOString() })
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
