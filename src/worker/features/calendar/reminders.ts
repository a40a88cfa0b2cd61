// Session reminders: the day before each session, a short email (and a text with SMS consent) to every
// buyer whose purchase stands and everyone who booked a call on a slot, if they agreed to hear from us. Each
// reminder has its own outbox key, so however often the cron runs, a person hears once per session per
// channel. The owner can switch them off.
import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, purchases, strategyCalls } from '../../platform/db/schema.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import { type BookingRef, queueEmail, queueSms } from '../outbox/outbox.ts'
import { getSiteSettings, remindersEnabled } from '../site-settings/site-settings.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import { callBooking, callMeeting, callReminderRef } from './call-invitations.ts'
import { type CalendarEvent, sessionStarts } from './invitation.ts'
import { calendarSiteUrl, describeStart, purchaseEvent } from './purchase-event.ts'

/** A session is reminded once it is at most this far ahead: the day before it. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000
const DAY_MS = 86_400_000
/** A pod's last session is eleven weeks after its first, which is within six days of its start date. */
const SERIES_SPAN_MS = 12 * 7 * DAY_MS

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The items whose sessions are under way or about to start: the only ones with a session in the next day. */
function startingSoon(nowMs: number) {
  return and(
    isNotNull(inventoryItems.startsOn),
    gte(inventoryItems.startsOn, isoDate(nowMs - SERIES_SPAN_MS)),
    lte(inventoryItems.startsOn, isoDate(nowMs + 2 * DAY_MS)),
  )
}

/** Purchases that may have a session in the next day: standing, consented, on an item starting soon. */
function purchaseCandidates(db: Database, nowMs: number) {
  return db
    .select({ purchase: purchases, item: inventoryItems })
    .from(purchases)
    .innerJoin(inventoryItems, eq(purchases.inventoryItemId, inventoryItems.id))
    .where(
      and(
        eq(purchases.status, 'succeeded'),
        or(eq(purchases.emailConsent, true), eq(purchases.smsConsent, true)),
        startingSoon(nowMs),
      ),
    )
}

/** Strategy calls booked on a slot starting soon, by someone who agreed to hear from us. */
function callCandidates(db: Database, nowMs: number) {
  return db
    .select({ call: strategyCalls, item: inventoryItems })
    .from(strategyCalls)
    .innerJoin(inventoryItems, eq(strategyCalls.inventoryItemId, inventoryItems.id))
    .where(and(or(eq(strategyCalls.emailConsent, true), eq(strategyCalls.smsConsent, true)), startingSoon(nowMs)))
}

/** Who is reminded, and how their messages are named: `reminder:{ref}:session-N:{channel}`. */
interface Reminded {
  ref: string
  event: CalendarEvent
  firstName: string
  description: string
  email: string
  phone: string
  emailConsent: boolean
  smsConsent: boolean
  /** What the payload names the booking by (a purchase's id, or a call's), so data deletion can find it. */
  payloadRef: BookingRef
}

function remindersDue(db: Database, who: Reminded, settings: SiteSettings, nowMs: number): BatchItem<'sqlite'>[] {
  const statements: BatchItem<'sqlite'>[] = []
  sessionStarts(who.event).forEach((start, index) => {
    const ahead = start.getTime() - nowMs
    if (ahead <= 0 || ahead > REMINDER_LEAD_MS) return
    const when = describeStart(start, who.event.timeZone)
    const key = `reminder:${who.ref}:session-${index + 1}`
    const payload = {
      firstName: who.firstName,
      description: who.description,
      when,
      ...who.payloadRef,
      session: index + 1,
    }
    if (who.emailConsent) {
      statements.push(
        queueEmail(db, { template: 'session-reminder', recipient: who.email, payload, key: `${key}:email` }),
      )
    }
    if (who.smsConsent) {
      const text = `Reminder from ${settings.businessName}: ${who.description} meets ${when}.`
      statements.push(
        queueSms(db, {
          template: 'session-reminder',
          recipient: toE164(who.phone),
          payload: { ...payload, text },
          key: `${key}:sms`,
        }),
      )
    }
  })
  return statements
}

/** Queues the reminders now due; returns how many messages were written (a repeat run writes none). */
export async function queueDueReminders(db: Database, env: Env, now = new Date()): Promise<number> {
  if (!(await remindersEnabled(db))) return 0
  const nowMs = now.getTime()
  const [rows, calls, settings] = await Promise.all([
    purchaseCandidates(db, nowMs),
    callCandidates(db, nowMs),
    getSiteSettings(db),
  ])
  const siteUrl = calendarSiteUrl(env)
  const statements: BatchItem<'sqlite'>[] = []
  for (const { purchase, item } of rows) {
    const event = purchaseEvent(purchase, item, settings, siteUrl)
    if (!event) continue
    const ref = { ref: String(purchase.id), payloadRef: { purchaseId: purchase.id } }
    statements.push(...remindersDue(db, { ...purchase, ...ref, event }, settings, nowMs))
  }
  for (const { call, item } of calls) {
    const event = callMeeting(call, item, settings, siteUrl)
    if (!event) continue
    const booking = callBooking(call, item)
    const ref = { ref: callReminderRef(call), payloadRef: { strategyCallId: call.id } }
    statements.push(...remindersDue(db, { ...call, ...booking, ...ref, event }, settings, nowMs))
  }
  const [first, ...rest] = statements
  if (!first) return 0
  const results = await db.batch([first, ...rest])
  return results.reduce((written, result) => written + ((result as D1Result).meta?.changes ?? 0), 0)
}
