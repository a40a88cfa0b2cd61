import { describe, expect, it } from 'vitest'
import { countOf, plural } from '../../src/shared/rules/plural.ts'
import { podSeatLabel } from '../../src/shared/rules/inventory.ts'

describe('counts in English', () => {
  it('takes the singular for exactly one, the plural for none, many and fractions', () => {
    expect(countOf(1, 'free strategy call')).toBe('1 free strategy call')
    expect(countOf(0, 'free strategy call')).toBe('0 free strategy calls')
    expect(countOf(2, 'visit')).toBe('2 visits')
    expect(countOf(1.5, 'day')).toBe('1.5 days')
    expect(countOf(-1, 'seat')).toBe('-1 seats')
  })

  it('takes an irregular plural, verbs included, when given', () => {
    expect(countOf(1, 'failed try', 'failed tries')).toBe('1 failed try')
    expect(countOf(3, 'failed try', 'failed tries')).toBe('3 failed tries')
    expect(countOf(1, 'seat is', 'seats are')).toBe('1 seat is')
    expect(countOf(2, 'seat is', 'seats are')).toBe('2 seats are')
    expect(countOf(2, 'FAQ')).toBe('2 FAQs')
  })

  it('gives the noun alone for a number shown another way (1.2K views)', () => {
    expect(plural(1, 'view')).toBe('view')
    expect(plural(1200, 'view')).toBe('views')
  })

  it('reads the pod seat labels of SPEC §4 as before', () => {
    expect([0, 1, 2, 3, 4].map(podSeatLabel)).toEqual([
      'Sold Out',
      '1 seat left',
      '2 seats left',
      '3 seats left',
      '4 seats available',
    ])
  })
})
