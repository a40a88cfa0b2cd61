import { app } from './app.ts'

export { InventoryLedger } from './durable/inventory-ledger.ts'

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>
