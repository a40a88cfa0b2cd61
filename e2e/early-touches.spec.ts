// A visitor faster than the page's code (decision 054): with every island's code held back, as on a slow
// phone, until the test lets it through, a press made while it is held does what it would do later, once.
// The lead forms sent that early are forms.spec.ts's ('sent before the form woke').
import { expect, type Page, test } from './support/test.ts'
import { ENTRY_RAN, holdBackIslandCode, islandAlive } from './support/islands.ts'

/** The held code once let through, then what the press asked for (a lazily loaded dialog comes after it). */
const DELIVERED = { timeout: 20_000 }

/** The home page with every island's code held back; the answer lets it through. */
async function openEarly(page: Page): Promise<() => void> {
  const wake = await holdBackIslandCode(page)
  await page.goto('/', { waitUntil: ENTRY_RAN })
  return wake
}

/** Every analytics event the page sends, by name. */
function eventNames(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events')
      names.push((request.postDataJSON() as { name: string }).name)
  })
  return names
}

test('an FAQ question clicked the moment it shows opens its answer: the browser does it, no script to wait for', async ({
  page,
}) => {
  await openEarly(page)
  const question = page.locator('#faq details').filter({ hasText: 'How is coaching different' })
  await question.locator('summary').click()
  await expect(question).toHaveJSProperty('open', true)
  await expect(question.getByText(/^Therapy often looks back/)).toBeVisible()
  await expect(page.locator('#faq [data-island]')).toHaveCount(0)
})

test('the chat button is there from the start, and a press before its code arrived opens the chat', async ({
  page,
}) => {
  const wake = await openEarly(page)
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(islandAlive(page, 'live-chat')).toHaveCount(0)
  wake()
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible(DELIVERED)
  await expect(page.getByRole('dialog')).toHaveCount(1)
})

test("a resource's 'Get Free Access' pressed before its code arrived opens its download dialog, once", async ({
  page,
}) => {
  const events = eventNames(page)
  const wake = await openEarly(page)
  await page.locator('#resources').getByRole('button', { name: 'Get Free Access' }).first().click()
  await expect(islandAlive(page, 'resources')).toHaveCount(0)
  wake()
  const dialog = page.getByRole('dialog', { name: /^Download / })
  await expect(dialog).toBeVisible(DELIVERED)
  await expect(dialog.getByLabel('Email Address')).toBeFocused()
  await expect.poll(() => events.filter((name) => name === 'resource_dialog_opened')).toHaveLength(1)
})

test('the testimonials pause and the video plays when pressed before their code arrived', async ({ page }) => {
  const wake = await openEarly(page)
  await page.locator('#testimonials').getByRole('button', { name: 'Pause automatic rotation' }).click()
  await page.locator('#video-sales').getByRole('button', { name: 'Play video' }).click()
  await expect(islandAlive(page, 'testimonial-carousel')).toHaveCount(0)
  wake()
  await expect(page.locator('#testimonials').getByRole('button', { name: 'Play automatic rotation' })).toBeVisible(
    DELIVERED,
  )
  await expect(page.locator('#video-sales').getByRole('button', { name: 'Pause video' })).toBeVisible(DELIVERED)
})

test('the mouse leaving through the top before the popup listens opens the exit popup once it does', async ({
  page,
}) => {
  const events = eventNames(page)
  const wake = await openEarly(page)
  await expect(page.getByRole('main')).toBeVisible()
  await page.mouse.move(400, 300)
  await page.mouse.move(400, 2)
  await page.mouse.move(400, -10)
  await expect(islandAlive(page, 'exit-intent')).toHaveCount(0)
  wake()
  await expect(page.getByRole('dialog', { name: 'Wait! Before You Go...' })).toBeVisible(DELIVERED)
  await expect.poll(() => events.filter((name) => name === 'exit_popup_shown')).toHaveLength(1)
})
