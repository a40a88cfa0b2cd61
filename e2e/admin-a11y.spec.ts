// Accessibility of the admin dashboard: an axe scan of each of the ten tabs, once its
// data has loaded, and of the dialogs the owner works in, finds nothing serious or critical.
import { expect, type Page, test } from './support/test.ts'
import { seriousViolations } from './support/axe.ts'
import { signInAsOwner } from './support/sign-in.ts'

/** Each tab with something that is only there once its data has arrived. */
const TABS: readonly { name: string; loaded: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { name: 'Features', loaded: (page) => page.getByRole('switch', { name: 'Hero Section' }) },
  { name: 'Content', loaded: (page) => page.getByLabel('Live chat welcome message') },
  { name: 'Inventory', loaded: (page) => page.getByRole('list', { name: 'All inventory items' }) },
  { name: 'Events', loaded: (page) => page.getByRole('list', { name: 'Events in order' }) },
  { name: 'Social', loaded: (page) => page.getByRole('list', { name: 'Facebook posts' }) },
  { name: 'Analytics', loaded: (page) => page.getByRole('heading', { name: 'Traffic by source' }) },
  { name: 'Leads', loaded: (page) => page.getByRole('searchbox', { name: 'Search by name or email' }) },
  { name: 'Sequences', loaded: (page) => page.getByRole('list', { name: 'Emails of Free guide follow-up' }) },
  {
    name: 'Settings',
    loaded: (page) => page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages yet.')),
  },
  { name: 'System', loaded: (page) => page.getByRole('list', { name: 'Integrations' }) },
]

test.beforeEach(async ({ page }) => {
  await signInAsOwner(page)
})

for (const tab of TABS) {
  test(`the ${tab.name} tab has no serious or critical accessibility violations`, async ({ page }) => {
    await page.getByRole('tab', { name: tab.name, exact: true }).click()
    await expect(tab.loaded(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the tabs are operated with the keyboard: arrow keys move between them', async ({ page }) => {
  await page.getByRole('tab', { name: 'Features', exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Content', exact: true })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Content', exact: true })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'System', exact: true })).toHaveAttribute('aria-selected', 'true')
})

test('a switch flips with the keyboard', async ({ page }) => {
  const podcast = page.getByRole('switch', { name: 'Podcast' })
  await podcast.focus()
  await page.keyboard.press('Space')
  await expect(podcast).not.toBeChecked()
  await page.keyboard.press('Space')
  await expect(podcast).toBeChecked()
})

test('the dialogs keep focus inside, pass the scan, and Escape gives focus back', async ({ page }) => {
  await page.getByRole('tab', { name: 'Inventory', exact: true }).click()
  const opener = page.getByRole('button', { name: 'Add New Item' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await page.getByRole('tab', { name: 'Features', exact: true }).click()
  await page.getByRole('button', { name: 'Reset All Toggles' }).click()
  const confirmation = page.getByRole('alertdialog')
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(confirmation).toHaveCount(0)
})
