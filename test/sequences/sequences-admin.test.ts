// The Sequences tab's calls (decision 065): the list, a new sequence (suggested or blank), a step's day, subject
// and body with every refusal in the owner's words and nothing changed by a refused save, adding and removing
// emails, renaming and deleting, which sequence each source starts, the preview as the outbox renders it and the
// test sent to the owner; then what the owner reads elsewhere: the lead's journey and the Analytics figures.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { client, withEnv } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { emailing, followUpsTo, runAt, sentTo, signUpForGuide } from '../helpers/follow-ups.ts'
import { submit, uniqueEmail, validStrategyCall } from '../helpers/leads.ts'
import { setPostalAddress, TEST_POSTAL_ADDRESS } from '../helpers/postal-address.ts'
import { ADMIN_EMAIL, adminCookie } from '../helpers/sessions.ts'
import { buyerDetails, buySeat, createItem } from '../helpers/checkout.ts'
import { contacts } from '../../src/worker/platform/db/schema.ts'

const SITE = 'https://coaching.test'

let admin: ReturnType<typeof client>

beforeAll(async () => {
  admin = client({ cookie: await adminCookie() })
})

beforeEach(async () => {
  await setPostalAddress()
})

async function list() {
  const response = await admin.api.admin.sequences.$get()
  expect(response.status).toBe(200)
  return response.json()
}

async function create(name: string, startFrom: 'suggested' | 'blank' = 'suggested'): Promise<number> {
  const response = await admin.api.admin.sequences.$post({ json: { name, startFrom } })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()).id
}

async function sequence(id: number) {
  return (await list()).sequences.find((row) => row.id === id)!
}

function saveStep(id: number, stepId: number, json: { delayDays: number; subject: string; body: string }) {
  return admin.api.admin.sequences[':id'].steps[':stepId'].$put({
    param: { id: String(id), stepId: String(stepId) },
    json,
  })
}

async function pointAll(sequenceId: number | null): Promise<void> {
  for (const source of ['guide', 'exit_intent_popup', 'resource_library'] as const) {
    const response = await admin.api.admin['sequence-sources'][':source'].$put({
      param: { source },
      json: { sequenceId },
    })
    expect(response.status).toBe(200)
  }
}

describe('admin only', () => {
  it('every call of the tab is on the guarded admin router', () => {
    expectAdminOnly([
      'GET /admin/sequences',
      'POST /admin/sequences',
      'POST /admin/sequences/preview',
      'POST /admin/sequences/test-email',
      'PUT /admin/sequences/:id',
      'DELETE /admin/sequences/:id',
      'POST /admin/sequences/:id/steps',
      'PUT /admin/sequences/:id/steps/:stepId',
      'DELETE /admin/sequences/:id/steps/:stepId',
      'PUT /admin/sequence-sources/:source',
    ])
  })
})

