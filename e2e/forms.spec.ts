// The lead forms of the home page (SPEC §2, §5, §7, §8): every message, the phone format, the success path
// with its toast and cleared fields, the row as the owner sees it through the admin API, the server failure
// toast, and the tracking each signup sends (never with personal data).
import { expect, type Locator, type Page, test } from './support/test.ts'
import { MARRIAGE_LENGTHS, PREVIOUS_COACHING, TIMELINES } from '../src/shared/schemas/leads.ts'
import { adminApi } from './support/admin-session.ts'
import { ENTRY_RAN, holdBackIslandCode, islandAlive, islandsAlive } from './support/islands.ts'

/** What the pixel stand-ins leave on the page for the tests to read. */
type PixelWindow = Window & { fbq?: unknown; gtag?: unknown; dataLayer?: unknown[]; __meta?: unknown[][] }

interface LeadRow {
  email: string
  [key: string]: unknown
}

let emailCounter = 0
/** Unique per test and per run, so a row found through the admin API is the one this test made. */
function uniqueEmail(tag: string): string {
  emailCounter += 1
  return `${tag}-${Date.now()}-${emailCounter}@example.com`
}

async function leadRow(
  baseURL: string,
  list: 'email-signups' | 'consultation-requests' | 'strategy-calls',
  email: string,
): Promise<LeadRow | undefined> {
  const owner = await adminApi(baseURL)
  const response = await owner.get(`/api/${list}`)
  expect(response.ok()).toBe(true)
  const rows = (await response.json()) as LeadRow[]
  await owner.dispose()
  return rows.find((row) => row.email === email)
}

/** Opens the home page and scrolls to a section until its form is there and alive. */
async function formIn(page: Page, anchor: string, name: string): Promise<Locator> {
  await page.goto('/')
  await page.locator(`#${anchor}`).scrollIntoViewIfNeeded()
  const form = page.locator(`#${anchor}`).getByRole('form', { name })
  await form.scrollIntoViewIfNeeded()
  await expect(form).toBeVisible()
  await islandsAlive(page, `#${anchor}`)
  return form
}

function toast(page: Page): Locator {
  return page.getByTestId('toast')
}

/** Answers the next POST to a lead route as a failing server would, leaving every other request alone. */
async function failNext(page: Page, path: string, status: number, body: Record<string, unknown>): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fallback(),
  )
}

/** Holds the request back long enough to see the pending state, then lets it through. */
async function slowDown(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.fallback()
  })
}

/** The first-party analytics events the page sends from now on. */
function recordEvents(page: Page): { name: string; category?: string; value?: number }[] {
  const events: { name: string; category?: string; value?: number }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events')
      events.push(request.postDataJSON())
  })
  return events
}

