// A one-to-one purchase's credits (decision 076): the package it was paid with less its sessions booked now. A
// booked session uses a credit, whether it is still ahead or already held; a cancelled one gives it back. Only a
// purchase that stands (succeeded) has credits: a refunded or cancelled one has none to book.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { bookings, type purchases } from '../../platform/db/schema.ts'

type Purchase = typeof purchases.$inferSelect

export interface Credits {
  included: number
  /** Sessions booked on the package now: ahead or held, never the cancelled. */
  booked: number
  left: number
}

/** Sessions using a credit of the purchase whose id `purchaseId` is (an SQL expression), counted in SQL. */
export const bookedOn = (purchaseId: SQL) =>
  sql<number>`(select count(*) from ${bookings} where ${bookings.purchaseId} = ${purchaseId} and ${bookings.status} = 'booked')`

/** Whether the purchase is a package whose sessions can be booked: one-to-one, paid and not refunded. */
export function hasPackage(purchase: Pick<Purchase, 'type' | 'status' | 'sessionsIncluded'>): boolean {
  return purchase.type === 'one-to-one' && purchase.status === 'succeeded' && purchase.sessionsIncluded !== null
}

/** Each package's credits, by purchase id; a purchase with no package is left out. */
export async function creditsOf(
  db: Database,
  bought: readonly Pick<Purchase, 'id' | 'type' | 'status' | 'sessionsIncluded'>[],
): Promise<Map<number, Credits>> {
  const packages = bought.filter(hasPackage)
  if (packages.length === 0) return new Map()
  const counts = await db
    .select({ purchaseId: bookings.purchaseId, booked: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.purchaseId,
          packages.map((purchase) => purchase.id),
        ),
        eq(bookings.status, 'booked'),
      ),
    )
    .groupBy(bookings.purchaseId)
  const bookedById = new Map(counts.map((row) => [row.purchaseId, Number(row.booked)]))
  return new Map(
    packages.map((purchase) => {
      const included = purchase.sessionsIncluded!
      const booked = bookedById.get(purchase.id) ?? 0
      return [purchase.id, { included, booked, left: Math.max(0, included - booked) }]
    }),
  )
}

/** The checkout of the same package, where the two-left emails and the page send him to buy again. */
export function buyAgainPath(purchase: Pick<Purchase, 'inventoryItemId'>): string {
  const item = purchase.inventoryItemId === null ? '' : `&inventoryId=${purchase.inventoryItemId}`
  return `/checkout?type=one-to-one${item}`
}
