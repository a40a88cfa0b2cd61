// The two home pages (SPEC §2) as a visitor sees them: sections behind their toggles, the story scroll, the FAQ,
// the countdowns, the video's call to action, the testimonial carousel, the navigation on both screen sizes,
// every anchor, the resource filters, and the pay buttons. The lead forms have their own specs.
import { type APIRequestContext, expect, type Page, test } from './support/test.ts'
import { adminApi } from './support/admin-session.ts'
import { keepPodOnSale } from './support/seats.ts'
import { islandsAlive } from './support/islands.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The page arrives whole from the Worker and its links work at once; its islands come alive on their own. */
async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
}

/** Scrolls instantly (the page scrolls smoothly by default) so the next assertion sees where it landed. */
async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** Brings a section into view and waits for its heading and for its interactive parts to have come alive. */
async function showSection(page: Page, anchor: string, heading: string | RegExp): Promise<void> {
  await page
    .locator(`#${anchor}`)
    .evaluate((element) => element.scrollIntoView({ behavior: 'instant', block: 'start' }))
  await expect(page.locator(`#${anchor}`).getByRole('heading', { name: heading }).first()).toBeVisible()
  await islandsAlive(page, `#${anchor}`)
}

/** Scrolls the whole page through, so every lazily loaded section has been near the viewport once. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; ; y += 600) {
    await scrollWindowTo(page, y)
    await page.waitForTimeout(30)
    const bottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (bottom) break
  }
}

test.describe('sections and their toggles', () => {
  let admin: APIRequestContext

  test.beforeEach(async ({ baseURL }) => {
    admin = await adminApi(baseURL!)
  })

  test.afterEach(async () => {
    // 'Reset All Toggles': every feature back on for the next test.
    expect((await admin.delete('/api/feature-toggles')).ok()).toBe(true)
    await admin.dispose()
  })

  test('a feature switched off hides its section and leaves the others in place', async ({ page }) => {
    expect((await admin.put('/api/feature-toggles/faq', { data: { isEnabled: false } })).ok()).toBe(true)
    expect((await admin.put('/api/feature-toggles/hero-section', { data: { isEnabled: false } })).ok()).toBe(true)
    await openHome(page)
    await scrollThrough(page)

    await expect(page.locator('#faq')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Get Free Guide' })).toHaveCount(0)
    await expect(
      page.locator('#strategy-call').getByRole('heading', { name: 'Book Your Free Strategy Call' }),
    ).toBeVisible()
    await expect(page.locator('#resources').getByRole('heading', { name: 'Free Resource Library' })).toBeVisible()
  })

  test('with every feature on, the home page shows the sections in the spec order', async ({ page }) => {
    await openHome(page)
    await scrollThrough(page)
    const order = await page.locator('main > div[id]').evaluateAll((elements) => elements.map((element) => element.id))
    expect(order).toEqual([
      'story-scroll',
      'video-sales',
      'pain-possibility',
      'coaching-paths',
      'book-study',
      'events',
      'social-feed',
      'podcast',
      'resources',
      'why-faith-friendly',
      'testimonials',
      'about-coach',
      'strategy-call',
      'faq',
      'guide',
      'consultation',
      'contact',
    ])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('500+', { exact: true })).toBeVisible()
    await expect(page.getByText('Men Coached', { exact: true })).toBeVisible()
    await expect(page.getByText('98%', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('12+', { exact: true })).toBeVisible()
    await expect(page.locator('#footer').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(page.locator('#footer').getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    )
  })

  test("the hero and the story read the owner's edited text, and an emptied edit falls back to the default", async ({
    page,
  }) => {
    const edit = (featureId: string, fieldId: string, content: string) =>
      admin.post('/api/content-edits', { data: { featureId, fieldId, content } })
    expect((await edit('hero-section', 'main-headline', 'Lead Your Home With Courage')).ok()).toBe(true)
    expect((await edit('hero-section', 'button-text', 'Start My Application')).ok()).toBe(true)
    expect((await edit('story-scroll', 'story-1', 'It started with one honest conversation.')).ok()).toBe(true)
    try {
      await openHome(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Lead Your Home With Courage' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Start My Application' })).toBeVisible()
      await page.locator('#story-scroll').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }))
      await expect(page.getByText('It started with one honest conversation.')).toBeVisible()
    } finally {
      await edit('hero-section', 'main-headline', '')
      await edit('hero-section', 'button-text', '')
      await edit('story-scroll', 'story-1', '')
    }
    await openHome(page)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Become the Husband, Father and Leader God Called You to Be' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apply for Coaching' }).first()).toBeVisible()
  })
})

test.describe('the first screen before any script', () => {
  test('the home pages arrive with their headline and calls to action in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/', '/old']) {
      await page.goto(path)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Become the Husband, Father and Leader God Called You to Be' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Get Free Guide' })).toBeVisible()
      await expect(page.getByText('Years Experience')).toBeVisible()
    }
    await context.close()
  })

  test("every other route hides the home page's first screen even while the app is still loading", async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    for (const path of ['/privacy-policy', '/admin', '/no-such-page']) {
      await page.goto(path)
      await expect(
        page.getByRole('heading', { name: 'Become the Husband, Father and Leader God Called You to Be' }),
      ).toHaveCount(0)
    }
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Become the Husband, Father and Leader God Called You to Be' }),
    ).toBeVisible()
  })

  test('the islands come alive without moving the first screen', async ({ page }) => {
    await page.goto('/')
    // The parts outside the sections (exit popup, chat button, notifications) wake at the first interaction.
    await page.mouse.move(200, 200)
    await expect(page.locator('#root > [data-island][data-hydrate="interaction"]:not([data-hydrated])')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThanOrEqual(0.02)
  })
})

test.describe('story scroll', () => {
  /** Scrolls to a fraction of the way through the 500vh story section. */
  async function scrollStoryTo(page: Page, progress: number): Promise<void> {
    const y = await page.locator('#story-scroll').evaluate((element, p) => {
      const top = element.getBoundingClientRect().top + window.scrollY
      return top + p * (element.getBoundingClientRect().height - window.innerHeight)
    }, progress)
    await scrollWindowTo(page, y)
  }

  test('the label, the hint and the call button follow the scroll depth', async ({ page }) => {
    await openHome(page)
    const label = page.getByTestId('story-label')
    const hint = page.getByText('Keep scrolling for the story')
    const call = page.getByRole('link', { name: /Book A Free Zoom Discovery Call/ })

    await scrollStoryTo(page, 0.1)
    await expect(label).toHaveText('Our Story • Part 1 of 7')
    await expect(hint).toBeVisible()
    await expect(call).toHaveCount(0)

    await scrollStoryTo(page, 0.5)
    await expect(label).toHaveText('Our Story • Part 4 of 7')
    await expect(hint).toHaveCount(0)

    await scrollStoryTo(page, 0.95)
    await expect(label).toHaveText('Our Story • Part 7 of 7')
    await expect(call).toBeVisible()
    // The seeded site books the call itself: the button leads to the strategy-call section.
    await expect(call).toHaveAttribute('href', '#strategy-call')

    await scrollStoryTo(page, 0.3)
    await expect(label).toHaveText('Our Story • Part 2 of 7')
    await expect(hint).toBeVisible()
  })

  test('a picture that fails to load leaves the dark gradient behind the sentence', async ({ page }) => {
    await page.route('**/story/*.svg', (route) => route.fulfill({ status: 404 }))
    await openHome(page)
    await scrollStoryTo(page, 0.1)
    await expect(page.getByTestId('story-label')).toHaveText('Our Story • Part 1 of 7')
    await expect(page.locator('#story-scroll img')).toHaveCount(0)
    const background = await page
      .locator('#story-scroll .sticky')
      .evaluate((element) => getComputedStyle(element).backgroundImage)
    expect(background).toContain('linear-gradient')
  })
})