test.describe('free guide form (#guide)', () => {
  const FORM = 'Get the free guide'

  test('shows every message of SPEC §5, clears each on edit, trims the email as typed and hints a valid one', async ({
    page,
  }) => {
    const form = await formIn(page, 'guide', FORM)
    const firstName = form.getByLabel('First Name')
    const email = form.getByLabel('Email Address')

    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(form.getByText('First name is required')).toBeVisible()
    await expect(form.getByText('Email address is required')).toBeVisible()
    await expect(toast(page)).toContainText('Please complete all fields')
    await expect(toast(page)).toContainText('Make sure all information is filled out correctly')
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription('First name is required')
    await expect(firstName).toBeFocused()

    await firstName.fill('Guide')
    await expect(form.getByText('First name is required')).toHaveCount(0)
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Email address is required')).toBeVisible()

    await email.fill('  not-an-email  ')
    await expect(email).toHaveValue('not-an-email')
    await expect(form.getByText('Email address is required')).toHaveCount(0)
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('✓ Valid email address')).toHaveCount(0)

    await email.fill('guide.reader@example.com')
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0)
    await expect(form.getByText('✓ Valid email address')).toBeVisible()
    await expect(firstName).toHaveValue('Guide')
  })

  test(
    'signs up: Sending... while pending, the success toast, cleared fields, the row with source ' +
      'guide, and lead + sign_up tracked',
    async ({ page, baseURL }) => {
      const events = recordEvents(page)
      const form = await formIn(page, 'guide', FORM)
      const address = uniqueEmail('guide')
      await form.getByLabel('First Name').fill('Guide Reader')
      await form.getByLabel('Email Address').fill(address)
      await slowDown(page, '/api/email-signups')
      await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()

      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
      await expect(toast(page)).toContainText('Success!')
      await expect(toast(page)).toContainText('Your free guide will be sent to your email shortly.')
      await expect(form.getByLabel('First Name')).toHaveValue('')
      await expect(form.getByLabel('Email Address')).toHaveValue('')
      await expect(form.getByRole('button', { name: 'Send Me The Free Guide' })).toBeEnabled()

      const row = await leadRow(baseURL!, 'email-signups', address)
      expect(row).toMatchObject({ email: address, firstName: 'Guide Reader', source: 'guide' })
      // Two keepalive requests: the browser may send them in either order.
      await expect
        .poll(() =>
          events
            .filter((e) => e.category === 'free_guide')
            .map((e) => e.name)
            .sort(),
        )
        .toEqual(['lead', 'sign_up'])
    },
  )

  test('a server failure shows the destructive Error toast with its message and keeps what was typed', async ({
    page,
  }) => {
    const form = await formIn(page, 'guide', FORM)
    await form.getByLabel('First Name').fill('Kept')
    await form.getByLabel('Email Address').fill('kept@example.com')
    await failNext(page, '/api/email-signups', 500, { message: 'Signups are paused for maintenance' })
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()

    await expect(page.getByRole('alert').filter({ hasText: 'Signups are paused for maintenance' })).toContainText(
      'Error',
    )
    await expect(form.getByLabel('First Name')).toHaveValue('Kept')
    await expect(form.getByLabel('Email Address')).toHaveValue('kept@example.com')
  })

  test('a failure without a server message reads Failed to sign up; a rejected field shows its reason under the input', async ({
    page,
  }) => {
    const form = await formIn(page, 'guide', FORM)
    await form.getByLabel('First Name').fill('Offline')
    await form.getByLabel('Email Address').fill('offline@example.com')
    await page.route('**/api/email-signups', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to sign up. Please try again.' })).toContainText(
      'Error',
    )

    await page.unroute('**/api/email-signups')
    await failNext(page, '/api/email-signups', 400, {
      message: 'This address cannot receive mail',
      fields: { email: 'This address cannot receive mail' },
    })
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    const email = form.getByLabel('Email Address')
    await expect(email).toHaveAccessibleDescription(/This address cannot receive mail/)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('offline2@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('consultation application (#consultation)', () => {
  const FORM = 'Apply for a consultation'

  async function fillValid(form: Locator, address: string): Promise<void> {
    await form.getByLabel('First Name').fill('Consult')
    await form.getByLabel('Last Name').fill('Tester')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').pressSequentially('5552345678')
    await form.getByLabel('Your Biggest Challenge').selectOption('confidence')
    await form.getByLabel('Tell Us About Your Situation').fill('I want to lead my family with confidence.')
  }

  test('every field is required with the spec messages, each cleared on edit, and the invalid toast', async ({
    page,
  }) => {
    const form = await formIn(page, 'consultation', FORM)
    await form.getByRole('button', { name: 'Submit Application' }).click()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email address is required',
      'Phone number is required',
      'Please select your biggest challenge',
      'Message is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expect(toast(page)).toContainText('Please complete all required fields')
    await expect(toast(page)).toContainText('Make sure all information is filled out correctly')
    await expect(form.getByLabel('First Name')).toBeFocused()

    await form.getByLabel('Last Name').fill('Tester')
    await expect(form.getByText('Last name is required')).toHaveCount(0)
    await form.getByLabel('Your Biggest Challenge').selectOption('career')
    await expect(form.getByText('Please select your biggest challenge')).toHaveCount(0)
    await expect(form.getByText('First name is required')).toBeVisible()

    await form.getByLabel('Email Address').fill('two@@example.com')
    await form.getByLabel('Phone Number').fill('123')
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Please enter a valid 10-digit US phone number')).toBeVisible()
    await expect(form.getByLabel('Last Name')).toHaveValue('Tester')
  })

  test('formats the phone number as typed, at most 14 characters; offers the five challenges', async ({ page }) => {
    const form = await formIn(page, 'consultation', FORM)
    const phone = form.getByLabel('Phone Number')
    await expect(phone).toHaveAttribute('maxlength', '14')
    await phone.pressSequentially('555')
    await expect(phone).toHaveValue('(555')
    await phone.pressSequentially('234')
    await expect(phone).toHaveValue('(555) 234')
    await phone.pressSequentially('56789')
    await expect(phone).toHaveValue('(555) 234-5678')
    await phone.fill('555.234.5678 ext 9')
    await expect(phone).toHaveValue('(555) 234-5678')
    await phone.press('Backspace')
    await expect(phone).toHaveValue('(555) 234-567')

    const values = await form
      .getByLabel('Your Biggest Challenge')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(values).toEqual(['', 'relationship', 'confidence', 'career', 'sexual', 'direction'])
  })

  test('submits: success toast and note, cleared fields, and the row the owner sees', async ({ page, baseURL }) => {
    const form = await formIn(page, 'consultation', FORM)
    const address = uniqueEmail('consult')
    await fillValid(form, address)
    await slowDown(page, '/api/consultation-requests')
    await form.getByRole('button', { name: 'Submit Application' }).click()

    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await expect(toast(page)).toContainText('Application Received!')
    await expect(toast(page)).toContainText('Thank you! We will be in touch within 24 hours.')
    await expect(form.getByRole('status')).toContainText('Thank you! We will be in touch within 24 hours.')
    for (const label of [
      'First Name',
      'Last Name',
      'Email Address',
      'Phone Number',
      'Your Biggest Challenge',
      'Tell Us About Your Situation',
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }

    const row = await leadRow(baseURL!, 'consultation-requests', address)
    expect(row).toMatchObject({
      firstName: 'Consult',
      lastName: 'Tester',
      challenge: 'confidence',
      message: 'I want to lead my family with confidence.',
    })
    expect(String(row?.phone).replace(/\D/g, '')).toBe('5552345678')
  })

  test('a server failure shows Error with the server message, or the spec fallback when there is none', async ({
    page,
  }) => {
    const form = await formIn(page, 'consultation', FORM)
    await fillValid(form, 'kept.consult@example.com')
    await failNext(page, '/api/consultation-requests', 500, { message: 'Applications are closed today' })
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Applications are closed today' })).toContainText('Error')
    await expect(form.getByLabel('Phone Number')).toHaveValue('(555) 234-5678')

    await page.unroute('**/api/consultation-requests')
    await page.route('**/api/consultation-requests', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to submit consultation request. Please try again.' }),
    ).toContainText('Error')
    await expect(form.getByLabel('Tell Us About Your Situation')).toHaveValue(
      'I want to lead my family with confidence.',
    )
  })
})

test.describe('strategy call form (#strategy-call)', () => {
  const FORM = 'Book your free strategy call'

  test('name, email and phone required with the spec messages; biggest challenge carries the browser required attribute', async ({
    page,
  }) => {
    const form = await formIn(page, 'strategy-call', FORM)
    await expect(form.getByLabel('What is your biggest challenge right now?')).toHaveAttribute('required', '')
    await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
    await expect(form.getByText('Full name is required')).toBeVisible()
    await expect(form.getByText('Email address is required')).toBeVisible()
    await expect(form.getByText('Phone number is required')).toBeVisible()
    await expect(toast(page)).toContainText('Please complete all required fields')
    // The optional selects never complain.
    await expect(form.getByText('Please choose one of the options')).toHaveCount(0)

    await form.getByLabel('Full Name').fill('Strategy Tester')
    await expect(form.getByText('Full name is required')).toHaveCount(0)
    await form.getByLabel('Email Address').fill('nope@')
    await expect(form.getByText('Email address is required')).toHaveCount(0)
    await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await form.getByLabel('Email Address').fill('strategy@example.com')
    await expect(form.getByText('Valid email address', { exact: true })).toBeVisible()
    await form.getByLabel('Phone Number').pressSequentially('8015550123')
    await expect(form.getByLabel('Phone Number')).toHaveValue('(801) 555-0123')
    await expect(form.getByText('Phone number is required')).toHaveCount(0)
  })

  test('the three selects offer exactly the values of the shared schema, each with words', async ({ page }) => {
    const form = await formIn(page, 'strategy-call', FORM)
    const cases = [
      ['How long have you been married?', MARRIAGE_LENGTHS],
      ['Have you had coaching or therapy before?', PREVIOUS_COACHING],
      ['When do you want to start?', TIMELINES],
    ] as const
    for (const [label, values] of cases) {
      const options = await form
        .getByLabel(label)
        .locator('option')
        .evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })))
      expect(options.map((o) => o.value)).toEqual(['', ...values])
      for (const option of options) expect(option.text.trim().length).toBeGreaterThan(0)
    }
  })

  test('books: success toast, cleared fields, the row the owner sees, and lead / generate_lead / conversion tracked at 0', async ({
    page,
    baseURL,
  }) => {
    const events = recordEvents(page)
    const form = await formIn(page, 'strategy-call', FORM)
    const address = uniqueEmail('strategy')
    await form.getByLabel('Full Name').fill('Strategy Booker')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').pressSequentially('8015550123')
    await form.getByLabel('How long have you been married?').selectOption('10-15')
    await form.getByLabel('Have you had coaching or therapy before?').selectOption('couples-therapy')
    await form.getByLabel('When do you want to start?').selectOption('immediate')
    await form.getByLabel('What is your biggest challenge right now?').fill('We keep having the same argument.')
    await slowDown(page, '/api/strategy-calls')
    await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()

    await expect(form.getByRole('button', { name: 'Booking...' })).toBeDisabled()
    await expect(toast(page)).toContainText('Strategy Call Requested!')
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('How long have you been married?')).toHaveValue('')
    await expect(form.getByLabel('What is your biggest challenge right now?')).toHaveValue('')

    const row = await leadRow(baseURL!, 'strategy-calls', address)
    expect(row).toMatchObject({
      name: 'Strategy Booker',
      marriageLength: '10-15',
      previousCoaching: 'couples-therapy',
      timeline: 'immediate',
      biggestChallenge: 'We keep having the same argument.',
    })
    // Three keepalive requests: the browser may send them in any order.
    await expect
      .poll(() =>
        events
          .filter((e) => e.category === 'consultation' && e.name !== 'strategy_call_form_viewed')
          .map(({ name, value }) => ({ name, value }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      )
      .toEqual([
        { name: 'conversion', value: 0 },
        { name: 'generate_lead', value: 0 },
        { name: 'lead', value: 0 },
      ])
  })

  test('a server failure reads Failed to book strategy call and keeps the answers', async ({ page }) => {
    const form = await formIn(page, 'strategy-call', FORM)
    await form.getByLabel('Full Name').fill('Kept Booker')
    await form.getByLabel('Email Address').fill('kept.booker@example.com')
    await form.getByLabel('Phone Number').pressSequentially('8015550123')
    await form.getByLabel('What is your biggest challenge right now?').fill('Trust.')
    await failNext(page, '/api/strategy-calls', 500, { message: 'Internal error' })
    await form.getByRole('button', { name: 'Book My Free Strategy Call' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to book strategy call. Please try again.' }),
    ).toContainText('Error')
    await expect(form.getByLabel('Full Name')).toHaveValue('Kept Booker')
    await expect(form.getByLabel('What is your biggest challenge right now?')).toHaveValue('Trust.')
  })
})

test.describe('resource download dialog (#resources)', () => {
  /** Opens the first resource's dialog and returns it with the resource's title. */
  async function openDialog(page: Page): Promise<{ dialog: Locator; title: string }> {
    await page.goto('/')
    // The resource library comes alive as it nears the screen.
    await page.locator('#resources').scrollIntoViewIfNeeded()
    const button = page.getByRole('button', { name: 'Get Free Access' }).first()
    await button.scrollIntoViewIfNeeded()
    await islandsAlive(page, '#resources')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const heading = (await dialog.getByRole('heading').first().textContent()) ?? ''
    expect(heading).toMatch(/^Download .+/)
    return { dialog, title: heading.replace(/^Download /, '') }
  }

  test('shows Download {title}, the privacy note, and sends nothing for an empty or blank email', async ({ page }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/email-signups')) posts += 1
    })
    const { dialog } = await openDialog(page)
    await expect(dialog.getByText('We respect your privacy. Unsubscribe anytime.')).toBeVisible()
    const email = dialog.getByLabel('Email Address')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toBeFocused()

    await dialog.getByRole('button', { name: 'Send Me The Download' }).click()
    await expect(dialog.getByText('Email address is required')).toBeVisible()
    // Blank is empty: the email input keeps no surrounding spaces, so nothing is sent and the message stays.
    await email.fill('   ')
    await expect(email).toHaveValue('')
    await dialog.getByRole('button', { name: 'Send Me The Download' }).click()
    await expect(dialog.getByText('Email address is required')).toBeVisible()
    await email.fill('reader@invalid')
    await dialog.getByRole('button', { name: 'Send Me The Download' }).click()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    expect(posts).toBe(0)
  })

  test('sends the download: Sending... disabled, the toast naming the resource, closes and clears, the row with its resource', async ({
    page,
    baseURL,
  }) => {
    const events = recordEvents(page)
    const { dialog, title } = await openDialog(page)
    const address = uniqueEmail('resource')
    await dialog.getByLabel('Email Address').fill(`  ${address} `)
    await slowDown(page, '/api/email-signups')
    await dialog.getByRole('button', { name: 'Send Me The Download' }).click()
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(toast(page)).toContainText('Download Started!')
    await expect(toast(page)).toContainText(`${title} has been sent to your email.`)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: 'Get Free Access' }).first().click()
    await expect(page.getByRole('dialog').getByLabel('Email Address')).toHaveValue('')

    const row = await leadRow(baseURL!, 'email-signups', address)
    expect(row).toMatchObject({ source: 'resource_library' })
    expect(typeof row?.resourceId).toBe('string')
    await expect
      .poll(() => events.filter((e) => e.category === 'resource_library').map((e) => e.name))
      .toEqual(expect.arrayContaining(['resource_dialog_opened', 'lead', 'sign_up']))
  })

  test('a server failure shows Something went wrong and keeps the dialog and the email', async ({ page }) => {
    const { dialog } = await openDialog(page)
    await dialog.getByLabel('Email Address').fill('kept.reader@example.com')
    await failNext(page, '/api/email-signups', 500, { message: 'Internal error' })
    await dialog.getByRole('button', { name: 'Send Me The Download' }).click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Something went wrong. Please try again.' }),
    ).toContainText('Error')
    await expect(page.getByTestId('toast')).toHaveAttribute('role', 'alert')
    // Repeated inside the dialog, where a screen reader can hear it while the page behind is inert.
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
    await expect(dialog.getByLabel('Email Address')).toHaveValue('kept.reader@example.com')
  })
})

