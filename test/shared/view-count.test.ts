import { describe, expect, it } from 'vitest'
import { formatViewCount } from '../../src/shared/rules/view-count.ts'

describe('view counts with K and M (SPEC §3 "Video")', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [15_342, '15.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_400_000, '2.4M'],
    [12_345_678, '12.3M'],
  ])('%s views read %s', (views, shown) => {
    expect(formatViewCount(views)).toBe(shown)
  })

  it.each([[-5], [Number.NaN], [Number.POSITIVE_INFINITY]])('an impossible count (%s) reads 0', (views) => {
    expect(formatViewCount(views)).toBe('0')
  })
})
