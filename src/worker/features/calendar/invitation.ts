// One iCalendar object for one event, a weekly series or a single meeting, in the three forms the site
// sends: an invitation by email (REQUEST), a file to download (PUBLISH) and a cancellation (CANCEL), as
// RFC 5546 (iTIP) describes them. The writer is pure: the caller passes the UID, SEQUENCE and the time now.
import { escapeText, joinLines, paramValue } from './ics-lines.ts'
import { vtimezoneLines } from './vtimezone.ts'
import {
  formatUtc,
  formatWallTime,
  wallAsUtc,
  wallFromUtcFields,
  wallTimeAt,
  wallTimeToInstant,
  type WallTime,
} from '../../../shared/rules/zone-time.ts'

export type CalendarMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL'

export interface CalendarPerson {
  name: string
  email: string
}

export interface CalendarEvent {
  /** Stable for the buyer's booking: see `calendarUid`. */
  uid: string
  /** 0 at first; one more each time the owner changes the time; a cancellation carries one more again. */
  sequence: number
  summary: string
  description?: string
  location?: string
  /** An IANA zone such as America/Los_Angeles: the times below are wall times there. */
  timeZone: string
  /** The first session's local date, YYYY-MM-DD. */
  firstDate: string
  /** Its local start, minutes after midnight. */
  startMinutes: number
  durationMinutes: number
  /** Number of weekly sessions; absent or 1 for a single meeting. */
  weeklyCount?: number
  organizer: CalendarPerson
}

export interface InvitationOptions {
  /** Required for REQUEST and CANCEL, which are addressed to someone; never written in PUBLISH. */
  attendee?: CalendarPerson
  /** DTSTAMP: when this object was made. */
  now: Date
}

const PRODID = '-//Brotherhood Coaching//Calendar invitations//EN'
const WEEK_MS = 7 * 86_400_000

/**
 * A UID that never changes for one booking, so an update or a cancellation replaces the entry the buyer
 * already has: the booking's kind and id at the site's host (RFC 5545 §3.8.4.7 suggests the domain).
 */
export function calendarUid(
  kind: 'pod' | 'call' | 'strategy-call' | 'booking',
  bookingId: number | string,
  siteUrl: string,
): string {
  return `${kind}-${bookingId}@${new URL(siteUrl).hostname}`
}

function firstWallTime(event: CalendarEvent): WallTime {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(event.firstDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${event.firstDate}`)
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Math.floor(event.startMinutes / 60),
    minute: event.startMinutes % 60,
    second: 0,
  }
}

/**
 * The start of every session as an instant: the same wall time each week in the event's zone, so a session
 * after a daylight-saving change starts an hour earlier or later in UTC. Reminders are timed from these.
 */
export function sessionStarts(event: CalendarEvent): Date[] {
  const first = wallAsUtc(firstWallTime(event))
  return Array.from(
    { length: event.weeklyCount ?? 1 },
    (_, week) => new Date(wallTimeToInstant(wallFromUtcFields(first + week * WEEK_MS), event.timeZone)),
  )
}

function personLine(property: 'ORGANIZER' | 'ATTENDEE', person: CalendarPerson, params: string[] = []): string {
  // An address never holds spaces or controls; dropping them keeps a stray line break from adding a property.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  const address = person.email.replace(/[\u0000-\u0020\u007F]/g, '')
  return [property, `CN=${paramValue(person.name)}`, ...params].join(';') + `:mailto:${address}`
}

function eventLines(method: CalendarMethod, event: CalendarEvent, options: InvitationOptions): string[] {
  const starts = sessionStarts(event)
  const start = starts[0]!.getTime()
  const end = start + event.durationMinutes * 60_000
  const tz = `TZID=${event.timeZone}`
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(options.now.getTime())}`,
    `DTSTART;${tz}:${formatWallTime(wallTimeAt(start, event.timeZone))}`,
    `DTEND;${tz}:${formatWallTime(wallTimeAt(end, event.timeZone))}`,
  ]
  if ((event.weeklyCount ?? 1) > 1) lines.push(`RRULE:FREQ=WEEKLY;COUNT=${event.weeklyCount}`)
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  lines.push(personLine('ORGANIZER', event.organizer))
  if (method !== 'PUBLISH') {
    if (!options.attendee) throw new Error(`METHOD:${method} needs an attendee`)
    const params = method === 'REQUEST' ? ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=NEEDS-ACTION', 'RSVP=FALSE'] : []
    lines.push(personLine('ATTENDEE', options.attendee, params))
  }
  lines.push(`STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT')
  return lines
}

/** The .ics text: CRLF line ends, lines folded at 75 octets, the zone's VTIMEZONE included. */
export function writeInvitation(method: CalendarMethod, event: CalendarEvent, options: InvitationOptions): string {
  const starts = sessionStarts(event)
  return joinLines([
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...vtimezoneLines(event.timeZone, starts[0]!.getTime(), starts.at(-1)!.getTime()),
    ...eventLines(method, event, options),
    'END:VCALENDAR',
  ])
}

/** The MIME type to send or serve it with; the method parameter tells mail clients what to do with it. */
export function invitationContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`
}
