// The emails of a booked session, each with its calendar file: the confirmation (REQUEST), a move (REQUEST, same
// UID, next SEQUENCE, so the entry already in his calendar moves) and a cancellation (CANCEL). Each key names the
// booking and its version, so a retried write never sends one twice and every version is sent once.
import { greetingName } from '../outbox/outbox.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import type { bookings } from '../../platform/db/schema.ts'
import { bookedSessionEvent, calendarSiteUrl, coachOf, invitationAttachment } from '../calendar/calendar.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { bookingTimeWords } from './booking-time-words.ts'

export type Booking = typeof bookings.$inferSelect

const DESCRIPTION = { 'strategy-call': 'Free Strategy Call', 'one-to-one': 'One-to-One Coaching Session' } as const

export interface MessageContext {
  env: Pick<Env, 'PUBLIC_SITE_URL'>
  settings: SiteSettings
  rules: Pick<BookingRules, 'videoLink'>
  now: Date
}

function calendarFile(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  managePath: string | null,
  context: MessageContext,
) {
  const siteUrl = calendarSiteUrl(context.env)
  const { settings, rules } = context
  const lines = [`${DESCRIPTION[booking.kind]} with ${settings.coachName}.`]
  if (rules.videoLink) lines.push(`Video call: ${rules.videoLink}`)
  if (managePath) lines.push(`Move or cancel: ${siteUrl}${managePath}`)
  const event = bookedSessionEvent({
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
  return invitationAttachment(method, event, { name: booking.name, email: booking.email }, context.now)
}

export function sessionPayload(booking: Booking, managePath: string, context: MessageContext) {
  return {
    firstName: greetingName(booking.name),
    description: DESCRIPTION[booking.kind],
    bookingRef: booking.ref,
    when: bookingTimeWords(Date.parse(booking.startsAt), booking.visitorTimeZone),
    managePath,
    videoLink: context.rules.videoLink,
  }
}

export function confirmationEmail(db: Database, booking: Booking, managePath: string, context: MessageContext) {
  return queueEmail(db, {
    template: 'booking-confirmed',
    recipient: booking.email,
    payload: sessionPayload(booking, managePath, context),
    attachments: [calendarFile(booking, 'REQUEST', managePath, context)],
    key: `booking-confirmed:${booking.ref}`,
  })
}

/** `booking` as it is after the move (its new time and SEQUENCE). */
export function movedEmail(
  db: Database,
  booking: Booking,
  byOwner: boolean,
  managePath: string,
  context: MessageContext,
) {
  return queueEmail(db, {
    template: 'booking-moved',
    recipient: booking.email,
    payload: { ...sessionPayload(booking, managePath, context), byOwner },
    attachments: [calendarFile(booking, 'REQUEST', managePath, context)],
    key: `booking-moved:${booking.ref}:${booking.sequence}`,
  })
}

/** `booking` as it is after the cancellation (its last time, the cancellation's SEQUENCE). */
export function cancelledEmail(db: Database, booking: Booking, byOwner: boolean, context: MessageContext) {
  return queueEmail(db, {
    template: 'booking-cancelled',
    recipient: booking.email,
    payload: {
      firstName: greetingName(booking.name),
      description: DESCRIPTION[booking.kind],
      bookingRef: booking.ref,
      when: bookingTimeWords(Date.parse(booking.startsAt), booking.visitorTimeZone),
      byOwner,
    },
    attachments: [calendarFile(booking, 'CANCEL', null, context)],
    key: `booking-cancelled:${booking.ref}`,
  })
}
