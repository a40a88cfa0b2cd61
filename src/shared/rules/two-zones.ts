// An instant a person must act by, said on the coach's clock with its zone named and, when his browser's zone
// differs, on his own clock too: a deadline with no zone is read on the reader's clock and missed by hours.
import { BUSINESS_TIME_ZONE } from './business-clock.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
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

/** 'January 4, 2027 at 11:59 PM PST (January 5, 2027 at 2:59 AM EST, your time)'; the coach's reading alone in his zone. */
export function inBothZones(at: string | number, visitorZone: string): string {
  const instant = new Date(at)
  const coach = formatIn(BUSINESS_TIME_ZONE).format(instant)
  const theirs = formatIn(visitorZone).format(instant)
  if (theirs === coach || visitorZone === BUSINESS_TIME_ZONE) return coach
  return `${coach} (${theirs}, your time)`
}