test.describe('FAQ', () => {
  // A native exclusive accordion (decision 054): each question is the summary of its own details element.
  const questions = (page: Page) => page.locator('#faq summary')
  const item = (page: Page, question: string) => page.locator('#faq details').filter({ hasText: question })
  const openItems = (page: Page) => page.locator('#faq details[open]')

  test('one answer open at a time, and clicking the open one closes it', async ({ page }) => {
    await openHome(page)
    await showSection(page, 'faq', 'Frequently Asked Questions')
    const first = item(page, 'Is this coaching only for Christian men?')
    const second = item(page, 'How is coaching different from counseling or therapy?')
    await expect(questions(page)).toHaveCount(6)
    await expect(openItems(page)).toHaveCount(0)

    await first.locator('summary').click()
    await expect(first).toHaveJSProperty('open', true)
    await expect(page.getByText(/The coaching is built on Christian and LDS values/)).toBeVisible()

    await second.locator('summary').click()
    await expect(second).toHaveJSProperty('open', true)
    await expect(first).toHaveJSProperty('open', false)
    await expect(page.getByText(/The coaching is built on Christian and LDS values/)).toBeHidden()
    await expect(openItems(page)).toHaveCount(1)

    await second.locator('summary').click()
    await expect(openItems(page)).toHaveCount(0)
  })

  // The server's failing read is the Worker tests' (test/pages/public-pages.test.ts): here the owner has none active.
  test('shows the six built-in questions when the server has none', async ({ page, baseURL }) => {
    const admin = await adminApi(baseURL!)
    const active = (
      (await (await admin.get('/api/admin/faqs')).json()) as Array<{ id: number; isActive: boolean }>
    ).filter((faq) => faq.isActive)
    const setActive = (isActive: boolean) =>
      Promise.all(active.map((faq) => admin.put(`/api/faqs/${faq.id}`, { data: { isActive } })))
    try {
      await setActive(false)
      await openHome(page)
      await showSection(page, 'faq', 'Frequently Asked Questions')
      await expect(questions(page)).toHaveCount(6)
      await expect(questions(page).filter({ hasText: 'Who is this coaching for?' })).toBeVisible()
      await expect(questions(page).filter({ hasText: 'How do I get started?' })).toBeVisible()
    } finally {
      await setActive(true)
      await admin.dispose()
    }
  })
})

