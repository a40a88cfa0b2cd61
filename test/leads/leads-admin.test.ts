import { and, eq, like, or, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  actionLinks,
  actions,
  contacts,
  intakeAnswers,
  outbox,
  purchases,
} from '../../src/worker/platform/db/schema.ts'
import { assignActions, noteOnAction } from '../../src/worker/features/actions/actions.ts'
import { intakeOf, saveAnswer } from '../../src/worker/features/intake/intake.ts'
import { paidPurchase } from '../helpers/actions.ts'
import { csvCell, toCsv } from '../../src/worker/platform/csv.ts'
import { client, json, request } from '../helpers/client.ts'
import {
  authorizeCard,
  buySeat,
  buyerDetails,
  confirmPayment,
  createItem,
  holdSeat,
  reserve,
} from '../helpers/checkout.ts'
import { buyOnPlan, createPlanItem } from '../helpers/plans.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { submit, uniqueEmail, validConsultation, validGuideSignup, validStrategyCall } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

interface LeadRow {
  kind: 'email-signup' | 'consultation' | 'strategy-call' | 'purchase'
  id: number
  contactId: number
  name: string | null
  email: string
  phone: string | null
  status: 'new' | 'contacted'
  createdAt: string
  summary: string
}

async function leads(query = ''): Promise<LeadRow[]> {
  const response = await request(`/api/admin/leads${query}`, {}, { cookie: await adminCookie() })
  expect(response.status, await response.clone().text()).toBe(200)
  return json<LeadRow[]>(response)
}

const leadsOf = async (email: string) => leads(`?q=${encodeURIComponent(email)}`)

async function submitted(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await submit(path, body)
  expect(response.status, await response.clone().text()).toBe(201)
}

/** One person who took all three lead forms, in this order. */
async function personWithEveryLead(email = uniqueEmail('person')) {
  await submitted('/api/email-signups', validGuideSignup({ email, firstName: 'Marcus' }))
  await submitted(
    '/api/consultation-requests',
    validConsultation({
      email,
      firstName: 'Marcus',
      lastName: 'Reed',
      challenge: 'confidence',
      message: 'I lost my way.',
    }),
  )
  await submitted(
    '/api/strategy-calls',
    validStrategyCall({ email, name: 'Marcus Reed', biggestChallenge: 'Leading at home', timeline: 'immediate' }),
  )
  return email
}

async function setStatus(kind: string, id: number | string, body: unknown): Promise<Response> {
  return request(`/api/admin/leads/${kind}/${id}`, { method: 'PATCH', body }, { cookie: await adminCookie() })
}

const isNewestFirst = (rows: LeadRow[]) =>
  rows.every((row, index) => index === 0 || rows[index - 1]!.createdAt >= row.createdAt)

