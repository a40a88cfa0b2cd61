import { expect, test } from './support/test.ts'
import { enterTestCard } from './support/stripe.ts'
import { chooseItem, fillBuyer, payAndSucceed, podSeats, tickAgreement, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'

// A buyer here needs a pod with a free seat, whatever earlier specs bought.
test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

const buyer = (email: string) => ({ firstName: 'Jacob', lastName: 'Miller', email, phone: '5415550199' })

test('a buyer pays for a Brotherhood Pod seat, sees the success page, and the seat is gone', async ({ page }) => {
  const email = `pod-${Date.now()}@example.com`
  const seatsBefore = await podSeats(page)
  await page.goto('/checkout?type=brotherhood')
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible()
  await expect(page.getByText('Secure payment powered by')).toBeVisible()
  await fillBuyer(page, buyer(email))
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(541) 555-0199')
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page, '$499.00')
  await expect(page.getByText('$499.00')).toBeVisible()
  await expect(page.getByText('What happens next?')).toBeVisible()
  expect(await podSeats(page)).toBe(seatsBefore - 1)
})

test('the pod commitments must all be ticked', async ({ page }) => {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, buyer(`rules-${Date.now()}@example.com`))
  await chooseItem(page)
  await page.getByRole('button', { name: /Complete Purchase Securely/ }).click()
  await expect(page.getByText('You must agree to all Brotherhood Pod commitments to proceed')).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('Please complete all required fields')
})

for (const [card, number, message] of [
  [
    'Declined card',
    '4000 0000 0000 0002',
    'Your card was declined. Please try a different payment method or contact your bank.',
  ],
  ['Expired card', '4000 0000 0000 0069', 'Your card has expired. Please use a different card.'],
  ['Insufficient funds', '4000 0000 0000 9995', 'Insufficient funds. Please use a different payment method.'],
  ['Incorrect CVC', '4000 0000 0000 0127', 'Incorrect security code. Please check your CVC and try again.'],
] as const) {
  test(`a ${card.toLowerCase()} shows its message and charges nothing`, async ({ page }) => {
    await page.goto('/checkout?type=one-to-one')
    await fillBuyer(page, buyer(`card-${Date.now()}@example.com`))
    await chooseItem(page)
    await enterTestCard(page, number)
    await tickAgreement(page)
    await page.getByRole('button', { name: /Complete Purchase Securely Through Stripe - \$1,800\.00/ }).click()
    await expect(page.getByTestId('toast')).toContainText('Payment Failed')
    await expect(page.getByTestId('toast')).toContainText(message)
    await expect(page).toHaveURL(/\/checkout/)
  })
}

test('the free strategy call needs no card', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByText('No payment required for this consultation')).toBeVisible()
  await fillBuyer(page, buyer(`call-${Date.now()}@example.com`))
  await page.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Free Strategy Call')).toBeVisible()
})

test('a bare /checkout opens the path chosen with a pay button, naming the chosen pod; a named type wins', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('paymentType', 'brotherhood'))
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Join a Brotherhood Pod' })).toBeVisible()
  await chooseItem(page)
  await expect(page.getByText(/^Brotherhood Pod \(12 weeks\): .+ — \$[\d,]+\.\d{2}$/)).toBeVisible()
  await page.goto('/checkout?type=strategy-call')
  await expect(page.getByRole('heading', { name: 'Book Your Free Strategy Call' })).toBeVisible()
})
