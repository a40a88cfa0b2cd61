// The exit-intent popup (SPEC §2, §5, §8) on both home pages: it opens when the mouse leaves through the top
// of the window and only then, once per page load; its email is required and valid; a signup lands with
// source exit_intent_popup; a failure reads the spec's sentence.
import { expect, type Page, test } from './support/test.ts'
import { adminApi } from './support/admin-session.ts'
import { islandAlive } from './support/islands.ts'

const TITLE = 'Wait! Before You Go...'

/** Real pointer moves: into the page, up to the top edge, then out above it, as a visitor heading for the tabs. */
async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(400, 300)
  await page.mouse.move(400, 2)
  await page.mouse.move(400, -10)
}

interface Watched {
  /** Mouse exits from the window (mouseout towards nothing) the document has seen. */
  exits: number
  /** The analytics events sent, by name, at the moment each was sent. */
  sent: string[]
}

/**
 * Watches, from inside the page, what decides whether the popup opens. The popup sends exit_popup_shown in the
 * same handler that opens it, on the same mouseout these count, so once an exit is counted the popup has
 * already decided: a test can say it did not open without waiting a fixed time for it not to appear.
 */
async function watchExits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched: Watched = { exits: 0, sent: [] }
    Object.assign(window, { watched })
    document.addEventListener('mouseout', (event) => {
      // Counted after every listener on the document has run, the popup's included.
      if (event.relatedTarget === null) setTimeout(() => (watched.exits += 1))
    })
    const send = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/analytics/events') && typeof init?.body === 'string')
        watched.sent.push((JSON.parse(init.body) as { name: string }).name)
      return send(input, init)
    }
  })
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched)

/** Moves the mouse as `move` does and waits until the page has seen it leave the window `count` times more. */
async function leaveAndSettle(page: Page, move: () => Promise<void>, count = 1): Promise<string[]> {
  const before = (await watched(page)).exits
  await move()
  await expect.poll(async () => (await watched(page)).exits).toBe(before + count)
  return (await watched(page)).sent.filter((name) => name === 'exit_popup_shown')
}

/** The page is whole HTML from the Worker; the popup comes alive at the visitor's first move. */
async function openPage(page: Page, path: string): Promise<void> {
  await watchExits(page)
  await page.goto(path)
  await page.mouse.move(400, 300)
  await expect(islandAlive(page, 'exit-intent')).toHaveCount(1)
}

function popup(page: Page) {
  return page.getByRole('dialog', { name: TITLE })
}

/** Leaves through the top once: the popup is listening (openPage), so it shows. */
async function exitUntilPopup(page: Page): Promise<void> {
  await leaveThroughTop(page)
  await expect(popup(page)).toBeVisible()
}

/** Leaves through the top again and finds that the popup decided not to open (nothing sent, nothing shown). */
async function exitWithoutPopup(page: Page, alreadyShown: number): Promise<void> {
  expect(await leaveAndSettle(page, () => leaveThroughTop(page))).toHaveLength(alreadyShown)
  await expect(popup(page)).toHaveCount(0)
}

test.describe('exit-intent popup', () => {
  test('opens when the mouse leaves through the top, is recorded as shown, and never opens a second time', async ({
    page,
  }) => {
    const shown: unknown[] = []
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/analytics/events')) return
      const event = request.postDataJSON() as { name: string }
      if (event.name === 'exit_popup_shown') shown.push(event)
    })
    await openPage(page, '/')

    // Leaving through the side, or moving between elements at the top edge, is not an exit.
    const sideways = async () => {
      await page.mouse.move(400, 300)
      await page.mouse.move(-10, 300)
      await page.mouse.move(400, 1)
    }
    expect(await leaveAndSettle(page, sideways)).toEqual([])
    await expect(popup(page)).toHaveCount(0)

    // The same watch sees a real exit open it.
    expect(await leaveAndSettle(page, () => leaveThroughTop(page))).toEqual(['exit_popup_shown'])
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByLabel('Email Address')).toBeFocused()
    await expect.poll(() => shown).toEqual([expect.objectContaining({ category: 'exit_intent_popup', path: '/' })])

    await popup(page).getByRole('button', { name: 'No thanks' }).click()
    await expect(popup(page)).toHaveCount(0)
    await exitWithoutPopup(page, 1)
    expect(shown).toHaveLength(1)
  })

  test('closes with Escape and stays closed', async ({ page }) => {
    await openPage(page, '/')
    await exitUntilPopup(page)
    await page.keyboard.press('Escape')
    await expect(popup(page)).toHaveCount(0)
    await exitWithoutPopup(page, 1)
  })

  test('requires a valid email with the spec messages and clears the message on edit', async ({ page }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/email-signups')) posts += 1
    })
    await openPage(page, '/')
    await exitUntilPopup(page)
    const dialog = popup(page)
    const email = dialog.getByLabel('Email Address')
    await dialog.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(dialog.getByText('Email address is required')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Email address is required')

    await email.fill('visitor@example')
    await expect(dialog.getByText('Email address is required')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    await email.fill('visitor@example.com')
    await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0)
    expect(posts).toBe(0)
  })

  test('signs up with source exit_intent_popup: Sending..., the success toast, the popup closes, the row is there', async ({
    page,
    baseURL,
  }) => {
    await openPage(page, '/')
    await exitUntilPopup(page)
    const dialog = popup(page)
    const address = `exit-${Date.now()}@example.com`
    await dialog.getByLabel('Email Address').fill(` ${address} `)
    await page.route('**/api/email-signups', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.fallback()
    })
    await dialog.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByTestId('toast')).toContainText('Success!')
    await expect(popup(page)).toHaveCount(0)

    const owner = await adminApi(baseURL!)
    const rows = (await (await owner.get('/api/email-signups')).json()) as { email: string; source: string }[]
    await owner.dispose()
    expect(rows.find((row) => row.email === address)).toMatchObject({ source: 'exit_intent_popup' })
  })

  test('a server failure reads Something went wrong and keeps the email', async ({ page }) => {
    await openPage(page, '/')
    await exitUntilPopup(page)
    const dialog = popup(page)
    await dialog.getByLabel('Email Address').fill('kept.exit@example.com')
    await page.route('**/api/email-signups', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal error' }),
      }),
    )
    await dialog.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    const failure = page.getByTestId('toast')
    await expect(failure).toContainText('Error')
    await expect(failure).toContainText('Something went wrong. Please try again.')
    await expect(failure).toHaveAttribute('role', 'alert')
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
    await expect(dialog.getByLabel('Email Address')).toHaveValue('kept.exit@example.com')
  })

  test('waits while a resource download dialog is open, and opens on the next exit after it closes', async ({
    page,
  }) => {
    await openPage(page, '/')
    // The resource library comes alive as it nears the screen.
    await page.locator('#resources').scrollIntoViewIfNeeded()
    const access = page.getByRole('button', { name: 'Get Free Access' }).first()
    await access.scrollIntoViewIfNeeded()
    await expect(page.locator('#resources [data-island]:not([data-hydrated])')).toHaveCount(0)
    await access.click()
    const download = page.getByRole('dialog', { name: /^Download / })
    await expect(download).toBeVisible()
    await exitWithoutPopup(page, 0)

    await page.keyboard.press('Escape')
    await expect(download).toHaveCount(0)
    await exitUntilPopup(page)
  })

  test('opens on the older home page too, once', async ({ page }) => {
    await openPage(page, '/old')
    await exitUntilPopup(page)
    await popup(page).getByRole('button', { name: 'Close' }).click()
    await expect(popup(page)).toHaveCount(0)
    await exitWithoutPopup(page, 1)
  })
})
