// Accessibility: an axe scan of both home pages and the three legal pages finds nothing
// serious or critical, on a phone-sized and a desktop-sized screen, with motion reduced and not. The home pages
// are scrolled through first so every lazily loaded section is in the document when axe looks.
import { expect, type Page, test } from './support/test.ts'
import AxeBuilder from '@axe-core/playwright'
import { seriousViolations } from './support/axe.ts'

const PAGES = ['/', '/old', '/privacy-policy', '/terms-and-conditions', '/data-deletion'] as const
const HOME_PAGES = new Set<string>(['/', '/old'])

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** How long the first story slide takes to fade, in seconds: 0 when it does not transition at all. */
async function storyFadeSeconds(page: Page): Promise<number> {
  await page.locator('#story-scroll').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }))
  return page
    .locator('#story-scroll li[data-active]')
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element)
      return style.transitionProperty === 'none' ? 0 : Number.parseFloat(style.transitionDuration)
    })
}

async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; ; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(40)
    const bottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (bottom) break
  }
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

for (const screen of SCREENS) {
  for (const path of PAGES) {
    test(`${path} on a ${screen.name} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      if (HOME_PAGES.has(path)) {
        await scrollThrough(page)
        await expect(page.locator('#consultation form')).toBeVisible()
      }
      expect(await seriousViolations(page)).toEqual([])
    })
  }
}

test('with reduced motion the page jumps instead of gliding, and the story does not fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apply Now' }).click()
  // A smooth scroll to the end of the page takes several frames; an instant one is there on the next check.
  const top = await page.locator('#consultation').evaluate((element) => Math.round(element.getBoundingClientRect().top))
  expect(top).toBeLessThanOrEqual(68)

  expect(await storyFadeSeconds(page)).toBeLessThan(0.01)
})

test('without reduced motion the story slides fade over 0.8 s', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  expect(await storyFadeSeconds(page)).toBe(0.8)
})

test('the mobile menu and the page are operable from the keyboard, with focus moved to the chosen section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const menu = page.getByRole('button', { name: 'Menu' })
  // The page's script keeps aria-expanded in step with the native disclosure; it has run once this is set.
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'About', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()

  await page.keyboard.press('Enter')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Book Consultation' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#consultation')).toBeFocused()
})

for (const path of HOME_PAGES) {
  test(`${path} before any scrolling, as Lighthouse reads it on a phone, has no contrast or target-size violation`, async ({
    browser,
  }) => {
    // Lighthouse's accessibility audit runs axe on the page as loaded: sections below the first screen not yet
    // laid out stand at their hinted height, and what lies past it must not be read against the next section.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).withRules(['color-contrast', 'target-size']).analyze()
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
    await context.close()
  })
}
