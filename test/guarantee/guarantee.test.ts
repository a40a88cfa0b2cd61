// The 30-day action guarantee decided by the record (decisions 096 and 106): the standing at its edges (an action
// done a minute late, a call the coach moved or cancelled, a plan's window, the 30th day's last minute), and the
// refund link under it: one press when the record meets the conditions, nothing asked when it does not, a mark
// that lands between the page's read and the press, a request that waits for the marks, the owner's own refund.
import { env } from 'cloudflare:workers'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GUARANTEE_CONDITIONS } from '../../src/shared/guarantee.ts'
import { REFUND_WINDOW_MS, type RefundLinkView } from '../../src/shared/refunds.ts'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import {
  actions,
  bookings,
  inventoryItems,
  outbox,
  purchases,
  refundRequests,
} from '../../src/worker/platform/db/schema.ts'
import {
  type GuaranteeRecord,
  guaranteeStanding,
  loadGuaranteeRecord,
} from '../../src/worker/features/guarantee/guarantee.ts'
import { decideWaitingClaims } from '../../src/worker/features/refunds/refunds.ts'
import { RECORD_CHANGED } from '../../src/worker/features/refunds/refund-requests.ts'
import { buyerDetails, buySeat, createItem, STRIPE } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'
import { buyOnPlan, createPlanItem } from '../helpers/plans.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { reportDay } from '../../src/shared/rules/business-clock.ts'
import { signedInClient } from '../helpers/my-coaching.ts'
import { bookedSession, claimAwaitingMarks, paidPurchase, podMeetingSince } from '../helpers/actions.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import type { CoachingClient } from '../../src/worker/features/guarantee/guarantee.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const stripe = () => createStripe(env)!

interface Client {
  email: string
  purchaseId: number
  token: string
  paymentIntentId: string
  paidAt: number
}

/** A man who bought one-to-one coaching with the test card `daysAgo` days ago (his window began then). */
async function client(daysAgo = 10): Promise<Client> {
  const item = await createItem({ type: 'coaching_slot', price: 150000, totalSlots: 50, sessionsIncluded: 6 })
  const email = uniqueEmail('guarantee')
  const { purchase, answer, paymentIntentId } = await buySeat(item, {
    buyer: buyerDetails({ email, firstName: 'Caleb' }),
  })
  const paidAt = Date.now() - daysAgo * DAY
  await testDb()
    .update(purchases)
    .set({ fulfilledAt: new Date(paidAt).toISOString() })
    .where(eq(purchases.id, purchase.id))
  return {
    email,
    purchaseId: purchase.id,
    token: answer.receipt!.refundPath!.replace('/refund#', ''),
    paymentIntentId,
    paidAt,
  }
}

/** A session of his package that started at `at`, booked (or cancelled), with the owner's mark if any. */
async function call(who: Client, at: number, attendance: 'attended' | 'no-show' | null = null, status = 'booked') {
  const [row] = await testDb()
    .insert(bookings)
    .values({
      ref: crypto.randomUUID(),
      kind: 'one-to-one',
      purchaseId: who.purchaseId,
      name: 'Caleb Reyes',
      email: 'caleb@example.com',
      phone: '(541) 555-0188',
      startsAt: new Date(at).toISOString(),
      durationMinutes: 60,
      visitorTimeZone: 'America/Chicago',
      status: status as 'booked' | 'cancelled',
      attendance,
      attendanceMarkedAt: attendance ? new Date().toISOString() : null,
    })
    .returning()
  return row!
}

async function action(who: Client, title: string, dueAt: number, doneAt: number | null = null) {
  const [row] = await testDb()
    .insert(actions)
    .values({
      purchaseId: who.purchaseId,
      title,
      dueAt: new Date(dueAt).toISOString(),
      status: doneAt === null ? 'open' : 'done',
      doneAt: doneAt === null ? null : new Date(doneAt).toISOString(),
    })
    .returning()
  return row!
}