test.describe('countdowns', () => {
  // Dates below are exact instants; the browser reads them in UTC so "end of next month" is the same everywhere.
  test.use({ timezoneId: 'UTC' })

  test("the strategy call's countdown runs to the end of the week, names no price, and reads OFFER EXPIRED at zero", async ({
    page,
  }) => {
    // A Monday morning: the week's spots close on Sunday at midnight, the same on every visit. The calendar's open
    // times are that week's (the server's clock is not the page's): two this week, one the next.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
    await page.route('**/api/bookings/open-times', async (route) => {
      const answer = await (await route.fetch()).json()
      const times = ['2026-03-03T17:00:00.000Z', '2026-03-06T18:00:00.000Z', '2026-03-09T17:00:00.000Z']
      await route.fulfill({ json: { ...answer, bookingPage: 'site', times } })
    })
    await openHome(page)
    await showSection(page, 'strategy-call', 'Book Your Free Strategy Call')
    const timer = page.locator('#strategy-call').getByRole('timer')
    await expect(timer).toContainText('06Days14Hours')
    await expect(
      page.locator('#strategy-call').getByText('2 open times left this week · free, no obligation'),
    ).toBeVisible()
    await expect(page.locator('#strategy-call').getByText(/Only \d+ spots? left/)).toHaveCount(0)
    await expect(page.locator('#strategy-call').getByText('price increases', { exact: false })).toHaveCount(0)

    await page.clock.fastForward(Date.parse('2026-03-08T23:59:00Z') - Date.parse('2026-03-02T09:00:00Z'))
    await expect(timer).toContainText('00Days00Hours')
    await expect(page.getByText('OFFER EXPIRED')).toHaveCount(0)

    await page.clock.fastForward(70_000)
    await expect(page.getByText('OFFER EXPIRED')).toBeVisible()
    await expect(timer).toHaveCount(0)
  })

  test('the older home counts to the end of next month over the seats on sale, then expires and says so', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-10T12:00:00Z') })
    await page.route('**/api/inventory', (route) =>
      route.fulfill({
        json: [
          { type: 'brotherhood_pod', availableSlots: 2 },
          { type: 'brotherhood_pod', availableSlots: 0 },
          { type: 'coaching_slot', availableSlots: 5 },
          { type: 'consultation', availableSlots: 1 },
        ],
      }),
    )
    await openHome(page, '/old')
    await showSection(page, 'scarcity', 'Only Five New Clients per Month')
    await expect(page.locator('#scarcity').getByText('7 seats left in the pods and one-to-one coaching')).toBeVisible()
    await expect(page.getByText(/Only \d+ spots? left|price increases/)).toHaveCount(0)
    const timer = page.locator('#scarcity').getByRole('timer')
    // From 10 March at noon to the last moment of April: 51 days, 11 hours, 59 minutes and change.
    await expect(timer).toContainText('51Days11Hours')

    await page.clock.fastForward(52 * DAY_MS)
    await expect(page.locator('#scarcity').getByText('OFFER EXPIRED')).toBeVisible()
    await expect(page.getByText("This month's places have closed.", { exact: false })).toBeVisible()
  })
})

