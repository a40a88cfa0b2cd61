// Which stretch of time a nightly reconciliation covers (decision 068).

/** A refund comes within the guarantee's 30 days of its sale, so 30 days back covers a sale and its refund. */
export const RECONCILE_DAYS = 30
/**
 * What was created in the last hour may still be settling (a capture between its authorization and its
 * fulfilment, a refund between Stripe and D1): the minute's reconciler finishes it, the next night checks it.
 */
export const SETTLING_MS = 60 * 60 * 1000

export interface Window {
  /** Unix seconds, as Stripe's `created` filter takes them. */
  fromSeconds: number
  toSeconds: number
  from: string
  to: string
}

export function windowEndingAt(nowMs: number, days = RECONCILE_DAYS): Window {
  const toMs = nowMs - SETTLING_MS
  const fromMs = toMs - days * 24 * 60 * 60 * 1000
  return {
    fromSeconds: Math.floor(fromMs / 1000),
    toSeconds: Math.floor(toMs / 1000),
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
  }
}
