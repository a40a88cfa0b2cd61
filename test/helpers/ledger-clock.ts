// Time passing inside an item's seat ledger: a hold's or an offer's deadline moved into the past, so the
// ledger's alarm (run by the test when it wants) finds it lapsed, without the test waiting minutes or hours.
import { runInDurableObject } from 'cloudflare:test'
import type { InventoryLedger } from '../../src/worker/features/seats/seats.ts'
import { ledgerOf } from './checkout.ts'

/** Moves a hold's expiry into the past, as if its minutes had gone by. */
export async function expireHold(itemId: number, holdId: string): Promise<void> {
  await runInDurableObject(ledgerOf(itemId), (_instance: InventoryLedger, state) => {
    state.storage.sql.exec('UPDATE holds SET expires_at = ? WHERE hold_id = ?', Date.now() - 1, holdId)
  })
}

/** Moves the deadline of the item's open waitlist offer into the past. */
export async function expireOffer(itemId: number): Promise<void> {
  await runInDurableObject(ledgerOf(itemId), (_instance: InventoryLedger, state) => {
    state.storage.sql.exec(`UPDATE waitlist SET offer_expires = ? WHERE status = 'offered'`, Date.now() - 1)
  })
}
