import { app } from './app.ts'
import { runScheduledJobs } from './scheduled.ts'

export { InventoryLedger } from './features/seats/seats.ts'
export { PaymentSettlement } from './payment-settlement.ts'

export default {
  fetch: app.fetch,
  // The later of the clock and the scheduled moment: a deployed cron's scheduledTime is never ahead of the
  // clock, while a local run may name a later one (/cdn-cgi/local/scheduled?time=…, tools/cron.ts).
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, controller.cron, Math.max(Date.now(), controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
