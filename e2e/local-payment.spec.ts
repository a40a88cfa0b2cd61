// A site without Stripe keys takes a local test payment end to end, as a new user on `npm start` would: the
// checkout says it is a local test payment, the card 4242 4242 4242 4242 pays through the Stripe emulator
// with no Content-Security-Policy violation, the seat is gone, and the receipt and the owner's text are in
// the message sink, whose page a person can read.
import { expect, type Page, test } from './support/test.ts'
import { enterTestCard, SINK, sunkMessage } from './support/stripe.ts'
import { chooseItem, fillBuyer, payAndSucceed, podSeats, tickAgreement, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'

// A buyer here needs a pod with a free seat, whatever earlier specs bought.
test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

const caleb = (email: string) => ({ firstName: 'Caleb', lastName: 'Reyes', email, phone: '5415550177' })

/**
 * Collects the CSP violations the page reports, from the first script on: scripts and connections blocked.
 * zod's feature probe (`new Function('')` in a try) is reported as an `eval` violation and left out here.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener(
      'securitypolicyviolation',
      (event) => event.blockedURI !== 'eval' && seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test('a new user pays for a pod with the test card and reads the receipt and the owner’s text in the sink', async ({
  page,
}) => {
  const email = `local-${Date.now()}@example.com`
  const seatsBefore = await podSeats(page)
  const violations = await watchCsp(page)

  await page.goto('/checkout?type=brotherhood')
  // The payment form is set up once the visitor acts or it nears the screen (decision 060); here, below the fold.
  await expect(page.locator('main[data-live]')).toBeAttached()
  await page.mouse.move(10, 10)
  const notice = page.getByRole('note', { name: 'Local test payment' })
  await expect(notice).toContainText('Local test payment: no real card is charged.')
  await expect(notice).toContainText('4242 4242 4242 4242')

  await fillBuyer(page, caleb(email))
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  expect(await violations()).toEqual([])
  await payAndSucceed(page, '$499.00')

  expect(await podSeats(page)).toBe(seatsBefore - 1)

  const receipt = await sunkMessage(page, (message) => message.channel === 'email' && message.to === email)
  expect(receipt.subject).toContain('Your receipt')
  expect(receipt.body).toContain('$499.00')
  const ownerText = await sunkMessage(
    page,
    (message) => message.channel === 'sms' && message.body.includes('Caleb Reyes'),
  )
  expect(ownerText.body).toBe('New purchase: Caleb Reyes bought Brotherhood Pod for $499.00.')

  await page.goto(`${SINK}/__sink/messages`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emails and texts the local site sent')
  const receiptShown = page.getByRole('article', { name: `Email to ${email}` })
  await expect(receiptShown.locator('iframe').contentFrame().locator('body')).toContainText('Amount paid: $499.00')
  await expect(receiptShown).toContainText('Amount paid: $499.00')
  await expect(page.getByRole('article', { name: `Text message to ${ownerText.to}` }).first()).toContainText(
    'Caleb Reyes',
  )
})

test('an unknown card number asks for a test card and the buyer stays on the checkout', async ({ page }) => {
  await page.goto('/checkout?type=one-to-one')
  await expect(page.locator('main[data-live]')).toBeAttached()
  await page.mouse.move(10, 10)
  await expect(page.getByRole('note', { name: 'Local test payment' })).toBeVisible()
  await fillBuyer(page, caleb(`local-declined-${Date.now()}@example.com`))
  await chooseItem(page)
  await enterTestCard(page, '1234 5678 9012 3456')
  await tickAgreement(page)
  await page.getByRole('button', { name: /Complete Purchase Securely/ }).click()
  await expect(page.getByTestId('toast')).toContainText('Use a test card number, such as 4242 4242 4242 4242.')
  await expect(page).toHaveURL(/\/checkout/)
})
