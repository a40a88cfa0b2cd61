import { app } from './app.ts'
import { runScheduledJobs } from './scheduled.ts'
import { withLogScope } from './platform/log.ts'

export { InventoryLedger } from './features/seats/seats.ts'
export { PaymentSettlement } from './payment-settlement.ts'
export { CoachCalendar } from './features/bookings/bookings.ts'

export default {
  fetch: app.fetch,
  // The later of the clock and the scheduled moment: a deployed cron's scheduledTime is never ahead of the
  // clock, while a local run may name a later one (/cdn-cgi/local/scheduled?time=…, tools/cron.ts).
  scheduled(controller, env, ctx) {
    const at = Math.max(Date.now(), controller.scheduledTime)
    // A run's lines share one id: the schedule and the minute it ran for.
    const id = `cron ${controller.cron} ${new Date(at).toISOString()}`
    ctx.waitUntil(withLogScope(id, () => runScheduledJobs(env, controller.cron, at)))
  },
} satisfies ExportedHandler<Env>
