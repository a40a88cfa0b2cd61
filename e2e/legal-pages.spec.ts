// The three legal pages carry every text SPEC §2 gives them, and their links take the visitor where they say.
import { expect, type Page, test } from './support/test.ts'
import type { SiteSettings } from '../src/shared/site.ts'

async function siteSettings(page: Page): Promise<SiteSettings> {
  const response = await page.request.get('/api/site-settings')
  expect(response.ok()).toBe(true)
  return response.json()
}

function section(page: Page, heading: RegExp) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) })
}

test('the terms page has every section, today as its last-updated date and the contact email', async ({ page }) => {
  const { contactEmail } = await siteSettings(page)
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()

  await expect(section(page, /Acceptance of Terms/)).toContainText('you agree to these terms')
  const services = section(page, /Services/)
  for (const service of ['Brotherhood Pods', 'One-on-One Coaching', 'Strategy Calls', /educational resources/i]) {
    await expect(services.getByRole('listitem').filter({ hasText: service })).toHaveCount(1)
  }
  const payment = section(page, /Payment Terms/)
  await expect(payment).toContainText('Stripe')
  await expect(payment).toContainText('All sales are final unless covered by the guarantee')
  const guarantee = section(page, /30-Day Action Guarantee/)
  await expect(guarantee).toContainText(
    '30-day action guarantee: attend every call and complete your assigned actions, or get a full refund.',
  )
  await expect(guarantee).toContainText('each purchase keeps the version it was sold with')
  await expect(
    section(page, /Prohibited Uses/)
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expect(section(page, /Limitation of Liability/)).toContainText('not liable')
  await expect(section(page, /Contact/).getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  )
})

test('the data deletion page explains what is not collected and how to ask, and leads home', async ({ page }) => {
  const { contactEmail } = await siteSettings(page)
  await page.goto('/data-deletion')
  // The site's own address, whatever port this run serves on: never a stored setting's.
  const home = new URL('/', page.url()).href
  await expect(page.getByRole('heading', { level: 1, name: 'Data Deletion Instructions' })).toBeVisible()
  await expect(page.getByText('does not collect or store personal data from social-media users')).toBeVisible()
  await expect(page.getByText(/only shows public posts .* from our own business page/)).toBeVisible()
  await expect(page.getByText('What is displayed:')).toBeVisible()
  await expect(page.getByText('What is not collected:')).toBeVisible()

  const steps = page.getByRole('list').filter({ hasText: 'Data Deletion Request' }).getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText(/with .Data Deletion Request. in the subject/)
  await expect(steps.nth(0).getByRole('link', { name: contactEmail })).toHaveAttribute(
    'href',
    `mailto:${contactEmail}?subject=Data%20Deletion%20Request`,
  )
  await expect(steps.nth(1)).toContainText('Describe the data')
  await expect(steps.nth(2)).toContainText('username or email')
  await expect(steps.nth(3)).toContainText('Wait for our reply')
  await expect(page.getByText('within 7 business days')).toBeVisible()

  const contact = section(page, /Contact/)
  await expect(contact.getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`)
  await expect(contact.getByRole('link', { name: home })).toHaveAttribute('href', home)

  await page.getByRole('link', { name: 'Return to Homepage' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Data Deletion Instructions' })).toHaveCount(0)
})

test('the privacy policy shows its effective date and answer time, and links to data deletion and home', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('July 31, 2025')).toBeVisible()
  await expect(page.getByText('within 7 business days')).toBeVisible()

  await page
    .locator('article')
    .getByRole('link', { name: /data deletion/i })
    .first()
    .click()
  await expect(page).toHaveURL('/data-deletion')
  await expect(page.getByRole('heading', { level: 1, name: 'Data Deletion Instructions' })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await page
    .locator('article')
    .getByRole('link', { name: /homepage/i })
    .first()
    .click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveCount(0)
})