const standingOf = async (who: Client, now = Date.now()) =>
  guaranteeStanding(await loadGuaranteeRecord(testDb(), who.purchaseId, now), now)

const look = async (who: Pick<Client, 'token'>) =>
  json<RefundLinkView>(
    await request('/api/refunds/view', { method: 'POST', body: { token: who.token } }, { address: newClientAddress() }),
  )
const ask = (who: Pick<Client, 'token'>, recordHash?: string) =>
  request(
    '/api/refunds/ask',
    { method: 'POST', body: { token: who.token, recordHash } },
    { address: newClientAddress() },
  )
const requestOf = async (who: Pick<Client, 'purchaseId'>) =>
  (await testDb().select().from(refundRequests).where(eq(refundRequests.purchaseId, who.purchaseId)))[0]
async function refundsAtStripe(who: Pick<Client, 'paymentIntentId'>) {
  const answer = await fetch(`${STRIPE}/v1/refunds?payment_intent=${who.paymentIntentId}`, {
    headers: { Authorization: 'Bearer sk_test_emulator' },
  })
  return (await json<{ data: unknown[] }>(answer)).data
}

/** A record built by hand for the pure function's edges. */
const record = (overrides: Partial<GuaranteeRecord> = {}): GuaranteeRecord => ({
  purchaseId: 1,
  covered: true,
  windowStartsAt: Date.parse('2026-12-01T17:00:00Z'),
  windowEndsAt: Date.parse('2026-12-01T17:00:00Z') + REFUND_WINDOW_MS,
  calls: [],
  actions: [],
  fingerprint: 'x',
  ...overrides,
})

describe('the standing', () => {
  // Dec 8, 23:59 Pacific: the default due time, the day before the next session.
  const due = Date.parse('2026-12-09T07:59:00Z')
  const letter = (doneAt: number | null) => ({
    id: 1,
    title: 'Write the letter',
    dueAt: due,
    status: doneAt === null ? ('open' as const) : ('done' as const),
    doneAt,
  })

  it('an action done at its due time is on track; one done a minute late is not met, in words with the Pacific day', () => {
    const later = due + 2 * DAY
    expect(guaranteeStanding(record({ actions: [letter(due)] }), later)).toMatchObject({
      standing: 'on-track',
      words: 'Guarantee: on track',
      endsWords: 'ends Dec 31',
    })
    expect(guaranteeStanding(record({ actions: [letter(due + MINUTE)] }), later)).toMatchObject({
      standing: 'not-met',
      reasons: ["'Write the letter' not done by Dec 8"],
      words: "Guarantee: not met: 'Write the letter' not done by Dec 8",
    })
  })

  it('an open action is on track until its due time passes, and a missed call is named by its day', () => {
    const missed = { startsAt: Date.parse('2026-12-09T18:00:00Z'), mark: 'no-show' as const }
    expect(guaranteeStanding(record({ actions: [letter(null)] }), due).standing).toBe('on-track')
    const both = guaranteeStanding(record({ actions: [letter(null)], calls: [missed] }), due + DAY)
    expect(both.words).toBe("Guarantee: not met: 'Write the letter' not done by Dec 8; missed the call of Dec 9")
  })

  it('a call begun and not marked waits for the marks; the 30th day counts to its last minute', () => {
    const r = record({ calls: [{ startsAt: Date.parse('2026-12-10T18:00:00Z'), mark: null }] })
    expect(guaranteeStanding(r, Date.parse('2026-12-10T18:30:00Z')).standing).toBe('awaiting-marks')
    const ok = record()
    expect(guaranteeStanding(ok, ok.windowEndsAt - MINUTE).standing).toBe('on-track')
    expect(guaranteeStanding(ok, ok.windowEndsAt).standing).toBe('on-track')
    expect(guaranteeStanding(ok, ok.windowEndsAt + 1)).toMatchObject({
      standing: 'ended',
      met: true,
      endsWords: 'ended Dec 31',
    })
    expect(guaranteeStanding(record({ covered: false }), 0)).toMatchObject({ standing: 'none', words: null })
  })
})