test('the video call to action appears after 30 seconds of playing, not of pausing', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await openHome(page)
  await showSection(page, 'video-sales', /30-Second Message/)
  const bar = page.getByRole('progressbar', { name: 'Video progress' })
  const callToAction = page.getByText('Ready to lead your marriage with confidence?')
  await expect(bar).toHaveAttribute('aria-valuenow', '30')

  await page.getByRole('button', { name: 'Play video' }).click()
  await page.clock.runFor(20_000)
  await page.getByRole('button', { name: 'Pause video' }).click()
  await page.clock.runFor(20_000)
  await expect(callToAction).toHaveCount(0)
  await expect(bar).toHaveAttribute('aria-valuenow', '30')

  await page.getByRole('button', { name: 'Play video' }).click()
  await page.clock.runFor(11_000)
  await expect(callToAction).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(page.locator('#video-sales').getByRole('link', { name: 'Apply for Coaching' })).toBeVisible()
})

test('the testimonial carousel turns every 5 seconds and stops when paused', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await openHome(page)
  await showSection(page, 'testimonials', 'What Our Brothers Say')
  await page.mouse.move(0, 0)
  const slide = page.locator('#testimonials [aria-roledescription="slide"]')
  await expect(slide).toHaveAttribute('aria-label', '1 of 5')
  await expect(slide).toContainText('Michael R.')

  await page.clock.runFor(5_000)
  await expect(slide).toHaveAttribute('aria-label', '2 of 5')
  await expect(slide).toContainText('David K.')

  await page.getByRole('button', { name: 'Pause automatic rotation' }).click()
  await page.locator('body').click({ position: { x: 5, y: 5 } }) // focus and pointer leave the carousel
  await page.clock.runFor(15_000)
  await expect(slide).toHaveAttribute('aria-label', '2 of 5')

  await page.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(slide).toHaveAttribute('aria-label', '3 of 5')
})

test.describe('navigation', () => {
  /** Where a section's top sits once a scroll has settled, measured against the sticky bar's height. */
  async function expectSectionAtTop(page: Page, anchor: string): Promise<void> {
    await expect(page.locator(`#${anchor}`)).toBeInViewport()
    await expect
      .poll(() => page.locator(`#${anchor}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(60)
    await expect
      .poll(() => page.locator(`#${anchor}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
        timeout: 10_000,
      })
      .toBeLessThanOrEqual(68)
  }

  test('desktop links scroll to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHome(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('list').getByRole('link')).toHaveText(['About', 'Services', 'Testimonials', 'Apply Now'])

    await nav.getByRole('link', { name: 'Testimonials' }).click()
    await expect(page.getByRole('heading', { name: 'What Our Brothers Say' })).toBeInViewport()
    await expectSectionAtTop(page, 'testimonials')

    await nav.getByRole('link', { name: 'Apply Now' }).click()
    await expect(page.getByRole('heading', { name: 'Apply for Coaching' })).toBeInViewport()
    await expectSectionAtTop(page, 'consultation')

    await nav.getByRole('link', { name: 'About' }).click()
    await expectSectionAtTop(page, 'about-coach')
    await page.getByRole('link', { name: 'Work With Me' }).click()
    await expectSectionAtTop(page, 'consultation')
  })

  test("the hero's calls to action lead to the application and the free guide", async ({ page }) => {
    await openHome(page)
    await page.getByRole('link', { name: 'Get Free Guide' }).click()
    await expectSectionAtTop(page, 'guide')
    await scrollWindowTo(page, 0)
    await page.getByRole('link', { name: 'Apply for Coaching' }).first().click()
    await expectSectionAtTop(page, 'consultation')
  })

  test("on the older home, Services reaches the grid and each 'Learn More' reaches the application", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHome(page, '/old')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expectSectionAtTop(page, 'services')
    const learnMore = page.getByRole('link', { name: /^Learn More/ })
    await expect(learnMore).toHaveCount(6)
    await learnMore.nth(3).click()
    await expectSectionAtTop(page, 'consultation')
  })

  test("the mobile menu opens, ends with 'Book Consultation', and closes after a choice", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHome(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Apply Now' })).toBeHidden()
    const menu = nav.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    // The desktop list is not displayed on a small screen, so the only visible list is the menu's.
    const choices = nav.getByRole('list').getByRole('link')
    await expect(choices).toHaveText(['About', 'Services', 'Testimonials', 'Book Consultation'])

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Book Consultation' })).toHaveCount(0)

    await menu.click()
    await nav.getByRole('link', { name: 'Testimonials' }).click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Book Consultation' })).toHaveCount(0)
    await expectSectionAtTop(page, 'testimonials')

    await menu.click()
    await nav.getByRole('link', { name: 'Book Consultation' }).click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expectSectionAtTop(page, 'consultation')
  })

  for (const [path, anchors] of [
    [
      '/',
      [
        'about',
        'services',
        'coaching-paths',
        'book-study',
        'events',
        'social-feed',
        'why-faith-friendly',
        'testimonials',
        'about-coach',
        'strategy-call',
        'faq',
        'guide',
        'consultation',
        'contact',
      ],
    ],
    ['/old', ['about', 'services', 'testimonials', 'guide', 'consultation', 'contact']],
  ] as const) {
    test(`every anchor of SPEC §2 on ${path} is in the page`, async ({ page }) => {
      await openHome(page, path)
      for (const anchor of anchors) await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1)
    })
  }

  test('a shared link to a section lands on it', async ({ page }) => {
    await page.goto('/#faq')
    await expectSectionAtTop(page, 'faq')
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInViewport()
  })

  // Sections below the first screen are laid out as they near it (styles.css, .deferred-layout): the browser's
  // own jump, with no script to correct it, must still land on the section and not where stand-in heights put it.
  test('a shared link lands on its section without any script too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/#testimonials')
    await expectSectionAtTop(page, 'testimonials')
    await context.close()
  })
})

