// Writes straight to the e2e site's local D1 database, for what no page or API can make on demand: a
// purchase record on an item, a message that failed for good.
import { execFileSync } from 'node:child_process'
import { e2eStatePath } from '../../tools/lib/e2e-run-files.ts'
import { ROOT, toolEnv } from '../../tools/lib/local-site.ts'

/** This worker's e2e site's local state (D1 and KV), as tools/e2e-server.ts persists it. */
export const E2E_STATE = e2eStatePath()

/** Tries this often: the running site holds the same SQLite file, and a write of its own can lock it a moment. */
const ATTEMPTS = 4

export function executeSql(sql: string): void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--command', sql], {
        cwd: ROOT,
        env: toolEnv,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      return
    } catch (error) {
      // One CI run lost a write here with nothing to say why; the next failure names its reason.
      if (attempt === ATTEMPTS)
        throw new Error(`${sql}\n${String((error as { stderr?: unknown }).stderr ?? '')}`, { cause: error })
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt)
    }
  }
}

/** A paid purchase of an inventory item, so the item has history the delete must keep. */
export function insertPurchase(inventoryItemId: number): void {
  executeSql(
    `INSERT INTO purchases (inventory_item_id, type, description, amount, status, first_name, last_name, email, phone)
     VALUES (${inventoryItemId}, 'brotherhood', 'E2E pod seat', 60000, 'succeeded',
       'Test', 'Buyer', 'buyer-${Date.now()}@example.com', '(541) 555-0100')`,
  )
}

/** An email the delivery job gave up on, with the reason it recorded. */
export function insertFailedMessage(recipient: string, reason: string): void {
  executeSql(
    `INSERT INTO outbox (channel, template, recipient, payload, idempotency_key, status, attempts, last_error)
     VALUES ('email', 'guide-email', '${recipient}', '{}', 'e2e-failed:${crypto.randomUUID()}', 'failed', 6, '${reason}')`,
  )
}
