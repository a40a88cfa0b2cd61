// Install as an app: the web app manifest and its icons, and the service worker, which
// precaches the app shell, serves the offline page when a page cannot be fetched, and never caches the
// API, checkout or payment success.
import { expect, type Page, test } from './support/test.ts'

/** The first visit installs the worker; it takes control of the page once it has precached the shell. */
async function controlledHome(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true)
}

async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })
}

test.describe('install as an app', () => {
  test('the manifest names the app and its 192, 512 and maskable icons, and every page links it', async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string
      start_url: string
      display: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Brotherhood Coaching', start_url: '/', display: 'standalone' })
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    }
    await page.goto('/terms-and-conditions')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  })

  test('with the network cut, a reload shows the offline page from the service worker, and coming back online works', async ({
    page,
    context,
  }) => {
    await controlledHome(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
    await expect(page.getByText('This page needs an internet connection.')).toBeVisible()
    await expect(page.locator('img')).toHaveJSProperty('naturalWidth', 192)

    await context.setOffline(false)
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('main')).toBeVisible()
  })

  test('precaches the shell and never caches the API, checkout or payment success', async ({ page }) => {
    await controlledHome(page)
    await page.goto('/checkout?type=strategy-call')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/payment-success')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const paths = await cachedPaths(page)
    expect(paths).toEqual(expect.arrayContaining(['/', '/offline.html', '/manifest.webmanifest']))
    expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true)
    expect(paths.filter((path) => /^\/(api|checkout|payment-success)(\/|$)/.test(path))).toEqual([])
  })
})