describe('the record', () => {
  it('counts a call at the time the coach moved it to, and not one he cancelled', async () => {
    const who = await client(10)
    const moved = await call(who, Date.now() - 5 * DAY)
    // The coach moved it ahead: the old time is gone, so no call is waiting for a mark or missed.
    const newTime = new Date(Date.now() + 3 * DAY).toISOString()
    await testDb().update(bookings).set({ startsAt: newTime }).where(eq(bookings.id, moved.id))
    await call(who, Date.now() - 4 * DAY, null, 'cancelled')
    expect((await standingOf(who)).standing).toBe('on-track')
    const loaded = await loadGuaranteeRecord(testDb(), who.purchaseId, Date.now())
    expect(loaded.calls).toEqual([{ startsAt: Date.parse(newTime), mark: null }])
  })

  it('leaves out calls and actions outside the window, and a withdrawn action', async () => {
    const who = await client(31)
    await call(who, who.paidAt + 30 * DAY + MINUTE, 'no-show')
    const withdrawn = await action(who, 'Pray together', who.paidAt + DAY)
    await testDb()
      .update(actions)
      .set({ status: 'withdrawn', withdrawnReason: 'Agreed to drop it' })
      .where(eq(actions.id, withdrawn.id))
    await action(who, 'Late one', who.paidAt + 30 * DAY + MINUTE)
    const standing = await standingOf(who)
    expect(standing).toMatchObject({ standing: 'ended', met: true, reasons: [] })
  })

  it('a purchase on a plan: the window runs from its first payment, and later payments do not move it', async () => {
    const item = await createPlanItem()
    const { purchase } = await buyOnPlan(item)
    const loaded = await loadGuaranteeRecord(testDb(), purchase.id, Date.now())
    expect(loaded.covered).toBe(true)
    expect(loaded.windowStartsAt).toBe(Date.parse(purchase.fulfilledAt!))
    expect(loaded.windowEndsAt).toBe(Date.parse(purchase.fulfilledAt!) + REFUND_WINDOW_MS)
  })
})

