import { describe, expect, it } from 'vitest'
import {
  BUSINESS_TIME_ZONE,
  REPORT_DAY_UTC_OFFSET_HOURS,
  reportDay,
  reportDayStartMs,
} from '../../src/shared/rules/business-clock.ts'
import { BUSINESS_TIME_ZONE as fromFeedDates } from '../../src/shared/rules/feed-dates.ts'
import { formatBusinessDateTime } from '../../src/shared/rules/business-time.ts'

describe('the business clock’s two readings (decision 013)', () => {
  it('shows moments on the Pacific clock, daylight time included', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Los_Angeles')
    expect(fromFeedDates).toBe(BUSINESS_TIME_ZONE)
    expect(formatBusinessDateTime('2026-07-01T07:00:00Z')).toContain('12:00 AM PDT')
    expect(formatBusinessDateTime('2026-01-15T08:00:00Z')).toContain('12:00 AM PST')
  })

  it('counts the Analytics tab’s days on UTC−8 all year: a day starts at 08:00Z in summer too', () => {
    expect(REPORT_DAY_UTC_OFFSET_HOURS).toBe(-8)
    expect(reportDay(Date.parse('2026-01-15T07:59:59Z'))).toBe('2026-01-14')
    expect(reportDay(Date.parse('2026-01-15T08:00:00Z'))).toBe('2026-01-15')
    // Midnight PDT (07:00Z) is still the day before on the report calendar.
    expect(reportDay(Date.parse('2026-07-01T07:30:00Z'))).toBe('2026-06-30')
    expect(reportDay(Date.parse('2026-07-01T08:00:00Z'))).toBe('2026-07-01')
    expect(reportDay(Date.parse('2026-07-01T08:00:00Z'), -29)).toBe('2026-06-02')
    expect(new Date(reportDayStartMs('2026-07-01')).toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(reportDay(reportDayStartMs('2026-03-08'))).toBe('2026-03-08')
  })
})