// A visitor faster than the form's code (decision 054): the form's code is held back, as on a slow
// phone, until the test lets it through; the form is filled and sent while it is held, with no mouse move. What was
// typed is what gets sent, with the same messages and toasts as later, and never the no-script result page.
test.describe('sent before the form woke', () => {
  const HELD = { timeout: 20_000 }

  /** The home page with the island code held back, the form in the section `anchor`, and the switch that wakes it. */
  async function earlyForm(page: Page, anchor: string, name: string): Promise<{ form: Locator; wake: () => void }> {
    const wake = await holdBackIslandCode(page)
    await page.goto('/', { waitUntil: ENTRY_RAN })
    return { form: page.locator(`#${anchor}`).getByRole('form', { name }), wake }
  }

  /** Presses the submit button from the keyboard: no pointer, so nothing but the form itself wakes anything. */
  async function sendAtOnce(
    page: Page,
    { form, wake }: { form: Locator; wake: () => void },
    button: string,
    island: string,
  ): Promise<void> {
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/forms/')) posted += 1
    })
    await form.getByRole('button', { name: button }).press('Enter')
    // Sent before its code arrived (else this test would show nothing), and not posted to the no-script page.
    await expect(islandAlive(page, island)).toHaveCount(0)
    wake()
    await expect(islandAlive(page, island)).toHaveCount(1, HELD)
    expect(posted).toBe(0)
    await expect(page).toHaveURL(/\/$/)
  }

  test('the guide form: half filled and sent at once, the inline messages, the toast, and the typed name kept', async ({
    page,
  }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/email-signups')) posts += 1
    })
    const early = await earlyForm(page, 'guide', 'Get the free guide')
    const { form } = early
    await form.getByLabel('First Name').fill('Quick')
    await sendAtOnce(page, early, 'Send Me The Free Guide', 'guide-form')

    await expect(form.getByText('Email address is required')).toBeVisible()
    await expect(form.getByLabel('Email Address')).toBeFocused()
    await expect(toast(page)).toContainText('Please complete all fields', HELD)
    await expect(form.getByText('First name is required')).toHaveCount(0)
    await expect(form.getByLabel('First Name')).toHaveValue('Quick')
    expect(posts).toBe(0)
  })

  test('the guide form: filled and sent at once, the inline thanks, the toast and the row as typed', async ({
    page,
    baseURL,
  }) => {
    const early = await earlyForm(page, 'guide', 'Get the free guide')
    const { form } = early
    const address = uniqueEmail('early-guide')
    await form.getByLabel('First Name').fill('Early Reader')
    await form.getByLabel('Email Address').fill(address)
    await sendAtOnce(page, early, 'Send Me The Free Guide', 'guide-form')

    await expect(form.getByRole('status')).toHaveText('Your free guide will be sent to your email shortly.', HELD)
    await expect(toast(page)).toContainText('Success!')
    expect(await leadRow(baseURL!, 'email-signups', address)).toMatchObject({
      firstName: 'Early Reader',
      source: 'guide',
    })
  })

  test('the guide form: typed before it woke and sent after, sends what was typed', async ({ page, baseURL }) => {
    const early = await earlyForm(page, 'guide', 'Get the free guide')
    const { form } = early
    const address = uniqueEmail('typed-early')
    await form.getByLabel('First Name').fill('Typed Early')
    await form.getByLabel('Email Address').fill(address)
    await expect(islandAlive(page, 'guide-form')).toHaveCount(0)
    early.wake()
    await islandsAlive(page, '#guide')
    await expect(form.getByLabel('First Name')).toHaveValue('Typed Early')
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(toast(page)).toContainText('Success!')
    expect(await leadRow(baseURL!, 'email-signups', address)).toMatchObject({ firstName: 'Typed Early' })
  })

  test('the consultation application: filled and sent at once, the inline thanks, the toast and the row', async ({
    page,
    baseURL,
  }) => {
    const early = await earlyForm(page, 'consultation', 'Apply for a consultation')
    const { form } = early
    const address = uniqueEmail('early-consult')
    await form.getByLabel('First Name').fill('Early')
    await form.getByLabel('Last Name').fill('Applicant')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('5552345678')
    await form.getByLabel('Your Biggest Challenge').selectOption('career')
    await form.getByLabel('Tell Us About Your Situation').fill('Work comes home with me.')
    await sendAtOnce(page, early, 'Submit Application', 'consultation-form')

    await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch within 24 hours.', HELD)
    await expect(toast(page)).toContainText('Application Received!')
    const row = await leadRow(baseURL!, 'consultation-requests', address)
    expect(row).toMatchObject({ firstName: 'Early', lastName: 'Applicant', challenge: 'career' })
    expect(row).toMatchObject({ message: 'Work comes home with me.' })
    expect(String(row?.phone).replace(/\D/g, '')).toBe('5552345678')
  })

  test('the strategy call form: filled and sent at once, the inline confirmation, the toast and the row', async ({
    page,
    baseURL,
  }) => {
    const early = await earlyForm(page, 'strategy-call', 'Book your free strategy call')
    const { form } = early
    const address = uniqueEmail('early-call')
    await form.getByLabel('Full Name').fill('Early Booker')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('8015550123')
    await form.getByLabel('When do you want to start?').selectOption('immediate')
    await form.getByLabel('What is your biggest challenge right now?').fill('Finding time for each other.')
    await sendAtOnce(page, early, 'Book My Free Strategy Call', 'strategy-call')

    await expect(toast(page)).toContainText('Strategy Call Requested!', HELD)
    await expect(toast(page)).toContainText('Your free strategy call request has been received. Pick a time')
    expect(await leadRow(baseURL!, 'strategy-calls', address)).toMatchObject({
      name: 'Early Booker',
      timeline: 'immediate',
      biggestChallenge: 'Finding time for each other.',
    })
  })
})

