// The 30-day guarantee's names, shared by the Worker, the refund page and the admin.
import type { GuaranteeView } from './guarantee.ts'
export const REFUND_APPROVALS = ['automatic', 'manual'] as const
export type RefundApproval = (typeof REFUND_APPROVALS)[number]

/**
 * `awaiting-marks`: asked under the guarantee while a call was not marked yet; the owner's marks move it to
 * `approved` (met) or `declined` (not met), decision 106.
 */
export const REFUND_REQUEST_STATUSES = [
  'awaiting-approval',
  'awaiting-marks',
  'approved',
  'refunding',
  'refunded',
  'declined',
  'failed',
] as const
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number]

/** A refund row follows Stripe's refund: pending or succeeded once made, failed or canceled for good. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const REFUND_WINDOW_DAYS = 30
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000

/**
 * The guarantee's window ends 30 × 24 hours after the purchase was paid (fulfilled; a plan's first payment), else
 * after it was made: the refund link's deadline and the guarantee's record read this one instant.
 */
export function windowEndOf(purchase: { fulfilledAt: string | null; createdAt: string }): number {
  return Date.parse(purchase.fulfilledAt ?? purchase.createdAt) + REFUND_WINDOW_MS
}
/** Under manual approval, a request the owner has not answered approves itself after this long. */
export const MANUAL_APPROVAL_HOURS = 72
export const MANUAL_APPROVAL_MS = MANUAL_APPROVAL_HOURS * 60 * 60 * 1000

/**
 * What the refund page shows for one link. `available`: inside the window, nothing asked yet; `not-met`: inside
 * it, but the record does not meet the guarantee's conditions, so the link refunds nothing.
 */
export type RefundLinkState = 'available' | 'expired' | 'not-met' | RefundRequestStatus

/** The owner's reason for a refund the guarantee's record does not cover: kept beside the request and shown. */
export const OWNER_REASON_MAX = 500

export interface RefundLinkView {
  state: RefundLinkState
  description: string
  amountPaid: number
  /** Exactly what comes back, in cents. */
  refundAmount: number
  /** What comes back and why, in the refund's terms (decision 083). */
  why: string
  paidAt: string
  windowEndsAt: string
  /** Manual approval: when the request approves itself. */
  approveAfter: string | null
  contact: { name: string; email: string; phone: string }
  /** The purchase's standing under the guarantee, with its record's hash (sent back with the press). */
  guarantee: GuaranteeView | null
  /** The guarantee's conditions in the SPEC's words. */
  conditions: string
  /** The agreement he ticked at checkout, in its own version's words (decision 108); null when none was shown. */
  agreement: { text: string; versionDate: string } | null
}
