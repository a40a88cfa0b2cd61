// A booked time as a person reads it: the coach's clock first, named, then the person's own when it differs, so a
// traveller never has to guess which zone a time is in.
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** 'Monday, January 4, 2027 at 9:00 AM PST (11:00 AM CST, your time)'. */
export function bookingTimeWords(start: number, visitorTimeZone: string): string {
  const coach = formatIn(BUSINESS_TIME_ZONE).format(start)
  if (visitorTimeZone === BUSINESS_TIME_ZONE) return coach
  const theirs = formatIn(visitorTimeZone).format(start)
  return `${coach} (${theirs}, your time)`
}
