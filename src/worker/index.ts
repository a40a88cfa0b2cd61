import { app } from './app.ts'
import { runScheduledJobs } from './scheduled.ts'
import { withLogScope } from './platform/log.ts'
import { durableObjectWithErrorReporting, withErrorReporting } from './platform/error-reporting.ts'
import { InventoryLedger as Ledger } from './features/seats/seats.ts'
import { PaymentSettlement as Settlement } from './payment-settlement.ts'
import { CoachCalendar as Calendar } from './features/bookings/bookings.ts'
import { provideLetters } from './features/outbox/outbox.ts'
import { LETTERS } from './features/letters/letters.ts'

// The outbox renders each email from its feature's letter; the book is handed in here, before any request, cron
// run or Durable Object alarm of this isolate can deliver one (decision 126).
provideLetters(LETTERS)

// The Durable Object classes, wrapped for error reporting when SENTRY_DSN is set (decision 069); the types keep
// the classes' own names, which the generated Env's namespaces name.
export const InventoryLedger = durableObjectWithErrorReporting(Ledger)
export type InventoryLedger = Ledger
export const PaymentSettlement = durableObjectWithErrorReporting(Settlement)
export type PaymentSettlement = Settlement
export const CoachCalendar = durableObjectWithErrorReporting(Calendar)
export type CoachCalendar = Calendar

export default withErrorReporting({
  fetch: app.fetch,
  // The later of the clock and the scheduled moment: a deployed cron's scheduledTime is never ahead of the
  // clock, while a local run may name a later one (/cdn-cgi/local/scheduled?time=…, tools/cron.ts).
  scheduled(controller, env, ctx) {
    const at = Math.max(Date.now(), controller.scheduledTime)
    // A run's lines share one id: the schedule and the minute it ran for.
    const id = `cron ${controller.cron} ${new Date(at).toISOString()}`
    ctx.waitUntil(withLogScope(id, () => runScheduledJobs(env, controller.cron, at)))
  },
} satisfies ExportedHandler<Env>)
