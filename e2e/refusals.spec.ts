// A refusal for going too fast (429, with Retry-After) shows the server's words, which say when to try again,
// even where a form's failure is otherwise a fixed sentence; the sign-in limit lands on the login page in words.
// The 429s are answered in the browser: the suite's visitors share one address and its limits are raised.
import { expect, type Page, test } from './support/test.ts'
import { islandsAlive } from './support/islands.ts'

const WAIT = 'Too many requests. Please wait a minute and try again.'

async function refuseNextPost(page: Page, path: string, message: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '60' },
          contentType: 'application/json',
          body: JSON.stringify({ message }),
        })
      : route.fallback(),
  )
}

test('the strategy call form shows the wait message instead of its failure sentence', async ({ page }) => {
  await page.goto('/')
  // The section loads as it comes into view.
  await page.locator('#strategy-call').scrollIntoViewIfNeeded()
  const form = page.locator('#strategy-call').getByRole('form', { name: 'Book your free strategy call' })
  await form.scrollIntoViewIfNeeded()
  await expect(form).toBeVisible()
  await islandsAlive(page, '#strategy-call')
  await form.getByLabel('Full Name').fill('Eager Booker')
  await form.getByLabel('Email Address').fill('eager.booker@example.com')
  await form.getByLabel('Phone Number').pressSequentially('8015550123')
  await form.getByLabel('What is your biggest challenge right now?').fill('Time.')
  await refuseNextPost(page, '/api/strategy-calls', WAIT)
  await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
  await expect(page.getByRole('alert').filter({ hasText: WAIT })).toContainText('Error')
  await expect(page.getByText('Failed to book strategy call. Please try again.')).toHaveCount(0)
})

test('the chat answers a refusal with the wait message instead of its failure reply', async ({ page }) => {
  const tooMany = 'Too many messages. Please wait a minute and try again.'
  await page.goto('/')
  await page.mouse.move(200, 200) // the chat comes alive at the visitor's first move (decision 019)
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat with us' })
  const conversation = chat.getByRole('log', { name: 'Conversation' })
  await expect(conversation).toContainText('Assistant:', { timeout: 10_000 })
  await refuseNextPost(page, '/api/chat', tooMany)
  await chat.getByLabel('Your message').fill('Hello again')
  await chat.getByRole('button', { name: 'Send' }).click()
  await expect(conversation.getByRole('listitem').last()).toHaveText(`Assistant: ${tooMany}`)
})

test('the login page says why a sign-in was refused, and never goes blank', async ({ page }) => {
  await page.goto('/admin/login?error=too-many')
  await expect(page.getByRole('alert')).toHaveText(
    'Too many sign-in attempts from your network. Please wait a minute and try again.',
  )
  for (const code of ['__proto__', 'constructor']) {
    await page.goto(`/admin/login?error=${code}`)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Sign-in did not complete. Please try again.')
  }
})