describe('GET /api/admin/leads', () => {
  it('lists every signup, consultation request and strategy call in one list, newest first', async () => {
    const email = await personWithEveryLead()
    const rows = await leadsOf(email)
    expect(rows.map((row) => row.kind)).toEqual(['strategy-call', 'consultation', 'email-signup'])
    const contactId = rows[0]!.contactId
    expect(rows).toEqual([
      {
        kind: 'strategy-call',
        id: expect.any(Number),
        contactId,
        name: 'Marcus Reed',
        email,
        phone: '(555) 234-5678',
        status: 'new',
        createdAt: expect.any(String),
        summary: 'Leading at home (timeline: immediate)',
      },
      {
        kind: 'consultation',
        id: expect.any(Number),
        contactId,
        name: 'Marcus Reed',
        email,
        phone: '(555) 234-5678',
        status: 'new',
        createdAt: expect.any(String),
        summary: 'confidence: I lost my way.',
      },
      {
        kind: 'email-signup',
        id: expect.any(Number),
        contactId,
        name: 'Marcus',
        email,
        phone: null,
        status: 'new',
        createdAt: expect.any(String),
        summary: 'Free guide',
      },
    ])
    expect(isNewestFirst(await leads())).toBe(true)
  })

  it('names where a signup came from', async () => {
    const email = uniqueEmail('sources')
    await submitted('/api/email-signups', { email, source: 'exit_intent_popup' })
    await submitted('/api/email-signups', { email, source: 'resource_library', resourceId: 'marriage-assessment' })
    expect((await leadsOf(email)).map((row) => row.summary).sort()).toEqual([
      'Exit popup',
      'Resource library: marriage-assessment',
    ])
  })

  it('lists a call booked at checkout as a strategy call with its slot, once in the person’s journey', async () => {
    const item = await createItem({ type: 'consultation', price: 0, totalSlots: 2 })
    const email = uniqueEmail('booked')
    const booked = await reserve({ ...buyerDetails({ email }), type: 'strategy-call', inventoryId: item.id })
    expect(booked.status).toBe(201)

    const [row, ...more] = await leadsOf(email)
    expect(more).toEqual([])
    expect(row).toEqual({
      kind: 'strategy-call',
      id: expect.any(Number),
      contactId: expect.any(Number),
      name: 'Sam Lee',
      email,
      phone: '(541) 555-0142',
      status: 'new',
      createdAt: expect.any(String),
      summary: `Booked at checkout: Free Strategy Call: ${item.name}`,
    })
    const edited = await setStatus('strategy-call', row!.id, { status: 'contacted' })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toEqual({ ...row, status: 'contacted' })

    const response = await request(`/api/admin/contacts/${row!.contactId}`, {}, { cookie: await adminCookie() })
    const journey = await json<{ timeline: { kind: string; amount: number | null; summary: string }[] }>(response)
    expect(journey.timeline).toMatchObject([{ kind: 'strategy-call', amount: null, summary: row!.summary }])
  })

  it('filters by kind and by status', async () => {
    const email = await personWithEveryLead()
    const [call] = (await leadsOf(email)).filter((row) => row.kind === 'strategy-call')
    await setStatus('strategy-call', call!.id, { status: 'contacted' })

    const q = `q=${encodeURIComponent(email)}`
    expect((await leads(`?${q}&kind=consultation`)).map((row) => row.kind)).toEqual(['consultation'])
    expect((await leads(`?${q}&status=contacted`)).map((row) => row.id)).toEqual([call!.id])
    expect((await leads(`?${q}&status=new`)).map((row) => row.kind)).toEqual(['consultation', 'email-signup'])
    expect(await leads(`?${q}&kind=strategy-call&status=new`)).toEqual([])
    expect((await leads('?kind=email-signup')).every((row) => row.kind === 'email-signup')).toBe(true)
  })

  it('lists each buyer, paid in full or on a plan, as a purchase: in the list, its filter, its status and the CSV', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const fullEmail = uniqueEmail(`full-${tag}`)
    const planEmail = uniqueEmail(`plan-${tag}`)
    const pod = await createItem({ price: 49900 })
    const full = await buySeat(pod, { buyer: buyerDetails({ email: fullEmail, firstName: 'Paid', lastName: 'Full' }) })
    const plan = await buyOnPlan(
      await createPlanItem(),
      buyerDetails({ email: planEmail, firstName: 'On', lastName: 'Plan' }),
    )
    // A seat held and never paid is no buyer.
    await holdSeat(await createItem(), buyerDetails({ email: uniqueEmail(`held-${tag}`) }))

    const bought = await leads(`?kind=purchase&q=${tag}`)
    expect(bought.map((row) => [row.kind, row.id, row.name, row.email, row.status])).toEqual([
      ['purchase', plan.purchase.id, 'On Plan', planEmail, 'new'],
      ['purchase', full.purchase.id, 'Paid Full', fullEmail, 'new'],
    ])
    expect(bought[1]!.summary).toBe(`Brotherhood Pod (12 weeks): ${pod.name} (paid in full, $499.00)`)
    expect(bought[0]!.summary).toContain('(payment plan, 3 payments of $179.00)')
    expect((await leadsOf(fullEmail)).map((row) => row.kind)).toEqual(['purchase'])

    expect((await setStatus('purchase', full.purchase.id, { status: 'contacted' })).status).toBe(200)
    expect((await leads(`?kind=purchase&status=contacted&q=${tag}`)).map((row) => row.email)).toEqual([fullEmail])

    const csv = await request(`/api/admin/leads.csv?kind=purchase&q=${tag}`, {}, { cookie: await adminCookie() })
    const lines = (await csv.text()).split('\r\n').slice(1, -1)
    expect(lines.map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      `"purchase","${plan.purchase.id}"`,
      `"purchase","${full.purchase.id}"`,
    ])
    expect(lines[1]).toContain(`"Paid Full","${fullEmail}"`)
  })

  it('searches names and emails, whatever the letter case, with % and _ taken literally', async () => {
    const label = crypto.randomUUID().slice(0, 6)
    const email = uniqueEmail(`search-${label}`)
    await submitted(
      '/api/consultation-requests',
      validConsultation({ email, firstName: `Zed${label}`, lastName: 'Oak' }),
    )
    expect((await leads(`?q=zed${label}%20oak`)).map((row) => row.email)).toEqual([email])
    expect((await leads(`?q=${encodeURIComponent(email.toUpperCase())}`)).map((row) => row.email)).toEqual([email])
    expect(await leads(`?q=${encodeURIComponent(`%${label}`)}`)).toEqual([])
    expect(await leads(`?q=${encodeURIComponent(`zed${label.slice(0, 5)}_`)}`)).toEqual([])
  })

  it('limits the list to the newest rows', async () => {
    await personWithEveryLead()
    const all = await leads()
    const two = await leads('?limit=2')
    expect(two).toEqual(all.slice(0, 2))
  })

  it.each([
    ['an unknown kind', '?kind=sale', { kind: 'Unknown lead kind' }],
    ['an unknown status', '?status=won', { status: 'Status must be new or contacted' }],
    ['a limit of 0', '?limit=0', { limit: 'Limit must be at least 1' }],
    ['a limit too large', '?limit=5000', { limit: 'Limit must be at most 1000' }],
  ])('%s: 400', async (_case, query, fields) => {
    await expectFieldErrors(await request(`/api/admin/leads${query}`, {}, { cookie: await adminCookie() }), fields)
  })
})

