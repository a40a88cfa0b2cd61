// The 30-day guarantee's names, shared by the Worker, the refund page and the admin.
export const REFUND_APPROVALS = ['automatic', 'manual'] as const
export type RefundApproval = (typeof REFUND_APPROVALS)[number]

export const REFUND_REQUEST_STATUSES = ['awaiting-approval', 'approved', 'refunding', 'refunded', 'failed'] as const
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number]

/** A refund row follows Stripe's refund: pending or succeeded once made, failed or canceled for good. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const REFUND_WINDOW_DAYS = 30
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000
/** Under manual approval, a request the owner has not answered approves itself after this long. */
export const MANUAL_APPROVAL_HOURS = 72
export const MANUAL_APPROVAL_MS = MANUAL_APPROVAL_HOURS * 60 * 60 * 1000

/** What the refund page shows for one link. `available`: inside the window, nothing asked yet. */
export type RefundLinkState = 'available' | 'expired' | RefundRequestStatus

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
}
