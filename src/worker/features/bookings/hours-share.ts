// Which of the coach's hours each kind of session may use. With a share kept for clients (decisions 088, 111), each
// period's later part is theirs alone and free calls get the earlier part, a buffer clear of every clients' part
// that day (the period's own, and another period's that touches or overlaps it): nothing booked as a free call,
// however many, can take or crowd a time a paying client could book.
import type { BookingKind } from '../../../shared/bookings/default-booking-rules.ts'
import { SLOT_STEP_MINUTES } from '../../../shared/rules/open-slots.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'

type Period = BookingRules['weeklyHours'][number]
interface Span {
  day: Period['day']
  start: number
  end: number
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Each period cut where its clients' part begins. */
function split(period: Period, kept: number) {
  const [start, end] = [minutesOf(period.start), minutesOf(period.end)]
  const free = Math.floor(((end - start) * (100 - kept)) / 100 / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES
  return { day: period.day, start, boundary: start + free, end }
}

/** What is left of `span` once every one of `cuts` is taken out of it. */
function without(span: Span, cuts: Span[]): Span[] {
  return cuts
    .filter((cut) => cut.day === span.day)
    .reduce<Span[]>(
      (left, cut) =>
        left.flatMap((part) => [
          ...(cut.start > part.start ? [{ ...part, end: Math.min(part.end, cut.start) }] : []),
          ...(cut.end < part.end ? [{ ...part, start: Math.max(part.start, cut.end) }] : []),
        ]),
      [span],
    )
    .filter((part) => part.end > part.start)
}

export function hoursFor(rules: BookingRules, kind: BookingKind): BookingRules['weeklyHours'] {
  const kept = rules.clientHoursPercent
  if (kept === 0) return rules.weeklyHours
  const parts = rules.weeklyHours.map((period) => split(period, kept))
  const clients: Span[] = parts.flatMap(({ day, boundary, end }) =>
    boundary < end ? [{ day, start: boundary, end }] : [],
  )
  const asPeriods = (spans: Span[]) =>
    spans.map(({ day, start, end }) => ({ day, start: clockOf(start), end: clockOf(end) }))
  if (kind === 'one-to-one') return asPeriods(clients)
  // A free call must end a buffer before a clients' part begins and start a buffer after one ends.
  const buffer = rules.bufferMinutes
  const widened = clients.map((span) => ({ ...span, start: span.start - buffer, end: span.end + buffer }))
  return asPeriods(parts.flatMap(({ day, start, boundary }) => without({ day, start, end: boundary }, widened)))
}
