// Session reminders: the day before each session, a short email (and a text with SMS consent) to every
// buyer whose purchase stands and who agreed to hear from us. Each reminder has its own outbox key, so
// however often the cron runs, a buyer hears once per session per channel. The owner can switch them off.
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, purchases } from '../../platform/db/schema.ts'
import { toE164 } from '../checkout/fulfilment.ts'
import { queueEmail, queueSms } from '../outbox/outbox.ts'
import { getSiteSettings, remindersEnabled } from '../content/site-settings.ts'
import { sessionStarts } from './invitation.ts'
import { calendarSiteUrl, describeStart, purchaseEvent } from './purchase-event.ts'

/** A session is reminded once it is at most this far ahead: the day before it. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000
const DAY_MS = 86_400_000
/** A pod's last session is eleven weeks after its first, which is within six days of its start date. */
const SERIES_SPAN_MS = 12 * 7 * DAY_MS

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Purchases that may have a session in the next day: standing, consented, on an item whose sessions are under way or about to start. */
function candidates(db: Database, nowMs: number) {
  return db
    .select({ purchase: purchases, item: inventoryItems })
    .from(purchases)
    .innerJoin(inventoryItems, eq(purchases.inventoryItemId, inventoryItems.id))
    .where(
      and(
        eq(purchases.status, 'succeeded'),
        or(eq(purchases.emailConsent, true), eq(purchases.smsConsent, true)),
        isNotNull(inventoryItems.startsOn),
        gte(inventoryItems.startsOn, isoDate(nowMs - SERIES_SPAN_MS)),
        lte(inventoryItems.startsOn, isoDate(nowMs + 2 * DAY_MS)),
      ),
    )
}

/** Queues the reminders now due; returns how many messages were written (a repeat run writes none). */
export async function queueDueReminders(db: Database, env: Env, now = new Date()): Promise<number> {
  if (!(await remindersEnabled(db))) return 0
  const nowMs = now.getTime()
  const [rows, settings] = await Promise.all([candidates(db, nowMs), getSiteSettings(db)])
  const siteUrl = calendarSiteUrl(env)
  const statements: BatchItem<'sqlite'>[] = []
  for (const { purchase, item } of rows) {
    const event = purchaseEvent(purchase, item, settings, siteUrl)
    if (!event) continue
    sessionStarts(event).forEach((start, index) => {
      const ahead = start.getTime() - nowMs
      if (ahead <= 0 || ahead > REMINDER_LEAD_MS) return
      const when = describeStart(start, event.timeZone)
      const key = `reminder:${purchase.id}:session-${index + 1}`
      const payload = {
        firstName: purchase.firstName,
        description: purchase.description,
        when,
        purchaseId: purchase.id,
        session: index + 1,
      }
      if (purchase.emailConsent) {
        statements.push(
          queueEmail(db, {
            template: 'session-reminder',
            recipient: purchase.email,
            payload,
            key: `${key}:email`,
          }),
        )
      }
      if (purchase.smsConsent) {
        const text = `Reminder from ${settings.businessName}: ${purchase.description} meets ${when}.`
        statements.push(
          queueSms(db, {
            template: 'session-reminder',
            recipient: toE164(purchase.phone),
            payload: { ...payload, text },
            key: `${key}:sms`,
          }),
        )
      }
    })
  }
  const [first, ...rest] = statements
  if (!first) return 0
  const results = await db.batch([first, ...rest])
  return results.reduce((written, result) => written + ((result as D1Result).meta?.changes ?? 0), 0)
}
