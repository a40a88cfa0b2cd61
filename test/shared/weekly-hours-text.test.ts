import { describe, expect, it } from 'vitest'
import { parseDatesOff, parseWeeklyHours, weeklyHoursText } from '../../src/shared/bookings/weekly-hours-text.ts'

describe('the weekly hours as the owner types them', () => {
  it('reads one period a line, whatever the case and spacing, and writes them back the same way', () => {
    const read = parseWeeklyHours('Monday 09:00 - 12:00\n\n  tuesday 13:30-17:00 ')
    expect(read).toEqual({
      periods: [
        { day: 'monday', start: '09:00', end: '12:00' },
        { day: 'tuesday', start: '13:30', end: '17:00' },
      ],
    })
    expect(weeklyHoursText('periods' in read ? read.periods : [])).toBe('monday 09:00-12:00\ntuesday 13:30-17:00')
  })

  it('names the line that is not a day and its hours, or ends before it starts', () => {
    expect(parseWeeklyHours('monday 09:00-12:00\nfunday 9-5')).toEqual({
      error: 'Line 2: write a day and its hours, such as "monday 09:00-12:00"',
    })
    expect(parseWeeklyHours('friday 17:00-09:00')).toEqual({ error: 'Line 1: the period must end after it starts' })
  })

  it('reads dates off in order, once each, and names one that is not a date', () => {
    expect(parseDatesOff('2027-01-02, 2026-12-25\n2027-01-02')).toEqual({ dates: ['2026-12-25', '2027-01-02'] })
    expect(parseDatesOff('2026-12-25 Christmas')).toEqual({ error: '"Christmas" is not a date written YYYY-MM-DD' })
  })
})
