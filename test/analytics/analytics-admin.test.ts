import { describe, expect, it } from 'vitest'
import {
  analyticsEvents,
  contacts,
  emailSignups,
  purchases,
  strategyCalls,
} from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectFieldErrors } from '../helpers/errors.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

interface Report {
  from: string
  to: string
  timezone: string
  visits: number
  exitPopup: { offered: number; converted: number; rate: number | null }
  strategyCallForm: { offered: number; converted: number; rate: number | null }
  resourceDownloads: { offered: number; converted: number; rate: number | null }
  traffic: { source: string; visits: number; share: number | null }[]
  purchases: { count: number; revenue: number; freeBookings: number; refunds: { count: number; amount: number } }
  daily: { date: string; visits: number; leads: number; revenue: number }[]
  attendance: unknown[]
  guarantee: unknown[]
  followUps: unknown[]
}

async function report(query = ''): Promise<Report> {
  const response = await request(`/api/admin/analytics${query}`, {}, { cookie: await adminCookie() })
  expect(response.status, await response.clone().text()).toBe(200)
  return json<Report>(response)
}

// Each test reads its own days, far from today and from each other, so rows never mix.
const event = (name: (typeof analyticsEvents.$inferInsert)['name'], createdAt: string, source: string | null = null) =>
  testDb().insert(analyticsEvents).values({ name, createdAt, source, path: '/' })

async function newContact(): Promise<number> {
  const [row] = await testDb()
    .insert(contacts)
    .values({ email: uniqueEmail('analytics') })
    .returning({ id: contacts.id })
  return row!.id
}

async function signup(source: (typeof emailSignups.$inferInsert)['source'], createdAt: string) {
  const contactId = await newContact()
  await testDb().insert(emailSignups).values({ contactId, email: 'x@example.com', source, createdAt })
}

async function strategyCall(createdAt: string) {
  const contactId = await newContact()
  await testDb().insert(strategyCalls).values({
    contactId,
    name: 'A B',
    email: 'x@example.com',
    phone: '(541) 555-0142',
    biggestChallenge: 'x',
    createdAt,
  })
}

/** A strategy call booked at checkout: the checkout names it by its hold. */
async function bookedCall(createdAt: string) {
  const contactId = await newContact()
  await testDb()
    .insert(strategyCalls)
    .values({
      contactId,
      name: 'A B',
      email: 'x@example.com',
      phone: '(541) 555-0142',
      holdId: `free:${crypto.randomUUID()}`,
      calendarSequence: 0,
      createdAt,
    })
}

async function purchase(
  amount: number,
  status: (typeof purchases.$inferInsert)['status'],
  createdAt: string,
  fulfilledAt: string | null = null,
) {
  await testDb().insert(purchases).values({
    type: 'brotherhood',
    description: 'Pod',
    amount,
    status,
    firstName: 'A',
    lastName: 'B',
    email: 'x@example.com',
    phone: '(541) 555-0142',
    createdAt,
    fulfilledAt,
  })
}

/** Today on the business's calendar (PST, UTC−8). */
const todayPst = () => new Date(Date.now() - 8 * 3_600_000).toISOString().slice(0, 10)
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)

