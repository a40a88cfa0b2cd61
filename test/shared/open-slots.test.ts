import { describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '../../src/shared/bookings/default-booking-rules.ts'
import { openSlots, type SlotQuestion } from '../../src/shared/rules/open-slots.ts'

const LA = 'America/Los_Angeles'
const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

/** Monday 2027-01-04 09:00 PST is 17:00Z. */
const MONDAY_9AM = Date.parse('2027-01-04T17:00:00Z')

function ask(overrides: Partial<SlotQuestion['rules']> = {}, rest: Partial<SlotQuestion> = {}): number[] {
  return openSlots({
    rules: {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: [{ day: 'monday', start: '09:00', end: '11:00' }],
      minNoticeHours: 0,
      bufferMinutes: 0,
      horizonDays: 6,
      ...overrides,
    },
    timeZone: LA,
    durationMinutes: 45,
    now: Date.parse('2027-01-03T12:00:00Z'),
    busy: [],
    ...rest,
  })
}

describe('open times from the weekly hours', () => {
  it('offers every half hour whose whole session fits inside the hours', () => {
    expect(ask().map(iso)).toEqual(['2027-01-04T17:00:00.000Z', '2027-01-04T17:30:00.000Z', '2027-01-04T18:00:00.000Z'])
  })

  it('offers nothing on a date off', () => {
    expect(ask({ datesOff: ['2027-01-04'] })).toEqual([])
  })

  it('keeps a booked session and its buffer free', () => {
    const busy = [{ start: MONDAY_9AM, end: MONDAY_9AM + 0.75 * HOUR }]
    expect(ask({ bufferMinutes: 0 }, { busy }).map(iso)).toEqual(['2027-01-04T18:00:00.000Z'])
    // 9:45 end + 15 min buffer = 10:00: the 10:00 start still fits; a 30-minute buffer pushes it out.
    expect(ask({ bufferMinutes: 15 }, { busy }).map(iso)).toEqual(['2027-01-04T18:00:00.000Z'])
    expect(ask({ bufferMinutes: 30 }, { busy })).toEqual([])
  })

  it('opens a time exactly at the minimum notice and not a moment sooner', () => {
    const now = MONDAY_9AM - 12 * HOUR
    expect(ask({ minNoticeHours: 12 }, { now })[0]).toBe(MONDAY_9AM)
    expect(ask({ minNoticeHours: 12 }, { now: now + 1 })[0]).toBe(MONDAY_9AM + 0.5 * HOUR)
  })

  it('offers nothing beyond the horizon', () => {
    expect(ask({ horizonDays: 1 }, { now: Date.parse('2026-12-31T12:00:00Z') })).toEqual([])
  })

  it('keeps 09:00 on the wall clock after the spring change (16:00Z instead of 17:00Z)', () => {
    const now = Date.parse('2027-03-12T12:00:00Z')
    const rules = { weeklyHours: [{ day: 'monday' as const, start: '09:00', end: '10:00' }] }
    expect(ask(rules, { now }).map(iso)).toEqual(['2027-03-15T16:00:00.000Z'])
  })

  it('skips the wall time the spring change leaves out', () => {
    const now = Date.parse('2027-03-13T12:00:00Z')
    const rules = { weeklyHours: [{ day: 'sunday' as const, start: '01:00', end: '04:00' }] }
    // The clock jumps from 02:00 PST to 03:00 PDT: 02:00 and 02:30 do not exist, 01:30's half hour ends at 03:00.
    expect(ask(rules, { now, durationMinutes: 30 }).map(iso)).toEqual([
      '2027-03-14T09:00:00.000Z',
      '2027-03-14T09:30:00.000Z',
      '2027-03-14T10:00:00.000Z',
      '2027-03-14T10:30:00.000Z',
    ])
  })
})