describe('PATCH /api/admin/leads/:kind/:id', () => {
  it.each(['email-signup', 'consultation', 'strategy-call'] as const)(
    'marks a %s contacted, and back to new',
    async (kind) => {
      const email = await personWithEveryLead()
      const lead = (await leadsOf(email)).find((row) => row.kind === kind)!
      const response = await setStatus(kind, lead.id, { status: 'contacted' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ...lead, status: 'contacted' })
      expect((await leadsOf(email)).find((row) => row.kind === kind)?.status).toBe('contacted')
      expect((await leadsOf(email)).filter((row) => row.kind !== kind).every((row) => row.status === 'new')).toBe(true)

      expect(await json(await setStatus(kind, lead.id, { status: 'new' }))).toMatchObject({ status: 'new' })
    },
  )

  it('404 for a lead that does not exist; 400 for a bad kind, id, status or field', async () => {
    const email = await personWithEveryLead()
    const signup = (await leadsOf(email)).find((row) => row.kind === 'email-signup')!
    expect(
      (await expectError(await setStatus('email-signup', signup.id + 100_000, { status: 'contacted' }), 404)).message,
    ).toBe('Lead not found')
    await expectFieldErrors(await setStatus('sale', signup.id, { status: 'contacted' }), {
      kind: 'Unknown lead kind',
    })
    await expectError(await setStatus('email-signup', 'x', { status: 'contacted' }), 400)
    await expectFieldErrors(await setStatus('email-signup', signup.id, { status: 'won' }), {
      status: 'Status must be new or contacted',
    })
    await expectError(await setStatus('email-signup', signup.id, { status: 'contacted', note: 'x' }), 400)
    expect((await leadsOf(email)).find((row) => row.kind === 'email-signup')?.status).toBe('new')
  })
})

