import { describe, expect, it } from 'vitest'
import { inBothZones } from '../../src/shared/rules/two-zones.ts'

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
