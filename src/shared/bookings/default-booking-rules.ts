// The coach's hours before the owner has saved any: weekday working hours, so a fresh site can take bookings.
// SPEC §1 says the free call lasts 45 minutes (another place says 30): 45 is the default, the owner may change it.
import { type BookingRules, DEFAULT_CLIENT_HOURS_PERCENT } from '../schemas/booking-rules.ts'

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

export const DEFAULT_BOOKING_RULES: BookingRules = {
  weeklyHours: WEEKDAYS.flatMap((day) => [
    { day, start: '09:00', end: '12:00' },
    { day, start: '13:00', end: '17:00' },
  ]),
  datesOff: [],
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 30,
  strategyCallMinutes: 45,
  oneToOneMinutes: 60,
  moveNoticeHours: 24,
  maxMoves: 2,
  clientHoursPercent: DEFAULT_CLIENT_HOURS_PERCENT,
  videoLink: null,
}

/** The kinds of session the booking store holds; one-to-one sessions will book through it too. */
export const BOOKING_KINDS = ['strategy-call', 'one-to-one'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

export function sessionMinutes(rules: BookingRules, kind: BookingKind): number {
  return kind === 'strategy-call' ? rules.strategyCallMinutes : rules.oneToOneMinutes
}
