import { expect, type Page, test } from './support/test.ts'
import { enterTestCard } from './support/stripe.ts'
import { chooseItem, fillBuyer, tickAgreement, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'

// A buyer here needs a pod with a free seat, whatever earlier specs bought.
test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

async function buyFromHome(page: Page, button: string, price: string) {
  await page.goto('/')
  const paths = page.locator('#coaching-paths')
  await paths.scrollIntoViewIfNeeded()
  await paths.getByRole('link', { name: button }).click()
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible()
  await fillBuyer(page, {
    firstName: 'Daniel',
    lastName: 'Hart',
    email: `home-${Date.now()}@example.com`,
    phone: '5035550123',
  })
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  await tickAgreement(page)
  await page.getByRole('button', { name: new RegExp(`Complete Purchase Securely Through Stripe - \\${price}`) }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(price)).toBeVisible()
}

test('a visitor buys a Brotherhood Pod seat from the home page button', async ({ page }) => {
  await buyFromHome(page, 'Join a Brotherhood Pod', '$499.00')
  await expect(
    page.getByText('Your access details and group information are on their way to your email.'),
  ).toBeVisible()
})

test('a visitor buys one-to-one coaching from the home page button', async ({ page }) => {
  await buyFromHome(page, 'Start One-to-One Coaching', '$1,800.00')
  await expect(page.getByText(/Book your sessions yourself on My coaching/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Book your first session on My coaching' })).toBeVisible()
})

test('the free guide the email links to is a PDF anyone can download', async ({ request }) => {
  const response = await request.get('/guides/married-mens-leadership-guide.pdf')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  const body = (await response.body()).toString('latin1')
  expect(body.startsWith('%PDF-')).toBe(true)
  expect(body.match(/\/Type \/Page /g)).toHaveLength(32)
})
