import { describe, expect, it } from 'vitest'
import { autoSortUpdates, eventDateKey, sortEventsByDate } from '../../src/shared/rules/event-order.ts'

const day = (month: number, date: number, year = 2025) => Date.UTC(year, month - 1, date)

describe('eventDateKey (SPEC §9 auto-sort rules)', () => {
  it.each([
    ['July 17', day(7, 17)],
    ['Thursday, July 17th', day(7, 17)],
    ['july 4', day(7, 4)],
    ['JULY 31st, 6pm', day(7, 31)],
    ['Saturday July 5 2025', day(7, 5)],
    ['2024 July 9', day(7, 9)],
    ['July', day(7, 1)],
    ['July 45', day(7, 1)],
  ])('text containing july: %j is that day of July 2025', (text, key) => {
    expect(eventDateKey(text)).toBe(key)
  })

  it.each([['first thursday'], ['First Thursday of the month'], ['Every FIRST THURSDAY']])(
    '%j is 1 August 2025',
    (text) => {
      expect(eventDateKey(text)).toBe(day(8, 1))
    },
  )

  it('july wins over "first thursday" when both appear', () => {
    expect(eventDateKey('First Thursday in July (the 3rd)')).toBe(day(7, 3))
  })

  it.each([
    ['2025-09-12', day(9, 12)],
    ['September 12, 2025', day(9, 12)],
    ['Aug 2, 2025 7:00 PM', day(8, 2)],
    ['12/25/2025', day(12, 25)],
  ])('anything else is a normal date: %j, day only', (text, key) => {
    expect(eventDateKey(text)).toBe(key)
  })

  it.each([['TBA'], [''], ['   '], ['every other week'], ['soon-ish']])('%j cannot be read: null', (text) => {
    expect(eventDateKey(text)).toBeNull()
  })
})

describe('sortEventsByDate', () => {
  const events = (...dates: string[]) => dates.map((date, index) => ({ id: index + 1, date }))

  it('earliest first, unreadable dates last', () => {
    const sorted = sortEventsByDate(events('TBA', 'first thursday', 'July 30', 'September 1, 2025', 'July 2'))
    expect(sorted.map((event) => event.date)).toEqual([
      'July 2',
      'July 30',
      'first thursday',
      'September 1, 2025',
      'TBA',
    ])
  })

  it('keeps the current order of events on the same day, and of unreadable ones', () => {
    const sorted = sortEventsByDate(
      events('soon', 'July 4 evening', 'later', 'July 4th morning', 'first thursday', '2025-08-01'),
    )
    expect(sorted.map((event) => event.id)).toEqual([2, 4, 5, 6, 1, 3])
  })

  it('does not change the list it was given', () => {
    const list = events('July 9', 'July 1')
    sortEventsByDate(list)
    expect(list.map((event) => event.id)).toEqual([1, 2])
  })
})

describe('autoSortUpdates', () => {
  it('is the reorder body: ids in date order, sort orders from 1', () => {
    const list = [
      { id: 30, date: 'TBA' },
      { id: 10, date: 'July 20' },
      { id: 20, date: 'July 3' },
    ]
    expect(autoSortUpdates(list)).toEqual([
      { id: 20, sortOrder: 1 },
      { id: 10, sortOrder: 2 },
      { id: 30, sortOrder: 3 },
    ])
    expect(autoSortUpdates([])).toEqual([])
  })
})
