// The pages of the links in emails, rendered by the Worker (decision 063): the refund, plan and waitlist-decline
// pages answer their whole shell in the HTML without the link's token (which stays in the fragment), say with
// scripts off what their script is needed for, and wake with a small script of their own, with none of the client
// app's code; a wait shows a visible state and a failure a clear message.
import { gzipSync } from 'node:zlib'
import { expect, type Page, test } from './support/test.ts'

const PAGES = [
  {
    path: '/refund',
    link: '/refund#1.1790000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    oldLink: '/refund?token=refund-token-in-a-query-aaaaaaaa',
    heading: 'Your 30-day guarantee',
    needs: 'Seeing your purchase and asking for your refund needs JavaScript',
    // Every state's words are in the page, for the script to fill in.
    words: [
      'Loading your purchase…',
      'Refund link not valid',
      'This refund link has expired',
      'Our guarantee, as the offer states it:',
      'at the latest, and you will get an email when the refund is made.',
      'Your refund is approved and on its way.',
      'Your refund is being made. You will get an email when it is done.',
      'is on its way back to your card. Most banks show it within 5 to 10 business days.',
      'Your payment had not been taken yet, so nothing was charged: the hold on your card is released.',
      'Your card could not take the refund back.',
      'so this link can no longer refund it. To ask about a refund, contact us at',
      'Your refund could not be requested. Please try again.',
    ],
  },
  {
    path: '/plan',
    link: '/plan#plan-token-aaaaaaaaaaaaaaaaaaaaaaaa',
    oldLink: '/plan?token=plan-token-in-a-query-aaaaaaaaaa',
    heading: 'Your payment plan',
    needs: 'Seeing your payments and updating your card needs JavaScript',
    words: [
      'Loading your plan...',
      'We could not find this payment plan. Please use the link in your latest email.',
      'did not go through',
      'Your seat is still yours.',
      'or at once when you update your card.',
      'Update your card below and we will try again at once.',
      'Your card is updated. Thank you!',
      'Saving your new card...',
      'Your new card was not saved. Please try again.',
      'Update your card',
      'Loading secure payment form...',
      'Payment form failed to load',
      'Save card',
    ],
  },
  {
    path: '/waitlist/decline',
    link: '/waitlist/decline#offer=offer-token-aaaaaaaaaaaaaaaa',
    oldLink: '/waitlist/decline?offer=offer-token-in-a-query-aaaaaaa',
    heading: 'Not interested in this seat?',
    needs: 'Answering this offer needs JavaScript',
    words: [
      'If you let it go, the seat we are holding for you goes to the next person in line. This cannot be undone.',
      'Give my seat to the next person',
      'I want the seat after all',
    ],
  },
  {
    path: '/booking',
    link: '/booking#booking-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    oldLink: '/booking?token=booking-token-in-a-query-aaaaaaa',
    heading: 'Your free strategy call',
    needs: 'Seeing, moving or cancelling your booking needs JavaScript',
    words: ['Loading your booking...', 'Move to another time', 'Cancel this call', 'Book another time'],
  },
] as const

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, link, heading, needs, words } of PAGES) {
    test(`${path} shows its shell and says what it needs a script for`, async ({ page }) => {
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // A browser with scripts off shows the <noscript> note (and hides the waiting line); Playwright's switch
      // stops scripts but leaves the parser's scripting flag on, so the note is read from the page's markup.
      const html = await page.content()
      expect(html).toMatch(new RegExp(`<noscript>.*${needs}.*never sent to our server.*contact us at`, 's'))
      for (const text of words) expect(html, text).toContain(text.replace(/'/g, '&#x27;'))
    })
  }

  test('the decline page’s question is readable, and its button waits for the script', async ({ page }) => {
    await page.goto('/waitlist/decline#offer=offer-token-aaaaaaaaaaaaaaaa')
    await expect(
      page.getByText('If you let it go, the seat we are holding for you goes to the next person'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Give my seat to the next person' })).toBeDisabled()
  })
})

test('the pages are never kept and hold no token, also for an old link with its token in the query', async ({
  request,
}) => {
  for (const { path, oldLink, heading } of PAGES) {
    for (const address of [path, oldLink]) {
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      expect(response.headers()['cache-control'], address).toBe('no-store')
      const html = await response.text()
      expect(html, address).toContain(heading)
      expect(html, address).not.toContain('in-a-query')
    }
  }
})

/** The scripts a page loaded from the site, once it is awake. */
async function ownScripts(page: Page, address: string, origin: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
      scripts.push(response.url())
  })
  await page.goto(address)
  await expect(page.locator('main[data-live]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  return scripts
}

for (const { path, link } of PAGES) {
  test(`${path} wakes with its own small script: no client app, no admin, at most 40 kB gzip`, async ({
    page,
    baseURL,
  }) => {
    const scripts = await ownScripts(page, link, baseURL!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const url of scripts)
      expect(url, 'a chunk of the client app').not.toMatch(/\/assets\/(main|admin|query-client|react-dom|react|api)-/)
    const sizes = await Promise.all(
      scripts.map(async (url) => gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length),
    )
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(40_000)
  })
}

test('the refund page says when the server cannot be reached, and tries again', async ({ page }) => {
  await page.route('**/api/refunds/view', (route) => route.abort('internetdisconnected'))
  await page.goto('/refund#1.1790000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('alert')).toContainText(
    'We could not reach our server. Please check your connection and try again.',
  )
  await page.unroute('**/api/refunds/view')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Refund link not valid' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'This refund link is not valid. Please use the link in your receipt, or contact us.',
  )
})

test('the plan page shows it is loading, then says a plan it cannot find is not found', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/plans/view', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/plan#plan-token-aaaaaaaaaaaaaaaaaaaaaaaa')
  await expect(page.getByRole('status')).toHaveText('Loading your plan...')
  release()
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find this payment plan. Please use the link in your latest email.',
  )
  await expect(page).toHaveURL(/\/plan#plan-token-a+$/)
})

test('the decline page points back at the offer and says what the server answered', async ({ page }) => {
  await page.goto('/waitlist/decline?offer=offer-token-aaaaaaaaaaaaaaaa')
  // An old link's token moves into the fragment at once.
  await expect(page).toHaveURL(/\/waitlist\/decline#offer=offer-token-a+$/)
  await expect(page.getByRole('link', { name: 'I want the seat after all' })).toHaveAttribute(
    'href',
    '/checkout?offer#offer=offer-token-aaaaaaaaaaaaaaaa',
  )
  await page.getByRole('button', { name: 'Give my seat to the next person' }).click()
  await expect(page.getByRole('alert')).toHaveText('We could not find this offer. Please use the link in your message.')

  await page.goto('/waitlist/decline')
  await expect(page.getByRole('alert')).toHaveText(
    'This link has no offer in it. Please open the link in your offer email again.',
  )
  await expect(page.getByRole('button', { name: 'Give my seat to the next person' })).toBeDisabled()
})