describe('the refund link under the guarantee', () => {
  it('every call attended and every action done on time: one press refunds everything, the record kept', async () => {
    const who = await client(10)
    await call(who, Date.now() - 6 * DAY, 'attended')
    await action(who, 'Write the letter', Date.now() - 2 * DAY, Date.now() - 3 * DAY)
    const view = await look(who)
    expect(view).toMatchObject({ state: 'available', refundAmount: 150000, conditions: GUARANTEE_CONDITIONS })
    expect(view.guarantee).toMatchObject({ standing: 'on-track', words: 'Guarantee: on track' })
    const answer = await ask(who, view.guarantee!.recordHash)
    expect(answer.status, await answer.clone().text()).toBe(200)
    expect((await json<RefundLinkView>(answer)).state).toBe('refunded')
    expect(await requestOf(who)).toMatchObject({ guaranteeVerdict: 'met', recordHash: view.guarantee!.recordHash })
    expect(await refundsAtStripe(who)).toHaveLength(1)
  })

  it('a missed call: the page shows the record and the clause, and the press asks for nothing', async () => {
    const who = await client(10)
    const missed = await call(who, Date.now() - 2 * DAY, 'no-show')
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      month: 'short',
      day: 'numeric',
    }).format(Date.parse(missed.startsAt))
    const view = await look(who)
    expect(view.state).toBe('not-met')
    expect(view.refundAmount).toBe(0)
    expect(view.guarantee!.words).toBe(`Guarantee: not met: missed the call of ${day}`)
    expect(view.why).toContain(GUARANTEE_CONDITIONS)
    expect(view.why).toContain(`missed the call of ${day}`)
    const answer = await ask(who, view.guarantee!.recordHash)
    expect((await json<RefundLinkView>(answer)).state).toBe('not-met')
    expect(await requestOf(who)).toBeUndefined()
    expect(await refundsAtStripe(who)).toHaveLength(0)
  })

  it('a mark landing between the page and the press: the press is refused with the record as it is now', async () => {
    const who = await client(10)
    const held = await call(who, Date.now() - 3 * DAY, 'attended')
    const view = await look(who)
    expect(view.state).toBe('available')
    await testDb().update(bookings).set({ attendance: 'no-show' }).where(eq(bookings.id, held.id))
    const answer = await ask(who, view.guarantee!.recordHash)
    expect(answer.status).toBe(409)
    expect(await json<{ error: string }>(answer)).toMatchObject({ message: RECORD_CHANGED })
    expect(await requestOf(who)).toBeUndefined()
    expect(await refundsAtStripe(who)).toHaveLength(0)
    expect((await look(who)).state).toBe('not-met')
  })

  it('an action done one minute late makes the press refund nothing', async () => {
    const who = await client(10)
    await action(who, 'Write the letter', Date.now() - 2 * DAY, Date.now() - 2 * DAY + MINUTE)
    const view = await look(who)
    expect(view.state).toBe('not-met')
    await ask(who, view.guarantee!.recordHash)
    expect(await requestOf(who)).toBeUndefined()
  })

  it('a call not marked yet: the request waits; marked attended, it is refunded and he is told', async () => {
    const who = await client(10)
    const held = await call(who, Date.now() - 2 * DAY)
    const view = await look(who)
    expect(view.guarantee!.standing).toBe('awaiting-marks')
    expect((await json<RefundLinkView>(await ask(who, view.guarantee!.recordHash))).state).toBe('awaiting-marks')
    expect(await decideWaitingClaims(testDb(), env, stripe(), Date.now())).toBe(0)
    expect(await refundsAtStripe(who)).toHaveLength(0)
    await testDb().update(bookings).set({ attendance: 'attended' }).where(eq(bookings.id, held.id))
    expect(await decideWaitingClaims(testDb(), env, stripe(), Date.now())).toBeGreaterThanOrEqual(1)
    expect(await requestOf(who)).toMatchObject({ status: 'refunded', guaranteeVerdict: 'met' })
    expect(await refundsAtStripe(who)).toHaveLength(1)
    const told = await testDb()
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `guarantee-claim-decided:${who.purchaseId}`))
    expect(told).toHaveLength(1)
    expect(told[0]!.payload).toMatchObject({ met: true })
  })

  it('fifty older claims still waiting on unmarked calls do not keep a newer one from being decided', async () => {
    const at = (ms: number) => new Date(ms).toISOString()
    for (let i = 0; i < 50; i++) {
      const waiting = await paidPurchase({ fulfilledAt: at(Date.now() - 10 * DAY) })
      await bookedSession(waiting, at(Date.now() - 6 * DAY))
      await claimAwaitingMarks(waiting, at(Date.now() - 5 * DAY))
    }
    const who = await client(10)
    const held = await call(who, Date.now() - 2 * DAY)
    await ask(who, (await look(who)).guarantee!.recordHash)
    await testDb().update(bookings).set({ attendance: 'attended' }).where(eq(bookings.id, held.id))
    // Each pass is the cron's minute; the waiting claims of other tests may fill the first ones.
    for (let pass = 0; pass < 4 && (await requestOf(who))?.status === 'awaiting-marks'; pass++)
      await decideWaitingClaims(testDb(), env, stripe(), Date.now())
    expect(await requestOf(who)).toMatchObject({ status: 'refunded', guaranteeVerdict: 'met' })
  })

  it('a pod claim waiting on a call the owner then moves past his request is decided on the next pass', async () => {
    const pod = await podMeetingSince(5)
    const { purchase, answer, paymentIntentId } = await buySeat(pod, { buyer: buyerDetails() })
    const tenDaysAgo = new Date(Date.now() - 10 * DAY).toISOString()
    await testDb()
      .update(purchases)
      .set({ createdAt: tenDaysAgo, fulfilledAt: tenDaysAgo })
      .where(eq(purchases.id, purchase.id))
    const who = { purchaseId: purchase.id, token: answer.receipt!.refundPath!.replace('/refund#', '') }
    const view = await look(who)
    expect(view.guarantee!.standing).toBe('awaiting-marks')
    await ask(who, view.guarantee!.recordHash)
    await decideWaitingClaims(testDb(), env, stripe(), Date.now())
    expect((await requestOf(who))!.status).toBe('awaiting-marks')
    // The owner moves the pod to begin in three days, as his edit of its first date writes it: no call of it was
    // held before the request any more, so nothing the record holds is missed.
    const later = await podMeetingSince(-3)
    await testDb()
      .update(inventoryItems)
      .set({ startsOn: later.startsOn, dayOfWeek: later.dayOfWeek })
      .where(eq(inventoryItems.id, pod.id))
    await decideWaitingClaims(testDb(), env, stripe(), Date.now())
    expect(await requestOf(who)).toMatchObject({ status: 'refunded', guaranteeVerdict: 'met' })
    expect(await refundsAtStripe({ paymentIntentId })).toHaveLength(1)
  })

  it('a call not marked yet, then marked missed: the request is declined, nothing refunded, and he is told why', async () => {
    const who = await client(10)
    const held = await call(who, Date.now() - 2 * DAY)
    const view = await look(who)
    await ask(who, view.guarantee!.recordHash)
    await testDb().update(bookings).set({ attendance: 'no-show' }).where(eq(bookings.id, held.id))
    await decideWaitingClaims(testDb(), env, stripe(), Date.now())
    expect(await requestOf(who)).toMatchObject({ status: 'declined', guaranteeVerdict: 'not-met' })
    expect(await refundsAtStripe(who)).toHaveLength(0)
    const [told] = await testDb()
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `guarantee-claim-decided:${who.purchaseId}`))
    expect(told!.payload).toMatchObject({ met: false })
    expect((told!.payload as { reasons: string[] }).reasons[0]).toMatch(/^missed the call of /)
    expect((await look(who)).state).toBe('declined')
  })
})

