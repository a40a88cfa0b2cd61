// The coach's hours and booking rules, as the owner edits them in Settings. Times are wall
// times ('09:00') on the business's clock; the weekly hours repeat on the same wall times across daylight-saving
// changes. Also the shape of the stored row's JSON, so a row written by an older release still reads.
import { z } from 'zod'
import { DAYS_OF_WEEK } from '../constants.ts'
import { optionalWebAddress } from './web-address.ts'

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const wallClock = (what: string) =>
  z.string({ error: `${what} is required` }).regex(HOUR_MINUTE, { error: `${what} must be a time such as 09:00` })

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })
}

export const weeklyWindowSchema = z
  .strictObject({
    day: z.enum(DAYS_OF_WEEK, { error: 'Please choose a day' }),
    start: wallClock('Start time'),
    end: wallClock('End time'),
  })
  .refine((window) => window.start < window.end, { error: 'Each period must end after it starts', path: ['end'] })

/**
 * The share kept for clients' sessions on a site whose owner never set it (decision 111): half, so free calls booked
 * with made-up emails can never take a paying client's times, and no owner has to know the setting exists first.
 */
export const DEFAULT_CLIENT_HOURS_PERCENT = 50

export const NO_HOURS_MESSAGE = 'Add at least one period of hours: with none, nobody can book a call or a session'

export const bookingRulesSchema = z.strictObject({
  // With no hours nobody could book a call or a session: refused, not saved.
  weeklyHours: z
    .array(weeklyWindowSchema)
    .min(1, { error: NO_HOURS_MESSAGE })
    .max(50, { error: 'Please keep to 50 periods a week' }),
  datesOff: z
    .array(z.string().regex(DATE, { error: 'Dates off must be written YYYY-MM-DD' }))
    .max(366, { error: 'Please keep to a year of dates off' }),
  bufferMinutes: wholeNumber('Buffer between sessions', 0, 240),
  minNoticeHours: wholeNumber('Minimum notice', 0, 720),
  horizonDays: wholeNumber('How far ahead one can book', 1, 365),
  strategyCallMinutes: wholeNumber('Free call length', 15, 240),
  oneToOneMinutes: wholeNumber('One-to-one session length', 15, 240),
  moveNoticeHours: wholeNumber('Notice to move or cancel', 0, 720),
  maxMoves: wholeNumber('Moves per booking', 0, 20),
  /** The later part of each period kept for clients' paid sessions, in percent; free calls get the rest (decision 088). */
  clientHoursPercent: wholeNumber("Share of hours kept for clients' sessions", 0, 100).default(
    DEFAULT_CLIENT_HOURS_PERCENT,
  ),
  videoLink: optionalWebAddress('Video-call link must be a web address starting with http:// or https://'),
})
export type BookingRules = z.output<typeof bookingRulesSchema>
export type BookingRulesInput = z.input<typeof bookingRulesSchema>
