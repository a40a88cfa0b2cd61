import { app } from './app.ts'
import { runScheduledJobs } from './jobs/scheduled.ts'

export { InventoryLedger } from './durable/inventory-ledger.ts'
export { PaymentSettlement } from './durable/payment-settlement.ts'

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, controller.cron))
  },
} satisfies ExportedHandler<Env>
