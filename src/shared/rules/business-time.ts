// Moments as the business and its customers read them: on the Pacific clock (SPEC §9 "Timezone PST"), in
// daylight time from March to November as every clock there is, with the zone named so a reader elsewhere
// knows which clock is meant.
import { BUSINESS_TIME_ZONE } from './business-clock.ts'
import { dateFormat } from './date-formats.ts'

const WEEKDAY_AND_TIME: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}

/** 'Mon, Nov 23, 3:04 PM PST' ('PDT' in summer): a moment someone acts by, within days. */
export function formatBusinessMoment(at: number | string): string {
  return dateFormat('en-US', { ...WEEKDAY_AND_TIME, timeZoneName: 'short' }).format(new Date(at))
}

/** 'Mon, Nov 23, 3:04 PM Pacific time': a waitlist offer's deadline, the same in its messages and at checkout. */
export function formatDeadline(at: number | string): string {
  return `${dateFormat('en-US', WEEKDAY_AND_TIME).format(new Date(at))} Pacific time`
}

/** 'Nov 23, 2026, 3:04 PM PST' ('PDT' in summer): when something happened, for the owner's lists. */
export function formatBusinessDateTime(at: number | string): string {
  return dateFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at))
}
