import { describe, expect, it } from 'vitest'
import { formatPst } from '../../src/client/admin/shared/pst-time.ts'
import { formatBusinessMoment, formatDeadline } from '../../src/shared/rules/business-time.ts'

// 17:00 UTC on 1 July is 10:00 in Los Angeles (daylight time, UTC−7); on 1 December it is 09:00 (UTC−8).
const JULY = '2026-07-01T17:00:00.000Z'
const DECEMBER = '2026-12-01T17:00:00.000Z'

describe('moments on the business clock (SPEC §9: Pacific time, daylight time included)', () => {
  it("shows the owner's lists in Pacific daylight time in summer and standard time in winter", () => {
    expect(formatPst(JULY)).toBe('Jul 1, 2026, 10:00 AM PDT')
    expect(formatPst(DECEMBER)).toBe('Dec 1, 2026, 9:00 AM PST')
  })

  it('leaves an unreadable instant as it came', () => {
    expect(formatPst('not a date')).toBe('not a date')
  })

  it("says a waitlist offer's deadline on the Pacific clock, naming it, from an instant or its ISO text", () => {
    expect(formatDeadline(Date.parse(JULY))).toBe('Wed, Jul 1, 10:00 AM Pacific time')
    expect(formatDeadline(DECEMBER)).toBe('Tue, Dec 1, 9:00 AM Pacific time')
  })

  it("says when a waiting refund approves itself with the zone's short name", () => {
    expect(formatBusinessMoment(JULY)).toBe('Wed, Jul 1, 10:00 AM PDT')
    expect(formatBusinessMoment(DECEMBER)).toBe('Tue, Dec 1, 9:00 AM PST')
  })
})
