// A purchase's calendar entry: a pod buyer's weekly series, or a strategy call at its slot, from the
// purchase, its inventory item and the coach's details. Pure: callers load the rows.
import type { SiteSettings } from '../../../shared/site.ts'
import { dateFormat } from '../../../shared/rules/date-formats.ts'
import { minutesOfDay } from '../../../shared/rules/inventory-order.ts'
import type { inventoryItems, OutboxAttachment, purchases } from '../../platform/db/schema.ts'
import { callEvent, firstSessionDate, podSeriesEvent } from './bookings.ts'
import {
  type CalendarEvent,
  type CalendarMethod,
  type CalendarPerson,
  invitationContentType,
  writeInvitation,
} from './invitation.ts'

type Purchase = Pick<
  typeof purchases.$inferSelect,
  'id' | 'type' | 'description' | 'firstName' | 'lastName' | 'email' | 'calendarSequence'
>
type Item = Pick<typeof inventoryItems.$inferSelect, 'type' | 'startsOn' | 'dayOfWeek' | 'timeSlot'>

/** SPEC §1: a strategy call takes 45 minutes. */
export const CALL_MINUTES = 45

/**
 * The address the UIDs are made from. Emails wait until PUBLIC_SITE_URL is set (outbox-delivery.ts); a
 * download before then still needs a UID, and gets one at a name that is never a real host.
 */
export function calendarSiteUrl(env: Pick<Env, 'PUBLIC_SITE_URL'>): string {
  try {
    return new URL(env.PUBLIC_SITE_URL).origin
  } catch {
    return 'http://site.invalid'
  }
}

export const coachOf = (settings: SiteSettings): CalendarPerson => ({
  name: settings.coachName,
  email: settings.contactEmail,
})
export const buyerOf = (purchase: Purchase): CalendarPerson => ({
  name: `${purchase.firstName} ${purchase.lastName}`,
  email: purchase.email,
})

/** The strategy call's meeting: the slot's day on or after its date, or the date itself for a slot without a day. */
function callSlot(item: Item): { date: string; startMinutes: number } | null {
  const startMinutes = minutesOfDay(item.timeSlot)
  if (!item.startsOn || startMinutes === null) return null
  return { date: item.dayOfWeek ? firstSessionDate(item.startsOn, item.dayOfWeek) : item.startsOn, startMinutes }
}

/** The entry as it stands now, at the purchase's current SEQUENCE; null when there is nothing to put on a calendar yet. */
export function purchaseEvent(
  purchase: Purchase,
  item: Item | null | undefined,
  settings: SiteSettings,
  siteUrl: string,
): CalendarEvent | null {
  if (!item) return null
  const coach = coachOf(settings)
  if (purchase.type === 'brotherhood' && item.type === 'brotherhood_pod') {
    return podSeriesEvent({
      purchaseId: purchase.id,
      siteUrl,
      podName: purchase.description,
      description:
        `Twelve weekly 90-minute sessions with ${settings.coachName}. Questions: ` +
        `${settings.contactEmail}, ${settings.contactPhone}.`,
      startDate: item.startsOn,
      dayOfWeek: item.dayOfWeek,
      timeSlot: item.timeSlot,
      coach,
      sequence: purchase.calendarSequence,
    })
  }
  const slot = purchase.type === 'strategy-call' ? callSlot(item) : null
  if (!slot) return null
  return callEvent({
    bookingId: purchase.id,
    siteUrl,
    summary: purchase.description,
    ...slot,
    durationMinutes: CALL_MINUTES,
    coach,
    sequence: purchase.calendarSequence,
  })
}

const FILE_NAME: Record<CalendarMethod, string> = {
  REQUEST: 'invitation.ics',
  PUBLISH: 'sessions.ics',
  CANCEL: 'cancellation.ics',
}

/** The invitation as an email attachment, addressed to the buyer. */
export function invitationAttachment(
  method: 'REQUEST' | 'CANCEL',
  event: CalendarEvent,
  attendee: CalendarPerson,
  now: Date,
): OutboxAttachment {
  return {
    filename: FILE_NAME[method],
    contentType: invitationContentType(method),
    content: writeInvitation(method, event, { attendee, now }),
  }
}

const dayFormat = (timeZone: string) =>
  dateFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const timeFormat = (timeZone: string) => dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })

/** When a session starts, as a buyer reads it: 'Thursday, February 26, 2026 at 6:40 PM Pacific time'. */
export function describeStart(start: Date, timeZone: string): string {
  return `${dayFormat(timeZone).format(start)} at ${timeFormat(timeZone).format(start)} Pacific time`
}