test.describe('coaching paths', () => {
  test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

  for (const [button, type, description] of [
    ['Join a Brotherhood Pod', 'brotherhood', 'Brotherhood Pod: twelve weekly 90-minute sessions'],
    ['Start One-to-One Coaching', 'one-to-one', 'One-to-One Coaching: twelve 60-minute sessions'],
  ] as const) {
    test(`'${button}' remembers the choice and opens checkout for ${type}`, async ({ page }) => {
      await openHome(page)
      await showSection(page, 'coaching-paths', 'Choose Your Coaching Path')
      await expect(page.locator('#coaching-paths')).toContainText(type === 'brotherhood' ? '$499' : '$1,800')
      await page.getByRole('link', { name: button }).click()
      await page.waitForURL('**/checkout?**')
      const query = new URL(page.url()).searchParams
      expect(query.get('type')).toBe(type)
      // No amount rides in the address: checkout charges the chosen item's price.
      expect(query.get('amount')).toBeNull()
      expect(query.get('description')).toBe(description)
      expect(await page.evaluate(() => localStorage.getItem('paymentType'))).toBe(type)
    })
  }
})

test.describe('resource library', () => {
  test('filters by category and opens the download dialog for the chosen resource', async ({ page }) => {
    await openHome(page)
    await showSection(page, 'resources', 'Free Resource Library')
    const library = page.locator('#resources')
    const cards = library.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Get Free Access' }) })
    const filters = library.getByRole('group', { name: 'Filter resources by category' }).getByRole('button')
    await expect(filters).toHaveText([
      'All',
      'Foundation',
      'Assessment',
      'Healing',
      'Communication',
      'Action',
      'Training',
    ])
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(6)
    await expect(library.getByText('Popular', { exact: true })).toHaveCount(3)
    await expect(library.getByText('45 minutes')).toBeVisible()
    await expect(library.getByText('32 pages')).toBeVisible()
    for (const stat of ['38,000+', '95%', '$0', '24/7'])
      await expect(library.getByText(stat, { exact: true })).toBeVisible()

    await filters.filter({ hasText: 'Healing' }).click()
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText('Rebuilding Trust After Hurt')
    await filters.filter({ hasText: 'All' }).click()
    await expect(cards).toHaveCount(6)

    await cards
      .filter({ hasText: 'Marriage Health Assessment' })
      .getByRole('button', { name: 'Get Free Access' })
      .click()
    await expect(page.getByRole('dialog', { name: 'Download Marriage Health Assessment' })).toBeVisible()
  })
})
