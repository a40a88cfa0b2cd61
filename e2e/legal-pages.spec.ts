import { expect, test } from '@playwright/test'

test('the terms page shows today as its last-updated date and the contact email', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'hello@brotherhood-coaching.example' }).first()).toBeVisible()
})
