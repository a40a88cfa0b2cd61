// The public pages as the Worker renders them (SPEC §2): links that work the moment they are visible, before
// any script has arrived and with none at all; every section's text in the page from the start; the SPEC's
// anchors, shared links included. The rendering itself (toggles, edits, cache) is test/pages/public-pages.test.ts.
import { expect, type Page, test } from './support/test.ts'

const SCRIPT_DELAY_MS = 15_000

/** Holds back every script of ours, as a slow phone would: the HTML has to do the work on its own. */
async function delayScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
    await route.continue()
  })
}

async function expectSectionInView(page: Page, anchor: string, heading: string): Promise<void> {
  await expect(page.locator(`#${anchor}`).getByRole('heading', { name: heading }).first()).toBeInViewport()
}

/** No island has come alive yet, so what the click did, the HTML did. */
async function expectNoScriptYet(page: Page): Promise<void> {
  expect(await page.locator('[data-hydrated]').count()).toBe(0)
  expect(await page.locator('summary[aria-expanded]').count()).toBe(0)
}

test.describe('a click the instant a control is visible', () => {
  test("'Apply for Coaching', 'Get Free Guide' and the nav links land at their sections before any script", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await delayScripts(page)
    await page.goto('/', { waitUntil: 'commit' })

    await page.getByRole('link', { name: 'Apply for Coaching' }).first().click()
    await expectSectionInView(page, 'consultation', 'Apply for Coaching')
    await expectNoScriptYet(page)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click()
    await expectSectionInView(page, 'testimonials', 'What Our Brothers Say')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expectSectionInView(page, 'coaching-paths', 'Choose Your Coaching Path')

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('link', { name: 'Get Free Guide' }).click()
    await expectSectionInView(page, 'guide', 'Get Your Free 32-Page Guide')
    await expectNoScriptYet(page)
  })

  test('the mobile menu opens on the first tap and its items land at their sections, before any script', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await delayScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const nav = page.getByRole('navigation', { name: 'Main' })

    await nav.getByRole('button', { name: 'Menu' }).click()
    await nav.getByRole('link', { name: 'Book Consultation' }).click()
    await expectSectionInView(page, 'consultation', 'Apply for Coaching')
    await expectNoScriptYet(page)
  })

  test('once the script is there the same clicks scroll there, move focus, and close the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expectSectionInView(page, 'testimonials', 'What Our Brothers Say')
    await expect(page.locator('#testimonials')).toBeFocused()
  })
})

/**
 * Until the page's own triggers have had their say: a fresh IntersectionObserver on every island's box reports
 * after the page's, which was made first, has reported (and woken whatever was near); then the browser's next
 * idle moment, when the page loads its idle work. A wake started by either would be under way by then.
 */
async function triggersHeard(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const boxes = Array.from(document.querySelectorAll('[data-island] > :first-child'))
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          requestIdleCallback(() => resolve())
        })
        for (const box of boxes) observer.observe(box)
        if (boxes.length === 0) requestIdleCallback(() => resolve())
      }),
  )
}

test.describe('a page loaded and left alone', () => {
  test('loads no React until the visitor moves, then the story comes alive as it nears', async ({ page }) => {
    // A phone's first screen: the story scroll starts within half a screen of it.
    await page.setViewportSize({ width: 412, height: 823 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await triggersHeard(page)
    expect(await page.locator('[data-hydrated]').count()).toBe(0)
    expect(scripts.filter((path) => path.includes('mount-island'))).toEqual([])

    // The same watch sees the first move bring the island code and the story.
    await page.mouse.wheel(0, 400)
    await expect(page.locator('#story-scroll [data-island][data-hydrated]')).toHaveCount(1)
    expect(scripts.filter((path) => path.includes('mount-island'))).toHaveLength(1)
  })

  test("the browser's offer to install shows the install button without loading React", async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    // As Chromium does on load for an installable site.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })))
    await expect(page.getByRole('button', { name: 'Install our app' })).toBeVisible()
    await triggersHeard(page)
    const react = () => scripts.filter((path) => path.includes('mount-island') || path.includes('install-prompt'))
    expect(react()).toEqual([])

    // The same watch sees a press of the button bring the prompt's code and its dialog.
    await page.getByRole('button', { name: 'Install our app' }).click()
    await expect(page.getByRole('dialog', { name: 'Install Our App' })).toBeVisible()
    expect(react()).toEqual(
      expect.arrayContaining([expect.stringContaining('install-prompt'), expect.stringContaining('mount-island')]),
    )
  })
})

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false })

  test('every section of the home page shows its text, with the footer and the pay links', async ({ page }) => {
    await page.goto('/')
    for (const heading of [
      'Become the Husband, Father and Leader God Called You to Be',
      'A 30-Second Message for the Man Who Wants More at Home',
      'Where You Are, and Where You Could Be',
      'Choose Your Coaching Path',
      'Free Resource Library',
      'What Our Brothers Say',
      'Book Your Free Strategy Call',
      'Frequently Asked Questions',
      'Get Your Free 32-Page Guide',
      'Apply for Coaching',
    ])
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeAttached()
    await expect(page.getByText('Twelve years ago I had a good career', { exact: false })).toBeAttached()
    await expect(page.getByRole('link', { name: 'Join a Brotherhood Pod' })).toHaveAttribute(
      'href',
      /^\/checkout\?type=brotherhood&description=/,
    )
    await expect(page.getByRole('link', { name: 'Start One-to-One Coaching' })).toHaveAttribute(
      'href',
      /^\/checkout\?type=one-to-one&description=/,
    )
    await expect(page.locator('#footer').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  test('the calls to action, the nav links and the mobile menu still reach their sections', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Free Guide' }).click()
    await expect(page).toHaveURL(/#guide$/)
    await expectSectionInView(page, 'guide', 'Get Your Free 32-Page Guide')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/#about-coach$/)
    await expect(page.locator('#about-coach')).toBeInViewport()

    await page.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  })

  test('the guide form is sent and answered by a page, and a refused one says what to correct', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Get the free guide' })
    await form.getByLabel('First Name').fill('John')
    await form.getByLabel('Email Address').fill(`nojs-${Date.now()}@example.com`)
    // Enter on the focused button, as a keyboard sends it: a click's point is taken while the page still scrolls
    // there (smoothly) and lays out the sections it nears, so it can land beside the button and send nothing.
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible()
    await expect(page.getByText('Your free guide will be sent to your email shortly.')).toBeVisible()

    await page.goto('/')
    await page
      .getByRole('form', { name: 'Get the free guide' })
      .getByRole('button', { name: 'Send Me The Free Guide' })
      .press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Your form was not sent' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the form' }).click()
    await expect(page).toHaveURL(/\/#guide$/)
  })
})

test.describe('the anchors of SPEC §2', () => {
  for (const [anchor, section, heading] of [
    ['services', 'coaching-paths', 'Choose Your Coaching Path'],
    ['about', 'about-coach', /^Meet/],
    ['faq', 'faq', 'Frequently Asked Questions'],
  ] as const) {
    test(`a shared link to /#${anchor} lands on its section`, async ({ page }) => {
      await page.goto(`/#${anchor}`)
      await expect(page.locator(`#${section}`).getByRole('heading', { name: heading }).first()).toBeInViewport()
    })
  }
})
