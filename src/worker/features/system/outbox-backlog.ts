// The outbox's backlog in figures only: counts by status and how long the oldest waiting message has waited.
import { count, inArray, min } from 'drizzle-orm'
import { OUTBOX_STATUSES } from '../../../shared/schemas/outbox.ts'
import type { Database } from '../../platform/db/client.ts'
import { outbox } from '../../platform/db/schema.ts'

// A withheld message is counted on its own, never as failed: the person opted out and nothing is wrong.
const STATUSES = OUTBOX_STATUSES

export interface OutboxBacklog {
  counts: Record<(typeof STATUSES)[number], number>
  /** Seconds since the oldest message still waiting (pending or sending) was written; null when none waits. */
  oldestWaitingSeconds: number | null
}

export async function readOutboxBacklog(db: Database, now = Date.now()): Promise<OutboxBacklog> {
  const [rows, [oldest]] = await Promise.all([
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
    db
      .select({ createdAt: min(outbox.createdAt) })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'sending'])),
  ])
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as OutboxBacklog['counts']
  for (const row of rows) counts[row.status] = row.n
  const since = oldest?.createdAt ? Date.parse(oldest.createdAt) : NaN
  return { counts, oldestWaitingSeconds: Number.isNaN(since) ? null : Math.max(0, Math.round((now - since) / 1000)) }
}
