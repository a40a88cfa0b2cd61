import { SEAT_HOLD_MINUTES } from '../../shared/constants.ts'

export const HOLD_TTL_MS = SEAT_HOLD_MINUTES * 60 * 1000

/** The one InventoryLedger of an inventory item. */
export function ledgerFor(env: Env, itemId: number) {
  return env.INVENTORY_LEDGER.get(env.INVENTORY_LEDGER.idFromName(`inventory-item:${itemId}`))
}
