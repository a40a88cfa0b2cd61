// Every status change the run sees is one the row's lifecycle table allows (decision 124): the tables the Worker
// writes through are the ones read here. Between two looks several moves may land (a settle authorizes and
// fulfils in one step), so a change is allowed when a chain of listed moves leads from the status seen before to
// the one seen now. A status no move names, or a change no chain makes, is a violation.
import type { Move } from '../../src/worker/platform/db/lifecycle.ts'
import { PLAN_PAYMENT_MOVES } from '../../src/worker/features/plans/plan-payment-states.ts'
import { PLAN_MOVES } from '../../src/worker/features/plans/plan-states.ts'
import { PURCHASE_MOVES } from '../../src/worker/features/purchases/purchase-states.ts'
import { REFUND_REQUEST_MOVES } from '../../src/worker/features/refunds/refund-request-states.ts'
import type { planPayments, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import type { Violation } from './invariants.ts'
import type { World } from './world.ts'

type Moves = Record<string, Move<unknown>>

/** Every status a chain of `moves` leads to from `status`, itself included. */
export function reachableFrom(moves: Moves, status: unknown): Set<unknown> {
  const seen = new Set<unknown>([status])
  const next = [status]
  while (next.length) {
    const at = next.pop()
    for (const move of Object.values(moves)) {
      if (!move.from.includes(at)) continue
      for (const end of Array.isArray(move.to) ? move.to : [move.to])
        if (!seen.has(end)) {
          seen.add(end)
          next.push(end)
        }
    }
  }
  return seen
}

/** Each status a row was last seen in, per column and row, for the run of one world. */
const lastSeen = new WeakMap<World, Map<string, unknown>>()

interface Looked {
  column: string
  moves: Moves
  row: number
  status: unknown
}

function check(w: World, looks: Looked[]): Violation[] {
  const seen = lastSeen.get(w) ?? new Map<string, unknown>()
  lastSeen.set(w, seen)
  return looks.flatMap(({ column, moves, row, status }) => {
    const key = `${column}:${row}`
    const before = seen.has(key) ? seen.get(key) : undefined
    seen.set(key, status)
    if (before === undefined || reachableFrom(moves, before).has(status)) return []
    return [{ invariant: 'every change a move', detail: `${column} of ${row}: ${String(before)} → ${String(status)}` }]
  })
}

/** A purchase's status and its plan's, checked after every step. */
export function purchaseMovesSeen(w: World, rows: (typeof purchases.$inferSelect)[]): Violation[] {
  return check(
    w,
    rows.flatMap((purchase) => [
      { column: 'purchases.status', moves: PURCHASE_MOVES, row: purchase.id, status: purchase.status },
      // A plan's status starts empty (null): the looks start there too.
      { column: 'purchases.plan_status', moves: PLAN_MOVES, row: purchase.id, status: purchase.planStatus ?? null },
    ]),
  )
}

/** A plan's payments, checked after every step. */
export function planPaymentMovesSeen(w: World, rows: (typeof planPayments.$inferSelect)[]): Violation[] {
  return check(
    w,
    rows.map((payment) => ({
      column: 'plan_payments.status',
      moves: PLAN_PAYMENT_MOVES,
      row: payment.id,
      status: payment.status,
    })),
  )
}

/** Refund requests, checked at each quiescent point (where the run reads them). */
export function refundRequestMovesSeen(w: World, rows: (typeof refundRequests.$inferSelect)[]): Violation[] {
  return check(
    w,
    rows.map((request) => ({
      column: 'refund_requests.status',
      moves: REFUND_REQUEST_MOVES,
      row: request.id,
      status: request.status,
    })),
  )
}
