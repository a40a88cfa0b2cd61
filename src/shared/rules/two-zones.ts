// An instant said on the coach's clock with its zone named and, when the reader's zone differs, on his own clock
// too: a deadline or a booked time with no zone is read on the reader's clock and missed by hours. One formatter
// for both: the deadlines (a refund's, a plan's) and the booked times (with their weekday).
import { BUSINESS_TIME_ZONE } from './business-clock.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string, weekday: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${weekday}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...(weekday ? { weekday: 'long' } : {}),
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formats.set(key, format)
  }
  return format
}

/**
 * 'January 4, 2027 at 11:59 PM PST (January 5, 2027 at 2:59 AM EST, your time)'; the coach's reading alone in his
 * zone. `weekday`: a booked time's words, 'Monday, January 4, 2027 at 9:00 AM PST (Monday, …, your time)'.
 */
export function inBothZones(at: string | number, visitorZone: string, { weekday = false } = {}): string {
  const instant = new Date(at)
  const coach = formatIn(BUSINESS_TIME_ZONE, weekday).format(instant)
  if (visitorZone === BUSINESS_TIME_ZONE) return coach
  const theirs = formatIn(visitorZone, weekday).format(instant)
  if (theirs === coach) return coach
  return `${coach} (${theirs}, your time)`
}

/** A booked session's time as the person reads it in every email and page: with its weekday, in both zones. */
export function bookingTimeWords(start: number, visitorTimeZone: string): string {
  return inBothZones(start, visitorTimeZone, { weekday: true })
}
