// The money a purchase has brought in, payment by payment: its own intent once captured, and for a plan
// each later payment charged since. Refunds give back exactly these.
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { planPayments } from '../../platform/db/schema.ts'
import { purchaseById } from './purchase-moves.ts'

export interface PaymentReceived {
  number: number
  stripePaymentIntentId: string
  amount: number
}

// Built once per database client (platform/db/prepared.ts), as the purchase's read is: every refund link's view
// and press and every step of a refund count the payments.
const laterPaid = preparedStatement((db: Database, slot: { purchaseId: number }) =>
  db
    .select()
    .from(planPayments)
    .where(
      and(eq(planPayments.purchaseId, slot.purchaseId), eq(planPayments.status, 'paid'), gt(planPayments.number, 1)),
    )
    .orderBy(asc(planPayments.number)),
)

export async function paymentsReceived(db: Database, purchaseId: number): Promise<PaymentReceived[]> {
  const [purchase, later] = await db.batch([purchaseById(db, purchaseId), laterPaid(db, { purchaseId })])
  const first = purchase[0]
  if (!first || first.status !== 'succeeded' || !first.stripePaymentIntentId || first.amount === 0) return []
  return [
    { number: 1, stripePaymentIntentId: first.stripePaymentIntentId, amount: first.amount },
    ...later.flatMap((row) =>
      row.stripePaymentIntentId
        ? [{ number: row.number, stripePaymentIntentId: row.stripePaymentIntentId, amount: row.amount }]
        : [],
    ),
  ]
}
