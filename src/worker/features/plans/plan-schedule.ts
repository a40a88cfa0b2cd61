// A payment plan's rows: made once when the first payment is captured (the same statements may run again
// from another settle and change nothing), read for the buyer and the owner, and stopped by a refund.
import { and, asc, eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { PlanView } from '../../../shared/plan-terms.ts'
import { attemptTime, businessDay, planSchedule } from '../../../shared/rules/plan-schedule.ts'
import { randomBase64url } from '../../platform/base64url.ts'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases } from '../../platform/db/schema.ts'
import { movePayment, STOPPED_BY, stopStatement } from './plan-payment-states.ts'
import { planLifecycle } from './plan-states.ts'

type Purchase = typeof purchases.$inferSelect
export type { PlanPayment } from './plan-payment-states.ts'
type PlanPayment = typeof planPayments.$inferSelect

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
    planLifecycle.statement(db, 'start', { id: purchase.id, set: { stripePaymentMethodId: paymentMethodId } }),
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

/**
 * What became of a payment as the buyer reads it: once the purchase is refunded, the money of each paid payment
 * came back to him, so it reads refunded, never paid.
 */
const buyerStatus = (purchase: Purchase, row: PlanPayment) =>
  purchase.status === 'refunded' && row.status === 'paid' ? 'refunded' : row.status

/** The schedule with what became of each payment, for the buyer's link. */
export function planViewWithStatus(purchase: Purchase, rows: PlanPayment[]): PlanView | null {
  const plan = planViewOf(purchase)
  if (!plan || rows.length === 0) return plan
  return {
    ...plan,
    schedule: rows.map((row) => ({
      number: row.number,
      dueOn: row.dueOn,
      amount: row.amount,
      status: buyerStatus(purchase, row),
    })),
  }
}

/**
 * What a refund or a data deletion leaves: payments nothing is charging are stopped and the plan stops. A
 * payment being charged right now (or whose request may be at Stripe) is never canceled under its charger: it
 * ends paid or refused, and a refund waits for it (planPaymentsInFlight) so a charge that lands is refunded too.
 */
export function stopPlanStatements(
  db: Database,
  purchaseIds: number[],
  reason: keyof typeof STOPPED_BY,
  now: Date,
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    stopStatement(db, purchaseIds, reason, now),
    planLifecycle.statement(db, 'stop', { ids: purchaseIds.length ? purchaseIds : [-1] }),
  ]
}

export async function cancelRemainingPayments(db: Database, purchaseId: number, now: Date): Promise<number> {
  const [canceled] = await db.batch(stopPlanStatements(db, [purchaseId], 'refund', now))
  return (canceled as unknown[]).length
}

/**
 * A refund that failed afterwards (decision 031) gives the plan back: each payment that refund stopped is due
 * again as it was (scheduled, or retrying / overdue with its failures), on its own day or at once if that has
 * passed, and the plan runs again. Statements for putBack's batch, and how many payments come back for the
 * owner's message. A plan stopped by a data deletion is never resumed.
 */
export async function resumePlanStatements(
  db: Database,
  purchase: Pick<Purchase, 'id' | 'planStatus'>,
): Promise<{ statements: BatchItem<'sqlite'>[]; resumed: number }> {
  if (purchase.planStatus !== 'canceled') return { statements: [], resumed: 0 }
  const stopped = await db
    .select()
    .from(planPayments)
    .where(
      and(
        eq(planPayments.purchaseId, purchase.id),
        eq(planPayments.status, 'canceled'),
        eq(planPayments.lastErrorCode, STOPPED_BY.refund),
      ),
    )
  if (stopped.length === 0) return { statements: [], resumed: 0 }
  const statements: BatchItem<'sqlite'>[] = stopped.map((row) => {
    const next = attemptTime(row.dueOn, row.attempts)
    return movePayment(
      db,
      row,
      'resume',
      {
        status: next === null ? 'overdue' : row.attempts > 0 ? 'retrying' : 'scheduled',
        nextAttemptAt: next ?? row.nextAttemptAt,
        lastError: null,
        lastErrorCode: null,
      },
      eq(planPayments.lastErrorCode, STOPPED_BY.refund),
    )
  })
  const overdue = stopped.some((row) => attemptTime(row.dueOn, row.attempts) === null)
  statements.push(planLifecycle.statement(db, overdue ? 'resumeOverdue' : 'resume', { id: purchase.id }))
  return { statements, resumed: stopped.length }
}
