// The refunds feature's one entry: what other features and the app use of it; its other files stay its own.
export { onChargeRefunded, onRefundEvent } from './refund-events.ts'
export { finishRefund, putBack } from './refund-execution.ts'
export { refundPathFor, windowEndOf, windowOpen } from './refund-link.ts'
export { decideWaitingClaims, runDueRefunds } from './refund-requests.ts'
export { REFUND_LETTERS, OWNER_REFUND_SUBJECTS } from './refund-letters.tsx'