describe('GET /api/admin/analytics', () => {
  it('by default covers the last 30 days, today included, on the business’s calendar', async () => {
    const figures = await report()
    expect(figures.to).toBe(todayPst())
    expect(figures.from).toBe(daysBefore(todayPst(), 29))
    expect(figures.timezone).toBe('PST')
    expect(figures.daily).toHaveLength(30)
    expect(figures.daily[0]!.date).toBe(figures.from)
    expect(figures.daily.at(-1)!.date).toBe(figures.to)
  })

  it('works out every figure from the events, leads and purchases of the period', async () => {
    // 2031-03-01 to 2031-03-03 in PST runs from 2031-03-01T08:00Z to 2031-03-04T08:00Z.
    await Promise.all([
      event('page_view', '2031-03-01T07:59:59.999Z', 'facebook.com'), // the evening before, in PST: outside
      event('page_view', '2031-03-01T08:00:00.000Z'),
      event('page_view', '2031-03-01T20:00:00.000Z', 'm.facebook.com'),
      event('page_view', '2031-03-02T07:59:59.999Z', 'google'), // still 1 March in PST
      event('page_view', '2031-03-02T12:00:00.000Z', 'www.bing.com'),
      event('page_view', '2031-03-02T13:00:00.000Z', 'newsletter'),
      event('page_view', '2031-03-04T08:00:00.000Z', 'google'), // 4 March in PST: outside
      ...['2031-03-01T09:00:00Z', '2031-03-01T10:00:00Z', '2031-03-02T09:00:00Z', '2031-03-03T09:00:00Z'].map((at) =>
        event('exit_popup_shown', at),
      ),
      ...['2031-03-02T09:00:00Z', '2031-03-02T10:00:00Z', '2031-03-02T11:00:00Z'].map((at) =>
        event('resource_dialog_opened', at),
      ),
      event('lead', '2031-03-02T09:00:00Z'),
      signup('exit_intent_popup', '2031-03-01T09:30:00.000Z'),
      signup('resource_library', '2031-03-02T09:30:00.000Z'),
      signup('resource_library', '2031-03-02T10:30:00.000Z'),
      signup('guide', '2031-02-20T10:30:00.000Z'), // before the period
      strategyCall('2031-03-03T12:00:00.000Z'),
      purchase(45000, 'succeeded', '2031-03-02T11:00:00.000Z', '2031-03-02T11:05:00.000Z'),
      purchase(60000, 'succeeded', '2031-03-01T11:00:00.000Z', '2031-03-03T11:05:00.000Z'), // counted when paid
      bookedCall('2031-03-03T11:00:00.000Z'),
      purchase(99999, 'pending', '2031-03-02T11:00:00.000Z'),
      purchase(88888, 'failed', '2031-03-02T11:00:00.000Z'),
    ])

    expect(await report('?from=2031-03-01&to=2031-03-03')).toEqual({
      from: '2031-03-01',
      to: '2031-03-03',
      timezone: 'PST',
      visits: 5,
      exitPopup: { offered: 4, converted: 1, rate: 0.25 },
      // A booking with no form view recorded (tracking blocked) still has no rate to show, not NaN or Infinity.
      strategyCallForm: { offered: 0, converted: 1, rate: null },
      resourceDownloads: { offered: 3, converted: 2, rate: 0.6667 },
      traffic: [
        { source: 'direct', visits: 1, share: 0.2 },
        { source: 'social', visits: 1, share: 0.2 },
        { source: 'search', visits: 2, share: 0.4 },
        { source: 'other', visits: 1, share: 0.2 },
      ],
      // The call from the form and the one booked at checkout: the same bookings the form's figure counts, and more.
      purchases: { count: 2, revenue: 105000, freeBookings: 2, refunds: { count: 0, amount: 0 } },
      daily: [
        { date: '2031-03-01', visits: 3, leads: 1, revenue: 0 },
        { date: '2031-03-02', visits: 2, leads: 2, revenue: 45000 },
        { date: '2031-03-03', visits: 0, leads: 1, revenue: 60000 },
      ],
      // No follow-up sequence in this file (test/sequences/sequences-admin.test.ts reads those figures).
      attendance: [],
      guarantee: [],
      followUps: [],
    })
  })

  it('a period with nothing in it: zeros, and rates and shares null rather than NaN', async () => {
    const figures = await report('?from=2032-06-01&to=2032-06-02')
    expect(figures).toMatchObject({
      visits: 0,
      exitPopup: { offered: 0, converted: 0, rate: null },
      strategyCallForm: { offered: 0, converted: 0, rate: null },
      resourceDownloads: { offered: 0, converted: 0, rate: null },
      purchases: { count: 0, revenue: 0, freeBookings: 0, refunds: { count: 0, amount: 0 } },
      daily: [
        { date: '2032-06-01', visits: 0, leads: 0, revenue: 0 },
        { date: '2032-06-02', visits: 0, leads: 0, revenue: 0 },
      ],
    })
    expect(figures.traffic.map((row) => row.share)).toEqual([null, null, null, null])
  })

  it('one day is a period too', async () => {
    await event('page_view', '2033-01-10T12:00:00Z')
    expect((await report('?from=2033-01-10&to=2033-01-10')).daily).toEqual([
      { date: '2033-01-10', visits: 1, leads: 0, revenue: 0 },
    ])
  })

  it('with only a start, runs to today; with only an end, covers the 30 days to it', async () => {
    const start = daysBefore(todayPst(), 3)
    expect(await report(`?from=${start}`)).toMatchObject({ from: start, to: todayPst() })
    expect(await report('?to=2030-01-30')).toMatchObject({ from: '2030-01-01', to: '2030-01-30' })
  })

  it.each([
    ['a start that is not a date', '?from=yesterday', { from: 'From must be a date like 2025-07-31' }],
    ['an end that is not a calendar day', '?to=2025-02-30', { to: 'To must be a real calendar date' }],
    [
      'a start after the end',
      '?from=2025-08-02&to=2025-08-01',
      { from: 'The start date must be on or before the end date' },
    ],
    ['more than 366 days', '?from=2024-01-01&to=2025-01-02', { from: 'Please choose a period of at most 366 days' }],
  ])('%s: 400', async (_case, query, fields) => {
    await expectFieldErrors(await request(`/api/admin/analytics${query}`, {}, { cookie: await adminCookie() }), fields)
  })

  it('366 days is allowed', async () => {
    expect((await report('?from=2024-01-01&to=2024-12-31')).daily).toHaveLength(366)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly(['GET /admin/analytics'])
})
