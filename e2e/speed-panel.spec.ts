// Field speed for the owner (decision 102): browsing the home page and checkout sends their Core Web Vitals with
// sendBeacon, and the Analytics tab's speed panel then shows each page's week with its figures and visits.
import { expect, type Page, test } from './support/test.ts'
import { signInAsOwner } from './support/sign-in.ts'

/** The next beacon a page stored (204), whatever its metric; a beacon's body is not shown, its referrer is. */
function vitalStored(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/vitals') &&
      response.status() === 204 &&
      new URL(response.request().headers()['referer'] ?? 'http://x/none').pathname === path,
  )
}

test('browsing home and checkout fills the Analytics tab’s speed panel, checkout beside home', async ({ page }) => {
  const fromHome = vitalStored(page, '/')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await fromHome

  const fromCheckout = vitalStored(page, '/checkout')
  await page.goto('/checkout?type=brotherhood')
  // Checkout measures from the visitor's first interaction on.
  await page.locator('#checkout-firstName').click()
  await fromCheckout

  await signInAsOwner(page)
  await page.getByRole('tab', { name: 'Analytics', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Speed for real visitors' })
  await expect(panel.getByText('No visits measured yet…')).toHaveCount(0)
  for (const name of ['Home page (/)', 'Checkout (/checkout)']) {
    const section = panel.getByRole('region', { name })
    await expect(section.getByRole('columnheader', { name: 'TTFB' })).toBeVisible()
    await expect(section.getByRole('row').nth(1)).toContainText(/\d+\.\d\d s.*visit/)
  }
  // My coaching has its own section: empty or not depends on the specs before this one, on the one shared site.
  await expect(panel.getByRole('region', { name: 'My coaching (/my-coaching)' })).toBeVisible()
})
