// The chat assistant (SPEC §2 "Chat", §8): the floating button, the typing indicator for 2.5 s and the
// welcome message on first open, blank messages not sent, a message answered after the typing indicator,
// and the failure reply when the server cannot answer.
import { expect, type Page, test } from './support/test.ts'
import { adminApi } from './support/admin-session.ts'

const DEFAULT_WELCOME = "Hi, I'm the Brotherhood Coaching assistant."
const FAILURE_REPLY =
  "I'm having trouble responding right now. Please try again in a moment, or book a free strategy " +
  "call and we'll talk it through personally."

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' })
const typing = (page: Page) => chatDialog(page).getByRole('status')
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversation' })

/** The chat comes alive at the visitor's first move (decision 019): here, the pointer entering the page. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await page.mouse.move(200, 200)
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
}

/** Opens the chat and lets the welcome arrive, on the real clock. */
async function openChat(page: Page): Promise<void> {
  await openHome(page)
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(conversation(page)).toContainText('Assistant:', { timeout: 10_000 })
}

test.describe('live chat', () => {
  test('first open: the typing indicator for 2.5 s, then the welcome message', async ({ page }) => {
    await page.clock.install()
    await openHome(page)
    await page.clock.pauseAt(Date.now() + 1000)
    await page.getByRole('button', { name: 'Chat with us' }).click()
    // The panel's code loads in real time and it renders over a few frames of (paused) page time; the
    // welcome's 2.5 s start when it mounts, so at most `stepped` ms before it shows.
    let stepped = 0
    while (!(await chatDialog(page).isVisible())) {
      expect(stepped, 'the chat panel should appear well before the welcome is due').toBeLessThan(1500)
      await page.clock.runFor(10)
      stepped += 10
    }
    await expect(typing(page)).toHaveText('Assistant is typing…')
    await expect(chatDialog(page).getByLabel('Your message')).toBeFocused()

    await page.clock.runFor(2400 - stepped)
    await expect(typing(page)).toBeVisible()
    await expect(conversation(page)).not.toContainText(DEFAULT_WELCOME)

    await page.clock.runFor(100 + stepped)
    await expect(conversation(page)).toContainText(DEFAULT_WELCOME)
    await expect(typing(page)).toHaveCount(0)
  })

  test("the welcome message is the owner's content edit live-chat / welcome-message", async ({ page, baseURL }) => {
    const owner = await adminApi(baseURL!)
    const welcome = `Welcome, brother ${Date.now()}! Ask me anything.`
    const save = (content: string) =>
      owner.post('/api/content-edits', { data: { featureId: 'live-chat', fieldId: 'welcome-message', content } })
    expect((await save(welcome)).ok()).toBe(true)
    try {
      await openChat(page)
      await expect(conversation(page)).toContainText(welcome)
    } finally {
      await save('')
      await owner.dispose()
    }
  })

  test('a message shows at once, then the typing indicator, then the reply; the session cookie lasts 30 days', async ({
    page,
    context,
  }) => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/chat', async (route) => {
      await answered
      await route.continue()
    })
    await openChat(page)
    await chatDialog(page).getByLabel('Your message').fill('Does my wife need to take part?')
    await chatDialog(page).getByRole('button', { name: 'Send' }).click()
    await expect(conversation(page)).toContainText('You: Does my wife need to take part?')
    await expect(typing(page)).toBeVisible()
    await expect(chatDialog(page).getByLabel('Your message')).toHaveValue('')

    release()
    await expect(typing(page)).toHaveCount(0)
    await expect(conversation(page).getByRole('listitem').last()).toContainText('free strategy call')

    const cookie = (await context.cookies()).find((c) => c.name === 'chat_session')
    expect(cookie?.httpOnly).toBe(true)
    const days = (cookie!.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  test('a blank message is not sent', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) sent.push(request.method())
    })
    await openChat(page)
    const field = chatDialog(page).getByLabel('Your message')
    await field.fill('   ')
    await expect(chatDialog(page).getByRole('button', { name: 'Send' })).toBeDisabled()
    await field.press('Enter')
    await page.waitForTimeout(300)
    expect(sent).toEqual([])
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1)
  })

  test('when the server cannot answer, the reply says so and offers the strategy call (SPEC §8)', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Bad gateway' }) }),
    )
    await openChat(page)
    await chatDialog(page).getByLabel('Your message').fill('Hello?')
    await chatDialog(page).getByRole('button', { name: 'Send' }).click()
    await expect(conversation(page).getByRole('listitem').last()).toHaveText(`Assistant: ${FAILURE_REPLY}`)
  })

  test('closes with Escape, gives focus back to the button, and keeps the conversation', async ({ page }) => {
    await openChat(page)
    await page.keyboard.press('Escape')
    await expect(chatDialog(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused()
    await page.getByRole('button', { name: 'Chat with us' }).click()
    await expect(conversation(page).getByRole('listitem')).toHaveCount(1)
    await expect(typing(page)).toHaveCount(0)
  })
})
