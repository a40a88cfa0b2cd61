import { SEAT_HOLD_MINUTES } from '../../../shared/constants.ts'

/** How long a seat is held for a buyer who has not authorized a card yet (the sale follows the authorization). */
export const HOLD_TTL_MS = SEAT_HOLD_MINUTES * 60 * 1000

/** The one InventoryLedger of an inventory item. */
export function ledgerFor(env: Env, itemId: number) {
  return env.INVENTORY_LEDGER.get(env.INVENTORY_LEDGER.idFromName(`inventory-item:${itemId}`))
}