test.describe('third-party pixels', () => {
  test('load nothing when no id is configured', async ({ page }) => {
    const vendorRequests: string[] = []
    page.on('request', (request) => {
      if (/facebook\.net|googletagmanager\.com/.test(request.url())) vendorRequests.push(request.url())
    })
    const config = page.waitForResponse('**/api/public-config')
    await page.goto('/')
    expect(await (await config).json()).toMatchObject({ metaPixelId: null, ga4MeasurementId: null })
    await page.waitForTimeout(500)
    expect(vendorRequests).toEqual([])
    expect(
      await page.evaluate(
        () => (window as PixelWindow).fbq === undefined && (window as PixelWindow).gtag === undefined,
      ),
    ).toBe(true)
  })

  test('when configured, receive the page view and the signup as standard events, with no personal data', async ({
    page,
  }) => {
    await page.route('**/api/public-config', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ metaPixelId: '1234567890', ga4MeasurementId: 'G-TEST123' }),
      }),
    )
    // Stand-ins for the vendors' scripts: Meta's records every call the queue held and every call after.
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body:
          'window.__meta=[];window.fbq.callMethod=function(){window.__meta.push(Array.from(arguments))};' +
          'window.fbq.queue.forEach(function(a){window.fbq.callMethod.apply(null,a)});window.fbq.queue=[];',
      }),
    )
    let gtagScript = ''
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtagScript = route.request().url()
      return route.fulfill({ contentType: 'application/javascript', body: '/* gtag stand-in */' })
    })

    const form = await formIn(page, 'guide', 'Get the free guide')
    await page.waitForFunction(() => Array.isArray((window as PixelWindow).__meta))
    expect(gtagScript).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    const address = uniqueEmail('pixel')
    await form.getByLabel('First Name').fill('Pixel Private')
    await form.getByLabel('Email Address').fill(address)
    await form.getByRole('button', { name: 'Send Me The Free Guide' }).click()
    await expect(toast(page)).toContainText('Success!')

    const meta = () => page.evaluate(() => (window as PixelWindow).__meta ?? [])
    await expect
      .poll(async () => (await meta()).filter((call) => call[0] === 'track').map((call) => call[1]))
      .toEqual(['PageView', 'Lead', 'CompleteRegistration'])
    const metaCalls = await meta()
    expect(metaCalls).toContainEqual(['set', 'autoConfig', false, '1234567890'])
    expect(metaCalls).toContainEqual(['track', 'Lead', { currency: 'USD', content_category: 'free_guide' }])

    const ga: unknown[][] = await page.evaluate(() =>
      ((window as PixelWindow).dataLayer ?? []).map((entry) =>
        JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))),
      ),
    )
    expect(ga).toContainEqual(['config', 'G-TEST123', { send_page_view: false }])
    expect(ga.filter((call) => call[0] === 'event').map((call) => call[1])).toEqual(
      expect.arrayContaining(['page_view', 'lead', 'sign_up']),
    )
    expect(ga).toContainEqual(['event', 'sign_up', { currency: 'USD', category: 'free_guide' }])

    const everything = JSON.stringify([metaCalls, ga])
    expect(everything).not.toContain(address)
    expect(everything).not.toContain('Pixel Private')
  })
})
