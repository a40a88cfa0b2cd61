// The emails of a booked session, each with its calendar file: the confirmation (REQUEST), a move (REQUEST, same
// UID, next SEQUENCE, so the entry already in his calendar moves) and a cancellation (CANCEL). Each key names the
// booking and its version, so a retried write never sends one twice and every version is sent once. The client's
// page offers the same entry as a download (PUBLISH), with the same UID and SEQUENCE.
import { type EmailMessage, greetingName, queueEmail } from '../outbox/outbox.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import type { bookings } from '../../platform/db/schema.ts'
import {
  bookedSessionEvent,
  calendarSiteUrl,
  coachOf,
  invitationAttachment,
  writeInvitation,
} from '../calendar/calendar.ts'
import { bookingTimeWords } from '../../../shared/rules/two-zones.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'

// Where a free call was booked from is for its day's count alone: no message or view carries it.
export type Booking = Omit<typeof bookings.$inferSelect, 'bookedFrom'>

export const DESCRIPTION = {
  'strategy-call': 'Free Strategy Call',
  'one-to-one': 'One-to-One Coaching Session',
} as const

export interface MessageContext {
  env: Pick<Env, 'PUBLIC_SITE_URL'>
  settings: SiteSettings
  rules: Pick<BookingRules, 'videoLink'>
  now: Date
}

/** The booking's one calendar entry as it is now: its UID never changes, its SEQUENCE is the booking's. */
function sessionEvent(booking: Booking, managePath: string | null, context: MessageContext) {
  const siteUrl = calendarSiteUrl(context.env)
  const { settings, rules } = context
  const lines = [`${DESCRIPTION[booking.kind]} with ${settings.coachName}.`]
  if (rules.videoLink) lines.push(`Video call: ${rules.videoLink}`)
  if (managePath) lines.push(`Move or cancel: ${siteUrl}${managePath}`)
  return bookedSessionEvent({
    ref: booking.ref,
    siteUrl,
    sequence: booking.sequence,
    summary: `${DESCRIPTION[booking.kind]} with ${settings.coachName}`,
    description: lines.join('\n'),
    location: rules.videoLink,
    start: Date.parse(booking.startsAt),
    durationMinutes: booking.durationMinutes,
    coach: coachOf(settings),
  })
}

function calendarFile(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  managePath: string | null,
  context: MessageContext,
) {
  const event = sessionEvent(booking, managePath, context)
  return invitationAttachment(method, event, { name: booking.name, email: booking.email }, context.now)
}

/** The .ics a client downloads from his page: the entry his invitation made, to add or refresh it. */
export function sessionCalendarText(booking: Booking, managePath: string, context: MessageContext): string {
  return writeInvitation('PUBLISH', sessionEvent(booking, managePath, context), { now: context.now })
}

export function sessionPayload(booking: Booking, managePath: string, context: MessageContext) {
  return {
    firstName: greetingName(booking.name),
    description: DESCRIPTION[booking.kind],
    bookingRef: booking.ref,
    when: bookingTimeWords(Date.parse(booking.startsAt), booking.visitorTimeZone),
    managePath,
    videoLink: context.rules.videoLink,
    freeCall: booking.kind === 'strategy-call',
  }
}

/** The confirmation as a message, for a caller that writes it under a condition (a session's credit). */
export function confirmationMessage(
  booking: Booking,
  managePath: string,
  context: MessageContext,
): EmailMessage<'booking-confirmed'> {
  return {
    template: 'booking-confirmed',
    recipient: booking.email,
    payload: sessionPayload(booking, managePath, context),
    attachments: [calendarFile(booking, 'REQUEST', managePath, context)],
    key: `booking-confirmed:${booking.ref}`,
  }
}

export function confirmationEmail(db: Database, booking: Booking, managePath: string, context: MessageContext) {
  return queueEmail(db, confirmationMessage(booking, managePath, context))
}

/** `booking` as it is after the move (its new time and SEQUENCE). */
export function movedMessage(
  booking: Booking,
  byOwner: boolean,
  managePath: string,
  context: MessageContext,
): EmailMessage<'booking-moved'> {
  return {
    template: 'booking-moved',
    recipient: booking.email,
    payload: { ...sessionPayload(booking, managePath, context), byOwner },
    attachments: [calendarFile(booking, 'REQUEST', managePath, context)],
    key: `booking-moved:${booking.ref}:${booking.sequence}`,
  }
}

/**
 * `booking` as it is after the cancellation (its last time, the cancellation's SEQUENCE). `bookAgainPath`: where
 * the email offers another time, or null when there is none to book (a refunded package). Keyed by the SEQUENCE:
 * a session a failed refund put back can be cancelled again (decision 083).
 */
export function cancelledMessage(
  booking: Booking,
  byOwner: boolean,
  bookAgainPath: string | null,
  context: MessageContext,
): EmailMessage<'booking-cancelled'> {
  return {
    template: 'booking-cancelled',
    recipient: booking.email,
    payload: {
      firstName: greetingName(booking.name),
      description: DESCRIPTION[booking.kind],
      bookingRef: booking.ref,
      when: bookingTimeWords(Date.parse(booking.startsAt), booking.visitorTimeZone),
      byOwner,
      bookAgainPath,
      freeCall: booking.kind === 'strategy-call',
    },
    attachments: [calendarFile(booking, 'CANCEL', null, context)],
    key: `booking-cancelled:${booking.ref}:${booking.sequence}`,
  }
}

/**
 * The owner's email when a client moved or cancelled a booking himself (his own moves and cancels he knows of):
 * `booking` as it is after the change, `before` the time it had. Keyed by the booking's version, so each change
 * is told once.
 */
export function ownerChangeMessage(
  booking: Booking,
  event: 'moved' | 'cancelled',
  before: string | null,
  settings: SiteSettings,
): EmailMessage<'owner-booking-changed'> {
  const coachTime = (iso: string) => bookingTimeWords(Date.parse(iso), BUSINESS_TIME_ZONE)
  return {
    template: 'owner-booking-changed',
    recipient: settings.contactEmail,
    payload: {
      event,
      bookingRef: booking.ref,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      description: DESCRIPTION[booking.kind],
      when: coachTime(booking.startsAt),
      before: before === null ? null : coachTime(before),
    },
    key: `owner-booking-${event}:${booking.ref}:${booking.sequence}`,
  }
}
