// Every route of SPEC §2 loads in the browser cleanly, and every route change is recorded as a page view.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './support/test.ts'
import { analyticsEventSchema } from '../src/shared/schemas/analytics.ts'

const ROUTES = [
  '/',
  '/old',
  '/admin',
  '/admin/login',
  '/privacy-policy',
  '/terms-and-conditions',
  '/data-deletion',
  '/checkout',
  '/payment-success',
  '/debug-sms',
]

/** The two home pages may share the shell's title; every other page names itself. */
const HOME_ROUTES = new Set(['/', '/old'])

/** Signed out, the user check answers 401 by design (SPEC §7), and the admin pages rely on it. */
const EXPECTED_FAILURES = new Set(['GET /api/auth/user 401'])

const ANALYTICS_EVENTS = '**/api/analytics/events'

/**
 * Tracking calls are answered here rather than by the server: the whole suite comes from one client
 * address, and the analytics limit (120 a minute) is sized for a person, not a test run. What the client
 * sends is checked against the server's own schema instead; the worker tests cover the recording.
 */
async function stubAnalytics(
  target: Page | BrowserContext,
  onEvent: (event: unknown) => void = () => {},
): Promise<void> {
  await target.route(ANALYTICS_EVENTS, async (route) => {
    onEvent(route.request().postDataJSON())
    await route.fulfill({ status: 204 })
  })
}

/** Collects what a visitor would see go wrong: console errors, uncaught exceptions, and our own requests failing. */
function watchForProblems(page: Page, origin: string): string[] {
  const problems: string[] = []
  const ours = (url: string) => url.startsWith(origin)
  page.on('response', (response) => {
    const request = response.request()
    if (!ours(request.url()) || response.status() < 400) return
    const key = `${request.method()} ${new URL(request.url()).pathname} ${response.status()}`
    if (!EXPECTED_FAILURES.has(key)) problems.push(`response ${key}`)
  })
  page.on('requestfailed', (request) => {
    if (ours(request.url()))
      problems.push(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught ${error.message}`))
  page.on('console', (message) => {
    // The browser's own "Failed to load resource" line is judged by status above for our origin; another
    // origin is not ours to judge here (this machine has no internet).
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return
    problems.push(`console ${message.text()} (${message.location().url})`)
  })
  return problems
}

/** The title in the served HTML shell, before any page sets its own. */
async function shellTitle(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
}

async function checkRoute(context: BrowserContext, route: string, origin: string, defaultTitle: string): Promise<void> {
  const page = await context.newPage()
  const problems = watchForProblems(page, origin)
  await page.goto(route)
  await expect.soft(page.locator('h1, main').first(), `${route} renders a page`).toBeVisible({ timeout: 15_000 })
  await expect.soft(page.getByText('404 Page Not Found'), `${route} is in the router`).toHaveCount(0)
  await expect.soft(page, `${route} has a title`).toHaveTitle(/\S/)
  if (!HOME_ROUTES.has(route)) await expect.soft(page, `${route} sets its own title`).not.toHaveTitle(defaultTitle)
  // Let late requests (settings, tracking) finish, so their failures are seen too.
  await page.waitForLoadState('networkidle')
  expect.soft(problems, `${route} loads without errors`).toEqual([])
  await page.close()
}

// A fresh tab per route, three at a time: each route gets its own document and watchers, and the ten loads
// take the time of four on this two-core machine.
const LANES = 3

test('every route of the table loads its own page with a title and nothing failing', async ({ context, baseURL }) => {
  test.setTimeout(60_000)
  const defaultTitle = await shellTitle(context.request)
  await stubAnalytics(context)
  const lanes = Array.from({ length: LANES }, (_, lane) => ROUTES.filter((_, index) => index % LANES === lane))
  await Promise.all(
    lanes.map(async (routes) => {
      for (const route of routes) await checkRoute(context, route, baseURL!, defaultTitle)
    }),
  )
})

test('a page view is recorded on the first load and again after a client-side navigation', async ({ page }) => {
  const pageViews: string[] = []
  const refused: unknown[] = []
  await stubAnalytics(page, (event) => {
    const parsed = analyticsEventSchema.safeParse(event)
    if (!parsed.success) refused.push(event)
    else if (parsed.data.name === 'page_view') pageViews.push(parsed.data.path ?? '(no path)')
  })

  await page.goto('/privacy-policy')
  await expect.poll(() => pageViews).toEqual(['/privacy-policy'])

  await page.getByRole('link', { name: 'Return to Homepage' }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => pageViews).toEqual(['/privacy-policy', '/'])
  expect(refused, 'events the server would refuse').toEqual([])
})
