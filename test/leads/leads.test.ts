import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CHALLENGES, MARRIAGE_LENGTHS, PREVIOUS_COACHING, TIMELINES } from '../../src/shared/schemas/leads.ts'
import type { SiteSettings } from '../../src/shared/site.ts'
import { contacts, outbox } from '../../src/worker/platform/db/schema.ts'
import { client, json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import {
  newClientAddress,
  submit,
  uniqueEmail,
  validConsultation,
  validGuideSignup,
  validStrategyCall,
} from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { inOneLimiterWindow } from '../helpers/limiter-window.ts'

type Row = Record<string, unknown> & { id: number; email: string; contactId: number; createdAt: string }

async function adminList(path: string): Promise<Row[]> {
  const response = await request(path, {}, { cookie: await adminCookie() })
  expect(response.status).toBe(200)
  return json<Row[]>(response)
}

const rowsFor = async (path: string, email: string) =>
  (await adminList(path)).filter((r) => r.email === email.toLowerCase())
const contactsFor = (email: string) => testDb().select().from(contacts).where(eq(contacts.email, email.toLowerCase()))
const outboxFor = async (template: string, email: string) =>
  (await testDb().select().from(outbox).where(eq(outbox.template, template))).filter(
    (m) => m.recipient === email.toLowerCase() || m.payload.email === email.toLowerCase(),
  )

describe('POST /api/email-signups', () => {
  it('the free guide: saved, listed for the admin, and the guide email queued in the same write', async () => {
    const signup = validGuideSignup({ firstName: '  John ' })
    const response = await submit('/api/email-signups', signup)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Your free guide will be sent to your email shortly.',
      withheld: false,
    })

    const [row] = await rowsFor('/api/email-signups', signup.email)
    expect(row).toMatchObject({
      email: signup.email,
      firstName: 'John',
      source: 'guide',
      resourceId: null,
      status: 'new',
    })

    const [message, ...more] = await outboxFor('guide-email', signup.email)
    expect(more).toEqual([])
    expect(message).toMatchObject({
      channel: 'email',
      recipient: signup.email,
      status: 'pending',
      payload: { firstName: 'John' },
    })
  })

  it('stores the address trimmed and in lower case', async () => {
    const email = uniqueEmail('Mixed.Case')
    await submit('/api/email-signups', validGuideSignup({ email: `  ${email.toUpperCase()}  ` }))
    expect(await rowsFor('/api/email-signups', email)).toHaveLength(1)
  })

  it('the exit-intent popup needs only an email', async () => {
    const email = uniqueEmail('exit')
    const response = await submit('/api/email-signups', { email, source: 'exit_intent_popup' })
    expect(response.status).toBe(201)
    expect(await rowsFor('/api/email-signups', email)).toMatchObject([{ source: 'exit_intent_popup', firstName: null }])
    expect(await outboxFor('guide-email', email)).toHaveLength(1)
  })

  it('a resource download queues that resource’s email', async () => {
    const email = uniqueEmail('resource')
    const response = await submit('/api/email-signups', {
      email,
      source: 'resource_library',
      resourceId: 'marriage-assessment',
    })
    expect(response.status).toBe(201)
    expect(await rowsFor('/api/email-signups', email)).toMatchObject([
      { source: 'resource_library', resourceId: 'marriage-assessment' },
    ])
    expect(await outboxFor('resource-email', email)).toMatchObject([
      { recipient: email, payload: { resourceId: 'marriage-assessment' } },
    ])
    expect(await outboxFor('guide-email', email)).toEqual([])
  })

  it.each([
    [
      'the guide without a first name',
      { source: 'guide', email: 'a@example.com' },
      { firstName: 'First name is required' },
    ],
    [
      'the guide with a blank first name',
      { source: 'guide', email: 'a@example.com', firstName: '   ' },
      { firstName: 'First name is required' },
    ],
    ['no email', { source: 'exit_intent_popup' }, { email: 'Email address is required' }],
    ['an empty email', { source: 'exit_intent_popup', email: '  ' }, { email: 'Email address is required' }],
    [
      'an invalid email',
      { source: 'exit_intent_popup', email: 'john@localhost' },
      { email: 'Please enter a valid email address' },
    ],
    [
      'an email with two @',
      { source: 'guide', firstName: 'J', email: 'a@b@example.com' },
      { email: 'Please enter a valid email address' },
    ],
    [
      'a resource download without the resource',
      { source: 'resource_library', email: 'a@example.com' },
      { resourceId: 'Please choose a resource' },
    ],
    ['no source', { email: 'a@example.com' }, { source: 'Please choose where this signup came from' }],
    [
      'an unknown source',
      { email: 'a@example.com', source: 'newsletter' },
      { source: 'Please choose where this signup came from' },
    ],
    [
      'an empty guide form',
      { source: 'guide', email: '', firstName: '' },
      { email: 'Email address is required', firstName: 'First name is required' },
    ],
  ])('refuses %s with its message', async (_case, body, fields) => {
    await expectFieldErrors(await submit('/api/email-signups', body), fields)
  })

  it('refuses unknown fields and saves nothing', async () => {
    const signup = validGuideSignup({ status: 'contacted' })
    await expectError(await submit('/api/email-signups', signup), 400)
    expect(await rowsFor('/api/email-signups', signup.email)).toEqual([])
    expect(await contactsFor(signup.email)).toEqual([])
    expect(await outboxFor('guide-email', signup.email)).toEqual([])
  })
})

