// The intake's reminder (decision 109): one email, 48 hours before his first session, when the intake is not
// finished. Its outbox key is the purchase's, so however often the cron runs he hears it once.
import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { bookings, inventoryItems, purchases } from '../../platform/db/schema.ts'
import { describeStart, podSessionTimes } from '../calendar/calendar.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { INTAKE_TYPES } from './intake-answers.ts'

export const INTAKE_REMINDER_LEAD_MS = 48 * 60 * 60 * 1000

export const intakeReminderKey = (purchaseId: number) => `intake-reminder:${purchaseId}`

/**
 * His first session: a package's earliest booked session; in a pod, its first meeting after he bought (a man who
 * joins a pod already meeting starts at its next one); null while there is none.
 */
async function firstSessionOf(
  db: Database,
  purchase: typeof purchases.$inferSelect,
  item: typeof inventoryItems.$inferSelect | null,
): Promise<number | null> {
  if (purchase.type === 'brotherhood') {
    const bought = Date.parse(purchase.createdAt)
    return (item && podSessionTimes(item).find((session) => session.start >= bought)?.start) ?? null
  }
  const [first] = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, purchase.id), eq(bookings.status, 'booked')))
    .orderBy(asc(bookings.startsAt))
    .limit(1)
  return first ? Date.parse(first.startsAt) : null
}

/** Queues the reminders due now; returns how many were newly written (a repeat run writes none). */
export async function queueIntakeReminders(db: Database, now = new Date()): Promise<number> {
  const nowMs = now.getTime()
  const open = await db
    .select({ purchase: purchases, item: inventoryItems })
    .from(purchases)
    .leftJoin(inventoryItems, eq(inventoryItems.id, purchases.inventoryItemId))
    .where(
      and(
        eq(purchases.status, 'succeeded'),
        inArray(purchases.type, [...INTAKE_TYPES]),
        isNull(purchases.intakeDoneAt),
        gt(purchases.amount, 0),
        // A man whose data was deleted is written to no more.
        ne(purchases.email, ''),
      ),
    )
  const statements: BatchItem<'sqlite'>[] = []
  for (const { purchase, item } of open) {
    const first = await firstSessionOf(db, purchase, item)
    if (first === null || first <= nowMs || first - nowMs > INTAKE_REMINDER_LEAD_MS) continue
    const payload = {
      firstName: purchase.firstName,
      description: purchase.description,
      purchaseId: purchase.id,
      when: describeStart(new Date(first), BUSINESS_TIME_ZONE),
    }
    statements.push(
      queueEmail(db, {
        template: 'intake-reminder',
        recipient: purchase.email,
        payload,
        key: intakeReminderKey(purchase.id),
      }),
    )
  }
  const [head, ...rest] = statements
  if (!head) return 0
  const results = await db.batch([head, ...rest])
  return results.reduce((written, result) => written + ((result as D1Result).meta?.changes ?? 0), 0)
}
