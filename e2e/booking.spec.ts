// The free call booked on the site, as a new visitor on `npm start` meets it with the
// seeded hours: he sends the strategy-call form, picks an open time shown in his own zone (Chicago here, the coach
// in Pacific time), finds the invitation in the message sink, opens its link, moves the call, and the same link
// then shows the new time.
import { expect, type Page, test } from './support/test.ts'
import { adminCookie } from './support/admin-session.ts'
import { islandsAlive } from './support/islands.ts'
import { recordSecret } from './support/secrets.ts'
import { SINK, sunkMessage } from './support/stripe.ts'

const VISITOR_ZONE = 'America/Chicago'
test.use({ timezoneId: VISITOR_ZONE })

const inChicago = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: VISITOR_ZONE, ...options }).format(new Date(iso))
const dayOf = (iso: string) => inChicago(iso, { weekday: 'long', month: 'long', day: 'numeric' })
const timeOf = (iso: string) => inChicago(iso, { hour: 'numeric', minute: '2-digit' })

/** The seeded rules let him move a call up to 24 hours before it: he books one two days ahead or more. */
const TWO_DAYS_MS = 2 * 86_400_000

async function sendTheForm(page: Page, email: string) {
  await page.goto('/')
  const section = page.locator('#strategy-call')
  await section.scrollIntoViewIfNeeded()
  await islandsAlive(page, '#strategy-call')
  const form = section.getByRole('form', { name: 'Book your free strategy call' })
  await form.getByLabel('Full Name').fill('Samuel Booker')
  await form.getByLabel('Email Address').fill(email)
  // A phone of this run's own: a phone with a free call still ahead cannot book another (decision 088).
  await form.getByLabel('Phone Number').pressSequentially(`801555${String(Date.now()).slice(-4)}`)
  await form.getByLabel('What is your biggest challenge right now?').fill('We drifted apart this year.')
  await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
  return section
}

test('a new visitor books the free call in his own zone, gets the invitation and moves it from its link', async ({
  page,
}) => {
  const email = `booking-${Date.now()}@example.com`
  const open = (await (await page.request.get('/api/bookings/open-times')).json()) as { times: string[] }
  const chosen = open.times.find((iso) => Date.parse(iso) > Date.now() + TWO_DAYS_MS)!
  expect(chosen).toBeDefined()

  const section = await sendTheForm(page, email)
  const picker = section.getByRole('region', { name: /Pick a time for your 45-minute call now/ })
  await expect(picker).toBeVisible()
  await expect(picker).toContainText('Times are shown in your time zone, Central Standard Time (America/Chicago).')
  await expect(picker).toContainText('Your coach works in Pacific Standard Time (America/Los_Angeles).')
  // Under his own day and at his own time: the coach's 9:00 AM reads 11:00 AM here.
  const time = picker.getByRole('group', { name: dayOf(chosen) }).getByRole('button', { name: timeOf(chosen) })
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await picker.getByRole('button', { name: /^Book / }).click()
  await expect(section.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(
    `Booked: ${dayOf(chosen)} at ${timeOf(chosen)} CST`,
  )

  const invitation = await sunkMessage(page, (m) => m.to === email && m.subject === 'Booked: Free Strategy Call')
  expect(invitation.body).toContain('your time)')
  const token = recordSecret('booking', /\/booking#([A-Za-z0-9_-]{43})/.exec(invitation.body)![1]!)
  await page.goto(`${SINK}/__sink/messages`)
  await expect(
    page.getByRole('article', { name: `Email to ${email}` }).getByRole('link', { name: 'invitation.ics' }),
  ).toBeVisible()

  await page.goto(`/booking#${token}`)
  const main = page.getByRole('main')
  await expect(main).toContainText('Booked for')
  await main.getByRole('button', { name: 'Move to another time' }).click()
  await expect(main).toContainText('Times are shown in your time zone, Central Standard Time (America/Chicago).')
  await main.locator('[data-slot="times"] button').nth(3).click()
  await main.getByRole('button', { name: /^Move my call to / }).click()
  const done = main.getByRole('status').filter({ hasText: 'Moved.' })
  await expect(done).toContainText('We have emailed you the update.')
  const newTime = (await done.textContent())!.replace(/^Moved\. Your call is now (.*)\. We have.*$/, '$1')

  await sunkMessage(page, (m) => m.to === email && m.subject === 'New time: Free Strategy Call')
  // The link from the first email opens the booking at its new time, never a cancelled one.
  await page.goto('/')
  await page.goto(`/booking#${token}`)
  await expect(page.getByRole('main')).toContainText(`Booked for ${newTime}`)
})

test('the owner finds the call in Settings, moves it outside his hours, and the man is told', async ({
  page,
  baseURL,
}) => {
  const email = `owner-moves-${Date.now()}@example.com`
  const open = (await (await page.request.get('/api/bookings/open-times')).json()) as { times: string[] }
  const booked = await page.request.post('/api/bookings', {
    headers: { Origin: baseURL! },
    data: { name: 'Aaron Mover', email, phone: '(801) 555-0144', start: open.times.at(-1), timeZone: VISITOR_ZONE },
  })
  expect(booked.status()).toBe(201)

  await page.context().setExtraHTTPHeaders({ Cookie: await adminCookie() })
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { name: "Coach's hours and booking rules" })).toBeVisible()
  await expect(page.getByLabel('Weekly hours, one period a line (monday 09:00-12:00)')).toHaveValue(
    /^monday 09:00-12:00\nmonday 13:00-17:00\ntuesday/,
  )
  const row = page.getByRole('region', { name: 'Booked calls' }).getByRole('listitem').filter({ hasText: email })
  await row.getByRole('button', { name: 'Move' }).click()
  // 7:30 PM Pacific on the day after the last open time: outside the hours, which bind the man, not the owner.
  const day = new Date(Date.parse(open.times.at(-1)!) + 86_400_000).toISOString().slice(0, 10)
  await row.getByLabel('New time (Pacific)').fill(`${day}T19:30`)
  await row.getByRole('button', { name: 'Move and email him' }).click()
  await expect(page.getByTestId('toast')).toContainText('Booking moved')
  await expect(row).toContainText('7:30 PM')

  const update = await sunkMessage(page, (m) => m.to === email && m.subject === 'New time: Free Strategy Call')
  expect(update.body).toMatch(/moved your Free Strategy Call to .* at 7:30 PM P[DS]T/)
})