describe("the owner's refund", () => {
  const refundAsOwner = async (who: Client, body: Record<string, unknown>) =>
    request(`/api/admin/refunds/purchase/${who.purchaseId}`, { method: 'POST', body }, { cookie: await adminCookie() })

  it('refunds a record that does not meet the conditions, only with a reason, and keeps the reason', async () => {
    const who = await client(10)
    await call(who, Date.now() - 2 * DAY, 'no-show')
    const none = await refundAsOwner(who, {})
    expect(none.status).toBe(400)
    expect(await requestOf(who)).toBeUndefined()
    const answer = await refundAsOwner(who, { reason: 'His father was in hospital that week' })
    expect(answer.status, await answer.clone().text()).toBe(200)
    expect(await requestOf(who)).toMatchObject({
      status: 'refunded',
      approvedBy: 'owner',
      guaranteeVerdict: 'not-met',
      ownerReason: 'His father was in hospital that week',
    })
    expect(await refundsAtStripe(who)).toHaveLength(1)
    const list = await json<{ requests: { purchaseId: number; ownerReason: string | null }[] }>(
      await request('/api/admin/refunds', {}, { cookie: await adminCookie() }),
    )
    expect(list.requests.find((r) => r.purchaseId === who.purchaseId)?.ownerReason).toBe(
      'His father was in hospital that week',
    )
  })

  it('takes over a declined request, and a second refund of the same purchase is refused with words', async () => {
    const who = await client(10)
    const held = await call(who, Date.now() - 2 * DAY)
    await ask(who, (await look(who)).guarantee!.recordHash)
    await testDb().update(bookings).set({ attendance: 'no-show' }).where(eq(bookings.id, held.id))
    await decideWaitingClaims(testDb(), env, stripe(), Date.now())
    expect((await refundAsOwner(who, { reason: 'Goodwill' })).status).toBe(200)
    expect(await requestOf(who)).toMatchObject({ status: 'refunded', ownerReason: 'Goodwill' })
    const again = await refundAsOwner(who, { reason: 'Goodwill again' })
    expect(again.status).toBe(409)
    expect(await refundsAtStripe(who)).toHaveLength(1)
  })
})

