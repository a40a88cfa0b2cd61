// "My coaching" as a client uses it on `npm start`: pay for a pod with the test card, ask for a code on the page,
// type the code from the email in the message sink, see the pod with its refund link, stay signed in on a reload,
// sign out; and the emailed link opening the page with one click, once.
import { expect, type Page, test } from './support/test.ts'
import { seriousViolations } from './support/axe.ts'
import { chooseItem, fillBuyer, payAndSucceed, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'
import { recordSecret } from './support/secrets.ts'
import { enterTestCard, sunkMessage } from './support/stripe.ts'

test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

async function buyPod(page: Page, email: string): Promise<void> {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, { firstName: 'Caleb', lastName: 'Reyes', email, phone: '5415550188' })
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page, '$499.00')
}

async function askForCode(page: Page, email: string) {
  await page.goto('/my-coaching')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByRole('status')).toContainText('a sign-in code is on its way')
  const message = await sunkMessage(
    page,
    (m) => m.channel === 'email' && m.to === email && (m.subject ?? '').startsWith('Your sign-in code'),
  )
  const link = /#link=([\w-]+)/.exec(message.body)![1]!
  recordSecret('client-sign-in', link)
  return {
    code: /Your sign-in code: (\d{6})/.exec(message.subject!)![1]!,
    path: /\/my-coaching#[^\s"<]+/.exec(message.body)![0],
  }
}

test('a client signs in with the emailed code and sees his pod, his refund link, and signs out', async ({ page }) => {
  const email = `client-${Date.now()}@example.com`
  await buyPod(page, email)
  const receipt = await sunkMessage(page, (m) => m.channel === 'email' && m.to === email && m.body.includes('/refund#'))
  expect(receipt.body).toContain('/my-coaching')

  const { code } = await askForCode(page, email)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Welcome, Caleb. Signed in as ${email}.`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const bought = page.getByRole('region', { name: 'What you bought' })
  await expect(bought.getByRole('listitem')).toHaveCount(1)
  await expect(bought).toContainText('$499.00')
  await expect(bought.getByRole('link', { name: 'ask for your refund' })).toHaveAttribute('href', /^\/refund#/)
  await expect(page.getByRole('region', { name: 'Waitlists' })).toContainText('You are not on any waitlist.')

  await page.reload()
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with your email' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in with your email' })).toBeVisible()
})

test('a wrong code is refused with words he can act on', async ({ page }) => {
  const email = `client-wrong-${Date.now()}@example.com`
  await buyPod(page, email)
  const { code } = await askForCode(page, email)
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right, or it has expired or was used already. Ask for a new one.',
  )
})

test('the emailed link opens the page with one click, once', async ({ page }) => {
  const email = `client-link-${Date.now()}@example.com`
  await buyPod(page, email)
  const { path } = await askForCode(page, email)
  await page.goto(path)
  await page.getByRole('button', { name: 'Open My coaching' }).click()
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
  // The secret leaves the address once used.
  expect(new URL(page.url()).hash).toBe('')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.goto(path)
  await page.getByRole('button', { name: 'Open My coaching' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was used already. Ask for a new code below.',
  )
})
