import { describe, expect, it } from 'vitest'
import { waitlistConfirmHeading } from '../../src/shared/waitlist-confirm-words.ts'

describe('the waitlist confirmation page’s heading', () => {
  it('asks before the click and says it is done after, never asking again above "You are first in line"', () => {
    expect(waitlistConfirmHeading(false)).toBe('Confirm your place on the waitlist')
    expect(waitlistConfirmHeading(true)).toBe('Your place on the waitlist is confirmed')
  })
})
