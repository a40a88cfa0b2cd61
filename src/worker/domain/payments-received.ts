// The captured payments of a purchase, in cents: what a refund gives back. A purchase paid in full has one,
// its own payment intent once the payment succeeded. (A payment plan adds its later payments here.)
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { purchases } from '../db/schema.ts'

type Db = Database

export async function paymentsReceived(db: Db, purchaseId: number): Promise<{ number: number; stripePaymentIntentId: string; amount: number }[]> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) })
  // A refunded purchase was paid: its payment stays a payment received, so a retry refunds the same intent.
  if (!purchase?.stripePaymentIntentId || purchase.amount === 0 || (purchase.status !== 'succeeded' && purchase.status !== 'refunded')) return []
  return [{ number: 1, stripePaymentIntentId: purchase.stripePaymentIntentId, amount: purchase.amount }]
}
