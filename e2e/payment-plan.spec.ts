// A buyer pays for a pod on the plan with the test card: before paying they see the schedule and the terms,
// they are charged the first payment only, and the success page shows the schedule; the owner then sees the
// plan in the admin with what was paid and what is due.
import { expect, type Page, test } from './support/test.ts'
import { chooseItem, fillBuyer, payAndSucceed, tickCommitments } from './support/checkout.ts'
import { enterTestCard, sunkMessage } from './support/stripe.ts'
import { recordSecret } from './support/secrets.ts'
import { signInAsOwner } from './support/sign-in.ts'
import { keepPodOnSale } from './support/seats.ts'

// A buyer here needs a pod with a free seat, whatever earlier specs bought.
test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

async function startPodCheckout(page: Page, email: string) {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, { firstName: 'Nathan', lastName: 'Cole', email, phone: '5415550166' })
  await chooseItem(page)
}

test('a buyer pays a pod on the plan and sees the schedule; the owner sees it in the admin', async ({
  page,
  browser,
}) => {
  const email = `plan-${Date.now()}@example.com`
  await startPodCheckout(page, email)
  const choice = page.getByRole('group', { name: 'How would you like to pay?' })
  await expect(choice.getByRole('radio', { name: 'Pay in full: $499.00' })).toBeChecked()
  await choice.getByRole('radio', { name: '3 monthly payments of $179.00 ($537.00 in all)' }).check()
  const schedule = page.getByRole('region', { name: 'Your payment schedule' })
  await expect(schedule.getByRole('row')).toHaveCount(4)
  await expect(schedule.getByRole('row').nth(1)).toContainText(/Today, .*\$179\.00/)
  await expect(schedule).toContainText(
    'Your card is charged $179.00 today and $179.00 on each later date above, 3 payments in all.',
  )
  await expect(schedule).toContainText('update your card')

  await tickCommitments(page)
  await enterTestCard(page, '4242 4242 4242 4242')
  await payAndSucceed(page, '$179.00')

  await expect(page.getByText('Amount Paid')).toBeVisible()
  const paid = page.getByRole('region', { name: 'Your payment schedule' })
  await expect(paid.getByRole('row')).toHaveCount(4)
  await expect(paid).toContainText('Total $537.00 in 3 payments')

  // The owner, in a browser of their own.
  const owner = await (await browser.newContext()).newPage()
  await signInAsOwner(owner)
  await owner.goto('/admin')
  await owner.getByRole('tab', { name: 'Leads' }).click()
  const plan = owner.getByRole('listitem', { name: 'Payment plan of Nathan Cole' }).filter({ hasText: email })
  await expect(plan).toContainText('Active')
  await expect(plan).toContainText('Paid $179.00 · Due $358.00')
  await expect(plan.getByRole('listitem')).toHaveCount(3)
  await expect(plan.getByRole('listitem').first()).toContainText('Paid')
})

test("the receipt's link shows the plan and saves a new card through the bank's challenge", async ({ page }) => {
  const email = `plan-card-${Date.now()}@example.com`
  await startPodCheckout(page, email)
  await page
    .getByRole('group', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: /3 monthly payments/ })
    .check()
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page, '$179.00')

  const receipt = await sunkMessage(page, (message) => message.channel === 'email' && message.to === email)
  expect(receipt.body).toContain('Payment 3: $179.00')
  const link = /\/plan#[\w-]+/.exec(receipt.body)?.[0]
  expect(link).toBeTruthy()
  recordSecret('plan', link!.slice('/plan#'.length))
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Your payment plan' })).toBeVisible()
  const schedule = page.getByRole('region', { name: 'Schedule' })
  await expect(schedule.getByRole('row').nth(1)).toContainText('Paid')
  await expect(schedule.getByRole('row').nth(2)).toContainText('Scheduled')

  await page.getByRole('button', { name: 'Update your card' }).click()
  // 4000 0025 0000 3155 asks for the bank's authentication when saved, then pays later payments off session.
  await enterTestCard(page, '4000 0025 0000 3155')
  await page.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your card is updated. Thank you!' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/plan#[\w-]+$/)
})
