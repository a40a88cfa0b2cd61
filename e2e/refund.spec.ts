// The 30-day guarantee as a buyer uses it on a site without Stripe keys: pay for a pod with the test card, open
// the refund link from the receipt in the message sink, press the one button, and see the money and the seat
// come back (the seat count, the buyer's confirmation and the owner's text).
import { expect, type Page, test } from './support/test.ts'
import { adminApi } from './support/admin-session.ts'
import { enterTestCard, SINK, sunkMessage } from './support/stripe.ts'
import { chooseItem, fillBuyer, payAndSucceed, podSeats, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'
import { recordSecret } from './support/secrets.ts'

// A buyer here needs a pod with a free seat, whatever earlier specs bought.
test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

/** Pays for the first pod with the test card, as a buyer on the checkout page does. */
async function buyPod(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, { firstName, lastName: 'Park', email, phone: '5415550177' })
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page, '4242 4242 4242 4242')
  await payAndSucceed(page, '$499.00')
}

/** The receipt in the sink, and its link followed as the buyer would. */
async function openReceiptLink(page: Page, email: string): Promise<void> {
  const receipt = await sunkMessage(
    page,
    (message) => message.channel === 'email' && message.to === email && message.body.includes('/refund#'),
  )
  recordSecret('refund', /\/refund#([\w.-]+)/.exec(receipt.body)![1]!)
  await page.goto(`${SINK}/__sink/messages`)
  await page
    .getByRole('article', { name: `Email to ${email}` })
    .locator('iframe')
    .contentFrame()
    .getByRole('link', { name: 'ask for your refund here' })
    .click()
}

test('a buyer refunds a pod from the receipt’s link and the seat comes back', async ({ page }) => {
  const email = `refund-${Date.now()}@example.com`
  const seatsBefore = await podSeats(page)

  await buyPod(page, 'Noah', email)
  const refundLink = page.getByRole('link', { name: 'ask for your refund here' })
  await expect(refundLink).toHaveAttribute('href', /^\/refund#\d+\.\d+\.[\w-]{43}$/)
  recordSecret('refund', (await refundLink.getAttribute('href'))!.slice('/refund#'.length))
  expect(await podSeats(page)).toBe(seatsBefore - 1)

  await openReceiptLink(page, email)

  await expect(page.getByRole('heading', { name: 'Your 30-day guarantee' })).toBeVisible()
  await expect(page.getByTestId('refund-amount')).toHaveText('$499.00')
  await page.getByRole('button', { name: 'Request my refund of $499.00' }).click()
  await expect(page.getByRole('status')).toContainText('Refunded: $499.00 is on its way back to your card.')
  expect(await podSeats(page)).toBe(seatsBefore)

  // A reload shows the same refund, with no button to ask twice.
  await page.reload()
  await expect(page.getByRole('status')).toContainText('Refunded: $499.00')
  await expect(page.getByRole('button', { name: /Request my refund/ })).toHaveCount(0)

  const confirmation = await sunkMessage(
    page,
    (message) =>
      message.channel === 'email' && message.to === email && (message.subject ?? '').startsWith('Your refund'),
  )
  expect(confirmation.body).toContain('We have refunded $499.00')
  const ownerText = await sunkMessage(
    page,
    (message) => message.channel === 'sms' && message.body.startsWith('Refund made: Noah Park'),
  )
  expect(ownerText.body).toContain('$499.00. The seat is back on sale.')
})

test('a link that was tampered with says so', async ({ page }) => {
  await page.goto('/refund#1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'Refund link not valid' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'This refund link is not valid. Please use the link in your receipt, or contact us.',
  )
})

test('another refund link followed in the same tab shows its own purchase, not the first', async ({ page }) => {
  await buyPod(page, 'Levi', `refund-second-${Date.now()}@example.com`)
  const href = (await page.getByRole('link', { name: 'ask for your refund here' }).getAttribute('href'))!
  recordSecret('refund', href.slice('/refund#'.length))
  await page.goto('/refund#1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'Refund link not valid' })).toBeVisible()
  // Only the fragment changes, as when a mail app opens the second link in the view it reused.
  await page.goto(href)
  await expect(page.getByRole('heading', { name: 'Your 30-day guarantee' })).toBeVisible()
  await expect(page.getByTestId('refund-amount')).toHaveText('$499.00')
})

test('approval by hand: the request waits until the owner approves it, then the money and the seat come back', async ({
  page,
  baseURL,
}) => {
  // The owner acts through the admin API with a real session (signing in needs the identity provider's ports).
  const owner = await adminApi(baseURL!)
  expect((await owner.put('/api/admin/refund-settings', { data: { refundApproval: 'manual' } })).status()).toBe(200)
  try {
    const email = `refund-manual-${Date.now()}@example.com`
    await buyPod(page, 'Eli', email)
    const seatsAfterSale = await podSeats(page)
    await openReceiptLink(page, email)
    await page.getByRole('button', { name: 'Request my refund of $499.00' }).click()
    await expect(page.getByRole('status')).toContainText('We have your request. It will be approved by')
    expect(await podSeats(page)).toBe(seatsAfterSale)
    await sunkMessage(
      page,
      (message) => message.channel === 'sms' && message.body.startsWith('Refund requested: Eli Park'),
    )

    const queue = (await (await owner.get('/api/admin/refunds')).json()) as {
      requests: { id: number; name: string; status: string }[]
    }
    const request = queue.requests.find((r) => r.name === 'Eli Park')!
    expect(request.status).toBe('awaiting-approval')
    expect((await owner.post(`/api/admin/refunds/${request.id}/approve`)).status()).toBe(200)
    expect(await podSeats(page)).toBe(seatsAfterSale + 1)
    await page.reload()
    await expect(page.getByRole('status')).toContainText('Refunded: $499.00')
  } finally {
    await owner.put('/api/admin/refund-settings', { data: { refundApproval: 'automatic' } })
  }
})
