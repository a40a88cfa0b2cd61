// A refund request's lifecycle as a table (decision 124): every move between its statuses and the one guarded write
// that makes a move (platform/db/lifecycle.ts). A request is written waiting for the owner, waiting for the coach's
// marks, or approved (refund-requests.ts, owner-refund.ts); `refunded` is left only by a refund that fails later,
// `failed` and `declined` wait for the owner.
import type { RefundRequestStatus } from '../../../shared/refunds.ts'
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { refundRequests } from '../../platform/db/schema.ts'

export const REFUND_REQUEST_MOVES = {
  /** The owner approves a waiting request, or the clock does after 72 hours. */
  approve: { from: ['awaiting-approval'], to: 'approved', locks: [] },
  /** The coach's marks meet the guarantee (the caller adds: the record is the one the pass read). */
  marksMet: { from: ['awaiting-marks'], to: 'approved', locks: [] },
  /** The coach's marks do not meet it (the same guard). */
  marksNotMet: { from: ['awaiting-marks'], to: 'declined', locks: [] },
  /** The owner refunds a request still waiting, or one the guarantee declined, with his reason (decision 106). */
  ownerTakesOver: { from: ['awaiting-approval', 'awaiting-marks', 'declined'], to: 'approved', locks: [] },
  /** One caller at a time runs the refund; a claim older than two minutes may be taken over (the caller adds it). */
  claim: { from: ['approved', 'refunding'], to: 'refunding', locks: [] },
  /** Every payment has its refund: the purchase is refunded in the same batch. */
  finish: { from: ['refunding'], to: 'refunded', locks: [] },
  /** Stripe refused the refund outright: nothing was given back, the owner decides. */
  stripeRefused: { from: ['refunding'], to: 'failed', locks: [] },
  /** A refund failed after it was made (refund.failed, decision 031): things are put back. */
  refundFailed: { from: ['refunding', 'refunded'], to: 'failed', locks: [] },
} as const satisfies Record<string, Move<RefundRequestStatus>>

/** The only writer of `refund_requests.status` after the request is written. */
export const refundRequestLifecycle = lifecycle(refundRequests, 'status', 'id', REFUND_REQUEST_MOVES)
