// Follow-up sequences as a new user meets them on a fresh `npm start` (decision 065): he asks for the guide on
// the home page, the first follow-up of the seeded sequence arrives in the message sink, the clock is advanced
// the documented way (`npm run cron -- --advance 2d` calls the same scheduled page), the second arrives; he books
// a strategy call, and the sequence stops: nothing more, and his journey in the Leads tab says why.
import { expect, type Page, test } from './support/test.ts'
import { runCron } from '../tools/lib/local-cron.ts'
import { islandsAlive } from './support/islands.ts'
import { signInAsOwner } from './support/sign-in.ts'
import { SINK, sunkMessage } from './support/stripe.ts'

const EVERY_MINUTE = '* * * * *'
const DAY_MS = 86_400_000

/** The home page's form in its section, once alive. */
async function formIn(page: Page, anchor: string, name: string) {
  await page.goto('/')
  await page.locator(`#${anchor}`).scrollIntoViewIfNeeded()
  const form = page.locator(`#${anchor}`).getByRole('form', { name })
  await expect(form).toBeVisible()
  await islandsAlive(page, `#${anchor}`)
  return form
}

/** The follow-ups the sink received for this address, in the order it received them. */
async function followUps(page: Page, email: string): Promise<{ subject?: string; body: string }[]> {
  const all = (await (await page.request.get(`${SINK}/__sink/messages`)).json()) as {
    to: string
    subject?: string
    body: string
    idempotencyKey?: string
  }[]
  return all.filter((message) => message.to === email && message.idempotencyKey?.startsWith('sequence:'))
}

test('a guide signup gets its follow-ups, and booking a strategy call stops them', async ({ page, baseURL }) => {
  const email = `follow-up-${Date.now()}@example.com`
  const guide = await formIn(page, 'guide', 'Get the free guide')
  await guide.getByLabel('First Name').fill('Caleb')
  await guide.getByLabel('Email Address').fill(email)
  await guide.getByRole('button', { name: 'Send Me The Free Guide' }).click()
  await expect(page.getByTestId('toast')).toContainText('Your free guide will be sent to your email shortly.')

  // The first follow-up of the seeded sequence comes a day after the guide (as `npm run cron -- --advance 1d`).
  await runCron(baseURL!, EVERY_MINUTE)
  expect(await followUps(page, email)).toEqual([])
  await runCron(baseURL!, EVERY_MINUTE, Date.now() + DAY_MS)
  const first = await sunkMessage(
    page,
    (message) => message.to === email && Boolean(message.subject?.includes('Caleb')),
  )
  expect(first.subject).toBe('Read one chapter tonight, Caleb')
  expect(first.body).toContain(`${baseURL}/guides/married-mens-leadership-guide.pdf`)
  await page.goto(`${SINK}/__sink/messages`)
  await expect(
    page.getByRole('article', { name: `Email to ${email}` }).filter({ hasText: 'Read one chapter tonight, Caleb' }),
  ).toBeVisible()

  // Two days later, as `npm run cron -- --advance 2d` runs it: the second email, linking to the free call.
  await runCron(baseURL!, EVERY_MINUTE, Date.now() + 2 * DAY_MS)
  await expect
    .poll(async () => (await followUps(page, email)).map((m) => m.subject))
    .toEqual(['Read one chapter tonight, Caleb', 'The drift nobody talks about'])
  expect((await followUps(page, email))[1]!.body).toContain(`${baseURL}/#strategy-call`)

  const call = await formIn(page, 'strategy-call', 'Book your free strategy call')
  await call.getByLabel('Full Name').fill('Caleb Ward')
  await call.getByLabel('Email Address').fill(email)
  await call.getByLabel('Phone Number').pressSequentially('8015550123')
  await call.getByLabel('What is your biggest challenge right now?').fill('We drifted.')
  await call.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
  await expect(page.getByTestId('toast')).toContainText('Strategy Call Requested!')

  // The next minute stops his sequence; even days later nothing more is sent.
  await runCron(baseURL!, EVERY_MINUTE)
  await runCron(baseURL!, EVERY_MINUTE, Date.now() + 20 * DAY_MS)
  expect(await followUps(page, email)).toHaveLength(2)

  await signInAsOwner(page)
  await page.getByRole('tab', { name: 'Leads', exact: true }).click()
  await page.getByLabel('Search by name or email').fill(email)
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .first()
    .getByRole('button', { name: /^Journey of / })
    .click()
  const followUpsSection = page.getByRole('dialog', { name: 'Contact journey' }).getByRole('region', {
    name: 'Follow-up emails',
  })
  await expect(followUpsSection).toContainText('The drift nobody talks about · Sent')
  await expect(followUpsSection).toContainText('he booked a strategy call')
})
