// What a client can book follows what he has paid (decisions 082 and 083): a package paid in full opens every
// session; on the 6-payment plan two open per payment received, up to all twelve at the last; an overdue payment
// stops new bookings until the owner lets him or he pays it from his plan link; a refund cancels the sessions ahead
// in its own batch, even with bookings racing it, and a refund that fails afterwards puts exactly those back; a
// package session cancelled to book again counts as one of its moves.
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDueDay } from '../../src/shared/plan-terms.ts'
import { OVERDUE_STOP } from '../../src/shared/bookings/sessions-open.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import { bookings, outbox } from '../../src/worker/platform/db/schema.ts'
import { useRules } from '../helpers/booking-rules.ts'
import { buyerDetails, buySeat, createItem, type Item, STRIPE, sendEvent, stripeCall } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'
import { signedInClient } from '../helpers/my-coaching.ts'
import { buyOnPlan, dayAt, planRows, purchaseById, runPlanCharges, updateCard } from '../helpers/plans.ts'
import { adminCookie } from '../helpers/sessions.ts'

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

beforeEach(() => vi.useRealTimers())
afterEach(() => vi.useRealTimers())

/** The seeded Monday one-to-one's shape: $2,034 in full or 6 payments of $339, twelve sessions. */
const oneToOne = (overrides: Partial<Item> = {}) =>
  createItem({
    type: 'coaching_slot',
    price: 203400,
    planPayments: 6,
    planAmount: 33900,
    totalSlots: 50,
    availableSlots: 50,
    sessionsIncluded: 12,
    ...overrides,
  })

interface Client {
  email: string
  purchaseId: number
  order: string
  cookie: string
  refundToken: string
  planToken: string | null
}

async function client(item: Item, how: 'full' | 'plan', card = 'pm_card_visa'): Promise<Client> {
  const email = uniqueEmail('client')
  const buyer = buyerDetails({ email })
  const { purchase, answer } = how === 'plan' ? await buyOnPlan(item, buyer) : await buySeat(item, { buyer, card })
  return {
    email,
    purchaseId: purchase.id,
    order: `order-${purchase.id}`,
    cookie: await signedInClient(email),
    refundToken: answer.receipt!.refundPath!.replace('/refund#', ''),
    planToken: (await purchaseById(purchase.id)).planToken,
  }
}

const as = (cookie: string) => ({ cookie, address: newClientAddress() })

async function packageOf(who: Client) {
  const response = await request('/api/my-coaching', {}, as(who.cookie))
  const overview = await json<ClientOverview>(response)
  return overview.purchases.find((p) => p.orderRef === who.order)!.sessions!
}

/** Open times on the hour two days ahead or more, so every one can still be moved or cancelled under the notice. */
async function openTimes(cookie: string): Promise<string[]> {
  const response = await request('/api/my-coaching/bookings/open-times', {}, as(cookie))
  const from = new Date(Date.now() + 48 * 3_600_000).toISOString()
  return (await json<{ times: string[] }>(response)).times.filter((time) => time.slice(14, 16) === '00' && time >= from)
}

const book = (who: Client, start: string) =>
  request(
    '/api/my-coaching/bookings',
    { method: 'POST', body: { order: who.order, start, timeZone: 'America/Chicago' } },
    as(who.cookie),
  )

async function booked(who: Client, start: string): Promise<string> {
  const answer = await book(who, start)
  expect(answer.status, await answer.clone().text()).toBe(201)
  const { overview } = await json<{ overview: ClientOverview }>(answer)
  return overview.sessions.find((session) => session.start === start)!.ref
}

async function refused(who: Client, start: string, message: string) {
  const answer = await book(who, start)
  expect(answer.status).toBe(409)
  expect(await json(answer)).toMatchObject({ message })
}

const rowsOf = (purchaseId: number) => testDb().select().from(bookings).where(eq(bookings.purchaseId, purchaseId))
const bookedOn = async (purchaseId: number) => (await rowsOf(purchaseId)).filter((row) => row.status === 'booked')

