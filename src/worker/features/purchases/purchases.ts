// The purchase lifecycle (decision 052): the one state machine and the only writer of a purchase's status.
export { canMove, isOpen, PURCHASE_MOVES, SETTLED_FOR_GOOD } from './purchase-states.ts'
export type { Purchase, PurchaseMove, PurchaseStatus } from './purchase-states.ts'
export {
  findPurchase,
  movePurchase,
  moveStatement,
  purchaseOfIntent,
  purchaseOnPayment,
  saleOfIntent,
} from './purchase-moves.ts'
export type { MoveChanges, PurchaseItem } from './purchase-moves.ts'
export {
  reserveLeaseEnd,
  heldByAnotherReserve,
  newReserveLease,
  type OpenSale,
  putBackOpenSale,
  recordOpenSale,
  type ReserveLease,
} from './open-purchase.ts'
export { cancelIntent, capture } from './intent-calls.ts'
export { type PaymentReceived, paymentsReceived } from './payments-received.ts'
export { refundStepsFor, settlementFor } from './settlement-objects.ts'
