import { describe, expect, it } from 'vitest'
import { bookingTimeWords, inBothZones } from '../../src/shared/rules/two-zones.ts'

describe('a deadline in both zones', () => {
  it('names the coach’s zone, and the reader’s own clock when his zone differs', () => {
    expect(inBothZones('2027-01-05T07:59:00Z', 'America/New_York')).toBe(
      'January 4, 2027 at 11:59 PM PST (January 5, 2027 at 2:59 AM EST, your time)',
    )
  })

  it('says the coach’s reading once for a reader in the coach’s zone', () => {
    expect(inBothZones('2027-07-01T17:00:00Z', 'America/Los_Angeles')).toBe('July 1, 2027 at 10:00 AM PDT')
  })
})

describe('a booked time in both zones, by the same formatter', () => {
  it('names the weekday on both clocks, and the coach’s reading once in his zone or one that reads the same', () => {
    const nineInBend = Date.parse('2027-01-04T17:00:00Z')
    expect(bookingTimeWords(nineInBend, 'America/Chicago')).toBe(
      'Monday, January 4, 2027 at 9:00 AM PST (Monday, January 4, 2027 at 11:00 AM CST, your time)',
    )
    expect(bookingTimeWords(nineInBend, 'America/Los_Angeles')).toBe('Monday, January 4, 2027 at 9:00 AM PST')
    expect(bookingTimeWords(nineInBend, 'US/Pacific')).toBe('Monday, January 4, 2027 at 9:00 AM PST')
  })
})
