import { describe, expect, it } from 'vitest'
import { formatDueDay } from '../../src/shared/plan-terms.ts'
import { formatPrice } from '../../src/shared/rules/inventory.ts'

const intl = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

// Written out without Intl (decision 063), so they are checked against it.
describe('prices in dollars (SPEC §9)', () => {
  it('writes cents as en-US currency with two decimals', () => {
    expect(formatPrice(49900)).toBe('$499.00')
    expect(formatPrice(150000)).toBe('$1,500.00')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice(5)).toBe('$0.05')
    expect(formatPrice(123456789)).toBe('$1,234,567.89')
    expect(formatPrice(-500)).toBe('-$5.00')
  })

  it('says what Intl says for every whole number of cents it is given', () => {
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 17900, 53700, 99999, 100000, 999999, 1000000, 123456789]
    for (let cents = 0; cents < 300_000; cents += 997) samples.push(cents)
    for (const cents of [...samples, ...samples.filter((c) => c > 0).map((c) => -c)])
      expect(formatPrice(cents), String(cents)).toBe(intl(cents))
  })
})

describe('a plan payment’s due day', () => {
  it('reads as en-US’s short date of that calendar day, as Intl writes it', () => {
    expect(formatDueDay('2026-12-23')).toBe('Dec 23, 2026')
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10)
      expect(formatDueDay(iso), iso).toBe(intl.format(new Date(`${iso}T12:00:00Z`)))
    }
  })
})
