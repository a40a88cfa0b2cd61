// A plan link lets its holder save a card and charge what is owed. Should a link leak, the per-address limit
// does not stop a script from many addresses: this counts card updates per plan, a few a day.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { formatDeadline } from '../../../shared/rules/business-time.ts'
import type { Database } from '../../platform/db/client.ts'
import { planCardUpdates } from '../../platform/db/schema.ts'
import { TooManyRequestsError } from '../../platform/http-error.ts'

export const CARD_UPDATES_PER_DAY = 5
const DAY_MS = 24 * 60 * 60 * 1000

export const tooManyCardUpdates = (retryAt: Date) =>
  `You have tried ${CARD_UPDATES_PER_DAY} new cards today. For your safety, please try again after ` +
  `${formatDeadline(retryAt.getTime())}, or contact us.`

/**
 * Counts this card update against the plan's day, or refuses it saying when the next one may start. The count
 * and the insert are one statement, so concurrent requests from many addresses cannot all slip under the cap.
 */
export async function countCardUpdate(db: Database, purchaseId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const recent = and(eq(planCardUpdates.purchaseId, purchaseId), gt(planCardUpdates.createdAt, since))
  const counted = await db.all<{ id: number }>(sql`
    INSERT INTO ${planCardUpdates} (purchase_id, created_at)
    SELECT ${purchaseId}, ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${planCardUpdates} WHERE ${recent}) < ${CARD_UPDATES_PER_DAY}
    RETURNING id`)
  if (counted.length > 0) return
  const [oldest] = await db
    .select({ createdAt: planCardUpdates.createdAt })
    .from(planCardUpdates)
    .where(recent)
    .orderBy(asc(planCardUpdates.createdAt))
    .limit(1)
  const retryAt = new Date(Date.parse(oldest?.createdAt ?? now.toISOString()) + DAY_MS)
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000))
  throw new TooManyRequestsError(tooManyCardUpdates(retryAt), seconds)
}
