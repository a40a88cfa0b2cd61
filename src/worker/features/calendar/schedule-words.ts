// A purchase's sessions said in words, for the receipt, the success page and My coaching: the calendar file alone
// is easy to miss, and a man should read when his pod meets without opening it.
import { dateFormat } from '../../../shared/rules/date-formats.ts'
import type { Database } from '../../platform/db/client.ts'
import { findItem } from '../../platform/db/item-by-id.ts'
import type { purchases } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { type CalendarEvent, sessionStarts } from './invitation.ts'
import { calendarSiteUrl, describeStart, purchaseEvent } from './purchase-event.ts'

type Purchase = typeof purchases.$inferSelect

const weekdayOf = (start: Date, timeZone: string) => dateFormat('en-US', { timeZone, weekday: 'long' }).format(start)
const timeOf = (start: Date, timeZone: string) =>
  dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(start)

/** 'Meets every Thursday at 6:40 PM Pacific time for 12 weeks, starting Thursday, February 26, 2026 at …'. */
export function scheduleWords(event: CalendarEvent): string {
  const first = sessionStarts(event)[0]!
  const weeks = event.weeklyCount ?? 1
  if (weeks === 1) return `Booked for ${describeStart(first, event.timeZone)}.`
  return (
    `Meets every ${weekdayOf(first, event.timeZone)} at ${timeOf(first, event.timeZone)} Pacific time for ` +
    `${weeks} weeks; the first session is ${describeStart(first, event.timeZone)}.`
  )
}

/** The purchase's calendar entry as its item and the site's settings stand now; null while it has none. */
export async function purchaseEventNow(db: Database, env: Env, purchase: Purchase): Promise<CalendarEvent | null> {
  if (purchase.inventoryItemId === null) return null
  const [item, settings] = await Promise.all([findItem(db, purchase.inventoryItemId), getSiteSettings(db)])
  return purchaseEvent(purchase, item, settings, calendarSiteUrl(env))
}

/** The purchase's sessions in words as its item stands now, or null while there is nothing to put on a calendar. */
export async function purchaseScheduleWords(db: Database, env: Env, purchase: Purchase): Promise<string | null> {
  const event = await purchaseEventNow(db, env, purchase)
  return event ? scheduleWords(event) : null
}