describe('what the client and the owner see', () => {
  const pacificDay = (ms: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: 'numeric' }).format(ms)

  it('My coaching says the guarantee is not met and why, with the day it ends', async () => {
    const who = await client(10)
    const missed = await call(who, Date.now() - 2 * DAY, 'no-show')
    const cookie = await signedInClient(who.email)
    const overview = await json<ClientOverview>(
      await request('/api/my-coaching', {}, { cookie, address: newClientAddress() }),
    )
    const mine = overview.purchases.find((p) => p.orderRef === `order-${who.purchaseId}`)!
    expect(mine.guarantee).toMatchObject({
      standing: 'not-met',
      words: `Guarantee: not met: missed the call of ${pacificDay(Date.parse(missed.startsAt))}`,
      endsWords: `ends ${pacificDay(who.paidAt + REFUND_WINDOW_MS)}`,
    })
  })

  it("the owner's list: standing, next session, actions open and overdue, intake and sessions left", async () => {
    const who = await client(10)
    await call(who, Date.now() - 3 * DAY, 'attended')
    const ahead = await call(who, Date.now() + 2 * DAY)
    await action(who, 'Write the letter', Date.now() - DAY)
    await action(who, 'Plan the date night', Date.now() + DAY)
    const answer = await request('/api/admin/coaching-clients', {}, { cookie: await adminCookie() })
    expect(answer.status).toBe(200)
    const { clients } = await json<{ clients: CoachingClient[] }>(answer)
    expect(clients.find((c) => c.purchaseId === who.purchaseId)).toMatchObject({
      name: 'Caleb Lee',
      nextSession: ahead.startsAt,
      actionsOpen: 2,
      actionsOverdue: 1,
      intakeDoneAt: null,
      sessionsLeft: 5,
      guarantee: { standing: 'not-met', words: expect.stringContaining("'Write the letter' not done by") },
    })
  })

  it('Analytics counts the actions done on time and the guarantee claims of the month', async () => {
    const month = reportDay(Date.now() - 2 * DAY).slice(0, 7)
    const before = await guaranteeMonth(month)
    const who = await client(10)
    await action(who, 'On time', Date.now() - 2 * DAY, Date.now() - 3 * DAY)
    await action(who, 'Late', Date.now() - 2 * DAY, Date.now() - 2 * DAY + MINUTE)
    const after = await guaranteeMonth(month)
    expect(after.actionsDue - before.actionsDue).toBe(2)
    expect(after.doneOnTime - before.doneOnTime).toBe(1)
  })

  it('counts an action due on a month’s last evening (Pacific) in that month, as the owner reads it', async () => {
    const who = await client(10)
    // 8 p.m. on July 31 on the report calendar is already August 1 in UTC; months no other test uses.
    const lastEvening = Date.parse('2019-08-01T04:00:00.000Z')
    await action(who, 'Last evening', lastEvening, lastEvening - DAY)
    const answer = await request(
      '/api/admin/analytics?from=2019-07-01&to=2019-07-31',
      {},
      { cookie: await adminCookie() },
    )
    const report = await json<{ guarantee: { month: string; actionsDue: number; doneOnTime: number }[] }>(answer)
    expect(report.guarantee.map(({ month, actionsDue, doneOnTime }) => ({ month, actionsDue, doneOnTime }))).toEqual([
      { month: '2019-07', actionsDue: 1, doneOnTime: 1 },
    ])
  })
})

async function guaranteeMonth(month: string) {
  const from = `${month}-01`
  const to = reportDay(Date.now())
  const answer = await request(`/api/admin/analytics?from=${from}&to=${to}`, {}, { cookie: await adminCookie() })
  const report = await json<{ guarantee: { month: string; actionsDue: number; doneOnTime: number }[] }>(answer)
  return report.guarantee.find((m) => m.month === month) ?? { actionsDue: 0, doneOnTime: 0 }
}
