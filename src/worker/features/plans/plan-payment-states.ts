// The one writer of plan_payments after a plan starts (decision 053). Every move below is a compare-and-set on
// the row as its caller read it (id, status, attempts, and what the move adds): a caller whose write matched
// nothing lost to someone else (another run, a webhook, a refund) and must not go on as if it had won.
//
//   scheduled ─┐                      ┌──► paid
//              ├─ claim (a lock, not a status) ──► charge ─┼──► processing ──► paid | retrying | overdue | canceled
//   retrying ──┘                      └──► retrying | overdue (a refusal) | canceled (a refusal, plan stopped)
//   scheduled | retrying | overdue ──stop (nothing possibly at Stripe)──► canceled ──resume (refund failed)──► back
import { and, eq, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm'
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import type { PlanPaymentStatus } from '../../../shared/constants.ts'
import type { Database } from '../../platform/db/client.ts'
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { planPayments, purchases, refundRequests } from '../../platform/db/schema.ts'

export type PlanPayment = typeof planPayments.$inferSelect
type Changes = SQLiteUpdateSetSource<typeof planPayments>

/** A move of one payment as its caller read it: the status it read (one of `from`) and its attempts. */
const AS_READ = ['status', 'attempts'] as const

/**
 * Every allowed change of a plan payment; a move asked from or to any other status throws (a bug, not a race). What
 * a move checks besides its locks is added by its caller, and named here.
 */
export const PLAN_PAYMENT_MOVES = {
  /**
   * A run takes the payment for two minutes and fixes the card of this attempt (the request stays the same). The
   * caller adds: claim lapsed, due; plan active with no refund asked unless this attempt may already be at Stripe.
   */
  claim: { from: ['scheduled', 'retrying'], to: ['scheduled', 'retrying'], locks: AS_READ },
  /** Stripe did not answer about the card: the claim lapses, the card of the attempt stays for the same key. */
  release: { from: ['scheduled', 'retrying'], to: ['scheduled', 'retrying'], locks: AS_READ },
  /** Stripe took the money (the charge's answer, a webhook, or a look-up). The caller adds the intent when processing. */
  pay: { from: ['scheduled', 'retrying', 'processing'], to: 'paid', locks: AS_READ },
  /** A method that confirms later (bank debits): the intent is kept and settled by its webhook or a look-up. */
  process: { from: ['scheduled', 'retrying'], to: 'processing', locks: AS_READ },
  /** Still processing at a look-up: only the next look-up time changes. The caller adds the intent. */
  recheck: { from: ['processing'], to: 'processing', locks: AS_READ },
  /** Stripe refused (any 4xx, or a processing intent that failed): one attempt more, the next key. */
  fail: {
    from: ['scheduled', 'retrying', 'processing'],
    to: ['retrying', 'overdue', 'canceled'],
    locks: AS_READ,
  },
  /**
   * A refund or a data deletion stops what is left, never an attempt that may be at Stripe right now: no claim and
   * no card fixed for an attempt (the caller adds them). Several payments at once.
   */
  stop: { from: ['scheduled', 'retrying', 'overdue'], to: 'canceled', locks: [] },
  /** A refund that failed afterwards (decision 031): what it stopped is due again (the caller adds: stopped by a refund). */
  resume: { from: ['canceled'], to: ['scheduled', 'retrying', 'overdue'], locks: AS_READ },
  /** The buyer saved a new card: a failed payment is due at once. Every such payment of the plan. */
  retryNow: { from: ['retrying', 'overdue'], to: 'retrying', locks: [] },
} as const satisfies Record<string, Move<PlanPaymentStatus>>

export type PlanPaymentMove = keyof typeof PLAN_PAYMENT_MOVES

/** The moves of one payment as read: those that lock its status and attempts (`stop` and `retryNow` sweep a plan). */
export type RowMove = {
  [K in PlanPaymentMove]: (typeof PLAN_PAYMENT_MOVES)[K]['locks'] extends typeof AS_READ ? K : never
}[PlanPaymentMove]

/** The only writer of `plan_payments.status` after a plan's rows are written. */
const planPaymentLifecycle = lifecycle(planPayments, 'status', 'id', PLAN_PAYMENT_MOVES)

/** Why a payment was stopped, kept on the row so only a refund's stop is undone when that refund fails. */
export const STOPPED_BY = { refund: 'stopped-by-refund', deletion: 'stopped-by-data-deletion' } as const
const STOPPED_TEXT = {
  refund: 'Stopped: the buyer asked for a refund.',
  deletion: "Stopped: the buyer's data was deleted.",
}

function allowed(move: PlanPaymentMove, from: PlanPaymentStatus, to: PlanPaymentStatus): void {
  const rule: Move<PlanPaymentStatus> = PLAN_PAYMENT_MOVES[move]
  const ends: readonly PlanPaymentStatus[] = typeof rule.to === 'string' ? [rule.to] : rule.to
  if (!rule.from.includes(from) || !ends.includes(to))
    throw new Error(`A plan payment cannot ${move} from ${from} to ${to}`)
  // A sweep of a plan's payments locks nothing read: as one payment's move it would write past a newer status.
  if (rule.locks.length === 0) throw new Error(`A plan payment's ${move} is not a move of one payment as read`)
}

/**
 * One compare-and-set on one payment as its caller read it (its id, status and attempts, and what the move adds).
 * Returns the statement (to run alone or in a batch with what must happen only together with it); its `returning()`
 * rows are empty when the caller lost. A move that keeps the status writes it as it was read.
 */
export function movePayment(
  db: Database,
  row: Pick<PlanPayment, 'id' | 'status' | 'attempts'>,
  move: RowMove,
  changes: Changes,
  ...guards: (SQL | undefined)[]
) {
  const { status, ...set } = changes
  const to = typeof status === 'string' ? (status as PlanPaymentStatus) : row.status
  allowed(move, row.status, to)
  // Checked just above: a move that locks the status and attempts read, from and to statuses it lists. The one
  // cast left: the options are built from what the caller read, one type for every such move.
  const options = { id: row.id, read: row, to, set, where: guards } as Parameters<
    typeof planPaymentLifecycle.statement<RowMove>
  >[2]
  return planPaymentLifecycle.statement(db, move, options)
}

/** Runs one move alone: the row after it, or undefined when another writer got there first. */
export async function tryMove(
  db: Database,
  row: Pick<PlanPayment, 'id' | 'status' | 'attempts'>,
  move: RowMove,
  changes: Changes,
  ...guards: (SQL | undefined)[]
): Promise<PlanPayment | undefined> {
  const [moved] = await movePayment(db, row, move, changes, ...guards)
  return moved
}

/**
 * An attempt whose request may have reached Stripe: claimed now, or claimed before by a run that never heard
 * back (its card is still fixed). Such a row is finished with the same idempotency key, never dropped.
 */
export const mayBeAtStripe = or(
  eq(planPayments.status, 'processing'),
  and(inArray(planPayments.status, ['scheduled', 'retrying']), isNotNull(planPayments.attemptPaymentMethodId)),
)!

/** The claim: only one run charges the attempt, and a new attempt starts only on a running plan with no refund asked. */
export function claimPayment(
  db: Database,
  row: PlanPayment,
  paymentMethodId: string | null,
  now: Date,
  claimMs: number,
) {
  const at = now.toISOString()
  const running = and(
    sql`exists (select 1 from ${purchases} where ${purchases.id} = ${planPayments.purchaseId}
      and ${purchases.status} = 'succeeded' and ${purchases.planStatus} = 'active')`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(refundRequests)
        .where(
          and(
            eq(refundRequests.purchaseId, planPayments.purchaseId),
            inArray(refundRequests.status, ['awaiting-approval', 'approved', 'refunding']),
          ),
        ),
    ),
  )
  return tryMove(
    db,
    row,
    'claim',
    {
      claimedUntil: new Date(now.getTime() + claimMs).toISOString(),
      attemptPaymentMethodId:
        sql`coalesce(${planPayments.attemptPaymentMethodId}, ${paymentMethodId})` as unknown as string,
    },
    lte(planPayments.nextAttemptAt, at),
    or(isNull(planPayments.claimedUntil), lte(planPayments.claimedUntil, at)),
    or(running, isNotNull(planPayments.attemptPaymentMethodId)),
  )
}

