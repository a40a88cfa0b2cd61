// Pages no third-party tag may see (src/client/lib/pixels.ts never loads one there, and their CSP allows none,
// src/shared/security-headers.ts): the owner's pages, where leads' personal data is on screen, and every page
// whose address carries a secret or a payment reference: the refund link, the plan link, a waitlist offer's
// links, the success page Stripe returns to with the payment intent, and a client's own page (My coaching).
// Meta's Pixel reports the page address with its events, so a token there would leave for a third party.
import { isPublicPagePath } from './public-pages.ts'
import { OFFER_PARAM } from './waitlist-links.ts'

/** As `_headers` URL patterns: the CSP of these paths names no tag origin. */
export const TAG_FREE_PAGE_PATTERNS: readonly string[] = [
  '/admin',
  '/admin/*',
  '/debug-sms',
  '/refund',
  '/plan',
  '/booking',
  '/action',
  '/payment-success',
  '/waitlist/*',
  '/my-coaching',
]

export function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/debug-sms'
}

/**
 * The only pages a tag may load on: the home pages and the legal pages (PUBLIC_PAGE_PATHS), and checkout
 * without a waitlist offer. An allow-list, so a page added later, or an address no route knows (a mistyped or
 * old link that may still carry a token), loads none until someone decides it may.
 */
export function isTagPageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  if (isTagFreeAddress(location)) return false
  return isPublicPagePath(location.pathname) || location.pathname === '/checkout'
}

/** Whether a page at this address must load no tag. Checkout with a waitlist offer carries the offer's secret. */
export function isTagFreeAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  if (isAdminPage(pathname)) return true
  if (['/refund', '/plan', '/booking', '/action', '/payment-success', '/my-coaching'].includes(pathname)) return true
  if (pathname.startsWith('/waitlist/')) return true
  // The unsubscribe page's address carries the signed email address (decision 061).
  if (pathname.startsWith('/api/unsubscribe')) return true
  const offer = new RegExp(`(^|[?#&])${OFFER_PARAM}=`)
  return pathname === '/checkout' && (offer.test(search) || offer.test(hash))
}
