// How many sessions a package's payments have opened: the one number the simulator's invariant "no client has
// more sessions booked or used than his payments have opened" reads (decision 094). Today every session the
// package includes is open from the first payment (decision 076); the rule that opens them in step with the
// payments replaces this body, and the invariant then checks that rule with nothing else changed.
import type { purchases } from '../../src/worker/platform/db/schema.ts'

type Purchase = typeof purchases.$inferSelect

export interface PaymentsMade {
  /** Plan payments paid so far, the first one included (0 for a purchase paid in full). */
  planPaymentsPaid: number
}

export function sessionsOpened(purchase: Purchase, _payments: PaymentsMade): number {
  return purchase.sessionsIncluded ?? 0
}