describe('GET /api/admin/leads.csv', () => {
  it('downloads the filtered list as an attachment, one line per lead', async () => {
    const email = await personWithEveryLead()
    const response = await client({ cookie: await adminCookie() }).api.admin['leads.csv'].$get({ query: { q: email } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    // A UTF-8 byte-order mark first, so Excel reads names as written (text() would hide it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toMatch(/^"kind","id","contactId","name","email","phone","status","createdAt","summary","email/)
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      '"strategy-call"',
      '"consultation"',
      '"email-signup"',
    ])
    expect(lines[2]).toContain(`,"Marcus Reed","${email}","(555) 234-5678","new",`)
  })

  it('quotes commas and quotes, and makes text that a spreadsheet would run as a formula plain text', async () => {
    const email = uniqueEmail('csv')
    await submitted(
      '/api/consultation-requests',
      validConsultation({
        email,
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Smith',
        message: 'Hi, "coach"',
      }),
    )
    await submitted(
      '/api/strategy-calls',
      validStrategyCall({ email, name: '@SUM(A1)', biggestChallenge: '+1 and -1' }),
    )
    await submitted('/api/email-signups', validGuideSignup({ email, firstName: '-2+3' }))
    const response = await client({ cookie: await adminCookie() }).api.admin['leads.csv'].$get({ query: { q: email } })
    const text = await response.text()
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"") Smith","${email}",`)
    expect(text).toContain(`,"relationship: Hi, ""coach""",`)
    expect(text).toContain(`,"'@SUM(A1)","${email}",`)
    expect(text).toContain(`,"'-2+3","${email}",`)
    expect(text).toContain(`,"'+1 and -1 (timeline: immediate)",`)
  })

  it('keeps a formula after a semicolon inert, for spreadsheets in locales that split cells there', async () => {
    const email = uniqueEmail('csv-semicolon')
    await submitted('/api/consultation-requests', validConsultation({ email, message: "x;=cmd|' /C calc'!A0" }))
    await submitted('/api/strategy-calls', validStrategyCall({ email, name: 'Tab\t@SUM(A1)' }))
    const text = await (
      await client({ cookie: await adminCookie() }).api.admin['leads.csv'].$get({ query: { q: email } })
    ).text()
    expect(text).toContain(`,"relationship: x;'=cmd|' /C calc'!A0",`)
    expect(text).toContain(`,"Tab\t'@SUM(A1)","${email}",`)
    expect(text).not.toMatch(/[;\t][=+\-@]/)
  })

  it('takes the same filters as the list', async () => {
    await expectFieldErrors(await request('/api/admin/leads.csv?kind=sale', {}, { cookie: await adminCookie() }), {
      kind: 'Unknown lead kind',
    })
  })
})

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@cmd', `"'@cmd"`],
    ['\tcmd', `"'\tcmd"`],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['a=b', '"a=b"'],
    ["x;=cmd|' /C calc'!A0", `"x;'=cmd|' /C calc'!A0"`],
    ['x; +1', `"x; '+1"`],
    ['x\t-1', `"x\t'-1"`],
    ['x,@cmd', `"x,'@cmd"`],
    ['first\n=2', `"first\n'=2"`],
    ['a;b', '"a;b"'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes numbers, booleans and nothing as they are', () => {
    expect([csvCell(-5), csvCell(42), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual([
      '"-5"',
      '"42"',
      '"true"',
      '""',
      '""',
    ])
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFF"a","b"\r\n"1","x,y"\r\n')
  })
})

/** The contact a person's leads point to. */
async function contactIdOf(email: string): Promise<number> {
  const [row] = await leadsOf(email)
  return row!.contactId
}

describe('GET /api/admin/contacts/:id', () => {
  it('follows one person from the guide through the application to a purchase, oldest first', async () => {
    const email = uniqueEmail('journey')
    await submitted('/api/email-signups', validGuideSignup({ email }))
    await submitted('/api/consultation-requests', validConsultation({ email, firstName: 'Ray', lastName: 'Cole' }))
    const item = await createItem({ price: 45000 })
    const checkout = await holdSeat(item, buyerDetails({ email, firstName: 'Ray', lastName: 'Cole' }))
    await authorizeCard(checkout)
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)

    const contactId = await contactIdOf(email)
    const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$get({
      param: { id: String(contactId) },
    })
    expect(response.status).toBe(200)
    const journey = await json<{
      contact: Record<string, unknown>
      timeline: { kind: string; status: string; amount: number | null; summary: string }[]
    }>(response)
    expect(journey.contact).toMatchObject({
      id: contactId,
      email,
      firstName: 'Ray',
      lastName: 'Cole',
      phone: '(541) 555-0142',
    })
    expect(journey.timeline.map((step) => step.kind)).toEqual(['email-signup', 'consultation', 'purchase'])
    expect(journey.timeline[2]).toMatchObject({
      status: 'succeeded',
      amount: 45000,
      summary: `Brotherhood Pod (12 weeks): ${item.name}`,
    })
    expect(journey.timeline[0]).toMatchObject({ amount: null, summary: 'Free guide' })
  })

  it('404 for a contact that does not exist', async () => {
    const email = await personWithEveryLead()
    const contactId = await contactIdOf(email)
    await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
      param: { id: String(contactId) },
    })
    expect(
      (
        await expectError(
          await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$get({
            param: { id: String(contactId) },
          }),
          404,
        )
      ).message,
    ).toBe('Contact not found')
    await expectError(
      await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$get({ param: { id: 'abc' } }),
      400,
    )
  })
})

