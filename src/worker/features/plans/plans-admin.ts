// Every purchase on a plan as the owner follows it: the schedule, what was paid and when, what is due
// next, and each failure with Stripe's reason. Plans in trouble come first.
import { asc, desc, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases } from '../../platform/db/schema.ts'

const PLAN_LIMIT = 200

export interface AdminPlanPayment {
  number: number
  amount: number
  dueOn: string
  status: (typeof planPayments.$inferSelect)['status']
  paidAt: string | null
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
  lastFailedAt: string | null
}

export interface AdminPlan {
  purchaseId: number
  name: string
  email: string
  description: string
  planStatus: (typeof purchases.$inferSelect)['planStatus']
  createdAt: string
  paid: number
  due: number
  nextDue: { dueOn: string; amount: number } | null
  payments: AdminPlanPayment[]
}

const TROUBLE_FIRST: Record<string, number> = { overdue: 0, active: 1, completed: 2, canceled: 3 }

export async function listPlans(db: Database): Promise<AdminPlan[]> {
  const plans = await db
    .select()
    .from(purchases)
    .where(isNotNull(purchases.planStatus))
    .orderBy(desc(purchases.createdAt))
    .limit(PLAN_LIMIT)
  if (plans.length === 0) return []
  const rows = await db
    .select()
    .from(planPayments)
    .where(
      inArray(
        planPayments.purchaseId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(planPayments.purchaseId), asc(planPayments.number))
  return plans
    .map((purchase) => {
      const payments = rows.filter((row) => row.purchaseId === purchase.id)
      const open = payments.filter(
        (row) =>
          row.status === 'scheduled' ||
          row.status === 'retrying' ||
          row.status === 'processing' ||
          row.status === 'overdue',
      )
      return {
        purchaseId: purchase.id,
        name: `${purchase.firstName} ${purchase.lastName}`,
        email: purchase.email,
        description: purchase.description,
        planStatus: purchase.planStatus,
        createdAt: purchase.createdAt,
        paid: payments.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amount, 0),
        due: open.reduce((sum, row) => sum + row.amount, 0),
        nextDue: open[0] ? { dueOn: open[0].dueOn, amount: open[0].amount } : null,
        payments: payments.map((row) => ({
          number: row.number,
          amount: row.amount,
          dueOn: row.dueOn,
          status: row.status,
          paidAt: row.paidAt,
          attempts: row.attempts,
          nextAttemptAt: row.status === 'scheduled' || row.status === 'retrying' ? row.nextAttemptAt : null,
          lastError: row.lastError,
          lastFailedAt: row.lastFailedAt,
        })),
      }
    })
    .sort((a, b) => (TROUBLE_FIRST[a.planStatus ?? ''] ?? 9) - (TROUBLE_FIRST[b.planStatus ?? ''] ?? 9))
}
