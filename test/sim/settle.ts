// Quiescence: what a day without buyers does. Every queued webhook is delivered, every hold lapses and the
// ledgers' alarms run, the reconciler runs a day on (it cancels authorizations abandoned for a day), the webhooks
// that caused are delivered too, and the coach's calendar is compared with D1 and mended. After this D1 must have
// caught up with the ledger, Stripe and the calendar.
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { InventoryLedger } from '../../src/worker/features/seats/seats.ts'
import { reconcilePayments } from '../../src/worker/features/checkout/reconcile-payments.ts'
import { calendarDifferences } from '../../src/worker/features/reconciliation/reconciliation.ts'
import { ledgerOf, STRIPE } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { drainWebhooks } from './actions.ts'
import type { World } from './world.ts'

const DAY_AND_AN_HOUR = 25 * 3600 * 1000

async function lapseAllHolds(w: World): Promise<void> {
  for (const item of w.items) {
    // The run's items are its own, so every hold in their ledgers is this run's.
    await runInDurableObject(ledgerOf(item.id), (_ledger: InventoryLedger, state) => {
      state.storage.sql.exec(`UPDATE holds SET expires_at = ? WHERE status = 'held'`, Date.now() - 1)
    })
    await runDurableObjectAlarm(ledgerOf(item.id))
  }
}

export async function settleDown(w: World): Promise<void> {
  await drainWebhooks(w)
  // A day on, Stripe's outage is over: the faults planned and not yet taken (they stack, and one may take two
  // calls) are dropped, so the reconciler finishes what the failed calls left.
  await fetch(`${STRIPE}/__emulator/failures`, { method: 'DELETE' })
  await lapseAllHolds(w)
  // A day on from now, not from the last rest: the reconciler only looks two days back (its give-up window),
  // and the Worker's own clock (created_at) cannot be moved, so the jobs' clock never runs further ahead.
  await reconcilePayments(testDb(), env, Date.now() + DAY_AND_AN_HOUR)
  await drainWebhooks(w)
  for (const item of w.items) await runDurableObjectAlarm(ledgerOf(item.id))
  // The night's comparison of the coach's calendar with D1 (decision 093), two hours on so what the run's faults
  // left a moment ago is past the hour it leaves alone; no session of the run starts within two hours.
  const mended = await calendarDifferences(testDb(), env, Date.now() + 2 * 3600 * 1000)
  w.openFaults = 0
  w.trace.push(
    `— at rest (a day on); calendar and D1: ${mended.map((d) => `${d.kind} (${d.detail})`).join('; ') || 'agree'} —`,
  )
}