describe('sequences and their emails', () => {
  it('creates the suggested sequence: days 1, 2, 5, 9 and 14, to the strategy call and the pods', async () => {
    const id = await create('Suggested')
    const created = await sequence(id)
    expect(created).toMatchObject({ name: 'Suggested', sources: [], running: 0, finished: 0 })
    expect(created.steps.map((step) => step.delayDays)).toEqual([1, 2, 5, 9, 14])
    const bodies = created.steps.map((step) => step.body).join('\n')
    expect(bodies).toContain('](/#strategy-call)')
    expect(bodies).toContain('](/checkout?type=brotherhood)')
    expect(bodies).toContain('Brotherhood Pods')
  })

  it('creates a blank sequence with one email, and refuses a nameless one', async () => {
    const id = await create('Blank', 'blank')
    expect((await sequence(id)).steps).toHaveLength(1)
    await expectFieldErrors(await admin.api.admin.sequences.$post({ json: { name: ' ', startFrom: 'blank' } }), {
      name: 'Name is required',
    })
  })

  it("saves a step's day, subject and body", async () => {
    const id = await create('Editable')
    const [, second] = (await sequence(id)).steps
    const saved = await saveStep(id, second!.id, {
      delayDays: 3,
      subject: '  A question for you, {firstName}  ',
      body: 'Hi {firstName},\n\n[Book a call](/#strategy-call) or [read this](https://example.com/a).',
    })
    expect(saved.status).toBe(200)
    expect((await sequence(id)).steps[1]).toMatchObject({ delayDays: 3, subject: 'A question for you, {firstName}' })
  })

  it('refuses a bad step with a message per field and leaves the saved step as it was', async () => {
    const id = await create('Guarded')
    const steps = (await sequence(id)).steps
    const third = steps[2]!
    const good = { delayDays: third.delayDays, subject: third.subject, body: third.body }
    await expectFieldErrors(await saveStep(id, third.id, { ...good, delayDays: 1 }), {
      delayDays: 'This email comes after one sent on day 2: choose day 2 or later',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, delayDays: 10 }), {
      delayDays: 'This email comes before one sent on day 9: choose day 9 or earlier',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, delayDays: 1.5 }), {
      delayDays: 'Day must be a whole number from 0 to 365',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, subject: '' }), {
      subject: 'Subject is required',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, body: 'Hi {name}' }), {
      body: 'Unknown placeholder {name}: the one you can use is {firstName}',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, body: '[Call](http://example.com)' }), {
      body: 'The link to "http://example.com" must start with / (a page of this site) or https://',
    })
    await expectFieldErrors(await saveStep(id, third.id, { ...good, body: '[](/#faq)' }), {
      body: 'A link needs words between its brackets, as in [Book your free call](/#strategy-call)',
    })
    expect((await sequence(id)).steps[2]).toEqual(third)
  })

  it('adds an email at the end, three days after the last, and removes one, but never the last one left', async () => {
    const id = await create('Growing', 'blank')
    const added = await admin.api.admin.sequences[':id'].steps.$post({ param: { id: String(id) } })
    expect(added.status).toBe(201)
    const steps = (await sequence(id)).steps
    expect(steps.map((step) => [step.position, step.delayDays])).toEqual([
      [1, 0],
      [2, 3],
    ])
    const remove = (stepId: number) =>
      admin.api.admin.sequences[':id'].steps[':stepId'].$delete({
        param: { id: String(id), stepId: String(stepId) },
      })
    expect((await remove(steps[0]!.id)).status).toBe(200)
    await expectError(await remove(steps[1]!.id), 409)
    expect((await sequence(id)).steps).toHaveLength(1)
    await expectError(await remove(999_999), 404)
  })

  it('never gives a removed position to a new email, so a lead past it still gets the new one', async () => {
    const id = await create('Positions', 'blank')
    const addStep = () => admin.api.admin.sequences[':id'].steps.$post({ param: { id: String(id) } })
    expect((await addStep()).status).toBe(201)
    await pointAll(id)
    const email = uniqueEmail('positions')
    await signUpForGuide(email)
    await runAt(0)
    await runAt(3)
    expect(await followUpsTo(email)).toHaveLength(2)
    const second = (await sequence(id)).steps[1]!
    const removed = await admin.api.admin.sequences[':id'].steps[':stepId'].$delete({
      param: { id: String(id), stepId: String(second.id) },
    })
    expect(removed.status).toBe(200)
    expect((await addStep()).status).toBe(201)
    expect((await sequence(id)).steps.map((step) => [step.position, step.delayDays])).toEqual([
      [1, 0],
      [3, 3],
    ])
    await runAt(6)
    expect(await followUpsTo(email)).toHaveLength(3)
    await pointAll(null)
  })

  it('renames a sequence, and deletes one only while no lead has been in it', async () => {
    const id = await create('Old name', 'blank')
    expect(
      (await admin.api.admin.sequences[':id'].$put({ param: { id: String(id) }, json: { name: 'New name' } })).status,
    ).toBe(200)
    expect((await sequence(id)).name).toBe('New name')

    const used = await create('Used', 'blank')
    await pointAll(used)
    await signUpForGuide(uniqueEmail('used'))
    await pointAll(null)
    const refused = await expectError(
      await admin.api.admin.sequences[':id'].$delete({ param: { id: String(used) } }),
      409,
    )
    expect(refused.message).toBe(
      '1 lead has been in this sequence, so it stays for their history. To stop using it, point its sources at ' +
        'another sequence or at none.',
    )
    expect((await admin.api.admin.sequences[':id'].$delete({ param: { id: String(id) } })).status).toBe(200)
    expect((await list()).sequences.map((row) => row.id)).not.toContain(id)
  })

  it('points several sources at one sequence, and a source at none', async () => {
    const id = await create('Shared', 'blank')
    await pointAll(id)
    expect((await sequence(id)).sources.sort()).toEqual(['exit_intent_popup', 'guide', 'resource_library'])
    expect((await list()).sources).toEqual({ guide: id, exit_intent_popup: id, resource_library: id })
    await pointAll(null)
    expect((await list()).sources).toEqual({ guide: null, exit_intent_popup: null, resource_library: null })
    const missing = await admin.api.admin['sequence-sources'][':source'].$put({
      param: { source: 'guide' },
      json: { sequenceId: 999_999 },
    })
    await expectError(missing, 404)
  })
})

