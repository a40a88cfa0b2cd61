// The owner's inventory: every item with its status and sales, and the edits of SPEC §2 / §7.
//
// Seat counts belong to the item's InventoryLedger (ARCHITECTURE.md). Here `availableSlots` means the seats
// still for sale, counting seats held in a checkout right now (free + held): a held seat is not sold yet,
// and only this reading lets the form send back what it loaded without losing or inventing seats.
// An edit hands that number to the ledger (setOpenSeats), which keeps held seats for their buyers and
// frees the rest, so the owner's number is the most seats that can ever be free again: an edit can neither
// oversell nor bring back a seat that a buyer is paying for.
import { and, asc, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm'
import type { InventoryType } from '../../../shared/constants.ts'
import { inventoryStatus } from '../../../shared/rules/inventory.ts'
import { orderByDayAndTime } from '../../../shared/rules/inventory-order.ts'
import {
  HAS_PURCHASES_MESSAGE,
  type InventoryItemEdit,
  type InventoryItemValues,
} from '../../../shared/schemas/inventory.ts'
import { calendarChanged, queueCalendarUpdates } from '../calendar/calendar.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, purchases, seatHolds, strategyCalls } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { seatsOf } from '../seats/seats.ts'
import { publicItemColumns } from '../../platform/db/on-sale.ts'
import { countOf } from '../../../shared/rules/plural.ts'

const COPY_SUFFIX = ' (Copy)'
const NAME_MAX = 200

// Correlated subqueries name their tables in full: inside `select … from purchases`, a bare "id" would be
// the purchase's id, not the item's.
const heldSeats = sql<number>`(select count(*) from seat_holds
  where seat_holds.inventory_item_id = inventory_items.id and seat_holds.status = 'held')`
// A strategy call booked on a slot takes its seat like a sale, without a purchase.
const bookedCalls = sql`(select count(*) from strategy_calls where strategy_calls.inventory_item_id = inventory_items.id)`
const sales = sql<number>`((select count(*) from purchases
  where purchases.inventory_item_id = inventory_items.id and purchases.status = 'succeeded') + ${bookedCalls})`
const purchaseRecords = sql<number>`((select count(*) from purchases
  where purchases.inventory_item_id = inventory_items.id) + ${bookedCalls})`

// D1's count is the seats free now; the owner's availableSlots adds back the seats held (toAdminItem).
const { availableSlots: freeSlots, ...publicFields } = publicItemColumns
const columns = {
  ...publicFields,
  freeSlots,
  startsOn: inventoryItems.startsOn,
  sessionsIncluded: inventoryItems.sessionsIncluded,
  sessionRelease: inventoryItems.sessionRelease,
  sessionCap: inventoryItems.sessionCap,
  isArchived: inventoryItems.isArchived,
  sortOrder: inventoryItems.sortOrder,
  createdAt: inventoryItems.createdAt,
  updatedAt: inventoryItems.updatedAt,
  heldSlots: heldSeats,
  purchaseCount: sales,
  purchaseRecords,
}

const selectItems = (db: Database) => db.select(columns).from(inventoryItems)
type Row = Awaited<ReturnType<typeof selectItems>>[number]

function toAdminItem({ freeSlots, purchaseRecords: records, ...row }: Row) {
  const availableSlots = freeSlots + row.heldSlots
  return {
    ...row,
    availableSlots,
    status: inventoryStatus({ isActive: row.isActive, availableSlots, totalSlots: row.totalSlots }),
    // Any purchase record, paid or not, is history to keep (the table also refuses the delete), and so is
    // a seat in the middle of a checkout.
    canDelete: records === 0 && row.heldSlots === 0,
  }
}
export type AdminInventoryItem = ReturnType<typeof toAdminItem>

export const itemNotFound = () => new HttpError(404, 'Inventory item not found')

export async function listInventory(db: Database): Promise<AdminInventoryItem[]> {
  const rows = await selectItems(db).orderBy(
    asc(inventoryItems.type),
    asc(inventoryItems.sortOrder),
    asc(inventoryItems.id),
  )
  return rows.map(toAdminItem)
}

export async function findInventoryItem(db: Database, id: number): Promise<AdminInventoryItem> {
  const [row] = await selectItems(db).where(eq(inventoryItems.id, id))
  if (!row) throw itemNotFound()
  return toAdminItem(row)
}

/** New items go last among their type. */
const lastSortOrder = (type: InventoryType) =>
  sql<number>`(select coalesce(max(${inventoryItems.sortOrder}), 0) + 1 from ${inventoryItems} where ${inventoryItems.type} = ${type})`

/**
 * A new item starts with its seats written straight to D1: its ledger does not exist yet and starts from
 * that count on first use. Ids are AUTOINCREMENT, never reused, so no old ledger can answer for it.
 */
export async function createInventoryItem(db: Database, values: InventoryItemValues): Promise<AdminInventoryItem> {
  const [row] = await db
    .insert(inventoryItems)
    .values({ ...values, sortOrder: lastSortOrder(values.type) })
    .returning({ id: inventoryItems.id })
  return findInventoryItem(db, row!.id)
}

function seatsChangedMessage(open: number): string {
  return (
    `Seats were bought or freed while you were editing: ${countOf(open, 'seat is', 'seats are')} available now. ` +
    'Nothing was saved; check the numbers and save again.'
  )
}

function heldSeatsMessage(held: number): string {
  return `${countOf(held, 'seat is', 'seats are')} being paid for right now, so available slots cannot be set below ${held}.`
}

const SAVE_IN_PROGRESS = 'Another save of this item is in progress. Nothing was saved; try again in a moment.'
/** Long enough for a save's few writes; a save that died half way holds the item no longer than this. */
const EDIT_LEASE_MS = 30_000

/**
 * One save of an item at a time (decision 078): two tabs saving at once would each write a total and put back
 * its own on a refusal, over the other's seats. The lease lapses on its own if a save dies half way.
 */
async function takeEditLease(db: Database, id: number): Promise<string> {
  const lease = crypto.randomUUID()
  const now = Date.now()
  const [taken] = await db
    .update(inventoryItems)
    .set({ editLease: lease, editLeaseUntil: now + EDIT_LEASE_MS })
    .where(and(eq(inventoryItems.id, id), or(isNull(inventoryItems.editLease), lt(inventoryItems.editLeaseUntil, now))))
    .returning({ id: inventoryItems.id })
  if (taken) return lease
  const exists = await db.query.inventoryItems.findFirst({ columns: { id: true }, where: eq(inventoryItems.id, id) })
  if (!exists) throw itemNotFound()
  throw new HttpError(409, SAVE_IN_PROGRESS)
}

async function endEditLease(db: Database, id: number, lease: string): Promise<void> {
  await db
    .update(inventoryItems)
    .set({ editLease: null, editLeaseUntil: null })
    .where(and(eq(inventoryItems.id, id), eq(inventoryItems.editLease, lease)))
}

/** Writes the owner's edit while it alone holds the item. */
export async function updateInventoryItem(
  db: Database,
  env: Env,
  id: number,
  values: InventoryItemEdit,
): Promise<AdminInventoryItem> {
  const lease = await takeEditLease(db, id)
  try {
    await writeEdit(db, env, id, values)
  } finally {
    await endEditLease(db, id, lease)
  }
  return findInventoryItem(db, id)
}

/**
 * D1 requires available ≤ total at every moment, and the ledger's free count is mirrored to D1 right after it
 * answers, so the order depends on the total: when the new open count fits the old total the ledger goes first
 * (a refusal then leaves everything as it was); otherwise the larger total is written first to make room.
 * Either way the free count never exceeds the open count, which never exceeds the total. A field the edit does
 * not carry keeps its value (Drizzle leaves an undefined one out of the update). A new day, time or start date
 * sends every buyer the updated calendar invitation.
 */
async function writeEdit(db: Database, env: Env, id: number, values: InventoryItemEdit): Promise<void> {
  const current = await db.query.inventoryItems.findFirst({ where: eq(inventoryItems.id, id) })
  if (!current) throw itemNotFound()
  const { availableSlots: open, availableSlotsWas: openWas, ...fields } = values
  const writeFields = (written: Partial<typeof current>) =>
    db
      .update(inventoryItems)
      .set({ ...written, updatedAt: new Date().toISOString() })
      .where(eq(inventoryItems.id, id))
  const setSeats = async () => {
    const result = await seatsOf(db, env, id).setOpenSeats(open, openWas)
    if (!result.ok) {
      const message = result.reason === 'changed' ? seatsChangedMessage(result.open) : heldSeatsMessage(result.held)
      throw new HttpError(409, message, { fields: { availableSlots: message }, availableSlotsNow: result.open })
    }
  }
  if (open <= current.totalSlots) {
    await setSeats()
    await writeFields(fields)
  } else {
    // D1 needs the larger total before the ledger's free count is mirrored; a refusal (the seats changed since
    // the form opened) puts back what was written, so 'Nothing was saved' stays true.
    await writeFields(fields)
    await setSeats().catch(async (error: unknown) => {
      const before = Object.fromEntries(Object.keys(fields).map((key) => [key, current[key as keyof typeof current]]))
      await writeFields(before)
      throw error
    })
  }
  const after = { ...current, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) }
  if (calendarChanged(current, after)) await queueCalendarUpdates(db, env, id)
}

