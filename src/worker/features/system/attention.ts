// Purchases the owner should look at: a card authorized and left so (the seat waits three minutes for its
// card, the reconciler settles within minutes; a quarter of an hour means something is stuck), a refund that
// failed, a plan payment overdue. Oldest first, at most 50 of each.
import { and, asc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases, refundRequests } from '../../platform/db/schema.ts'

export const STUCK_AUTHORIZED_MS = 15 * 60 * 1000
const LIMIT = 50

export interface AttentionItem {
  kind: 'authorized-too-long' | 'refund-failed' | 'plan-payment-overdue'
  purchaseId: number
  description: string
  amount: number
  since: string
  detail: string | null
}

export async function readAttention(db: Database, now = Date.now()): Promise<AttentionItem[]> {
  const cutoff = new Date(now - STUCK_AUTHORIZED_MS).toISOString()
  const [authorized, refunds, overdue] = await Promise.all([
    db
      .select({
        purchaseId: purchases.id,
        description: purchases.description,
        amount: purchases.amount,
        since: purchases.createdAt,
      })
      .from(purchases)
      .where(and(eq(purchases.status, 'authorized'), lt(purchases.createdAt, cutoff)))
      .orderBy(asc(purchases.createdAt))
      .limit(LIMIT),
    db
      .select({
        purchaseId: refundRequests.purchaseId,
        description: purchases.description,
        amount: refundRequests.amount,
        since: refundRequests.requestedAt,
        detail: refundRequests.failureReason,
      })
      .from(refundRequests)
      .innerJoin(purchases, eq(purchases.id, refundRequests.purchaseId))
      .where(eq(refundRequests.status, 'failed'))
      .orderBy(asc(refundRequests.requestedAt))
      .limit(LIMIT),
    db
      .select({
        purchaseId: planPayments.purchaseId,
        description: purchases.description,
        amount: planPayments.amount,
        since: planPayments.dueOn,
        detail: planPayments.lastError,
      })
      .from(planPayments)
      .innerJoin(purchases, eq(purchases.id, planPayments.purchaseId))
      .where(eq(planPayments.status, 'overdue'))
      .orderBy(asc(planPayments.dueOn))
      .limit(LIMIT),
  ])
  return [
    ...authorized.map((row) => ({
      kind: 'authorized-too-long' as const,
      ...row,
      detail: 'Card authorized, not captured',
    })),
    ...refunds.map((row) => ({ kind: 'refund-failed' as const, ...row })),
    ...overdue.map((row) => ({ kind: 'plan-payment-overdue' as const, ...row })),
  ]
}
