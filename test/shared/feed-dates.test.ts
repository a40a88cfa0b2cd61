import { describe, expect, it } from 'vitest'
import { eventStartIso, formatEventDate, formatFeedDate } from '../../src/shared/rules/feed-dates.ts'

describe('feed dates (SPEC §8: invalid date reads Unknown date)', () => {
  it('shows a published date in the business time zone', () => {
    expect(formatFeedDate('2030-11-18T15:00:00Z')).toBe('Nov 18, 2030')
    // 02:00 UTC on Oct 1 is still Sep 30 in Los Angeles.
    expect(formatFeedDate('2030-10-01T02:00:00Z')).toBe('Sep 30, 2030')
  })

  it('shows an event start with its weekday, time and zone', () => {
    expect(formatEventDate('2031-03-04T18:00:00-0800')).toBe('Tue, Mar 4, 2031, 6:00 PM PST')
  })

  it.each([['not a date'], [''], [null], [undefined]])("'%s' reads Unknown date", (value) => {
    expect(formatFeedDate(value)).toBe('Unknown date')
    expect(formatEventDate(value)).toBe('Unknown date')
  })
})

describe("an admin event's date and time as one instant", () => {
  it('reads a written date with a Pacific time', () => {
    expect(eventStartIso('December 4, 2026', '6:00 PM PST')).toBe('2026-12-05T02:00:00.000Z')
  })

  it('falls back to the date alone when the time does not read', () => {
    expect(eventStartIso('2026-12-04', 'after dinner')).toBe('2026-12-04T00:00:00.000Z')
  })

  it('gives null for a date that does not read, rather than a guess', () => {
    expect(eventStartIso('Every Tuesday', '7:00 PM')).toBeNull()
  })
})