describe('preview and test', () => {
  const draft = {
    subject: 'One question, {firstName}',
    body: 'Hi {firstName},\n\nWhere does your marriage\nstand today?\n\n[Book your free call](/#strategy-call)',
  }

  it('previews the email as the outbox will send it: absolute links, greeting, unsubscribe footer', async () => {
    const response = await admin.api.admin.sequences.preview.$post({ json: draft })
    expect(response.status).toBe(200)
    const preview = await response.json()
    expect(preview).toMatchObject({ subject: 'One question, Test', to: ADMIN_EMAIL, problem: null })
    expect(preview.html).toMatch(new RegExp(`<a href="${SITE}/#strategy-call"[^>]*>Book your free call</a>`))
    expect(preview.html).toMatch(/<p [^>]*>Where does your marriage stand today\?<\/p>/)
    expect(preview.text).toContain(`Book your free call: ${SITE}/#strategy-call`)
    expect(preview.text).toContain(TEST_POSTAL_ADDRESS)
    expect(preview.text).toMatch(/Unsubscribe: https:\/\/coaching\.test\/api\/unsubscribe\?t=/)
  })

  it("says why the email could not go yet, and still shows it, when there's no postal address", async () => {
    await setPostalAddress('')
    const preview = await (await admin.api.admin.sequences.preview.$post({ json: draft })).json()
    expect(preview.problem).toContain('postal address')
    expect(preview.html).toContain('Where does your marriage stand today?')
  })

  it('refuses a draft it could not send, with the field to fix', async () => {
    await expectFieldErrors(await admin.api.admin.sequences.preview.$post({ json: { ...draft, body: '{first}' } }), {
      body: 'Unknown placeholder {first}: the one you can use is {firstName}',
    })
  })

  it('sends the test to the signed-in owner through the outbox, marked [Test]', async () => {
    const { as, settled } = withEnv(emailing)
    const owner = client({ ...as, cookie: await adminCookie() })
    const body = `${draft.body}\n\n${crypto.randomUUID()}`
    const response = await owner.api.admin.sequences['test-email'].$post({ json: { ...draft, body } })
    await settled()
    expect(await response.json()).toEqual({ sent: true, to: ADMIN_EMAIL, reason: null })
    const [test] = (await sentTo(ADMIN_EMAIL)).filter((message) => message.body.includes(body.slice(-36)))
    expect(test).toMatchObject({ subject: '[Test] One question, Test' })
    expect(test!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('says why the test did not go when email is not set up', async () => {
    const response = await admin.api.admin.sequences['test-email'].$post({ json: draft })
    expect(await response.json()).toEqual({ sent: false, to: ADMIN_EMAIL, reason: 'Email delivery is not configured' })
  })
})

describe('what the owner reads elsewhere', () => {
  it("the lead's journey shows each email sent, the next one, and why the sequence stopped", async () => {
    const id = await create('Journey')
    await pointAll(id)
    const email = uniqueEmail('journey')
    await signUpForGuide(email, { firstName: 'Marcus' })
    await runAt(1)
    await runAt(2)
    const contact = await testDb().query.contacts.findFirst({ where: eq(contacts.email, email) })
    const read = async () => (await admin.api.admin.contacts[':id'].$get({ param: { id: String(contact!.id) } })).json()
    const running = (await read()).followUps
    expect(running).toMatchObject([
      {
        sequence: 'Journey',
        source: 'guide',
        stoppedAt: null,
        stopReason: null,
        emails: [
          { position: 1, subject: 'Read one chapter tonight, Marcus', status: 'sent' },
          { position: 2, subject: 'The drift nobody talks about', status: 'sent' },
        ],
        next: { position: 3, subject: 'Why men change faster together' },
      },
    ])
    expect(await submit('/api/strategy-calls', validStrategyCall({ email }))).toHaveProperty('status', 201)
    await runAt(2)
    const [stopped] = (await read()).followUps
    expect(stopped).toMatchObject({ stopReason: 'booked', next: null })
    expect(stopped!.emails).toHaveLength(2)
    await pointAll(null)
  })

  it("Analytics shows each email's sends and who booked or bought after it", async () => {
    const id = await create('Measured')
    await pointAll(id)
    const [booker, buyer, reader] = [uniqueEmail('booker'), uniqueEmail('buyer'), uniqueEmail('reader')]
    for (const email of [booker, buyer, reader]) await signUpForGuide(email)
    await runAt(1)
    expect(await submit('/api/strategy-calls', validStrategyCall({ email: booker }))).toHaveProperty('status', 201)
    await runAt(2)
    await buySeat(await createItem(), { buyer: buyerDetails({ email: buyer }) })
    await runAt(2)
    expect(await followUpsTo(reader)).toHaveLength(2)
    const response = await admin.api.admin.analytics.$get({ query: {} })
    const figures = (await response.json()).followUps.filter((row) => row.sequenceId === id)
    expect(figures.map(({ position, sent, booked, bought }) => ({ position, sent, booked, bought }))).toEqual([
      { position: 1, sent: 3, booked: 1, bought: 0 },
      { position: 2, sent: 2, booked: 0, bought: 1 },
      { position: 3, sent: 0, booked: 0, bought: 0 },
      { position: 4, sent: 0, booked: 0, bought: 0 },
      { position: 5, sent: 0, booked: 0, bought: 0 },
    ])
    await pointAll(null)
  })
})
