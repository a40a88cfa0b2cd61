// The times a session can start: the coach's weekly hours, read as wall times on the business's clock day by day
// (so 09:00 stays 09:00 across a daylight-saving change), minus dates off, minus anything busy (booked sessions
// and pod sessions) widened by the buffer, no sooner than the minimum notice and no later than the horizon.
import { DAYS_OF_WEEK } from '../constants.ts'
import type { BookingRules } from '../schemas/booking-rules.ts'
import { wallTimeAt, wallTimeToInstant, type WallTime } from './zone-time.ts'

/** A start is offered every half hour inside the hours. */
export const SLOT_STEP_MINUTES = 30

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** A stretch of time taken by something, in milliseconds since the epoch, end excluded. */
export interface Busy {
  start: number
  end: number
}

export interface SlotQuestion {
  rules: Pick<BookingRules, 'weeklyHours' | 'datesOff' | 'bufferMinutes' | 'minNoticeHours' | 'horizonDays'>
  timeZone: string
  durationMinutes: number
  now: number
  busy: readonly Busy[]
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const two = (n: number) => String(n).padStart(2, '0')

function wallOn(date: Date, minutes: number): WallTime {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
  return { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }
}

/** A wall time the spring change skips (02:30 on that Sunday) does not exist: no session starts then. */
function existingInstant(wall: WallTime, timeZone: string): number | null {
  const instant = wallTimeToInstant(wall, timeZone)
  const seen = wallTimeAt(instant, timeZone)
  return seen.hour === wall.hour && seen.minute === wall.minute ? instant : null
}

function isFree(start: number, end: number, question: SlotQuestion): boolean {
  const buffer = question.rules.bufferMinutes * MINUTE_MS
  return question.busy.every((busy) => end + buffer <= busy.start || busy.end + buffer <= start)
}

/** Every open start, earliest first. Exactly at the minimum notice is still open; a moment sooner is not. */
export function openSlots(question: SlotQuestion): number[] {
  const { rules, timeZone, now } = question
  const earliest = now + rules.minNoticeHours * HOUR_MS
  const latest = now + rules.horizonDays * DAY_MS
  const duration = question.durationMinutes * MINUTE_MS
  const today = wallTimeAt(now, timeZone)
  const first = Date.UTC(today.year, today.month - 1, today.day)
  const datesOff = new Set(rules.datesOff)
  const starts: number[] = []
  for (let dayMs = first; dayMs <= first + (rules.horizonDays + 1) * DAY_MS; dayMs += DAY_MS) {
    const date = new Date(dayMs)
    const ymd = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
    if (datesOff.has(ymd)) continue
    // getUTCDay counts from Sunday; DAYS_OF_WEEK starts on Monday.
    const weekday = DAYS_OF_WEEK[(date.getUTCDay() + 6) % 7]
    for (const window of rules.weeklyHours.filter((w) => w.day === weekday)) {
      const windowEnd = wallTimeToInstant(wallOn(date, minutesOf(window.end)), timeZone)
      for (let minutes = minutesOf(window.start); minutes < minutesOf(window.end); minutes += SLOT_STEP_MINUTES) {
        const start = existingInstant(wallOn(date, minutes), timeZone)
        if (start === null || start < earliest || start > latest) continue
        if (start + duration > windowEnd || !isFree(start, start + duration, question)) continue
        starts.push(start)
      }
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b)
}
