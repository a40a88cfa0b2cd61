import { describe, expect, it } from 'vitest'
import { CONFIRM_WINDOW_MS, waitlistStanding } from '../../src/shared/rules/waitlist-standing.ts'

const now = Date.parse('2026-03-08T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const entry = { status: 'waiting' as const, confirmToken: 'token', confirmedAt: null, createdAt: ago(60_000) }

describe('where a waitlist entry stands', () => {
  it('is unconfirmed for a day, then expired, whether or not the cron marked it', () => {
    expect(waitlistStanding(entry, now)).toBe('unconfirmed')
    expect(waitlistStanding({ ...entry, createdAt: ago(CONFIRM_WINDOW_MS) }, now)).toBe('expired: never confirmed')
    expect(waitlistStanding({ ...entry, status: 'expired' }, now)).toBe('expired: never confirmed')
  })

  it('is its status once confirmed, for entries from before confirmation, and once removed', () => {
    expect(waitlistStanding({ ...entry, confirmedAt: ago(1000), createdAt: ago(3 * CONFIRM_WINDOW_MS) }, now)).toBe(
      'waiting',
    )
    expect(waitlistStanding({ ...entry, status: 'offered', confirmToken: null }, now)).toBe('offered')
    expect(waitlistStanding({ ...entry, status: 'removed' }, now)).toBe('removed')
  })
})