/** Refused while any purchase, booked call or held seat names the item, in one statement so none can slip in between. */
export async function deleteInventoryItem(db: Database, id: number): Promise<void> {
  const result = await db.delete(inventoryItems).where(
    and(
      eq(inventoryItems.id, id),
      notExists(
        db
          .select({ one: sql`1` })
          .from(purchases)
          .where(eq(purchases.inventoryItemId, id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(strategyCalls)
          .where(eq(strategyCalls.inventoryItemId, id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(seatHolds)
          .where(and(eq(seatHolds.inventoryItemId, id), eq(seatHolds.status, 'held'))),
      ),
    ),
  )
  if (result.meta.changes > 0) return
  const exists = await db.query.inventoryItems.findFirst({ columns: { id: true }, where: eq(inventoryItems.id, id) })
  if (!exists) throw itemNotFound()
  throw new HttpError(409, HAS_PURCHASES_MESSAGE, { canArchive: true })
}

/** Hidden from every public list and from checkout; purchases, holds and the ledger stay as they are. */
export async function archiveInventoryItem(db: Database, id: number): Promise<AdminInventoryItem> {
  const result = await db
    .update(inventoryItems)
    .set({ isArchived: true, updatedAt: new Date().toISOString() })
    .where(eq(inventoryItems.id, id))
  if (result.meta.changes === 0) throw itemNotFound()
  return findInventoryItem(db, id)
}

/**
 * A copy with every seat free, placed last in its type. It starts inactive: a copy is the owner's draft of
 * the next pod or slot, and would otherwise go on sale under a '(Copy)' name before its day and time are set.
 */
export async function duplicateInventoryItem(db: Database, id: number): Promise<AdminInventoryItem> {
  const original = await db.query.inventoryItems.findFirst({ where: eq(inventoryItems.id, id) })
  if (!original) throw itemNotFound()
  const [row] = await db
    .insert(inventoryItems)
    .values({
      name: `${original.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      type: original.type,
      description: original.description,
      price: original.price,
      planPayments: original.planPayments,
      planAmount: original.planAmount,
      sessionsIncluded: original.sessionsIncluded,
      sessionRelease: original.sessionRelease,
      sessionCap: original.sessionCap,
      totalSlots: original.totalSlots,
      availableSlots: original.totalSlots,
      closingDate: original.closingDate,
      dayOfWeek: original.dayOfWeek,
      timeSlot: original.timeSlot,
      startsOn: original.startsOn,
      timezone: original.timezone,
      isActive: false,
      isArchived: false,
      sortOrder: lastSortOrder(original.type),
    })
    .returning({ id: inventoryItems.id })
  return findInventoryItem(db, row!.id)
}

/** 'Auto-Order by Day': every item of the type, archived ones too, renumbered from 1. */
export async function autoOrderInventory(db: Database, type: InventoryType): Promise<number> {
  const items = await db
    .select({ id: inventoryItems.id, dayOfWeek: inventoryItems.dayOfWeek, timeSlot: inventoryItems.timeSlot })
    .from(inventoryItems)
    .where(eq(inventoryItems.type, type))
  const ordered = orderByDayAndTime(items)
  const [first, ...rest] = ordered.map((item, index) =>
    db
      .update(inventoryItems)
      .set({ sortOrder: index + 1 })
      .where(eq(inventoryItems.id, item.id)),
  )
  if (first) await db.batch([first, ...rest])
  return ordered.length
}
