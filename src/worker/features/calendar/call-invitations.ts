// The calendar of a strategy call booked on a slot at checkout: its one meeting, read from the call and its
// item (UID `strategy-call-{id}`, SEQUENCE kept on the call); the invitation it gets in place of a receipt; and
// the update when the owner moves the slot. Outbox keys say `call-`, so they never meet a purchase's of the same id.
import { and, eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import { findItem } from '../../platform/db/item-by-id.ts'
import { inventoryItems, strategyCalls } from '../../platform/db/schema.ts'
import { purchaseDescription } from '../../../shared/purchase-type-labels.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { splitName } from '../leads/leads.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { type CalendarEvent, calendarUid, sessionStarts } from './invitation.ts'
import { buyerOf, calendarSiteUrl, describeStart, invitationAttachment, purchaseEvent } from './purchase-event.ts'

export type StrategyCall = typeof strategyCalls.$inferSelect
type Item = typeof inventoryItems.$inferSelect

/** The call as the calendar reads a booking: its name split for the greeting, its description from the slot. */
export function callBooking(call: StrategyCall, item: Pick<Item, 'name'>) {
  return {
    id: call.id,
    type: 'strategy-call' as const,
    description: purchaseDescription('strategy-call', item.name),
    ...splitName(call.name),
    email: call.email,
    calendarSequence: call.calendarSequence ?? 0,
  }
}

/**
 * A paid consultation's UID is `call-{purchase id}`: a call has its own namespace, since the ids are counted
 * apart. A booking moved from a 0-cent purchase keeps that purchase's UID, so its update replaces the entry.
 */
function callUid(call: StrategyCall, siteUrl: string) {
  if (call.movedFromPurchaseId !== null) return calendarUid('call', call.movedFromPurchaseId, siteUrl)
  return calendarUid('strategy-call', call.id, siteUrl)
}

/** The reminder keys' reference: a moved booking keeps its purchase's, so a reminder already sent is not sent again. */
export function callReminderRef(call: StrategyCall) {
  return call.movedFromPurchaseId !== null ? String(call.movedFromPurchaseId) : `call-${call.id}`
}

/** The call's meeting at its SEQUENCE, or null when its slot has no date and time to put on a calendar. */
export function callMeeting(call: StrategyCall, item: Item, settings: SiteSettings, siteUrl: string) {
  const event = purchaseEvent(callBooking(call, item), item, settings, siteUrl)
  return event && { ...event, uid: callUid(call, siteUrl) }
}

const firstSession = (event: CalendarEvent) => describeStart(sessionStarts(event)[0]!, event.timeZone)

/** The calls booked on an item: the ones a change to the slot's day or time reaches. */
export function callsBookedOn(db: Database, itemId: number) {
  return db.select().from(strategyCalls).where(eq(strategyCalls.inventoryItemId, itemId))
}

/**
 * A free booking sends no receipt; when its slot has a date and time, the person still gets the invitation,
 * in an email of its own. Written after the call (its id is the UID), once per call.
 */
export async function queueBookingInvitation(db: Database, env: Env, call: StrategyCall, now = new Date()) {
  if (call.inventoryItemId === null) return false
  const [item, settings] = await Promise.all([findItem(db, call.inventoryItemId), getSiteSettings(db)])
  const event = item && callMeeting(call, item, settings, calendarSiteUrl(env))
  if (!event) return false
  const booking = callBooking(call, item)
  await queueEmail(db, {
    template: 'booking-invitation',
    recipient: call.email,
    payload: { firstName: booking.firstName, description: booking.description, firstSession: firstSession(event) },
    attachments: [invitationAttachment('REQUEST', event, buyerOf(booking), now)],
    key: `booking-invitation:call-${call.id}`,
  })
  return true
}

/** The owner moved the slot: each call on it gets its meeting again, same UID, next SEQUENCE (stored with it). */
export function callCalendarUpdates(
  db: Database,
  calls: StrategyCall[],
  item: Item | undefined,
  settings: SiteSettings,
  siteUrl: string,
  now: Date,
): BatchItem<'sqlite'>[] {
  if (!item) return []
  return calls.flatMap((call) => {
    const sequence = (call.calendarSequence ?? 0) + 1
    const moved = { ...call, calendarSequence: sequence }
    const event = callMeeting(moved, item, settings, siteUrl)
    if (!event) return []
    const booking = callBooking(moved, item)
    const unchangedSince = and(eq(strategyCalls.id, call.id), eq(strategyCalls.calendarSequence, sequence - 1))
    return [
      db.update(strategyCalls).set({ calendarSequence: sequence }).where(unchangedSince),
      queueEmail(db, {
        template: 'calendar-update',
        recipient: call.email,
        payload: { firstName: booking.firstName, description: booking.description, firstSession: firstSession(event) },
        attachments: [invitationAttachment('REQUEST', event, buyerOf(booking), now)],
        key: `calendar-update:call-${call.id}:${sequence}`,
      }),
    ]
  })
}
