import { describe, expect, it } from 'vitest'
import { formatPst } from '../../src/client/admin/shared/pst-time.ts'
import { businessLocalToIso, isoToBusinessLocal } from '../../src/shared/rules/business-local-time.ts'
import { inventoryItemSchema } from '../../src/shared/schemas/inventory.ts'

const form = { name: 'Pod', type: 'coaching_slot', price: 0, totalSlots: 1, availableSlots: 1 }
const closingDateOf = (typed: string) => inventoryItemSchema.parse({ ...form, closingDate: typed }).closingDate

describe("a closing date typed on the owner's clock (Pacific, daylight time included)", () => {
  it('reads a July 6:00 PM as daylight time, shown back as 6:00 PM PDT', () => {
    const stored = closingDateOf('2026-07-01T18:00')
    expect(stored).toBe('2026-07-02T01:00:00.000Z')
    expect(formatPst(stored!)).toBe('Jul 1, 2026, 6:00 PM PDT')
  })

  it('reads a January 6:00 PM as standard time, shown back as 6:00 PM PST', () => {
    const stored = closingDateOf('2026-01-15T18:00')
    expect(stored).toBe('2026-01-16T02:00:00.000Z')
    expect(formatPst(stored!)).toBe('Jan 15, 2026, 6:00 PM PST')
  })

  it('writes the stored instant back into the form as it was typed, in summer and in winter', () => {
    expect(isoToBusinessLocal('2026-07-02T01:00:00.000Z')).toBe('2026-07-01T18:00')
    expect(isoToBusinessLocal('2026-01-16T02:00:00.000Z')).toBe('2026-01-15T18:00')
    for (const typed of ['2026-07-01T18:00', '2026-01-15T18:00', '2026-11-01T00:30']) {
      expect(isoToBusinessLocal(closingDateOf(typed))).toBe(typed)
    }
  })

  it('keeps seconds, and an empty or unreadable value stays empty', () => {
    expect(businessLocalToIso('2026-07-01T18:00:30.250')).toBe('2026-07-02T01:00:30.250Z')
    expect(businessLocalToIso('next friday')).toBeNull()
    expect(isoToBusinessLocal(null)).toBe('')
    expect(isoToBusinessLocal('not a date')).toBe('')
  })

  it('reads the hour the spring change skips with the offset from before it, and the repeated autumn hour as its first', () => {
    expect(businessLocalToIso('2026-03-08T02:30')).toBe('2026-03-08T10:30:00.000Z')
    expect(businessLocalToIso('2026-11-01T01:30')).toBe('2026-11-01T08:30:00.000Z')
  })
})
