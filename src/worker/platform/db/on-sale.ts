// Shared by the features that sell, list or keep seats of items (checkout, inventory, seats, waitlist, chat).
// SPEC §4: what a visitor may buy and sees of it. An item is listed while the owner keeps it active and not
// archived; its enrollment ends at its closing date, after which checkout and offers refuse it though it stays
// listed.
import { and, eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import { preparedStatement } from './prepared.ts'
import { inventoryItems } from './schema.ts'

/** The items a visitor sees and may choose: a condition for any query over inventory_items. */
export const listedForSale = and(eq(inventoryItems.isActive, true), eq(inventoryItems.isArchived, false))

const itemOnSale = preparedStatement((db: Database, slot: { inventoryId: number }) =>
  db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, slot.inventoryId), listedForSale))
    .limit(1),
)

/** The item a buyer chose if it is on sale (no row otherwise); a query that can join a D1 batch. */
export function findItemOnSale(db: Database, inventoryId: number) {
  return itemOnSale(db, { inventoryId })
}

/** Enrollment has closed once the closing date has come; no closing date means it never closes. */
export function enrollmentClosed(item: { closingDate: string | null }, now = Date.now()): boolean {
  return item.closingDate !== null && Date.parse(item.closingDate) <= now
}

/** An item's fields anyone may read; the owner's list adds the rest to these. */
export const publicItemColumns = {
  id: inventoryItems.id,
  name: inventoryItems.name,
  type: inventoryItems.type,
  description: inventoryItems.description,
  price: inventoryItems.price,
  planPayments: inventoryItems.planPayments,
  planAmount: inventoryItems.planAmount,
  totalSlots: inventoryItems.totalSlots,
  availableSlots: inventoryItems.availableSlots,
  closingDate: inventoryItems.closingDate,
  dayOfWeek: inventoryItems.dayOfWeek,
  timeSlot: inventoryItems.timeSlot,
  timezone: inventoryItems.timezone,
  isActive: inventoryItems.isActive,
}