describe('DELETE /api/admin/contacts/:id (the data-deletion promise)', () => {
  /** Everything in the outbox to or about this person. */
  const messagesAbout = (email: string, purchaseId: number) =>
    testDb()
      .select()
      .from(outbox)
      .where(
        or(
          eq(outbox.recipient, email),
          like(sql`${outbox.payload}`, `%${email}%`),
          sql`json_extract(${outbox.payload}, '$.purchaseId') = ${purchaseId}`,
        ),
      )

  it('deletes their leads, contact and unsent messages, anonymizes their purchases, and says what it did', async () => {
    const email = await personWithEveryLead()
    const bystander = await personWithEveryLead()
    const item = await createItem({ price: 45000 })
    const checkout = await holdSeat(item, buyerDetails({ email, firstName: 'Marcus', lastName: 'Reed' }))
    await authorizeCard(checkout)
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)
    const [purchase] = await testDb()
      .select()
      .from(purchases)
      .where(eq(purchases.stripePaymentIntentId, checkout.paymentIntentId))

    // The guide email already went out; the rest (owner notices, receipt, owner SMS) still wait.
    await testDb()
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date().toISOString() })
      .where(and(eq(outbox.recipient, email), eq(outbox.template, 'guide-email')))
    const before = await messagesAbout(email, purchase!.id)
    const sentBefore = before.filter((message) => message.status === 'sent')
    expect(sentBefore).toHaveLength(1)
    // The guide email, the owner's notices of the application and the call, the receipt and the owner's SMS.
    expect(before.map((message) => message.template).sort()).toEqual([
      'guide-email',
      'owner-new-lead',
      'owner-new-lead',
      'owner-purchase',
      'purchase-receipt',
    ])
    const bystanderBefore = await leadsOf(bystander)

    const contactId = await contactIdOf(email)
    const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
      param: { id: String(contactId) },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      contactId,
      removed: {
        contact: 1,
        emailSignups: 1,
        consultationRequests: 1,
        strategyCalls: 1,
        queuedMessages: before.length - 1,
        // The guide form's consent (decision 066).
        consents: 1,
        followUps: 0,
        intakeAnswers: 0,
      },
      anonymized: {
        purchases: 1,
        actions: 0,
        // His tick of the agreement at checkout keeps its version and time, not his address or browser.
        agreementTicks: 1,
        bookedCalls: 0,
        bookings: 0,
        sentMessages: 1,
        optOutChoices: 0,
      },
    })

    expect(await leadsOf(email)).toEqual([])
    expect(await testDb().select().from(contacts).where(eq(contacts.email, email))).toEqual([])
    const [kept] = await testDb().select().from(purchases).where(eq(purchases.id, purchase!.id))
    expect(kept).toMatchObject({
      firstName: 'Deleted',
      lastName: '',
      email: '',
      phone: '',
      contactId: null,
      amount: 45000,
      status: 'succeeded',
      emailConsent: false,
      smsConsent: false,
    })
    const left = await testDb().select().from(outbox).where(eq(outbox.id, sentBefore[0]!.id))
    expect(left).toMatchObject([{ status: 'sent', recipient: '', payload: { redacted: true } }])
    expect(await messagesAbout(email, purchase!.id)).toEqual([])

    expect(await leadsOf(bystander)).toEqual(bystanderBefore)
  })

  it('deletes his intake answers and the words of his actions, and his address from his agreement tick', async () => {
    const email = await personWithEveryLead()
    const purchase = await paidPurchase({ email })
    const [question] = (await intakeOf(testDb(), purchase)).items
    await saveAnswer(testDb(), purchase.id, question!.questionId, 'Our fights about money and my temper')
    const { actions: assigned } = await assignActions(
      testDb(),
      { purchaseId: purchase.id, items: [{ title: 'Apologise to Sarah for Friday', detail: 'In person' }] },
      Date.now(),
    )
    await noteOnAction(testDb(), assigned[0]!.id, 'Did it, she cried', Date.now())

    const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
      param: { id: String(await contactIdOf(email)) },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: { intakeAnswers: 1 }, anonymized: { actions: 1 } })
    expect(await testDb().select().from(intakeAnswers).where(eq(intakeAnswers.purchaseId, purchase.id))).toEqual([])
    const [action] = await testDb().select().from(actions).where(eq(actions.purchaseId, purchase.id))
    expect(action).toMatchObject({ title: 'Deleted', detail: null, note: null, dueAt: assigned[0]!.dueAt })
    expect(await testDb().select().from(actionLinks).where(eq(actionLinks.actionId, action!.id))).toEqual([])
  })

  it('404 for a contact that does not exist; nothing else changes', async () => {
    const email = await personWithEveryLead()
    const contactId = await contactIdOf(email)
    const first = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
      param: { id: String(contactId) },
    })
    expect(first.status).toBe(200)
    await expectError(
      await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
        param: { id: String(contactId) },
      }),
      404,
    )
    await expectError(
      await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({ param: { id: '0' } }),
      400,
    )
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly([
    'GET /admin/leads',
    'GET /admin/leads.csv',
    'PATCH /admin/leads/:kind/:id',
    'GET /admin/contacts/:id',
    'DELETE /admin/contacts/:id',
  ])
})
