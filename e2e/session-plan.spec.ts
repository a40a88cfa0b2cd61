// A client on the plan, as he lives it on `npm start`: he buys the Monday one-to-one on six payments ($339 today),
// My coaching tells him 2 of his 12 sessions are open and when 2 more open, he books those two and is offered no
// third (the site refuses one asked for all the same); a month and a day on, as `npm run cron -- --advance
// 32d` runs the jobs, his second payment is taken, two more open and he books them.
import { runCron, wranglerCrons } from '../tools/lib/local-cron.ts'
import { expect, type Page, test } from './support/test.ts'
import { chooseItem, fillBuyer, payAndSucceed } from './support/checkout.ts'
import { signInToMyCoaching } from './support/my-coaching.ts'
import { bookAt, openTimes, ZONE } from './support/package-sessions.ts'
import { COACHING_SLOT, keepCoachingSlotOnSale } from './support/seats.ts'
import { enterTestCard } from './support/stripe.ts'

test.use({ timezoneId: ZONE })

const DAY_MS = 86_400_000

test.beforeEach(async ({ baseURL }) => keepCoachingSlotOnSale(baseURL!))

/** The open times his page offers, a day apart and two days ahead and more. */
async function timesADayApart(page: Page, count: number): Promise<string[]> {
  const picked: string[] = []
  for (const iso of await openTimes(page)) {
    const after = picked.length ? Date.parse(picked.at(-1)!) + DAY_MS : Date.now() + 2 * DAY_MS
    if (Date.parse(iso) > after) picked.push(iso)
    if (picked.length === count) break
  }
  expect(picked).toHaveLength(count)
  return picked
}

test('on the plan, two sessions open with each payment: two booked, no third, two more after the next payment', async ({
  page,
  baseURL,
}) => {
  const email = `plan-sessions-${Date.now()}@example.com`
  await page.goto('/checkout?type=one-to-one')
  await fillBuyer(page, { firstName: 'Micah', lastName: 'Lindqvist', email, phone: '5415550188' })
  await chooseItem(page, new RegExp(COACHING_SLOT))
  await page
    .getByRole('group', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: '6 monthly payments of $339.00 ($2,034.00 in all)' })
    .check()
  await enterTestCard(page)
  await payAndSucceed(page, '$339.00')

  await signInToMyCoaching(page, email)
  const bought = page.getByRole('region', { name: 'What you bought' })
  await expect(bought).toContainText(/2 of 12 sessions open now, 2 more with your payment on \w{3} \d{1,2}, \d{4}/)

  const [first, second, third, fourth] = await timesADayApart(page, 4)
  await bookAt(page, first!)
  await bookAt(page, second!)
  await expect(bought).toContainText('2 booked or held · 0 to book now')
  await expect(bought).toContainText('The sessions open so far are all booked. 2 more open with your payment on')
  await expect(bought.getByRole('button', { name: 'Book a session' })).toHaveCount(0)
  const order = await page.evaluate(() =>
    fetch('/api/my-coaching')
      .then((r) => r.json())
      .then((overview: { purchases: { orderRef: string }[] }) => overview.purchases[0]!.orderRef),
  )
  const refused = await page.evaluate(
    async ({ order, start }) => {
      const response = await fetch('/api/my-coaching/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order, start, timeZone: 'America/Chicago' }),
      })
      return { status: response.status, body: (await response.json()) as { message: string } }
    },
    { order, start: third! },
  )
  expect(refused.status).toBe(409)
  expect(refused.body.message).toContain('The sessions open so far are all booked.')

  // As `npm run cron -- --advance 32d` runs the jobs: the second payment, due a month on at 17:00 UTC, is taken
  // with his card, whatever the hour the test runs at.
  const monthOn = Date.now() + 32 * DAY_MS
  const crons = wranglerCrons()
  for (const cron of [...crons.filter((c) => c !== '* * * * *'), '* * * * *']) await runCron(baseURL!, cron, monthOn)
  await expect(async () => {
    await page.reload()
    await expect(bought).toContainText(/4 of 12 sessions open now, 2 more with your payment on/, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await bookAt(page, third!)
  await bookAt(page, fourth!)
  await expect(bought).toContainText('4 booked or held · 0 to book now')
  await expect(bought.getByRole('button', { name: 'Book a session' })).toHaveCount(0)
})
