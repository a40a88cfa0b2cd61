// The refund rows a refund's steps read again and again (the link's view and press, each step of the refund, each
// Stripe event), built once per database client (platform/db/prepared.ts): Drizzle building these selects anew on
// every call cost more than running them.
import { eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { refundRequests, refunds } from '../../platform/db/schema.ts'

const requestById = preparedStatement((db: Database, slot: { id: number }) =>
  db.select().from(refundRequests).where(eq(refundRequests.id, slot.id)).limit(1),
)

const requestOfPurchase = preparedStatement((db: Database, slot: { purchaseId: number }) =>
  db.select().from(refundRequests).where(eq(refundRequests.purchaseId, slot.purchaseId)).limit(1),
)

const refundOfIntent = preparedStatement((db: Database, slot: { intentId: string }) =>
  db.select().from(refunds).where(eq(refunds.stripePaymentIntentId, slot.intentId)).limit(1),
)

export async function findRefundRequest(db: Database, id: number) {
  const [row] = await requestById(db, { id })
  return row
}

/** A purchase's one refund request, if it has one (refund_requests.purchase_id is unique). */
export async function refundRequestOf(db: Database, purchaseId: number) {
  const [row] = await requestOfPurchase(db, { purchaseId })
  return row
}

/** The refund row of one payment intent, if any (refunds.stripe_payment_intent_id is unique). */
export async function refundOf(db: Database, intentId: string) {
  const [row] = await refundOfIntent(db, { intentId })
  return row
}
