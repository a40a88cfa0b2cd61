// Sessions that come with a purchase, as a client in Chicago lives it on `npm start`: he buys
// one-to-one coaching with the test card, opens My coaching with the code the sink holds, books two sessions at
// open times shown in his own zone (the coach's named), downloads one's calendar file, cancels one inside the
// policy and sees its credit come back, moves the other; another client's booked session takes place and the owner
// marks it attended, its credit still used. Two tests, each well inside its time on a loaded machine running two
// workers.
import { signInToMyCoaching } from './support/my-coaching.ts'
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from './support/test.ts'
import { adminCookie } from './support/admin-session.ts'
import { seriousViolations } from './support/axe.ts'
import { bookAt, dayOf, inFull, openTimes, timeOf, ZONE } from './support/package-sessions.ts'
import { chooseItem, fillBuyer, payAndSucceed } from './support/checkout.ts'
import { executeSql } from './support/local-db.ts'
import { COACHING_SLOT, keepCoachingSlotOnSale } from './support/seats.ts'
import { enterTestCard, sunkMessage } from './support/stripe.ts'

test.use({ timezoneId: ZONE })

const DAY_MS = 86_400_000

test.beforeEach(async ({ baseURL }) => keepCoachingSlotOnSale(baseURL!))

async function buyOneToOne(page: Page, email: string, firstName = 'Caleb') {
  await page.goto('/checkout?type=one-to-one')
  await fillBuyer(page, { firstName, lastName: 'Whitfield', email, phone: '5415550177' })
  await chooseItem(page, new RegExp(COACHING_SLOT))
  await enterTestCard(page)
  await payAndSucceed(page, '$1,800.00')
}

async function signInWithEmailedCode(page: Page, email: string) {
  await signInToMyCoaching(page, email)
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
}

test('a client buys one-to-one coaching, books two sessions, cancels one and gets its credit back', async ({
  page,
}) => {
  const email = `sessions-${Date.now()}@example.com`
  await buyOneToOne(page, email)
  await signInWithEmailedCode(page, email)

  const sessions = page.getByRole('region', { name: 'Your next sessions' })
  const bought = page.getByRole('region', { name: 'What you bought' })
  await expect(sessions).toContainText('No sessions booked yet. Book one from your package below.')
  await expect(sessions).toContainText('You can move or cancel a session up to 24 hours before it starts')
  await expect(bought).toContainText('12 of 12 sessions left')

  // Two days ahead and more, so both can still be cancelled under the 24 hours' notice; a day apart.
  const times = await openTimes(page)
  const first = times.find((iso) => Date.parse(iso) > Date.now() + 2 * DAY_MS)!
  const second = times.find((iso) => Date.parse(iso) > Date.parse(first) + DAY_MS)!
  await bookAt(page, first)
  await expect(bought).toContainText('11 of 12 sessions left')
  expect(await seriousViolations(page)).toEqual([])
  await bookAt(page, second, true)
  await expect(bought).toContainText('10 of 12 sessions left')

  const cards = sessions.getByRole('listitem')
  await expect(cards).toHaveCount(2)
  const firstCard = cards.filter({ hasText: inFull(first) })
  // His time first, the coach's named beside it: the coach's clock is two hours behind Chicago.
  await expect(firstCard).toContainText(`One-to-One Coaching Session · 60 minutes · your coach's time:`)
  await expect(firstCard).toContainText(/[AP]M P[SD]T/)

  const invitation = await sunkMessage(
    page,
    (m) => m.to === email && m.subject === 'Booked: One-to-One Coaching Session',
  )
  expect(invitation.body).toContain('your time)')
  expect(invitation.body).toContain('/my-coaching')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstCard.getByRole('link', { name: 'Add to your calendar (.ics)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^session-\d{4}-\d{2}-\d{2}\.ics$/)
  const ics = readFileSync((await download.path())!, 'utf8')
  expect(ics).toContain('METHOD:PUBLISH')
  expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:')

  // Cancelled inside the policy: he is told first that it goes back to his package, then it does.
  await firstCard.getByRole('button', { name: 'Cancel' }).click()
  await expect(firstCard).toContainText(`Cancel your session on ${inFull(first)}? It goes back to your package`)
  await firstCard.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Canceled' })).toHaveText(
    'Canceled. The session is back in your package to book again.',
  )
  await expect(bought).toContainText('11 of 12 sessions left')
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText(inFull(second))
  await sunkMessage(page, (m) => m.to === email && m.subject === 'Canceled: One-to-One Coaching Session')

  // The other one moves a day later; it keeps its credit.
  const third = times.find((iso) => Date.parse(iso) > Date.parse(second) + DAY_MS)!
  await cards.getByRole('button', { name: 'Move' }).click()
  const newTime = cards.getByRole('region', { name: 'Choose a new time' })
  await newTime
    .getByRole('group', { name: dayOf(third), exact: true })
    .getByRole('button', { name: timeOf(third), exact: true })
    .click()
  await newTime.getByRole('button', { name: `Move to ${inFull(third)}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
    `Moved. We have emailed you the new time and an updated invitation. Your session is now ${inFull(third)}.`,
  )
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading')).toHaveText(inFull(third))
  await expect(cards).toContainText('You can move or rebook it 1 more time.')
  await expect(bought).toContainText('11 of 12 sessions left')
})

test('a session that took place and the owner marked attended keeps its credit used', async ({ page, browser }) => {
  const email = `held-${Date.now()}@example.com`
  await buyOneToOne(page, email, 'Nathan')
  await signInWithEmailedCode(page, email)
  const sessions = page.getByRole('region', { name: 'Your next sessions' })
  const bought = page.getByRole('region', { name: 'What you bought' })
  const start = (await openTimes(page)).find((iso) => Date.parse(iso) > Date.now() + 2 * DAY_MS)!
  await bookAt(page, start)
  await expect(bought).toContainText('11 of 12 sessions left')

  // The session takes place (its start moved into the past, as the clock would), and the owner marks it.
  const held = new Date(Date.now() - 3 * 3_600_000).toISOString()
  executeSql(`UPDATE bookings SET starts_at = '${held}' WHERE email = '${email}' AND status = 'booked'`)
  // The owner, in a browser of his own.
  const owner = await browser.newPage()
  await owner.context().setExtraHTTPHeaders({ Cookie: await adminCookie() })
  await owner.goto('/admin')
  await owner.getByRole('tab', { name: 'Settings', exact: true }).click()
  const toMark = owner.getByRole('region', { name: 'Sessions to mark', exact: true })
  await expect(toMark).toContainText('Nathan Whitfield · one-to-one session')
  await toMark.getByRole('button', { name: /^Attended: Nathan Whitfield/ }).click()
  await expect(owner.getByTestId('toast')).toContainText('Nathan Whitfield: Attended.')
  await expect(toMark.getByText('Nathan Whitfield')).toHaveCount(0)
  await expect(owner.getByRole('region', { name: 'Booked calls' })).toContainText('One-to-one session')
  await owner.close()
  // His page: the session held used its credit.
  await page.reload()
  await expect(bought).toContainText('11 of 12 sessions left')
  await expect(sessions).toContainText('No sessions booked yet.')
})
