// The Meta Pixel and GA4 run on public pages only: the owner's pages (leads' names, emails and phones) and the
// pages whose address carries a token or a payment reference load neither, even with both ids configured, and
// their Content-Security-Policy names none of the tags' origins.
import { expect, type Page, test } from './support/test.ts'

const TAG_ORIGIN = /facebook\.net|facebook\.com|googletagmanager\.com|google-analytics\.com|analytics\.google\.com/

/** Both ids configured, and the vendors' scripts answered by empty stand-ins; returns what was asked of them. */
async function withTagsConfigured(page: Page): Promise<string[]> {
  const vendorRequests: string[] = []
  await page.route('**/api/public-config', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ metaPixelId: '1234567890', ga4MeasurementId: 'G-TEST123' }),
    }),
  )
  await page.route(/^https:\/\/(connect\.facebook\.net|www\.googletagmanager\.com)\//, (route) => {
    vendorRequests.push(route.request().url())
    return route.fulfill({ contentType: 'application/javascript', body: '/* stand-in */' })
  })
  return vendorRequests
}

test('the owner pages answer with a CSP that names no tag origin; public pages keep them', async ({ request }) => {
  for (const path of [
    '/admin',
    '/admin/login',
    '/debug-sms',
    '/refund',
    '/plan',
    '/payment-success',
    '/waitlist/decline',
    '/booking',
    '/action',
  ]) {
    const csp = (await request.get(path)).headers()['content-security-policy']!
    expect(csp, path).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/)
    expect(csp, path).not.toMatch(TAG_ORIGIN)
  }
  for (const path of ['/', '/privacy-policy', '/checkout']) {
    expect((await request.get(path)).headers()['content-security-policy'], path).toContain(
      'https://connect.facebook.net',
    )
  }
})

test('with both ids configured, the login and admin pages load no tag; a public page does', async ({ page }) => {
  const vendorRequests = await withTagsConfigured(page)
  for (const path of ['/admin/login', '/admin', '/debug-sms']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The tags wait for the browser to be idle; give that a moment before saying they never came.
    await page.waitForTimeout(500)
    expect(vendorRequests, path).toEqual([])
    expect(await page.evaluate(() => 'fbq' in window || 'gtag' in window), path).toBe(false)
  }
  // The same setup on a public page does load them, so the silence above is the admin rule, not the setup.
  await page.goto('/privacy-policy')
  await expect.poll(() => vendorRequests.length).toBe(2)
})

/** Every page whose address carries a secret, as its link or Stripe's return makes it. */
const SECRET_ADDRESSES = [
  '/refund#1.1790000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/plan#plan-token-aaaaaaaaaaaaaaaaaaaaaaaa',
  '/plan?token=plan-token-aaaaaaaaaaaaaaaaaaaaaaaa',
  '/waitlist/confirm#confirm-token-aaaaaaaaaaaaaaaa',
  '/waitlist/decline#offer=offer-token-aaaaaaaaaaaaaaaa',
  '/waitlist/decline?offer=offer-token-aaaaaaaaaaaaaaaa',
  '/booking#booking-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '/checkout?offer=offer-token-aaaaaaaaaaaaaaaa',
  '/checkout#offer=offer-token-aaaaaaaaaaaaaaaa',
  '/checkout?offer#offer=offer-token-aaaaaaaaaaaaaaaa',
  '/payment-success?payment_intent=pi_secret_page&payment_intent_client_secret=pi_secret_page_secret_x&redirect_status=succeeded',
  // An address no route knows (a mistyped or old-shaped link may carry a token): the not-found page loads none.
  '/plan/plan-token-aaaaaaaaaaaaaaaaaaaaaaaa',
]

test('with both ids configured, no page with a token or payment reference in its address loads a tag', async ({
  page,
}) => {
  const vendorRequests = await withTagsConfigured(page)
  for (const address of SECRET_ADDRESSES) {
    await page.goto(address)
    await page.waitForLoadState('networkidle')
    // The tags wait for the browser to be idle: let it be idle, then look.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 300))))
    expect(vendorRequests, address).toEqual([])
    expect(await page.evaluate(() => 'fbq' in window || 'gtag' in window), address).toBe(false)
  }
  // The success page takes the payment reference out of its address at once.
  expect(page.url()).not.toMatch(/payment_intent|secret/)
  // Control: the same setup on a public page loads both, so the silence above is the rule, not the setup.
  await page.goto('/checkout?type=brotherhood')
  await expect.poll(() => vendorRequests.length).toBe(2)
})