describe('POST /api/consultation-requests', () => {
  it('saves the application with the phone formatted, lists it for the admin and tells the owner', async () => {
    const application = validConsultation({ phone: '555.234.5678', challenge: 'career' })
    const response = await submit('/api/consultation-requests', application)
    expect(response.status).toBe(201)
    expect(await response.json()).toHaveProperty('message')

    expect(await rowsFor('/api/consultation-requests', application.email)).toMatchObject([
      {
        firstName: 'John',
        lastName: 'Smith',
        email: application.email,
        phone: '(555) 234-5678',
        challenge: 'career',
        message: 'I want to lead my family better.',
        status: 'new',
      },
    ])
    const settings = await json<SiteSettings>(await client().api['site-settings'].$get())
    expect(await outboxFor('owner-new-lead', application.email)).toMatchObject([
      {
        channel: 'email',
        recipient: settings.contactEmail,
        payload: { kind: 'consultation', name: 'John Smith', phone: '(555) 234-5678' },
      },
    ])
  })

  it('accepts each of the five challenges', async () => {
    for (const challenge of CHALLENGES) {
      expect((await submit('/api/consultation-requests', validConsultation({ challenge }))).status).toBe(201)
    }
  })

  // SPEC §5: every field is required, each with its own message.
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email address is required'],
    ['phone', 'Phone number is required'],
    ['challenge', 'Please select your biggest challenge'],
    ['message', 'Message is required'],
  ])('without %s says %j', async (field, message) => {
    const missing: Record<string, unknown> = validConsultation()
    delete missing[field]
    const body = await expectFieldErrors(await submit('/api/consultation-requests', missing), { [field]: message })
    expect(body.message).toBe(message)

    const blank = await submit('/api/consultation-requests', validConsultation({ [field]: '   ' }))
    await expectFieldErrors(blank, { [field]: message })
  })

  it.each([
    ['email', 'john.smith@', 'Please enter a valid email address'],
    ['email', 'john..smith@example.com', 'Please enter a valid email address'],
    ['phone', '555-123-4567', 'Please enter a valid 10-digit US phone number'],
    ['phone', '555-234-567', 'Please enter a valid 10-digit US phone number'],
    ['phone', '1-555-234-5678', 'Please enter a valid 10-digit US phone number'],
    ['challenge', 'money', 'Please select your biggest challenge'],
  ])('refuses %s %j with %j', async (field, value, message) => {
    await expectFieldErrors(await submit('/api/consultation-requests', validConsultation({ [field]: value })), {
      [field]: message,
    })
  })

  it('an empty application gets every message at once', async () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '', challenge: '', message: '' }
    const body = await expectError(await submit('/api/consultation-requests', empty), 400)
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email address is required',
      phone: 'Phone number is required',
      challenge: 'Please select your biggest challenge',
      message: 'Message is required',
    })
  })

  it('refuses unknown fields and saves nothing', async () => {
    const application = validConsultation({ budget: 5000 })
    await expectError(await submit('/api/consultation-requests', application), 400)
    expect(await rowsFor('/api/consultation-requests', application.email)).toEqual([])
    expect(await contactsFor(application.email)).toEqual([])
  })
})

