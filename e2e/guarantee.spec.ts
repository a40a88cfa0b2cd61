// The 30-day action guarantee decided by the record (decisions 106, 107), as two clients of a pod meet it: one
// whose every action was done on time gets the one-press refund; one whose record shows a missed call reads "not
// met" and why on My coaching, and the refund page explains it and asks for nothing. The pages pass axe.
import { signInToMyCoaching } from './support/my-coaching.ts'
import { expect, type Page, test } from './support/test.ts'
import { seriousViolations } from './support/axe.ts'
import { chooseItem, fillBuyer, payAndSucceed, tickCommitments } from './support/checkout.ts'
import { executeSql } from './support/local-db.ts'
import { keepPodOnSale } from './support/seats.ts'
import { recordSecret } from './support/secrets.ts'
import { enterTestCard } from './support/stripe.ts'

test.beforeEach(async ({ baseURL }) => keepPodOnSale(baseURL!))

const DAY = 24 * 60 * 60 * 1000
const iso = (ms: number) => new Date(ms).toISOString()
const pacificDay = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: 'numeric' }).format(ms)

/** Pays for a pod with the test card; the success page's refund link, as he would follow it. */
async function buyPod(page: Page, email: string): Promise<string> {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, { firstName: 'Caleb', lastName: 'Reyes', email, phone: '5415550188' })
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page, '$499.00')
  await expect(page.locator('[data-slot="refund-link"]')).toContainText(
    'Our 30-day guarantee: attend every call and complete your assigned actions, or get a full refund.',
  )
  const href = (await page.getByRole('link', { name: 'ask for your refund here' }).getAttribute('href'))!
  recordSecret('refund', href.slice('/refund#'.length))
  return href
}

const ofEmail = (email: string) => `(SELECT id FROM purchases WHERE email = '${email}')`

test('every action done on time: the refund page says on track and one press refunds', async ({ page }) => {
  const email = `guarantee-met-${Date.now()}@example.com`
  const refund = await buyPod(page, email)
  executeSql(
    `INSERT INTO actions (purchase_id, title, due_at, status, done_at)
     VALUES (${ofEmail(email)}, 'Write the letter', '${iso(Date.now() - 1000)}', 'done', '${iso(Date.now() - 60_000)}')`,
  )
  await page.goto(refund)
  await expect(page.getByTestId('guarantee-standing')).toHaveText(/^Guarantee: on track \(ends /)
  // The page quotes the agreement he ticked at checkout, in that version's words.
  const agreement = page.getByTestId('refund-agreement')
  await agreement.getByText('The agreement you accepted').click()
  await expect(agreement).toContainText('attend every call and complete your assigned actions, or get a full refund')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Request my refund of $499.00' }).click()
  await expect(page.getByRole('status')).toContainText('Refunded: $499.00 is on its way back to your card.')
})

test('a missed call: My coaching says not met and why, and the refund page explains it', async ({ page }) => {
  const email = `guarantee-missed-${Date.now()}@example.com`
  const refund = await buyPod(page, email)
  // His package's call two days ago, marked missed by the coach (a one-to-one's calls are its bookings).
  const missedAt = Date.now() - 2 * DAY
  executeSql(
    `UPDATE purchases SET type = 'one-to-one', fulfilled_at = '${iso(Date.now() - 5 * DAY)}' WHERE email = '${email}';
     INSERT INTO bookings (ref, kind, purchase_id, name, email, phone, starts_at, duration_minutes, visitor_time_zone,
       status, attendance, attendance_marked_at)
     VALUES ('e2e-${Date.now()}', 'one-to-one', ${ofEmail(email)}, 'Caleb Reyes', '${email}', '(541) 555-0188',
       '${iso(missedAt)}', 60, 'America/Los_Angeles', 'booked', 'no-show', '${iso(Date.now())}')`,
  )
  const reason = `missed the call of ${pacificDay(missedAt)}`

  await page.goto(refund)
  await expect(page.getByTestId('guarantee-standing')).toHaveText(new RegExp(`^Guarantee: not met: ${reason}`))
  await expect(page.getByText(`Your record: ${reason}.`)).toBeVisible()
  await expect(page.getByRole('status')).toContainText('write to your coach at')
  await expect(page.getByRole('button', { name: /Request my refund/ })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await signInToMyCoaching(page, email)
  await expect(page.getByTestId('guarantee-standing')).toHaveText(new RegExp(`^Guarantee: not met: ${reason} \\(ends `))
  expect(await seriousViolations(page)).toEqual([])
})
