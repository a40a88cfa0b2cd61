// A plan's lifecycle as a table (decision 124): the plan status of a purchase paid in payments, every move between
// its statuses, and the one guarded write that makes a move (platform/db/lifecycle.ts). A purchase starts with no
// plan status (paid in full, or its plan not captured yet); the plan's payments have their own table
// (plan-payment-states.ts).
import type { PlanStatus } from '../../../shared/constants.ts'
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { purchases } from '../../platform/db/schema.ts'

export const PLAN_MOVES = {
  /** The first payment was captured: the plan runs with the card it saved. */
  start: { from: [null], to: 'active', locks: [] },
  /** The last unpaid payment was paid (the caller adds: no payment of the plan is left unpaid). */
  complete: { from: ['active'], to: 'completed', locks: [] },
  /**
   * A payment ran out of attempts: the owner is told, bookings wait (decision 082). The caller adds: that payment's
   * own move to overdue applied in the same batch (a payment another writer settled first leaves the plan running).
   */
  fallBehind: { from: ['active'], to: 'overdue', locks: [] },
  /** The buyer saved a new card: the overdue payment is tried again at once. */
  catchUp: { from: ['overdue'], to: 'active', locks: [] },
  /** A refund or a data deletion stops what is left of the plan. */
  stop: { from: ['active', 'overdue'], to: 'canceled', locks: [] },
  /** The refund that stopped it failed (decision 031): the plan runs again... */
  resume: { from: ['canceled'], to: 'active', locks: [] },
  /** ...overdue at once when a payment it brings back has no attempt left. */
  resumeOverdue: { from: ['canceled'], to: 'overdue', locks: [] },
} as const satisfies Record<string, Move<PlanStatus | null>>

export type PlanMove = keyof typeof PLAN_MOVES

/** The only writer of `purchases.plan_status`; the purchase's own status beside it is never among its fields. */
export const planLifecycle = lifecycle(purchases, 'planStatus', 'id', PLAN_MOVES, ['status'])