/**
 * Stops a plan's payments that nothing is charging: a refund's or a deletion's. One being charged, or whose
 * request may be at Stripe, is left to its charger; the refund waits for it (planPaymentsInFlight).
 */
export function stopStatement(db: Database, purchaseIds: number[], reason: keyof typeof STOPPED_BY, now: Date) {
  return planPaymentLifecycle.statement(db, 'stop', {
    every: true,
    set: {
      claimedUntil: null,
      nextAttemptAt: now.toISOString(),
      lastErrorCode: STOPPED_BY[reason],
      lastError: STOPPED_TEXT[reason],
    },
    where: [
      inArray(planPayments.purchaseId, purchaseIds.length ? purchaseIds : [-1]),
      isNull(planPayments.attemptPaymentMethodId),
      or(isNull(planPayments.claimedUntil), lte(planPayments.claimedUntil, now.toISOString())),
    ],
  })
}

/** Payments of a purchase whose charge may still land: a refund is not finished while one exists. */
export async function planPaymentsInFlight(db: Database, purchaseId: number): Promise<number> {
  const rows = await db
    .select({ id: planPayments.id })
    .from(planPayments)
    .where(and(eq(planPayments.purchaseId, purchaseId), mayBeAtStripe))
  return rows.length
}

/** The buyer saved a new card: a payment that failed (or ran out of tries) is due at once. */
export function retryNowStatement(db: Database, purchaseId: number, now: Date) {
  return planPaymentLifecycle.statement(db, 'retryNow', {
    every: true,
    set: { nextAttemptAt: now.toISOString() },
    where: [eq(planPayments.purchaseId, purchaseId)],
  })
}
