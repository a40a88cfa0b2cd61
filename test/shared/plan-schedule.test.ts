import { describe, expect, it } from 'vitest'
import { addMonths, attemptTime, businessDay, planSchedule } from '../../src/shared/rules/plan-schedule.ts'

describe('a plan schedule', () => {
  it('three payments a month apart from the day of purchase, each of the plan amount', () => {
    expect(planSchedule('2026-11-23', 3, 17900)).toEqual([
      { number: 1, dueOn: '2026-11-23', amount: 17900 },
      { number: 2, dueOn: '2026-12-23', amount: 17900 },
      { number: 3, dueOn: '2027-01-23', amount: 17900 },
    ])
  })

  it('a day the month lacks becomes its last day, and the next month goes back to the purchase day', () => {
    expect(planSchedule('2027-01-31', 3, 100).map((p) => p.dueOn)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31'])
    expect(addMonths('2028-01-30', 1)).toBe('2028-02-29')
  })

  it('the day is Pacific: 2 a.m. UTC on the 24th is still the 23rd', () => {
    expect(businessDay(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23')
  })

  it('tries on the due day, then days 1, 3, 5 and 7 after it, then no more', () => {
    expect([0, 1, 2, 3, 4, 5].map((failures) => attemptTime('2026-12-23', failures))).toEqual([
      '2026-12-23T17:00:00.000Z',
      '2026-12-24T17:00:00.000Z',
      '2026-12-26T17:00:00.000Z',
      '2026-12-28T17:00:00.000Z',
      '2026-12-30T17:00:00.000Z',
      null,
    ])
  })
})
