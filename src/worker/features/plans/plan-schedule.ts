// A payment plan's rows: made once when the first payment is captured (the same statements may run again
// from another settle and change nothing), read for the buyer and the owner, and stopped by a refund.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { PlanView } from '../../../shared/plan-terms.ts'
import { attemptTime, businessDay, planSchedule } from '../../../shared/rules/plan-schedule.ts'
import { randomBase64url } from '../../platform/base64url.ts'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases } from '../../platform/db/schema.ts'

type Purchase = typeof purchases.$inferSelect
export type PlanPayment = typeof planPayments.$inferSelect

/** The day a purchase's plan starts: the Pacific day it was made, which is what the buyer was shown. */
export const planStartDay = (purchase: Pick<Purchase, 'createdAt'>) => businessDay(new Date(purchase.createdAt))

/** The plan of a purchase as its schedule reads before any payment is recorded; null when paid in full. */
export function planViewOf(purchase: Pick<Purchase, 'planPayments' | 'amount' | 'createdAt'>): PlanView | null {
  if (!purchase.planPayments) return null
  const schedule = planSchedule(planStartDay(purchase), purchase.planPayments, purchase.amount)
  return {
    payments: purchase.planPayments,
    amount: purchase.amount,
    total: purchase.planPayments * purchase.amount,
    schedule,
  }
}

/**
 * The plan begins with its first payment captured: the card it saved and one row per payment, the first
 * already paid by the purchase's own intent.
 */
export function startPlanStatements(
  db: Database,
  purchase: Purchase,
  paymentMethodId: string | null,
  paidAt: string,
): BatchItem<'sqlite'>[] {
  const plan = planViewOf(purchase)
  if (!plan) return []
  return [
    db
      .update(purchases)
      .set({ planStatus: 'active', stripePaymentMethodId: paymentMethodId })
      .where(and(eq(purchases.id, purchase.id), isNull(purchases.planStatus))),
    db
      .insert(planPayments)
      .values(
        plan.schedule.map((payment) => {
          const first = payment.number === 1
          return {
            purchaseId: purchase.id,
            number: payment.number,
            amount: payment.amount,
            dueOn: payment.dueOn,
            status: first ? ('paid' as const) : ('scheduled' as const),
            nextAttemptAt: attemptTime(payment.dueOn, 0)!,
            stripePaymentIntentId: first ? purchase.stripePaymentIntentId : null,
            paidAt: first ? paidAt : null,
          }
        }),
      )
      .onConflictDoNothing(),
  ]
}

/** 32 random bytes, base64url: the buyer's link needs no sign-in, so it must not be guessable. */
export function newPlanToken(): string {
  return randomBase64url(32)
}

export function paymentsOfPlan(db: Database, purchaseId: number) {
  return db.select().from(planPayments).where(eq(planPayments.purchaseId, purchaseId)).orderBy(asc(planPayments.number))
}

/** The schedule with what became of each payment, for the buyer's link and the owner's admin. */
export function planViewWithStatus(purchase: Purchase, rows: PlanPayment[]): PlanView | null {
  const plan = planViewOf(purchase)
  if (!plan || rows.length === 0) return plan
  return {
    ...plan,
    schedule: rows.map((row) => ({ number: row.number, dueOn: row.dueOn, amount: row.amount, status: row.status })),
  }
}

/**
 * What a refund leaves: payments not yet made are canceled and the plan stops. A payment being charged
 * right now keeps its claim and may still go through; the refund's own count of payments received (see
 * payments-received.ts) is read after this.
 */
export async function cancelRemainingPayments(db: Database, purchaseId: number, now: Date): Promise<number> {
  const [canceled] = await db.batch([
    db
      .update(planPayments)
      .set({ status: 'canceled', claimedUntil: null, lastFailedAt: null, nextAttemptAt: now.toISOString() })
      .where(
        and(
          eq(planPayments.purchaseId, purchaseId),
          inArray(planPayments.status, ['scheduled', 'retrying', 'overdue']),
        ),
      )
      .returning({ id: planPayments.id }),
    db
      .update(purchases)
      .set({ planStatus: 'canceled' })
      .where(and(eq(purchases.id, purchaseId), inArray(purchases.planStatus, ['active', 'overdue']))),
  ])
  return canceled.length
}
