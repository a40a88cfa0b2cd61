// SPEC §2: a path mangled by stray quotes or encoded spaces is cleaned on start, keeping the query string,
// and the visitor lands on the page they meant.
import { expect, test } from './support/test.ts'

const QUERY = '?utm_source=x&b=2'

const CASES = [
  { mangled: '/privacy-policy%22', clean: '/privacy-policy', heading: 'Privacy Policy' },
  { mangled: '/%22privacy-policy%22', clean: '/privacy-policy', heading: 'Privacy Policy' },
  { mangled: '/terms-and-conditions%20', clean: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { mangled: "/data-deletion'", clean: '/data-deletion', heading: 'Data Deletion Instructions' },
]

test('a mangled path is cleaned to the page meant, keeping the query string', async ({ page, baseURL }) => {
  for (const { mangled, clean, heading } of CASES) {
    await test.step(`${mangled} becomes ${clean}`, async () => {
      await page.goto(`${mangled}${QUERY}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(page.url()).toBe(`${baseURL}${clean}${QUERY}`)
    })
  }
})
