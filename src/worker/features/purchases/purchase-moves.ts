// The only writer of a purchase's status. Each move is one compare-and-set (platform/db/lifecycle.ts): the row
// changes only while its status is one the move starts from and every field the move locks still holds the value
// the mover read. The statement returns the row it changed, so a caller learns whether it won; one that lost re-reads.
import { eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { inventoryItems, purchases } from '../../platform/db/schema.ts'
import { type Purchase, type PurchaseMove, purchaseLifecycle } from './purchase-states.ts'

/**
 * What a move may write besides the status: never the locked sale, never the status itself. The fulfilment also
 * fixes a one-to-one package's sessions as the item names them when it is paid (decision 076), with the rule
 * that opens them (decision 082).
 */
export type MoveChanges = Partial<Pick<Purchase, 'fulfilledAt' | 'sessionsIncluded' | 'sessionRelease' | 'sessionCap'>>

/** The guarded update of one move, to run alone or inside a batch; its result is [] when it did not apply. */
export function moveStatement(db: Database, purchase: Purchase, move: PurchaseMove, changes: MoveChanges = {}) {
  return purchaseLifecycle.statement(db, move, { id: purchase.id, read: purchase, set: changes })
}

/** Makes the move; the purchase as written, or null when another writer changed it first. */
export async function movePurchase(
  db: Database,
  purchase: Purchase,
  move: PurchaseMove,
  changes: MoveChanges = {},
): Promise<Purchase | null> {
  const [moved] = await moveStatement(db, purchase, move, changes)
  return moved ?? null
}

const byId = preparedStatement((db: Database, slot: { id: number }) =>
  db.select().from(purchases).where(eq(purchases.id, slot.id)).limit(1),
)

const byPayment = preparedStatement((db: Database, slot: { paymentIntentId: string }) =>
  db.select().from(purchases).where(eq(purchases.stripePaymentIntentId, slot.paymentIntentId)).limit(1),
)

/** The purchase by its id: a query that can join a D1 batch (no row or one). */
export function purchaseById(db: Database, id: number) {
  return byId(db, { id })
}

export async function findPurchase(db: Database, id: number): Promise<Purchase | undefined> {
  const [row] = await purchaseById(db, id)
  return row
}

/** The purchase recorded on a payment, if any: a query that can join a D1 batch (no row or one). */
export function purchaseOnPayment(db: Database, paymentIntentId: string) {
  return byPayment(db, { paymentIntentId })
}

export async function purchaseOfIntent(db: Database, paymentIntentId: string): Promise<Purchase | undefined> {
  const [row] = await purchaseOnPayment(db, paymentIntentId)
  return row
}

const withItemByPayment = preparedStatement((db: Database, slot: { paymentIntentId: string }) =>
  db
    .select({ purchase: purchases, item: inventoryItems })
    .from(purchases)
    .leftJoin(inventoryItems, eq(inventoryItems.id, purchases.inventoryItemId))
    .where(eq(purchases.stripePaymentIntentId, slot.paymentIntentId))
    .limit(1),
)

/** A purchase's inventory item as it stood when read. */
export type PurchaseItem = typeof inventoryItems.$inferSelect

/**
 * The purchase on a payment and its item, in one round trip: settlement decides from the purchase, and the receipt
 * it may write describes the item.
 */
export async function saleOfIntent(
  db: Database,
  paymentIntentId: string,
): Promise<{ purchase: Purchase | undefined; item: PurchaseItem | undefined }> {
  const [row] = await withItemByPayment(db, { paymentIntentId })
  return { purchase: row?.purchase, item: row?.item ?? undefined }
}
