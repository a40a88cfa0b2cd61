// The install prompt of SPEC §2: hidden when running as an installed app; a round button once the browser's
// install event arrives; the 'Install Our App' dialog opening by itself 30 s later unless dismissed before;
// the iOS instructions; the local storage keys pwa-install-dismissed and pwa-installed (SPEC §9).
import { expect, type Page, test } from './support/test.ts'
import { islandAlive } from './support/islands.ts'

const installButton = (page: Page) => page.getByRole('button', { name: 'Install our app' })
const installDialog = (page: Page) => page.getByRole('dialog', { name: 'Install Our App' })

/** A synthetic beforeinstallprompt, as Chromium sends when the site is installable; counts prompt() calls. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  // The listener is in place once the home page has rendered; until then an event would go unheard.
  await expect(async () => {
    await page.evaluate((choice) => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          const counted = window as unknown as { installPrompts?: number }
          counted.installPrompts = (counted.installPrompts ?? 0) + 1
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      })
      window.dispatchEvent(event)
    }, outcome)
    await expect(installButton(page)).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  // A visitor's first move wakes the parts that wait for one (the chat button, which a test below waits for).
  await page.mouse.move(200, 200)
}

const flag = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

test.describe('install prompt', () => {
  test('no button before the install event; the dialog opens by itself 30 s after it, with its four points', async ({
    page,
  }) => {
    await page.clock.install()
    await openHome(page)
    await expect(installButton(page)).toHaveCount(0)
    await offerInstall(page)
    await page.clock.runFor(29_000)
    await expect(installDialog(page)).toHaveCount(0)
    await page.clock.runFor(1_000)
    await expect(installDialog(page)).toBeVisible()
    for (const point of ['Faster loading', 'Mobile optimized', 'Works offline', 'Push notifications for new content']) {
      await expect(installDialog(page).getByRole('listitem').filter({ hasText: point })).toBeVisible()
    }
    await expect(installDialog(page).getByRole('button', { name: 'Show Install Instructions' })).toHaveCount(0)

    await installDialog(page).getByRole('button', { name: 'Install App' }).click()
    await expect(installDialog(page)).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts)).toBe(1)
    await expect(installButton(page)).toHaveCount(0)
  })

  test('once dismissed, the dialog does not open by itself again, but the button still opens it', async ({ page }) => {
    await page.clock.install()
    await openHome(page)
    await offerInstall(page)
    await installButton(page).click()
    await installDialog(page).getByRole('button', { name: 'Not now' }).click()
    await expect(installDialog(page)).toHaveCount(0)
    await expect(installButton(page)).toBeFocused()
    expect(await flag(page, 'pwa-install-dismissed')).toBe('true')

    await page.reload()
    await expect(page.getByRole('main')).toBeVisible()
    await offerInstall(page)
    await page.clock.runFor(31_000)
    await expect(installDialog(page)).toHaveCount(0)
    await installButton(page).click()
    await expect(installDialog(page)).toBeVisible()
  })

  test('installing sets pwa-installed and the button goes', async ({ page }) => {
    await openHome(page)
    await offerInstall(page)
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(installButton(page)).toHaveCount(0)
    expect(await flag(page, 'pwa-installed')).toBe('true')
  })

  test('hidden when already running as an installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query)
    })
    await openHome(page)
    // The page's entry has run (the first move woke the chat): its install listener would be in place by now.
    await expect(islandAlive(page, 'live-chat')).toHaveCount(1)
    // The event that would show the button: whoever listens takes it (preventDefault) and draws the button in the
    // same handler, so once dispatchEvent returns, no taker and no button means it will not show.
    const taken = await page.evaluate(
      () => !window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })),
    )
    expect(taken).toBe(false)
    await expect(installButton(page)).toHaveCount(0)
  })

  test.describe('on iOS', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
        'Version/18.0 Mobile/15E148 Safari/604.1',
    })

    test('the button shows without an install event, and the dialog gives the three Safari steps', async ({ page }) => {
      await openHome(page)
      await installButton(page).click()
      await expect(installDialog(page).getByRole('button', { name: 'Install App' })).toHaveCount(0)
      await installDialog(page).getByRole('button', { name: 'Show Install Instructions' }).click()
      await expect(installDialog(page).getByRole('listitem')).toContainText([
        'Faster loading',
        'Mobile optimized',
        'Works offline',
        'Push notifications for new content',
        'Tap the Share button in Safari',
        "Tap 'Add to Home Screen'",
        "Tap 'Add'",
      ])
    })
  })
})
