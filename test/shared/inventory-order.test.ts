import { describe, expect, it } from 'vitest'
import { type DayAndTime, minutesOfDay, orderByDayAndTime } from '../../src/shared/rules/inventory-order.ts'

describe('minutesOfDay', () => {
  it.each([
    ['6:40 PM PST', 18 * 60 + 40],
    ['6:40pm', 18 * 60 + 40],
    ['7 am', 7 * 60],
    ['7 a.m.', 7 * 60],
    ['12:00 PM', 12 * 60],
    ['12:15 AM', 15],
    ['10:00 AM PST', 10 * 60],
    ['18:30', 18 * 60 + 30],
    ['Evenings 7:30 PM - 9:00 PM', 19 * 60 + 30],
  ])('%j is %i minutes after midnight', (slot, minutes) => {
    expect(minutesOfDay(slot)).toBe(minutes)
  })

  it.each([[null], [''], ['evening'], ['13:00 PM'], ['25:00']])('%j has no readable time', (slot) => {
    expect(minutesOfDay(slot)).toBeNull()
  })
})

describe('orderByDayAndTime', () => {
  const item = (id: number, dayOfWeek: DayAndTime['dayOfWeek'], timeSlot: string | null = null): DayAndTime => ({
    id,
    dayOfWeek,
    timeSlot,
  })

  it('Monday first through Sunday, no day last', () => {
    const ordered = orderByDayAndTime([
      item(1, null),
      item(2, 'sunday'),
      item(3, 'wednesday'),
      item(4, 'monday'),
      item(5, 'saturday'),
    ])
    expect(ordered.map((i) => i.id)).toEqual([4, 3, 5, 2, 1])
  })

  it('within a day by time of day, not by text; no or unreadable time last, then by text and id', () => {
    const ordered = orderByDayAndTime([
      item(1, 'thursday', 'TBD'),
      item(2, 'thursday', '6:40 PM PST'),
      item(3, 'thursday', null),
      item(4, 'thursday', '10:00 AM PST'),
      item(5, 'thursday', '6:00 AM PST'),
      item(6, 'thursday', 'Afternoon'),
    ])
    expect(ordered.map((i) => i.id)).toEqual([5, 4, 2, 3, 6, 1])
  })

  it('the same time written two ways goes by text, and the same text by id; the input is not changed', () => {
    const list = [item(9, 'friday', '7:00 PM'), item(2, 'friday', '7:00 PM'), item(5, 'friday', '7 PM')]
    expect(orderByDayAndTime(list).map((i) => i.id)).toEqual([5, 2, 9])
    expect(list.map((i) => i.id)).toEqual([9, 2, 5])
  })
})
