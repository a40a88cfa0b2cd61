// 'Auto-Order by Day' (SPEC §2 admin inventory): items of one type ordered by day of the week, Monday
// first and no day last, then by time of day. Pure, so the admin UI can preview what the server will do.
import { DAYS_OF_WEEK, type DayOfWeek } from '../constants.ts'

export interface DayAndTime {
  id: number
  dayOfWeek: DayOfWeek | null
  timeSlot: string | null
}

const TIME = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\b/i
const TWENTY_FOUR_HOUR = /\b([01]?\d|2[0-3]):([0-5]\d)\b/

/**
 * Minutes after midnight for a time slot written like '6:40 PM PST', '7 am' or '18:30'; null when no time
 * can be read. Text order would put '10:00 AM' before '6:40 AM', so times are compared as times.
 */
export function minutesOfDay(timeSlot: string | null): number | null {
  if (!timeSlot) return null
  const twelveHour = TIME.exec(timeSlot)
  if (twelveHour) {
    const hour = Number(twelveHour[1])
    const minute = Number(twelveHour[2] ?? 0)
    if (hour < 1 || hour > 12 || minute > 59) return null
    return ((hour % 12) + (twelveHour[3]!.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(timeSlot)
  return twentyFour ? Number(twentyFour[1]) * 60 + Number(twentyFour[2]) : null
}

const dayRank = (day: DayOfWeek | null) => (day === null ? DAYS_OF_WEEK.length : DAYS_OF_WEEK.indexOf(day))
const timeRank = (timeSlot: string | null) => minutesOfDay(timeSlot) ?? Number.POSITIVE_INFINITY

/** Monday first, no day last; within a day by time, unreadable or missing times last; then by id. */
export function orderByDayAndTime<T extends DayAndTime>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      dayRank(a.dayOfWeek) - dayRank(b.dayOfWeek) ||
      timeRank(a.timeSlot) - timeRank(b.timeSlot) ||
      (a.timeSlot ?? '').localeCompare(b.timeSlot ?? '') ||
      a.id - b.id,
  )
}
