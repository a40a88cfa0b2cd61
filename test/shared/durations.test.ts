import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  formatIsoDuration,
  isoDurationSeconds,
  itunesDurationSeconds,
} from '../../src/shared/rules/durations.ts'

describe('ISO-8601 video durations', () => {
  it.each([
    ['PT45S', 45],
    ['PT4M5S', 245],
    ['PT12M', 720],
    ['PT1H2M3S', 3723],
    ['PT2H', 7200],
    ['P1DT1H', 90_000],
    ['PT1M30.5S', 90],
  ])('%s is %s seconds', (value, seconds) => {
    expect(isoDurationSeconds(value)).toBe(seconds)
  })

  it.each([[''], ['P'], ['PT'], ['12:05'], ['1H2M'], ['PT-5S'], ['PTxM'], [null], [undefined]])(
    '%s is not a duration',
    (value) => {
      expect(isoDurationSeconds(value)).toBeNull()
    },
  )

  it.each([
    ['PT45S', '0:45'],
    ['PT4M5S', '4:05'],
    ['PT1H2M3S', '1:02:03'],
    ['PT10H0M9S', '10:00:09'],
  ])('%s shows as %s', (value, shown) => {
    expect(formatIsoDuration(value)).toBe(shown)
  })

  it.each([['garbage'], [''], ['P0D'], ['PT0S']])("'%s' shows as N/A (SPEC §8)", (value) => {
    expect(formatIsoDuration(value)).toBe('N/A')
  })
})

describe('itunes:duration', () => {
  it.each([
    ['3723', 3723],
    [' 60 ', 60],
    ['3600.7', 3600],
    ['45:30', 2730],
    ['75:00', 4500],
    ['01:02:03', 3723],
    ['1:2:3', 3723],
    ['0:00:59', 59],
  ])("'%s' is %s seconds", (value, seconds) => {
    expect(itunesDurationSeconds(value)).toBe(seconds)
  })

  it('takes a number as seconds', () => {
    expect(itunesDurationSeconds(125)).toBe(125)
  })

  it.each([['soon'], [''], ['1:60'], ['1:60:00'], ['1:2:3:4'], ['-30'], ['12:'], [':30'], [null], [undefined]])(
    "'%s' is unreadable",
    (value) => {
      expect(itunesDurationSeconds(value)).toBeNull()
    },
  )
})

describe('formatting seconds', () => {
  it.each([
    [5, '0:05'],
    [65, '1:05'],
    [3600, '1:00:00'],
    [3723.9, '1:02:03'],
  ])('%s seconds shows as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown)
  })

  it.each([[null], [undefined], [0], [-1], [Number.NaN]])('%s shows as N/A', (seconds) => {
    expect(formatDuration(seconds)).toBe('N/A')
  })
})