describe('POST /api/strategy-calls', () => {
  it('books the call, lists it for the admin and tells the owner', async () => {
    const booking = validStrategyCall()
    const response = await submit('/api/strategy-calls', booking)
    expect(response.status).toBe(201)

    expect(await rowsFor('/api/strategy-calls', booking.email)).toMatchObject([
      {
        name: 'John Smith',
        phone: '(555) 234-5678',
        marriageLength: '5-10',
        biggestChallenge: 'Communication with my wife',
        previousCoaching: 'never',
        timeline: 'immediate',
        message: 'Evenings work best.',
        status: 'new',
      },
    ])
    expect(await outboxFor('owner-new-lead', booking.email)).toMatchObject([
      { payload: { kind: 'strategy-call', name: 'John Smith' } },
    ])
    expect(await contactsFor(booking.email)).toMatchObject([
      { firstName: 'John', lastName: 'Smith', phone: '(555) 234-5678' },
    ])
  })

  it('needs only name, email, phone and the challenge; an unchosen select ("") counts as not given', async () => {
    const booking = {
      name: 'Sam',
      email: uniqueEmail('minimal'),
      phone: '5552345678',
      biggestChallenge: 'Trust',
      marriageLength: '',
      previousCoaching: '',
      timeline: '',
    }
    expect((await submit('/api/strategy-calls', booking)).status).toBe(201)
    expect(await rowsFor('/api/strategy-calls', booking.email)).toMatchObject([
      { marriageLength: null, previousCoaching: null, timeline: null, message: null },
    ])

    const withoutSelects = {
      name: 'Sam',
      email: uniqueEmail('minimal'),
      phone: '5552345678',
      biggestChallenge: 'Trust',
    }
    expect((await submit('/api/strategy-calls', withoutSelects)).status).toBe(201)
  })

  it.each([
    ['name', 'Full name is required'],
    ['email', 'Email address is required'],
    ['phone', 'Phone number is required'],
    ['biggestChallenge', 'Please tell us your biggest challenge'],
  ])('without %s says %j', async (field, message) => {
    const missing: Record<string, unknown> = validStrategyCall()
    delete missing[field]
    await expectFieldErrors(await submit('/api/strategy-calls', missing), { [field]: message })
    await expectFieldErrors(await submit('/api/strategy-calls', validStrategyCall({ [field]: '' })), {
      [field]: message,
    })
  })

  it('refuses an invalid email or phone', async () => {
    await expectFieldErrors(await submit('/api/strategy-calls', validStrategyCall({ email: 'john@-example.com' })), {
      email: 'Please enter a valid email address',
    })
    await expectFieldErrors(await submit('/api/strategy-calls', validStrategyCall({ phone: '055-234-5678' })), {
      phone: 'Please enter a valid 10-digit US phone number',
    })
  })

  it.each([
    ['marriageLength', MARRIAGE_LENGTHS, ['20+', 'less than 2', '2-5 years', 'LESS-THAN-2']],
    ['previousCoaching', PREVIOUS_COACHING, ['Never', 'therapy', 'mens coaching']],
    ['timeline', TIMELINES, ['asap', '1-3 months', 'Immediate']],
  ] as const)('%s takes exactly the values of SPEC §3', async (field, allowed, refused) => {
    for (const value of allowed) {
      const booking = validStrategyCall({ [field]: value })
      expect((await submit('/api/strategy-calls', booking)).status).toBe(201)
      expect((await rowsFor('/api/strategy-calls', booking.email))[0]?.[field]).toBe(value)
    }
    for (const value of refused) {
      await expectFieldErrors(await submit('/api/strategy-calls', validStrategyCall({ [field]: value })), {
        [field]: 'Please choose one of the options',
      })
    }
  })

  it('the spec’s select values are the ones the schema allows', () => {
    expect(MARRIAGE_LENGTHS).toEqual(['less-than-2', '2-5', '5-10', '10-15', '15-20', '20-plus'])
    expect(PREVIOUS_COACHING).toEqual(['never', 'individual-therapy', 'couples-therapy', 'mens-coaching', 'multiple'])
    expect(TIMELINES).toEqual(['immediate', '1-3-months', '3-6-months', '6-12-months', 'gradual'])
    expect(CHALLENGES).toEqual(['relationship', 'confidence', 'career', 'sexual', 'direction'])
  })

  it('refuses unknown fields and saves nothing', async () => {
    const booking = validStrategyCall({ contactId: 1 })
    await expectError(await submit('/api/strategy-calls', booking), 400)
    expect(await rowsFor('/api/strategy-calls', booking.email)).toEqual([])
  })
})

