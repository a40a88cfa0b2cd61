// Exactly which pages may load the Meta Pixel and GA4 (src/shared/tag-free-pages.ts; the README's privacy
// paragraph names the same list): the home pages, the legal pages and checkout without a waitlist offer.
import { describe, expect, it } from 'vitest'
import { isTagFreeAddress, isTagPageAddress } from '../../src/shared/tag-free-pages.ts'

const at = (address: string) => {
  const url = new URL(address, 'https://coaching.test')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

describe('the pages a tag may load on', () => {
  it('are the home pages, the legal pages and checkout without an offer', () => {
    for (const address of [
      '/',
      '/old',
      '/privacy-policy',
      '/terms-and-conditions',
      '/data-deletion',
      '/checkout',
      '/checkout?type=brotherhood&inventoryId=3',
      '/?utm_source=facebook#faq',
    ])
      expect(isTagPageAddress(at(address)), address).toBe(true)
  })

  it('are none of the owner’s pages, the token pages, the success page, or an address no route knows', () => {
    for (const address of [
      '/admin',
      '/admin/login',
      '/debug-sms',
      '/refund#1.1.AAAA',
      '/plan#token',
      '/plan?token=token',
      '/payment-success?payment_intent=pi_1',
      '/waitlist/confirm#token',
      '/waitlist/decline#offer=token',
      '/checkout?offer=token',
      '/checkout?type=brotherhood#offer=token',
      '/plan/old-shape-token',
      '/refunds/1.1.AAAA',
      '/no-such-page',
    ])
      expect(isTagPageAddress(at(address)), address).toBe(false)
  })

  it('leave every token page tag-free for the rest of the load (isTagFreeAddress), and not a mere unknown page', () => {
    expect(isTagFreeAddress(at('/waitlist/confirm#token'))).toBe(true)
    expect(isTagFreeAddress(at('/checkout#offer=token'))).toBe(true)
    expect(isTagFreeAddress(at('/no-such-page'))).toBe(false)
  })
})
