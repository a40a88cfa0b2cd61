// The rule of decision 082 at its edges: paid in full opens all; a plan opens its share rounded down but at least
// one, and everything at the last payment; all at once; a cap per 30 days from the sale; an overdue payment stops
// new bookings unless the owner let that payment through; the words My coaching shows.
import { describe, expect, it } from 'vitest'
import {
  notBookableWords,
  OVERDUE_STOP,
  openWords,
  type PackageTerms,
  packageState,
  sessionsOpen,
} from '../../src/shared/bookings/sessions-open.ts'

const SOLD = '2031-01-03T18:00:00.000Z'
const DAY = 86_400_000
const terms = (overrides: Partial<PackageTerms> = {}): PackageTerms => ({
  sessionsIncluded: 12,
  planPayments: 6,
  sessionRelease: null,
  sessionCap: null,
  soldAt: SOLD,
  ...overrides,
})
const now = Date.parse(SOLD)

describe('sessionsOpen', () => {
  it('opens all of a package paid in full, and nothing before a payment', () => {
    expect(sessionsOpen(terms({ planPayments: null }), 1, now)).toBe(12)
    expect(sessionsOpen(terms(), 0, now)).toBe(0)
  })

  it('opens the share paid on a plan, rounded down but at least one, and all at the last payment', () => {
    expect([1, 2, 3, 4, 5, 6].map((paid) => sessionsOpen(terms(), paid, now))).toEqual([2, 4, 6, 8, 10, 12])
    expect([1, 2, 3, 4, 5].map((paid) => sessionsOpen(terms({ planPayments: 5 }), paid, now))).toEqual([2, 4, 7, 9, 12])
    expect(sessionsOpen(terms({ sessionsIncluded: 6, planPayments: 12 }), 1, now)).toBe(1)
    expect(sessionsOpen(terms({ sessionsIncluded: 6, planPayments: 12 }), 11, now)).toBe(5)
    expect(sessionsOpen(terms({ sessionsIncluded: 6, planPayments: 12 }), 12, now)).toBe(6)
  })

  it('opens all at once when the item says so, and a cap more per 30 days from the sale', () => {
    expect(sessionsOpen(terms({ sessionRelease: 'all-at-once' }), 1, now)).toBe(12)
    const capped = terms({ sessionRelease: 'per-30-days', sessionCap: 4, planPayments: null })
    expect(sessionsOpen(capped, 1, now)).toBe(4)
    expect(sessionsOpen(capped, 1, now + 30 * DAY - 1)).toBe(4)
    expect(sessionsOpen(capped, 1, now + 30 * DAY)).toBe(8)
    expect(sessionsOpen(capped, 1, now + 365 * DAY)).toBe(12)
  })
})

describe('packageState', () => {
  const plan = (statuses: string[]) =>
    statuses.map((status, index) => ({ number: index + 1, status, dueOn: `2031-0${index + 1}-03` }))

  it('says how many are open now and how many more open with the next payment, on its day', () => {
    const state = packageState(
      terms(),
      plan(['paid', 'scheduled', 'scheduled', 'scheduled', 'scheduled', 'scheduled']),
      1,
      null,
      now,
    )
    expect(state).toMatchObject({ open: 2, booked: 1, bookable: 1, next: { count: 2, on: '2031-02-03' } })
    expect(openWords(state)).toBe('2 of 12 sessions open now, 2 more with your payment on Feb 3, 2031')
    const full = packageState(terms({ planPayments: null }), [], 0, null, now)
    expect(openWords(full)).toBe('12 of 12 sessions open')
  })

  it('stops new bookings while a payment is overdue, unless the owner let that payment through', () => {
    const behind = plan(['paid', 'overdue', 'scheduled', 'scheduled', 'scheduled', 'scheduled'])
    const stopped = packageState(terms(), behind, 1, null, now)
    expect(stopped).toMatchObject({ open: 2, bookable: 0, stopped: 'overdue' })
    expect(notBookableWords(stopped)).toBe(OVERDUE_STOP)
    expect(packageState(terms(), behind, 1, 2, now)).toMatchObject({ bookable: 1, stopped: null })
    const later = plan(['paid', 'paid', 'overdue', 'scheduled', 'scheduled', 'scheduled'])
    expect(packageState(terms(), later, 1, 2, now)).toMatchObject({ bookable: 0, stopped: 'overdue' })
  })

  it('says when all open sessions are booked, and when more open with time', () => {
    const capped = terms({ sessionRelease: 'per-30-days', sessionCap: 2, planPayments: null })
    const state = packageState(capped, [], 2, null, now)
    expect(notBookableWords(state)).toBe('The sessions open so far are all booked. 2 more open on Feb 2, 2031.')
  })
})
