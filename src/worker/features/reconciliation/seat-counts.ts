// The seat ledgers against D1: each item's InventoryLedger counts the seats it sold, D1 the sales it records on
// the item (purchases authorized or paid, and free calls booked on a slot). Only items with a sale or a hold
// in D1 are asked, so a ledger that never held a seat is not woken for nothing.
import { and, count, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { purchases, seatHolds, strategyCalls } from '../../platform/db/schema.ts'
import { ledgerFor } from '../seats/seats.ts'
import type { Difference } from './differences.ts'
import { countOf } from '../../../shared/rules/plural.ts'

/** The ledger sells a seat when the card is authorized (checkout/settlement.ts); a refund or cancel returns it. */
const HOLDS_A_SEAT = ['authorized', 'succeeded'] as const

async function soldInD1(db: Database): Promise<Map<number, number>> {
  const [bought, booked, held] = await db.batch([
    db
      .select({ itemId: purchases.inventoryItemId, n: count() })
      .from(purchases)
      .where(and(isNotNull(purchases.inventoryItemId), inArray(purchases.status, HOLDS_A_SEAT)))
      .groupBy(purchases.inventoryItemId),
    db
      .select({ itemId: strategyCalls.inventoryItemId, n: count() })
      .from(strategyCalls)
      .where(and(isNotNull(strategyCalls.inventoryItemId), isNotNull(strategyCalls.holdId)))
      .groupBy(strategyCalls.inventoryItemId),
    db.selectDistinct({ itemId: seatHolds.inventoryItemId, n: sql<number>`0` }).from(seatHolds),
  ])
  const sold = new Map<number, number>()
  for (const row of [...bought, ...booked, ...held])
    if (row.itemId !== null) sold.set(row.itemId, (sold.get(row.itemId) ?? 0) + row.n)
  return sold
}

export async function seatDifferences(db: Database, env: Env): Promise<{ items: number; differences: Difference[] }> {
  const sold = await soldInD1(db)
  const differences: Difference[] = []
  for (const [itemId, inD1] of sold) {
    const inLedger = await ledgerFor(env, itemId).soldCount()
    if (inLedger === inD1) continue
    differences.push({
      kind: 'seats-differ',
      key: `seats-differ:${itemId}`,
      detail: `Item ${itemId}: the seat ledger has ${inLedger} sold, the database records ${countOf(inD1, 'sale')}.`,
      paymentIntentId: null,
      purchaseId: null,
      inventoryItemId: itemId,
    })
  }
  return { items: sold.size, differences }
}
