// The nightly reconciliation's entry (decision 068): the job the daily cron runs and the last run for the System tab.
import type { Database } from '../../platform/db/client.ts'
import { createStripe } from '../../platform/adapters/stripe.ts'
import { runReconciliation } from './run-reconciliation.ts'

export { readLastReconciliation, type LastReconciliation } from './last-run.ts'
export { runReconciliation, type RunSummary } from './run-reconciliation.ts'
export { calendarDifferences } from './calendar-differences.ts'

/** The daily job: Stripe's payments when a key is set, the seat ledgers and the coach's calendar always. */
export async function reconcileNightly(db: Database, env: Env, nowMs: number): Promise<void> {
  await runReconciliation(db, env, createStripe(env), nowMs)
}
export { RECONCILIATION_LETTERS } from './reconciliation-letters.tsx'
