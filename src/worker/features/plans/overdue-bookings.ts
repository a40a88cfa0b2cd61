// The owner lets a client book while a plan payment is overdue (decision 082): the purchase records the highest
// payment number overdue now, so a payment that goes overdue later stops new bookings again. The count of open
// sessions does not change: he books only what his payments opened.
import { and, eq, isNotNull, max } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases } from '../../platform/db/schema.ts'

/** The payment number now allowed through, or null when no payment of the plan is overdue. */
export async function allowBookingsWhileOverdue(db: Database, purchaseId: number): Promise<number | null> {
  const [row] = await db
    .select({ through: max(planPayments.number) })
    .from(planPayments)
    .where(and(eq(planPayments.purchaseId, purchaseId), eq(planPayments.status, 'overdue')))
  const through = row?.through ?? null
  if (through === null) return null
  await db
    .update(purchases)
    .set({ bookingsAllowedThrough: through })
    .where(and(eq(purchases.id, purchaseId), isNotNull(purchases.planPayments)))
  return through
}
