import { app } from './app.ts'
import { runScheduledJobs } from './scheduled.ts'

export { InventoryLedger } from './features/seats/seats.ts'
export { PaymentSettlement } from './payment-settlement.ts'

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, controller.cron))
  },
} satisfies ExportedHandler<Env>
