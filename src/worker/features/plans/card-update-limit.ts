// A plan link lets its holder save a card and charge what is owed. Should a link leak, the per-address limit
// does not stop a script from many addresses: this counts card updates per plan, a few a day.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
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
 * Answers the counted row, which then names the update's SetupIntent (recordSetupIntent).
 */
export async function countCardUpdate(db: Database, purchaseId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const recent = and(eq(planCardUpdates.purchaseId, purchaseId), gt(planCardUpdates.createdAt, since))
  const counted = await db.all<{ id: number }>(sql`
    INSERT INTO ${planCardUpdates} (purchase_id, created_at)
    SELECT ${purchaseId}, ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${planCardUpdates} WHERE ${recent}) < ${CARD_UPDATES_PER_DAY}
    RETURNING id`)
  if (counted[0]) return counted[0].id
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

/** The counted update's SetupIntent, so its card can later be applied to this plan once (claimCardChange). */
export async function recordSetupIntent(db: Database, updateId: number, setupIntentId: string): Promise<boolean> {
  const recorded = await db
    .update(planCardUpdates)
    .set({ setupIntentId })
    .where(and(eq(planCardUpdates.id, updateId), isNull(planCardUpdates.setupIntentId)))
    .returning({ id: planCardUpdates.id })
  return recorded.length > 0
}

/**
 * Claims the card change of a SetupIntent started through this plan's link, once (a compare-and-set on the
 * counted update). Only the winner changes the card and retries an overdue payment, so an overdue plan is tried
 * at once at most once per counted card update, whatever is resent: the same SetupIntent from two tabs, or two
 * saved cards sent back and forth. Answers 'claimed', 'applied-before', or 'unknown' (never started here).
 */
export async function claimCardChange(
  db: Database,
  purchaseId: number,
  setupIntentId: string,
  now: Date,
): Promise<'claimed' | 'applied-before' | 'unknown'> {
  const ofThisPlan = and(eq(planCardUpdates.purchaseId, purchaseId), eq(planCardUpdates.setupIntentId, setupIntentId))
  const claimed = await db
    .update(planCardUpdates)
    .set({ appliedAt: now.toISOString() })
    .where(and(ofThisPlan, isNull(planCardUpdates.appliedAt)))
    .returning({ id: planCardUpdates.id })
  if (claimed.length > 0) return 'claimed'
  const [known] = await db.select({ id: planCardUpdates.id }).from(planCardUpdates).where(ofThisPlan).limit(1)
  return known ? 'applied-before' : 'unknown'
}

/** Gives a claim back when the card change it won could not be written, so the buyer's resend can finish it. */
export async function releaseCardChange(db: Database, purchaseId: number, setupIntentId: string, now: Date) {
  await db
    .update(planCardUpdates)
    .set({ appliedAt: null })
    .where(
      and(
        eq(planCardUpdates.purchaseId, purchaseId),
        eq(planCardUpdates.setupIntentId, setupIntentId),
        eq(planCardUpdates.appliedAt, now.toISOString()),
      ),
    )
}
