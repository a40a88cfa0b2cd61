// Unsubscribing as a man does it (decision 061): the guide email in the message sink, shown as his mail app shows
// it (decision 064), ends with an unsubscribe link; opening it says he is unsubscribed, in a page that works without
// a script, and 'Subscribe again' undoes it. And a text to the site played from the sink's form, answered as Twilio
// would relay it.
import { expect, test } from './support/test.ts'
import { SINK, sunkMessage } from './support/stripe.ts'

test('the guide email’s unsubscribe link unsubscribes, and Subscribe again undoes it', async ({ page }) => {
  const email = `unsubscribe-${Date.now()}@example.com`
  const signup = await page.request.post('/api/email-signups', { data: { firstName: 'Eli', email, source: 'guide' } })
  expect(signup.status()).toBe(201)
  const guide = await sunkMessage(page, (message) => message.channel === 'email' && message.to === email)
  expect(guide.body).toContain('123 Example Street')

  // The sink shows the email as his mail app would: the business's name on top, the footer's link at the bottom,
  // and the plain-text part a click away.
  await page.goto(`${SINK}/__sink/messages`)
  const message = page.getByRole('article', { name: `Email to ${email}` })
  const shown = message.locator('iframe').contentFrame()
  await expect(shown.getByRole('link', { name: 'Brotherhood Coaching', exact: true })).toBeVisible()
  await expect(shown.getByRole('link', { name: 'Download the 32-page guide (PDF)' })).toBeVisible()
  await message.getByText('Plain-text part').click()
  await expect(message.getByRole('link', { name: /\/api\/unsubscribe\?t=/ })).toBeVisible()
  await shown.getByRole('link', { name: 'Unsubscribe', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`${email} will get no more emails`)

  await page.getByRole('button', { name: 'Subscribe again' }).click()
  await expect(page.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Unsubscribe again' })).toBeVisible()
})

test('a cut-short unsubscribe link says it is not valid and unsubscribes nobody', async ({ page }) => {
  const response = await page.goto('/api/unsubscribe?t=not-a-token')
  expect(response!.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible()
})

test('HELP texted from the sink’s form is answered with the business’s contact line', async ({ page }) => {
  await page.goto(`${SINK}/__sink/messages`)
  const form = page.getByRole('form', { name: 'Send a text to the site' })
  const from = `+1541555${String(Date.now()).slice(-4)}`
  await form.getByLabel('From').fill(from)
  await form.getByLabel('Message').fill('help')
  await form.getByRole('button', { name: 'Send text' }).click()
  await expect(page.getByRole('article', { name: `Text from ${from}` })).toContainText(
    'Brotherhood Coaching: for help call (541) 555-0142',
  )
})
