// When an action is due unless the owner says otherwise (decision 104): by the end of the day before his next
// session, so he comes to it with the action done; with no next session known, by the end of the seventh day.
// "End of the day" is 23:59 on the business's clock (Pacific), the clock the guarantee's record is read on.
import { and, asc, eq, gt } from 'drizzle-orm'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { wallTimeAt, wallTimeToInstant } from '../../../shared/rules/zone-time.ts'
import type { Database } from '../../platform/db/client.ts'
import { findItem } from '../../platform/db/item-by-id.ts'
import { bookings, type purchases } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'

const FALLBACK_DAYS = 7

type Purchase = Pick<typeof purchases.$inferSelect, 'id' | 'type' | 'inventoryItemId'>

/** 23:59 on the business's clock, `days` days after the business day of `instantMs`. */
export function endOfBusinessDay(instantMs: number, days: number): number {
  const wall = wallTimeAt(instantMs, BUSINESS_TIME_ZONE)
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days))
  const end = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 23, minute: 59 }
  return wallTimeToInstant({ ...end, second: 0 }, BUSINESS_TIME_ZONE)
}

/** The start of the purchase's next session after now: his next booked one, or his pod's next meeting. */
export async function nextSessionStart(db: Database, purchase: Purchase, nowMs: number): Promise<number | null> {
  if (purchase.type === 'one-to-one') {
    const next = await db.query.bookings.findFirst({
      columns: { startsAt: true },
      where: and(
        eq(bookings.purchaseId, purchase.id),
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, new Date(nowMs).toISOString()),
      ),
      orderBy: asc(bookings.startsAt),
    })
    return next ? Date.parse(next.startsAt) : null
  }
  if (purchase.inventoryItemId === null) return null
  const item = await findItem(db, purchase.inventoryItemId)
  return (item && podSessionTimes(item).find((session) => session.start > nowMs)?.start) ?? null
}

/**
 * The default due time: 23:59 the day before the next session; when that is already past (the next session is
 * later today), the next session's start; with no next session, 23:59 seven days from now.
 */
export async function defaultDueAt(db: Database, purchase: Purchase, nowMs: number): Promise<string> {
  const next = await nextSessionStart(db, purchase, nowMs)
  if (next === null) return new Date(endOfBusinessDay(nowMs, FALLBACK_DAYS)).toISOString()
  const dayBefore = endOfBusinessDay(next, -1)
  return new Date(dayBefore > nowMs ? dayBefore : next).toISOString()
}
