// Checkout rendered on the Worker (docs/decisions/055): with scripts off the whole form and the pods are in
// the page (it cannot be paid that way, and says so); what a visitor types before the script is awake is kept;
// and a checkout the home page's pay button prepared (Speculation Rules prerender) asked for nothing before
// it was shown: no payment intent, no hold, no analytics event.
import { expect, test } from './support/test.ts'
import { keepPodOnSale } from './support/seats.ts'

test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('checkout shows the whole form and the pods with their seats; it cannot be paid and says so', async ({
    page,
  }) => {
    const pods = (await (await page.request.get('/api/inventory/type/brotherhood_pod')).json()) as {
      id: number
      name: string
      availableSlots: number
      totalSlots: number
      planPayments: number | null
    }[]
    const onSale = pods.filter((pod) => pod.availableSlots > 0)
    const planned = onSale.find((pod) => pod.planPayments) ?? onSale[0]!
    await page.goto(`/checkout?type=brotherhood&inventoryId=${planned.id}`)
    await expect(page.getByRole('heading', { name: 'Join a Brotherhood Pod' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible()
    await expect(page.getByText(/^Brotherhood Pod \(12 weeks\): .+ — \$[\d,]+\.\d{2}$/)).toBeVisible()
    for (const label of ['First name', 'Last name', 'Email', 'Phone'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    const picker = page.getByRole('group', { name: /^Choose your pod/ })
    await expect(picker.getByRole('radio')).toHaveCount(onSale.length)
    for (const pod of onSale)
      await expect(picker.getByText(`${pod.availableSlots} of ${pod.totalSlots} spots left`).first()).toBeVisible()
    if (planned.planPayments)
      await expect(
        page
          .getByRole('group', { name: 'How would you like to pay?' })
          .getByRole('radio', { name: /monthly payments/ }),
      ).toBeVisible()
    await expect(page.getByRole('group', { name: 'Brotherhood Pod Commitments' }).getByRole('checkbox')).toHaveCount(6)
    // A browser with scripts off shows this <noscript> note; Playwright's switch stops scripts but leaves the
    // parser's scripting flag on, so here the note is read from the page's markup.
    expect(await page.content()).toMatch(/<noscript>.*Paying needs JavaScript/s)
    await expect(page.getByRole('button', { name: /Complete Purchase Securely/ })).toBeDisabled()
  })
})

test('what a visitor typed before the form was awake is kept and checked', async ({ page }) => {
  // The page's own script is held back until the visitor has typed.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/checkout-live-.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/checkout?type=brotherhood')
  await page.getByLabel('First name', { exact: true }).fill('Early')
  await page.getByLabel('Phone', { exact: true }).fill('5415550123')
  release()
  await expect(page.locator('main[data-live]')).toBeAttached()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Early')
  await page.getByRole('button', { name: /Complete Purchase Securely/ }).click()
  // The early first name passed; the last name, never typed, did not.
  await expect(page.getByText('Last name is required')).toBeVisible()
  await expect(page.getByText('First name is required')).toHaveCount(0)
})

// Playwright's browser cannot prerender (Playwright attaches to page targets, and for such a client Chromium answers
// PrerenderingDisabledByDevTools, crbug.com/1440085), so the page is told it is being prerendered the way Chromium
// tells it: document.prerendering, then the prerenderingchange event when shown. bench/checkout-page.ts, attached
// through the tab's target, measures a real prerender from the home page.
test('a prepared checkout asks for no payment intent and sends no event until it is shown', async ({ page }) => {
  await page.addInitScript(() => {
    const state = window as unknown as { shown?: boolean }
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => !state.shown })
  })
  const calls: string[] = []
  page.on('request', (request) => {
    if (/create-payment-intent|analytics\/events|checkout\/reserve|stripe\/config/.test(request.url()))
      calls.push(request.url())
  })
  await page.goto('/checkout?type=brotherhood')
  await expect(page.locator('main[data-live]')).toBeAttached()
  await page.waitForTimeout(1500)
  expect(calls).toEqual([])
  await expect(page.getByText('Initializing secure payment system...')).toBeVisible()

  await page.evaluate(() => {
    ;(window as unknown as { shown?: boolean }).shown = true
    document.dispatchEvent(new Event('prerenderingchange'))
  })
  // Shown, the payment form is set up once the visitor acts or it nears the screen (decision 060).
  await page.mouse.move(10, 10)
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expect.poll(() => calls.some((url) => url.includes('create-payment-intent'))).toBe(true)
  await expect.poll(() => calls.some((url) => url.includes('analytics/events'))).toBe(true)
})