describe('sessions open with the money', () => {
  it('paid in full opens all twelve at once', async () => {
    at('2031-01-06T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'full')
    expect(await packageOf(who)).toMatchObject({
      included: 12,
      open: 12,
      bookable: 12,
      next: null,
      stopped: null,
      words: '12 of 12 sessions open',
      whyNone: null,
    })
    const times = (await openTimes(who.cookie)).slice(0, 3)
    for (const time of times) await booked(who, time)
    expect(await packageOf(who)).toMatchObject({ booked: 3, bookable: 9 })
  })

  it('a sale copies the rule the owner chose in the inventory form: a cap of 3 per 30 days opens 3 of 12 paid in full', async () => {
    at('2031-01-13T08:00:00Z')
    await useRules()
    const created = await request(
      '/api/inventory',
      {
        method: 'POST',
        body: {
          name: `Capped ${crypto.randomUUID().slice(0, 8)}`,
          type: 'coaching_slot',
          price: 203400,
          totalSlots: 50,
          availableSlots: 50,
          sessionsIncluded: 12,
          sessionRelease: 'per-30-days',
          sessionCap: 3,
        },
      },
      { cookie: await adminCookie() },
    )
    expect(created.status, await created.clone().text()).toBe(201)
    const who = await client(await json<Item>(created), 'full')
    expect(await purchaseById(who.purchaseId)).toMatchObject({ sessionRelease: 'per-30-days', sessionCap: 3 })
    expect(await packageOf(who)).toMatchObject({ included: 12, open: 3, bookable: 3, next: { count: 3, with: 'time' } })
  })

  it('the 6-payment plan opens 2, refuses a third, then opens 4 when the second payment is taken', async () => {
    at('2031-02-03T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'plan')
    const [, second] = await planRows(who.purchaseId)
    const on = formatDueDay(second!.dueOn)
    expect(await packageOf(who)).toMatchObject({
      open: 2,
      bookable: 2,
      next: { count: 2, on: second!.dueOn, with: 'payment' },
      words: `2 of 12 sessions open now, 2 more with your payment on ${on}`,
    })
    const [t1, t2, t3, t4, t5] = await openTimes(who.cookie)
    await booked(who, t1!)
    await booked(who, t2!)
    const allBooked = `The sessions open so far are all booked. 2 more open with your payment on ${on}.`
    expect(await packageOf(who)).toMatchObject({ booked: 2, bookable: 0, whyNone: allBooked })
    await refused(who, t3!, allBooked)
    expect(await bookedOn(who.purchaseId)).toHaveLength(2)
    // The time the refused booking held is open again.
    expect(await openTimes(who.cookie)).toContain(t3)

    // The cron's plan job takes the second payment on its day.
    expect(await runPlanCharges(dayAt(second!.dueOn), who.purchaseId)).toEqual({ paid: 1, failed: 0 })
    expect(await packageOf(who)).toMatchObject({ open: 4, booked: 2, bookable: 2 })
    await booked(who, t3!)
    await booked(who, t4!)
    await refused(who, t5!, expect.stringContaining('The sessions open so far are all booked. 2 more open') as never)
  })

  it('the last payment opens what rounding held back: 5 payments of 12 sessions open 2, 4, 7, 9, then 12', async () => {
    at('2031-03-03T08:00:00Z')
    const who = await client(await oneToOne({ planPayments: 5, planAmount: 40680 }), 'plan')
    const opened = [(await packageOf(who)).open]
    for (const payment of (await planRows(who.purchaseId)).slice(1)) {
      expect(await runPlanCharges(dayAt(payment.dueOn), who.purchaseId)).toEqual({ paid: 1, failed: 0 })
      opened.push((await packageOf(who)).open)
    }
    expect(opened).toEqual([2, 4, 7, 9, 12])
    expect(await packageOf(who)).toMatchObject({ next: null, words: '12 of 12 sessions open' })
  })

  it('an overdue payment stops new bookings (booked ones stay); the owner can let him; paying it opens more at once', async () => {
    at('2031-04-07T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'plan')
    const [t1, t2, t3] = await openTimes(who.cookie)
    const kept = await booked(who, t1!)
    // A card that saves but is refused when charged, tried on the due day and days 1, 3, 5 and 7.
    expect((await updateCard(who.planToken!, 'pm_card_chargeCustomerFail')).status).toBe(200)
    const [, second] = await planRows(who.purchaseId)
    for (const days of [0, 1, 3, 5, 7]) await runPlanCharges(dayAt(second!.dueOn, days), who.purchaseId)
    expect((await planRows(who.purchaseId))[1]!.status).toBe('overdue')

    expect(await packageOf(who)).toMatchObject({ open: 2, booked: 1, bookable: 0, stopped: 'overdue' })
    expect((await packageOf(who)).whyNone).toBe(OVERDUE_STOP)
    await refused(who, t2!, OVERDUE_STOP)
    const [row] = await bookedOn(who.purchaseId)
    expect(row!.ref).toBe(kept)

    // The owner lets him book what his payments opened.
    const owner = { cookie: await adminCookie() }
    const allowed = await request(`/api/admin/plans/${who.purchaseId}/allow-bookings`, { method: 'POST' }, owner)
    expect(allowed.status, await allowed.clone().text()).toBe(200)
    expect(await packageOf(who)).toMatchObject({ bookable: 1, stopped: null })
    await booked(who, t2!)
    await refused(who, t3!, expect.stringContaining('The sessions open so far are all booked.') as never)

    // A good card from the plan link pays the overdue payment at once, and its two sessions open with it.
    expect((await updateCard(who.planToken!, 'pm_card_visa')).status).toBe(200)
    expect(await packageOf(who)).toMatchObject({ open: 4, booked: 2, bookable: 2, stopped: null })
    await booked(who, t3!)
  })

  it('without the owner, paying the overdue payment from the plan link is what opens bookings again', async () => {
    at('2031-05-05T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'plan')
    const [t1] = await openTimes(who.cookie)
    expect((await updateCard(who.planToken!, 'pm_card_chargeCustomerFail')).status).toBe(200)
    const [, second] = await planRows(who.purchaseId)
    for (const days of [0, 1, 3, 5, 7]) await runPlanCharges(dayAt(second!.dueOn, days), who.purchaseId)
    await refused(who, t1!, OVERDUE_STOP)
    expect((await updateCard(who.planToken!, 'pm_card_visa')).status).toBe(200)
    await booked(who, t1!)
    expect(await packageOf(who)).toMatchObject({ open: 4, booked: 1, bookable: 3 })
  })
})

const ask = (token: string) =>
  request('/api/refunds/ask', { method: 'POST', body: { token } }, { address: newClientAddress() })

describe('a refund accounts for what was delivered', () => {
  it('says on the link what comes back and why, and refunds in full within the guarantee', async () => {
    at('2031-06-02T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'full')
    const [t1, t2] = await openTimes(who.cookie)
    await booked(who, t1!)
    await booked(who, t2!)
    const view = await request(
      '/api/refunds/view',
      { method: 'POST', body: { token: who.refundToken } },
      { address: newClientAddress() },
    )
    expect(await json(view)).toMatchObject({
      state: 'available',
      refundAmount: 203400,
      why:
        '$2,034.00 comes back to your card: the 30-day guarantee refunds everything you paid, whatever sessions ' +
        'were held (0 of 12 sessions held so far). Your 2 sessions booked ahead are canceled with it.',
    })
  })

  it('a refund racing bookings leaves no session booked on the refunded package, and every time free', async () => {
    at('2031-07-07T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'full')
    const times = await openTimes(who.cookie)
    await booked(who, times[0]!)
    const racing = times.slice(1, 9)
    const [asked, ...answers] = await Promise.all([ask(who.refundToken), ...racing.map((start) => book(who, start))])
    // A booking landing between the press's read of his record and its write changes the record: the page shows it
    // again and he presses again (decision 106), never a refund on a record it did not read.
    const pressed = asked!.status === 409 ? await ask(who.refundToken) : asked!
    expect(await json(pressed)).toMatchObject({ state: 'refunded' })
    expect(await bookedOn(who.purchaseId)).toEqual([])
    // Each booking that landed before the refund's batch was cancelled by it, marked with its request.
    const won = racing.filter((_, index) => answers[index]!.status === 201)
    const rows = await rowsOf(who.purchaseId)
    expect(rows).toHaveLength(won.length + 1)
    for (const row of rows) expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'refund' })
    const open = await openTimes(who.cookie)
    for (const time of [times[0]!, ...racing]) expect(open, time).toContain(time)
  })

  it('a refund that fails after it was made puts back exactly the sessions it cancelled, with new invitations', async () => {
    at('2031-08-04T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'full', 'pm_card_refundFail')
    const [t1, t2, t3] = await openTimes(who.cookie)
    const first = await booked(who, t1!)
    const second = await booked(who, t2!)
    const third = await booked(who, t3!)
    // He cancels one himself before the refund: it is not the refund's to put back.
    const cancelled = await request(`/api/my-coaching/bookings/${third}/cancel`, { method: 'POST' }, as(who.cookie))
    expect(cancelled.status).toBe(200)

    expect(await json(await ask(who.refundToken))).toMatchObject({ state: 'refunded' })
    expect(await bookedOn(who.purchaseId)).toEqual([])
    expect(await openTimes(who.cookie)).toEqual(expect.arrayContaining([t1, t2]))

    const paymentIntentId = (await purchaseById(who.purchaseId)).stripePaymentIntentId!
    const made = await json<{ data: { id: string }[] }>(
      await stripeCall(`/v1/refunds?payment_intent=${paymentIntentId}`),
    )
    expect([200, 409]).toContain((await stripeCall(`/__emulator/refunds/${made.data[0]!.id}/fail`, {})).status)
    const events = await json<{ type: string; payload: string }[]>(await fetch(`${STRIPE}/__emulator/events`))
    const failed = events.find((e) => e.type === 'refund.failed' && e.payload.includes(paymentIntentId))!
    await sendEvent(failed)
    await sendEvent(failed)

    expect((await purchaseById(who.purchaseId)).status).toBe('succeeded')
    const back = await bookedOn(who.purchaseId)
    expect(back.map((row) => row.ref).sort()).toEqual([first, second].sort())
    for (const row of back) expect(row).toMatchObject({ cancelledByRefund: null, sequence: 2 })
    const [mine] = (await rowsOf(who.purchaseId)).filter((row) => row.ref === third)
    expect(mine).toMatchObject({ status: 'cancelled', cancelledBy: 'person' })
    // The coach's calendar holds their times again, and he has each invitation again, once.
    const open = await openTimes(who.cookie)
    expect(open).not.toContain(t1)
    expect(open).not.toContain(t2)
    const invitations = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'booking-confirmed'), eq(outbox.recipient, who.email)))
    expect(invitations.filter((m) => m.idempotencyKey.startsWith('booking-restored:'))).toHaveLength(2)
    expect(await packageOf(who)).toMatchObject({ booked: 2, left: 10 })
  })
})

describe('cancel and book again', () => {
  it('counts as a move: the session booked with the credit carries it, and one with no move left cannot be cancelled', async () => {
    at('2031-09-01T08:00:00Z')
    await useRules()
    const who = await client(await oneToOne(), 'full')
    const [t1, t2, t3] = await openTimes(who.cookie)
    const first = await booked(who, t1!)
    const cancel = (ref: string) =>
      request(`/api/my-coaching/bookings/${ref}/cancel`, { method: 'POST' }, as(who.cookie))
    expect((await cancel(first)).status).toBe(200)

    const again = await booked(who, t2!)
    const [row] = (await rowsOf(who.purchaseId)).filter((r) => r.ref === again)
    expect(row).toMatchObject({ moves: 1, rebookedFrom: first })
    const moved = await request(
      `/api/my-coaching/bookings/${again}/move`,
      { method: 'POST', body: { start: t3 } },
      as(who.cookie),
    )
    expect(moved.status, await moved.clone().text()).toBe(200)
    const stuck = await cancel(again)
    expect(stuck.status).toBe(403)
    expect(await json(stuck)).toMatchObject({
      message: 'This session has been moved or booked again as often as allowed. Please contact us to change it.',
    })
    expect(await bookedOn(who.purchaseId)).toHaveLength(1)
  })
})
