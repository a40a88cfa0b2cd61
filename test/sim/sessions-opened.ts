// How many sessions a package's payments have opened: the one number the simulator's invariant "no client has
// more sessions booked or used than his payments have opened" reads (decision 094), from the same rule the
// booking's guarded insert and My coaching read (`sessionsOpen`, decision 082).
import { sessionsOpen } from '../../src/shared/bookings/sessions-open.ts'
import type { purchases } from '../../src/worker/platform/db/schema.ts'

type Purchase = typeof purchases.$inferSelect

export interface PaymentsMade {
  /** Plan payments paid so far, the first one included (0 for a purchase paid in full). */
  planPaymentsPaid: number
}

export function sessionsOpened(purchase: Purchase, payments: PaymentsMade, now = Date.now()): number {
  if (!purchase.sessionsIncluded) return 0
  const terms = {
    sessionsIncluded: purchase.sessionsIncluded,
    planPayments: purchase.planPayments,
    sessionRelease: purchase.sessionRelease,
    sessionCap: purchase.sessionCap,
    soldAt: purchase.fulfilledAt ?? purchase.createdAt,
  }
  return sessionsOpen(terms, purchase.planPayments ? payments.planPaymentsPaid : 1, now)
}
