// Which of the coach's hours each kind of session may use. With a share kept for clients (decision 088), each
// period's later part is theirs alone and free calls get the earlier part, ending a buffer before it: nothing booked
// as a free call, however many, can take or crowd a time a paying client could book.
import type { BookingKind } from '../../../shared/bookings/default-booking-rules.ts'
import { SLOT_STEP_MINUTES } from '../../../shared/rules/open-slots.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export function hoursFor(rules: BookingRules, kind: BookingKind): BookingRules['weeklyHours'] {
  const kept = rules.clientHoursPercent
  if (kept === 0) return rules.weeklyHours
  return rules.weeklyHours.flatMap((period) => {
    const [start, end] = [minutesOf(period.start), minutesOf(period.end)]
    const free = Math.floor(((end - start) * (100 - kept)) / 100 / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES
    const boundary = start + free
    if (kind === 'one-to-one') return boundary < end ? [{ ...period, start: clockOf(boundary) }] : []
    const freeEnd = boundary - rules.bufferMinutes
    return freeEnd > start ? [{ ...period, end: clockOf(freeEnd) }] : []
  })
}
