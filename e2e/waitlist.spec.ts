// The waitlist end to end: a visitor asks to join the line of a sold-out pod at checkout, confirms the address
// from the link in the confirmation email and learns their place;
// the owner adds a seat; the offer arrives in the message sink; its link opens checkout with the seat kept
// for them (details filled in), the local test card pays, and the used link then says so plainly.
import { expect, test } from './support/test.ts'
import { adminApi, adminCookie } from './support/admin-session.ts'
import { payAndSucceed, tickCommitments } from './support/checkout.ts'
import { islandsAlive } from './support/islands.ts'
import { enterTestCard, sunkMessage } from './support/stripe.ts'
import { recordSecret } from './support/secrets.ts'

// A browser far from the business: the deadline at checkout must still be the Pacific one the email gives.
test.use({ timezoneId: 'Asia/Tokyo' })

test('a visitor joins the waitlist of a sold-out pod and claims the offer from the link in their email', async ({
  page,
  baseURL,
}) => {
  const owner = await adminApi(baseURL!)
  const pod = {
    name: `Waitlist Pod ${Date.now()}`,
    type: 'brotherhood_pod',
    price: 45000,
    totalSlots: 1,
    availableSlots: 0,
    description: null,
    closingDate: null,
    dayOfWeek: 'tuesday',
    timeSlot: '7:00 PM PST',
    isActive: true,
  }
  const created = await owner.post('/api/inventory', { data: pod })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const email = `waiting-${Date.now()}@example.com`

  await page.goto(`/checkout?type=brotherhood&inventoryId=${id}`)
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible()
  // Checkout is rendered on the Worker (decision 055) and its waitlist form is an island: typed into once alive.
  await islandsAlive(page, 'main')
  const form = page.getByRole('form', { name: 'Join the waitlist' })
  await form.getByLabel('First name', { exact: true }).fill('Micah')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone', { exact: true }).fill('5415550188')
  await form.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'check your email' })).toContainText(
    'It has a link to open within a day to take your place in line',
  )

  // Only the link in the confirmation email puts Micah in line; its token rides in the fragment.
  const confirmation = await sunkMessage(page, (message) => message.channel === 'email' && message.to === email)
  expect(confirmation.subject).toBe(`Confirm your place on the waitlist: ${pod.name}`)
  const confirmLink = /(http[^\s"<]+\/waitlist\/confirm#[^\s"<]+)/.exec(confirmation.body)?.[1]
  expect(confirmLink).toBeTruthy()
  recordSecret('waitlist-confirm', new URL(confirmLink!).hash.slice(1))
  // An older, used-up link is open in the tab; his real one is followed in it, changing only the fragment.
  await page.goto('/waitlist/confirm#not-a-real-token')
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible()
  await page.goto(confirmLink!.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'first in line' })).toHaveText(
    'You are first in line. We will email you the moment a seat opens.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your place on the waitlist is confirmed')

  // The owner opens one more seat: it goes to Micah, not back on sale.
  const edited = await owner.put(`/api/inventory/${id}`, { data: { ...pod, availableSlots: 1 } })
  expect(edited.status(), await edited.text()).toBe(200)
  expect(((await edited.json()) as { availableSlots: number }).availableSlots).toBe(0)

  const offer = await sunkMessage(
    page,
    (message) =>
      message.channel === 'email' && message.to === email && message.subject?.startsWith('A seat opened up') === true,
  )
  expect(offer.subject).toBe(`A seat opened up: ${pod.name}`)
  // The token rides in the fragment, which the browser never sends to the server.
  const link = /(http[^\s"<]+\/checkout\?offer#offer=[^\s"<]+)/.exec(offer.body)?.[1]
  expect(link).toBeTruthy()
  expect(offer.body).not.toContain('?offer=')
  const token = recordSecret('offer', new URL(link!).hash.slice('#offer='.length))

  // The owner sees the offer out and its deadline under the pod's Waitlist in the Inventory tab.
  const cookie = await adminCookie()
  const split = cookie.indexOf('=')
  await page.context().addCookies([
    {
      name: cookie.slice(0, split),
      value: cookie.slice(split + 1),
      domain: new URL(baseURL!).hostname,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Inventory', exact: true }).click()
  const row = page.getByRole('listitem', { name: pod.name })
  await row.getByText('Waitlist', { exact: true }).click()
  await expect(row.getByRole('list', { name: 'Waitlist' })).toContainText(
    `1. Micah · ${email} · (541) 555-0188 · Offer out until`,
  )

  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByText(/This seat is held for you until/)).toBeVisible()
  const deadline = /held for you alone until (?:<strong>)?([^<\n]+? Pacific time)/.exec(offer.body)?.[1]
  expect(deadline).toBeTruthy()
  await expect(page.getByText(/This seat is held for you until/)).toHaveText(
    `This seat is held for you until ${deadline}.`,
  )
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await page.getByLabel('Last name', { exact: true }).fill('Stone')
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page, '$450.00')

  // A link of the old shape (in messages sent before) still opens, and its token leaves the query at once.
  await page.goto(`/checkout?offer=${token}`)
  await expect(page.getByRole('alert')).toContainText('This offer has already been used: its seat was bought with it.')
  expect(new URL(page.url()).search).toBe('')
  expect(new URL(page.url()).hash).toBe(`#offer=${token}`)
})
