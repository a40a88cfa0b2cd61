// A pod's weekly meeting time, written by the owner on the coach's clock ('Thursday', '6:40 PM PST'), as an instant
// the visitor's browser can say on his own clock beside the coach's, as the booking times are.
import { DAYS_OF_WEEK } from '../constants.ts'
import { BUSINESS_TIME_ZONE } from './business-clock.ts'
import { dateFormat } from './date-formats.ts'
import { minutesOfDay } from './inventory-order.ts'
import { wallAsUtc, wallTimeAt, wallTimeToInstant, wallFromUtcFields } from './zone-time.ts'

const DAY_MS = 86_400_000

/**
 * The next meeting on or after `now` (ISO), or null when the day or the time cannot be read. Only its weekday and
 * time of day are used to say it in another zone, so any week's meeting would do; the next one is on the same side
 * of a daylight-saving change as the visitor's today.
 */
export function nextWeeklyMeeting(dayOfWeek: string | null, timeSlot: string | null, now: number): string | null {
  const minutes = minutesOfDay(timeSlot)
  const weekday = DAYS_OF_WEEK.indexOf(dayOfWeek as (typeof DAYS_OF_WEEK)[number])
  if (minutes === null || weekday < 0) return null
  const today = wallTimeAt(now, BUSINESS_TIME_ZONE)
  const todayUtc = wallAsUtc({ ...today, hour: 0, minute: 0, second: 0 })
  // getUTCDay counts from Sunday; DAYS_OF_WEEK starts on Monday.
  const ahead = (((weekday + 1) % 7) - new Date(todayUtc).getUTCDay() + 7) % 7
  for (const extra of [0, 7]) {
    const day = wallFromUtcFields(todayUtc + (ahead + extra) * DAY_MS)
    const instant = wallTimeToInstant(
      { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
      BUSINESS_TIME_ZONE,
    )
    if (instant >= now) return new Date(instant).toISOString()
  }
  return null
}

/** 'Thursdays at 9:40 PM EST' on the reader's clock; the weekday is his, which may differ from the coach's. */
export function weeklyTimeIn(iso: string, timeZone: string): string {
  const at = new Date(iso)
  const weekday = dateFormat('en-US', { timeZone, weekday: 'long' }).format(at)
  const time = dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
  return `${weekday}s at ${time.format(at)}`
}
