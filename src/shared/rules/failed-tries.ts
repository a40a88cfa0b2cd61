// A plan payment's trouble as the owner reads it beside the payment: how many tries failed and Stripe's reason.
import { countOf } from './plural.ts'

/**
 * '2 failed tries: Your card was declined.'; a reason with no failed try behind it (a payment waiting for the
 * buyer's bank) is the reason alone, never '0 failed tries'.
 */
export function failedTriesWords(attempts: number, reason: string): string {
  return attempts > 0 ? `${countOf(attempts, 'failed try', 'failed tries')}: ${reason}` : reason
}
