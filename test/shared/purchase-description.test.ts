import { describe, expect, it } from 'vitest'
import { purchaseDescription } from '../../src/shared/purchase-type-labels.ts'

describe('what a purchase is called where it is paid for', () => {
  it("names each type's title alone without an item", () => {
    expect(purchaseDescription('strategy-call')).toBe('Free Strategy Call')
    expect(purchaseDescription('brotherhood', null)).toBe('Brotherhood Pod (12 weeks)')
    expect(purchaseDescription('one-to-one', '')).toBe('One-to-One Coaching (12 sessions)')
  })

  it('joins the title and the item name, a colon inside the name kept as it is', () => {
    expect(purchaseDescription('brotherhood', 'Tuesday Pod')).toBe('Brotherhood Pod (12 weeks): Tuesday Pod')
    expect(purchaseDescription('one-to-one', 'Tue: 6:40 PM')).toBe('One-to-One Coaching (12 sessions): Tue: 6:40 PM')
  })
})
