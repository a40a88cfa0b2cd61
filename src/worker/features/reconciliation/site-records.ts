// The site's side of the reconciliation, from D1: the purchases, plan payments and refund rows that the window's
// Stripe records name or that D1 dates inside the window. Only ids, statuses and amounts are read, never who
// bought. D1 binds at most 100 parameters a statement, so look-ups by intent id go in chunks.
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases, refundRequests, refunds } from '../../platform/db/schema.ts'
import type { Window } from './window.ts'

const CHUNK = 90

const purchaseColumns = {
  id: purchases.id,
  status: purchases.status,
  amount: purchases.amount,
  type: purchases.type,
  inventoryItemId: purchases.inventoryItemId,
  paymentIntentId: purchases.stripePaymentIntentId,
}
const planPaymentColumns = {
  purchaseId: planPayments.purchaseId,
  number: planPayments.number,
  amount: planPayments.amount,
  status: planPayments.status,
  paymentIntentId: planPayments.stripePaymentIntentId,
}
const refundColumns = {
  purchaseId: refundRequests.purchaseId,
  paymentIntentId: refunds.stripePaymentIntentId,
  kind: refunds.kind,
  stripeRefundId: refunds.stripeRefundId,
  status: refunds.status,
}

type Purchase = typeof purchases.$inferSelect

export interface PurchaseFacts {
  id: number
  status: Purchase['status']
  amount: number
  type: Purchase['type']
  inventoryItemId: number | null
  paymentIntentId: string | null
}
export interface PlanPaymentFacts {
  purchaseId: number
  number: number
  amount: number
  status: (typeof planPayments.$inferSelect)['status']
  paymentIntentId: string | null
}
export interface RefundRowFacts {
  purchaseId: number
  paymentIntentId: string
  kind: (typeof refunds.$inferSelect)['kind']
  stripeRefundId: string | null
  status: (typeof refunds.$inferSelect)['status']
}

export interface SiteRecords {
  /** By payment intent id. */
  purchases: Map<string, PurchaseFacts>
  /** By payment intent id: a plan's later payments (its first is the purchase's own intent). */
  planPayments: Map<string, PlanPaymentFacts>
  /** By payment intent id: what the site gave back of it. */
  refunds: Map<string, RefundRowFacts>
  /** Purchases refunded within the window, by purchase id, with every refund row they have. */
  refundedPurchases: Map<number, PurchaseFacts>
}

const inChunks = async <T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> => {
  const rows: T[] = []
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))))
  return rows
}

/** What D1 dates inside the window: purchases made, plan payments paid, refunds made and requests refunded. */
async function readDated(db: Database, window: Window) {
  const within = (column: SQLiteColumn) => and(gte(column, window.from), lte(column, window.to))
  return db.batch([
    db
      .select(purchaseColumns)
      .from(purchases)
      .where(and(isNotNull(purchases.stripePaymentIntentId), within(purchases.createdAt))),
    db
      .select(planPaymentColumns)
      .from(planPayments)
      .where(and(isNotNull(planPayments.stripePaymentIntentId), within(planPayments.paidAt))),
    db
      .select(refundColumns)
      .from(refunds)
      .innerJoin(refundRequests, eq(refundRequests.id, refunds.refundRequestId))
      .where(within(refunds.createdAt)),
    db
      .select(purchaseColumns)
      .from(purchases)
      .innerJoin(refundRequests, eq(refundRequests.purchaseId, purchases.id))
      .where(and(eq(purchases.status, 'refunded'), within(refundRequests.refundedAt))),
  ])
}

/** D1's rows for intents Stripe named that the dated reads did not bring (a sale older than the window). */
async function readByIntents(db: Database, ids: string[]) {
  const [bought, paid, given] = await Promise.all([
    inChunks(ids, (chunk) =>
      db.select(purchaseColumns).from(purchases).where(inArray(purchases.stripePaymentIntentId, chunk)),
    ),
    inChunks(ids, (chunk) =>
      db.select(planPaymentColumns).from(planPayments).where(inArray(planPayments.stripePaymentIntentId, chunk)),
    ),
    inChunks(ids, (chunk) =>
      db
        .select(refundColumns)
        .from(refunds)
        .innerJoin(refundRequests, eq(refundRequests.id, refunds.refundRequestId))
        .where(inArray(refunds.stripePaymentIntentId, chunk)),
    ),
  ])
  return { bought, paid, given }
}

/** The refund rows of purchases refunded in the window whose rows were made before it. */
async function readRefundsOf(db: Database, purchaseIds: number[]): Promise<RefundRowFacts[]> {
  return inChunks(purchaseIds.map(String), (chunk) =>
    db
      .select(refundColumns)
      .from(refunds)
      .innerJoin(refundRequests, eq(refundRequests.id, refunds.refundRequestId))
      .where(inArray(refundRequests.purchaseId, chunk.map(Number))),
  )
}

export async function readSiteRecords(db: Database, window: Window, stripeIntentIds: string[]): Promise<SiteRecords> {
  const [bought, paid, given, refunded] = await readDated(db, window)
  const records: SiteRecords = {
    purchases: new Map(),
    planPayments: new Map(),
    refunds: new Map(),
    refundedPurchases: new Map(refunded.map((row) => [row.id, row])),
  }
  const add = (rows: { bought: PurchaseFacts[]; paid: PlanPaymentFacts[]; given: RefundRowFacts[] }) => {
    for (const row of rows.bought) if (row.paymentIntentId) records.purchases.set(row.paymentIntentId, row)
    for (const row of rows.paid) if (row.paymentIntentId) records.planPayments.set(row.paymentIntentId, row)
    for (const row of rows.given) records.refunds.set(row.paymentIntentId, row)
  }
  add({ bought, paid, given })
  const known = (id: string) => records.purchases.has(id) || records.planPayments.has(id)
  add(
    await readByIntents(
      db,
      [...new Set(stripeIntentIds)].filter((id) => !known(id)),
    ),
  )
  const withoutRows = [...records.refundedPurchases.keys()].filter(
    (id) => ![...records.refunds.values()].some((row) => row.purchaseId === id),
  )
  add({ bought: [], paid: [], given: await readRefundsOf(db, withoutRows) })
  return records
}
