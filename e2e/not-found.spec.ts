// SPEC §2: anything outside the route table, however deep, shows the not-found page with both of its texts, and
// answers 404 so a search engine or a link checker reads the address as gone.
import { expect, test } from './support/test.ts'

test('unknown paths, shallow and deep, show the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/a/b/c', '/terms-and-conditions/extra']) {
    await test.step(path, async () => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    })
  }
})
