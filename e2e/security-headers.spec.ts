// The security headers as a browser sees them: page responses (the index and the SPA fallback) carry the security
// headers, and the home page runs under its Content-Security-Policy without a single violation.
import { expect, test } from './support/test.ts'

const ONE_YEAR_SECONDS = 31_536_000

test('page responses, the index and the SPA fallback, carry the security headers', async ({ request }) => {
  for (const path of ['/', '/checkout']) {
    await test.step(path, async () => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-type']).toContain('text/html')
      expect(headers['content-security-policy']).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/)
      const maxAge = Number(headers['strict-transport-security']?.match(/max-age=(\d+)/)?.[1] ?? 0)
      expect(maxAge).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBeTruthy()
    })
  }
})

test('the home page loads without a Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // The browser's own report, which also covers what it does not log.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await page.goto('/')
  await expect(page.locator('h1, main').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)))
  expect(violations).toEqual([])
})