describe('the admin lead lists', () => {
  it.each([
    ['/api/email-signups', () => validGuideSignup()],
    ['/api/consultation-requests', () => validConsultation()],
    ['/api/strategy-calls', () => validStrategyCall()],
  ])('%s lists the newest first', async (path, make) => {
    const older = make()
    const newer = make()
    expect((await submit(path, older)).status).toBe(201)
    expect((await submit(path, newer)).status).toBe(201)
    const emails = (await adminList(path)).map((r) => r.email)
    expect(emails.indexOf(newer.email)).toBeGreaterThanOrEqual(0)
    expect(emails.indexOf(newer.email)).toBeLessThan(emails.indexOf(older.email))
  })
})

describe('one contact per person', () => {
  it('the same address typed in another case is the same contact', async () => {
    const email = uniqueEmail('once')
    await submit('/api/email-signups', { email, source: 'exit_intent_popup' })
    await submit('/api/email-signups', { email: email.toUpperCase(), source: 'exit_intent_popup' })
    expect(await contactsFor(email)).toHaveLength(1)
    expect(await rowsFor('/api/email-signups', email)).toHaveLength(2)
  })

  it('links every form a person fills to one contact, keeping what an earlier form told us', async () => {
    const email = uniqueEmail('journey')
    await submit('/api/email-signups', validGuideSignup({ email, firstName: 'Johnny' }))
    await submit(
      '/api/consultation-requests',
      validConsultation({ email: email.toUpperCase(), firstName: 'John', lastName: 'Smith' }),
    )
    await submit('/api/strategy-calls', validStrategyCall({ email, name: 'John Smith' }))
    await submit('/api/email-signups', { email, source: 'exit_intent_popup' })

    const [contact, ...others] = await contactsFor(email)
    expect(others).toEqual([])
    expect(contact).toMatchObject({ firstName: 'John', lastName: 'Smith', phone: '(555) 234-5678' })
    const linked = [
      ...(await rowsFor('/api/email-signups', email)),
      ...(await rowsFor('/api/consultation-requests', email)),
      ...(await rowsFor('/api/strategy-calls', email)),
    ].map((r) => r.contactId)
    expect(linked).toEqual([contact!.id, contact!.id, contact!.id, contact!.id])
  })
})

describe('rate limit per client address', () => {
  it('more than 10 submissions a minute from one address get 429; another address still gets through', async () => {
    const address = newClientAddress()
    await inOneLimiterWindow()
    for (let i = 0; i < 10; i++) {
      const response = await submit(
        '/api/email-signups',
        { email: uniqueEmail('burst'), source: 'exit_intent_popup' },
        { address },
      )
      expect(response.status).toBe(201)
    }
    const blockedEmail = uniqueEmail('blocked')
    const blocked = await submit('/api/consultation-requests', validConsultation({ email: blockedEmail }), { address })
    const body = await expectError(blocked, 429)
    expect(body.message).toBe('Too many requests. Please wait a minute and try again.')
    expect(blocked.headers.get('Retry-After')).toBe('60')
    expect(await contactsFor(blockedEmail)).toEqual([])

    expect(
      (await submit('/api/email-signups', { email: uniqueEmail('other'), source: 'exit_intent_popup' })).status,
    ).toBe(201)
  })
})
