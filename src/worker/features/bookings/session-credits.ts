// A one-to-one purchase's credits (decision 076): the package it was paid with less its sessions booked now. A
// booked session uses a credit, whether it is still ahead or already held; a cancelled one gives it back. Only a
// purchase that stands (succeeded) has credits: a refunded or cancelled one has none to book. Of those, only the
// sessions its payments have opened can be booked now (decision 082, `packageState`).
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type PackageState, type PackageTerms, packageState } from '../../../shared/bookings/sessions-open.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookings, planPayments, type purchases } from '../../platform/db/schema.ts'

type Purchase = typeof purchases.$inferSelect
type PackagePurchase = Pick<
  Purchase,
  | 'id'
  | 'type'
  | 'status'
  | 'sessionsIncluded'
  | 'planPayments'
  | 'sessionRelease'
  | 'sessionCap'
  | 'fulfilledAt'
  | 'createdAt'
  | 'bookingsAllowedThrough'
>

export interface Credits extends PackageState {
  /** Sessions of the package not booked: open now or not yet. */
  left: number
}

/** The purchase's terms as the release rule reads them. */
export const termsOf = (purchase: PackagePurchase): PackageTerms => ({
  sessionsIncluded: purchase.sessionsIncluded ?? 0,
  planPayments: purchase.planPayments,
  sessionRelease: purchase.sessionRelease,
  sessionCap: purchase.sessionCap,
  soldAt: purchase.fulfilledAt ?? purchase.createdAt,
})

/** Sessions using a credit of the purchase whose id `purchaseId` is (an SQL expression), counted in SQL. */
export const bookedOn = (purchaseId: SQL) =>
  sql<number>`(select count(*) from ${bookings} where ${bookings.purchaseId} = ${purchaseId} and ${bookings.status} = 'booked')`

/** Whether the purchase is a package whose sessions can be booked: one-to-one, paid and not refunded. */
export function hasPackage(purchase: Pick<Purchase, 'type' | 'status' | 'sessionsIncluded'>): boolean {
  return purchase.type === 'one-to-one' && purchase.status === 'succeeded' && purchase.sessionsIncluded !== null
}

/** Each package's credits at `now`, by purchase id; a purchase with no package is left out. */
export async function creditsOf(
  db: Database,
  bought: readonly PackagePurchase[],
  now: number,
): Promise<Map<number, Credits>> {
  const packages = bought.filter(hasPackage)
  if (packages.length === 0) return new Map()
  const ids = packages.map((purchase) => purchase.id)
  const [counts, plans] = await Promise.all([
    db
      .select({ purchaseId: bookings.purchaseId, booked: sql<number>`count(*)` })
      .from(bookings)
      .where(and(inArray(bookings.purchaseId, ids), eq(bookings.status, 'booked')))
      .groupBy(bookings.purchaseId),
    db
      .select({
        purchaseId: planPayments.purchaseId,
        number: planPayments.number,
        status: planPayments.status,
        dueOn: planPayments.dueOn,
      })
      .from(planPayments)
      .where(inArray(planPayments.purchaseId, ids))
      .orderBy(asc(planPayments.number)),
  ])
  const bookedById = new Map(counts.map((row) => [row.purchaseId, Number(row.booked)]))
  return new Map(
    packages.map((purchase) => {
      const booked = bookedById.get(purchase.id) ?? 0
      const plan = plans.filter((row) => row.purchaseId === purchase.id)
      const state = packageState(termsOf(purchase), plan, booked, purchase.bookingsAllowedThrough, now)
      return [purchase.id, { ...state, left: Math.max(0, state.included - booked) }]
    }),
  )
}

/** A package's sessions delivered (begun) and booked ahead at `now`, as a refund's terms read them (decision 083). */
export async function sessionsDelivered(db: Database, purchaseId: number, now: number) {
  const at = new Date(now).toISOString()
  const [row] = await db
    .select({
      held: sql<number>`sum(case when ${bookings.startsAt} <= ${at} then 1 else 0 end)`,
      ahead: sql<number>`sum(case when ${bookings.startsAt} > ${at} then 1 else 0 end)`,
    })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, purchaseId), eq(bookings.status, 'booked')))
  return { held: Number(row?.held ?? 0), ahead: Number(row?.ahead ?? 0) }
}

export interface ReturnedCredit {
  ref: string
  moves: number
}

/**
 * A credit he gave back by cancelling a session himself and has not booked again, with the most moves used: the
 * next session he books takes it, and its count of moves (decision 083). None when he has not cancelled one.
 */
export async function returnedCredit(db: Database, purchaseId: number): Promise<ReturnedCredit | null> {
  const [found] = await db
    .select({ ref: bookings.ref, moves: bookings.moves })
    .from(bookings)
    .where(
      and(
        eq(bookings.purchaseId, purchaseId),
        eq(bookings.status, 'cancelled'),
        eq(bookings.cancelledBy, 'person'),
        sql`not exists (select 1 from ${bookings} as later where later.rebooked_from = ${bookings.ref})`,
      ),
    )
    .orderBy(desc(bookings.moves), asc(bookings.id))
    .limit(1)
  return found ?? null
}

/** The checkout of the same package, where the two-left emails and the page send him to buy again. */
export function buyAgainPath(purchase: Pick<Purchase, 'inventoryItemId'>): string {
  const item = purchase.inventoryItemId === null ? '' : `&inventoryId=${purchase.inventoryItemId}`
  return `/checkout?type=one-to-one${item}`
}
