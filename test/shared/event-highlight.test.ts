import { describe, expect, it } from 'vitest'
import { eventHighlights, HIGHLIGHT_LABELS, withHighlights } from '../../src/shared/rules/event-highlight.ts'

const NOW = Date.parse('2030-06-15T18:00:00Z')
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString()
const days = (n: number) => hours(n * 24)

describe('event highlights (SPEC §2 badges)', () => {
  it('labels the badges as the spec names them', () => {
    expect(HIGHLIGHT_LABELS).toEqual({
      'next-event': 'Next Event',
      ongoing: 'Live Now',
      'recent-past': 'Recently Completed',
    })
  })

  it('marks only the soonest upcoming event as next, whatever the list order', () => {
    expect(eventHighlights([{ date: days(10) }, { date: days(2) }, { date: days(5) }], NOW)).toEqual([
      null,
      'next-event',
      null,
    ])
  })

  it('marks an event under way as ongoing, by its end time or two hours without one', () => {
    const list = [{ date: hours(-3), endDate: hours(1) }, { date: hours(-1) }, { date: hours(-3) }]
    expect(eventHighlights(list, NOW)).toEqual(['ongoing', 'ongoing', 'recent-past'])
  })

  it('marks only the most recently finished event, and only within a week', () => {
    const list = [{ date: days(-3) }, { date: days(-1) }, { date: days(-9) }]
    expect(eventHighlights(list, NOW)).toEqual([null, 'recent-past', null])
    expect(eventHighlights([{ date: days(-8) }], NOW)).toEqual([null])
  })

  it('ignores an end before the start and uses the default length instead', () => {
    expect(eventHighlights([{ date: hours(-1), endDate: hours(-5) }], NOW)).toEqual(['ongoing'])
  })

  it('gives no highlight to an event whose date does not read', () => {
    expect(eventHighlights([{ date: 'first thursday' }, { date: days(1) }], NOW)).toEqual([null, 'next-event'])
  })

  it('sets each event its highlight and keeps the rest of the event', () => {
    expect(withHighlights([{ date: days(1), title: 'Q&A' }], NOW)).toEqual([
      { date: days(1), title: 'Q&A', highlight: 'next-event' },
    ])
  })
})
