import { describe, expect, it } from 'vitest'
import { nextWeeklyMeeting, weeklyTimeIn } from '../../src/shared/rules/weekly-time.ts'

describe("a pod's weekly time on another clock", () => {
  it('finds the next meeting on the coach’s clock, this week or the next', () => {
    // Tuesday 1 December 2026, 10 AM Pacific.
    const now = Date.parse('2026-12-01T18:00:00Z')
    expect(nextWeeklyMeeting('thursday', '6:40 PM PST', now)).toBe('2026-12-04T02:40:00.000Z')
    expect(nextWeeklyMeeting('tuesday', '7:00 AM', now)).toBe('2026-12-08T15:00:00.000Z')
    expect(nextWeeklyMeeting('tuesday', '11:00 AM', now)).toBe('2026-12-01T19:00:00.000Z')
  })

  it('after the spring change keeps the coach’s wall time', () => {
    expect(nextWeeklyMeeting('thursday', '6:40 PM', Date.parse('2027-03-15T12:00:00Z'))).toBe(
      '2027-03-19T01:40:00.000Z',
    )
  })

  it('has none without a day or a readable time', () => {
    expect(nextWeeklyMeeting(null, '6:40 PM', 0)).toBeNull()
    expect(nextWeeklyMeeting('thursday', 'evening-ish', 0)).toBeNull()
  })

  it('says the meeting on the reader’s clock, his own weekday included', () => {
    expect(weeklyTimeIn('2026-12-04T02:40:00.000Z', 'America/New_York')).toBe('Thursdays at 9:40 PM EST')
    expect(weeklyTimeIn('2026-12-04T02:40:00.000Z', 'Europe/London')).toBe('Fridays at 2:40 AM GMT')
  })
})
