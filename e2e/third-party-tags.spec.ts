// The Meta Pixel and GA4 run on public pages only: the owner's pages (leads' names, emails and phones) load
// neither, even with both ids configured, and their Content-Security-Policy names none of the tags' origins.
import { expect, type Page, test } from '@playwright/test'

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
  for (const path of ['/admin', '/admin/login', '/debug-sms']) {
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
