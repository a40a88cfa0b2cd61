// Dates in the feeds (video published dates, event start times) as visitors read them, in the business's
// time zone (SPEC §9: PST); an unreadable date reads 'Unknown date' (SPEC §8).
export const UNKNOWN_DATE = 'Unknown date'
import { BUSINESS_TIME_ZONE } from './business-clock.ts'
import { dateFormat } from './date-formats.ts'

// Kept for importers of the zone from here; its home is business-clock.ts.
export { BUSINESS_TIME_ZONE }

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? new Date(time) : null
}

/** 'Nov 18, 2026' */
export function formatFeedDate(value: string | null | undefined): string {
  const date = parsed(value)
  if (!date) return UNKNOWN_DATE
  return dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date)
}

/** 'Fri, Dec 4, 2026, 6:00 PM PST' */
export function formatEventDate(value: string | null | undefined): string {
  const date = parsed(value)
  if (!date) return UNKNOWN_DATE
  return dateFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  }).format(date)
}

/**
 * An admin event's free-text date and time ('December 4, 2026' and '6:00 PM PST') as one ISO instant, or
 * null when the two do not read as a date ('Every Tuesday'), so an unreadable date is never guessed.
 */
export function eventStartIso(date: string, time: string): string | null {
  const withTime = Date.parse(`${date} ${time}`.trim())
  if (Number.isFinite(withTime)) return new Date(withTime).toISOString()
  const dateOnly = Date.parse(date)
  return Number.isFinite(dateOnly) ? new Date(dateOnly).toISOString() : null
}
