// The coach's calendar object against D1's bookings (decision 093): a fault injected between the two writes of a
// booking, a move and a cancel (test/helpers/write-faults.ts), or a calendar that lost a session, leaves a time
// held in one and not the other; the nightly reconciliation lists each such time in the System view and mends it
// by a guarded write, and a second run finds nothing left.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import {
  bookPurchasedSession,
  cancelBooking,
  type CoachCalendar,
  coachCalendar,
  moveBooking,
  sessionOpenTimes,
} from '../../src/worker/features/bookings/bookings.ts'
import { calendarDifferences, runReconciliation } from '../../src/worker/features/reconciliation/reconciliation.ts'
import { finishRefund } from '../../src/worker/features/refunds/refunds.ts'
import { bookings, outbox, purchases, refundRequests, refunds } from '../../src/worker/platform/db/schema.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { createStripeEmulator } from '../../tools/stripe-emulator/emulator.ts'
import { buyerDetails, buySeat, createItem } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { faultPlan, faultyBindings, InjectedFault, type WriteFault } from '../helpers/write-faults.ts'

const HOUR = 3_600_000
/** The nightly run two hours on: what a fault left a moment ago is then older than the hour it leaves alone. */
const tonight = () => Date.now() + 2 * HOUR

/** A client's one-to-one package, paid, and open times after the notice (on the hour: none overlaps another). */
async function paidPackage() {
  const item = await createItem({ type: 'coaching_slot', price: 150000, totalSlots: 5, sessionsIncluded: 6 })
  const email = uniqueEmail('calendar')
  const { purchase } = await buySeat(item, { buyer: buyerDetails({ email }) })
  const open = (await sessionOpenTimes(testDb(), env, Date.now())).times.filter((t) => t.slice(14, 16) === '00')
  // Past the 24 hours' notice a move or a cancel needs, whatever the hour the test runs at.
  const times = open.map((t) => Date.parse(t)).filter((t) => t > Date.now() + 30 * HOUR)
  return { purchaseId: purchase.id, email, times }
}

/** Books the package's session at `start` with the writes failing as `faults` says. */
async function bookWith(pkg: Awaited<ReturnType<typeof paidPackage>>, start: number, faults = {}) {
  const plan = faultPlan(faults)
  const { env: faulty, db } = faultyBindings(env, plan)
  const request = { purchaseId: pkg.purchaseId, email: pkg.email, start, visitorTimeZone: 'America/Chicago' }
  const outcome = await bookPurchasedSession(db, faulty, request, Date.now()).catch((error: unknown) => error)
  return { outcome, plan }
}

const held = async () => (await coachCalendar(env).busy(Date.now())).map((s) => ({ ref: s.ref, start: s.start }))
const rowsOf = (purchaseId: number) => testDb().select().from(bookings).where(eq(bookings.purchaseId, purchaseId))

async function bookedRow(pkg: Awaited<ReturnType<typeof paidPackage>>, start: number) {
  const { outcome } = await bookWith(pkg, start)
  expect(outcome).toMatchObject({ ok: true })
  return (await rowsOf(pkg.purchaseId)).find((row) => Date.parse(row.startsAt) === start)!
}

/** The package's refund made at Stripe and waiting to be finished, as the caller or Stripe's event leaves it. */
async function refundMade(purchaseId: number) {
  const [purchase] = await testDb().select().from(purchases).where(eq(purchases.id, purchaseId))
  const at = new Date().toISOString()
  const [request] = await testDb()
    .insert(refundRequests)
    .values({ purchaseId, status: 'refunding', amount: purchase!.amount, requestedAt: at, claimedAt: at })
    .returning()
  await testDb()
    .insert(refunds)
    .values({
      refundRequestId: request!.id,
      stripePaymentIntentId: purchase!.stripePaymentIntentId!,
      kind: 'refund',
      amount: purchase!.amount,
      stripeRefundId: `re_${crypto.randomUUID()}`,
      status: 'succeeded',
    })
  return request!.id
}

describe('a fault between the two writes of a booking', () => {
  it('D1 fails and so does giving the time back: the time stays held with no booking until the night frees it', async () => {
    const pkg = await paidPackage()
    const start = pkg.times[0]!
    const { outcome, plan } = await bookWith(pkg, start, { 2: 'fails', 3: 'fails' })
    expect(outcome).toBeInstanceOf(InjectedFault)
    expect(plan.writes).toEqual(['calendar take', 'D1 batch (fails)', 'calendar release (fails)'])
    expect(await rowsOf(pkg.purchaseId)).toEqual([])
    const [stray] = (await held()).filter((s) => s.start === start)
    expect(stray).toBeDefined()
    // Within the hour it may be a booking still being written: listed, left alone.
    const now = await calendarDifferences(testDb(), env, Date.now())
    expect(now.map((d) => [d.kind, d.detail.endsWith('taken within the last hour.')])).toEqual([
      ['calendar-time-without-booking', true],
    ])
    const night = await calendarDifferences(testDb(), env, tonight())
    expect(night).toMatchObject([
      { kind: 'calendar-time-without-booking', key: `calendar-time-without-booking:${stray!.ref}` },
    ])
    expect(night[0]!.detail).toContain('the time is free again')
    expect(await held()).not.toContainEqual(stray)
    expect((await sessionOpenTimes(testDb(), env, Date.now())).times).toContain(new Date(start).toISOString())
    expect(await calendarDifferences(testDb(), env, tonight())).toEqual([])
  })

  it("D1's answer is lost after it wrote: the time stays held for the booking he was sent, so nobody else takes it", async () => {
    const pkg = await paidPackage()
    const start = pkg.times[1]!
    const { outcome, plan } = await bookWith(pkg, start, { 2: 'answer lost' })
    expect(outcome).toBeInstanceOf(InjectedFault)
    expect(plan.writes).toEqual(['calendar take', 'D1 batch (answer lost)'])
    const [row] = await rowsOf(pkg.purchaseId)
    expect(row).toMatchObject({ status: 'booked' })
    expect(await held()).toContainEqual({ ref: row!.ref, start })
    const other = await paidPackage()
    expect((await bookWith(other, start)).outcome).toMatchObject({ ok: false, reason: 'not-open' })
    expect(await calendarDifferences(testDb(), env, tonight())).toEqual([])
  })
})

describe('a fault between the two writes of a move or a cancel', () => {
  it("a move whose D1 write fails: the booking follows the calendar's new time", async () => {
    const pkg = await paidPackage()
    const row = await bookedRow(pkg, pkg.times[2]!)
    const plan = faultPlan({ 2: 'fails' })
    const { env: faulty, db } = faultyBindings(env, plan)
    const to = pkg.times[3]!
    await expect(moveBooking(db, faulty, row, to, { by: 'client', now: Date.now() })).rejects.toThrow(InjectedFault)
    expect(await held()).toContainEqual({ ref: row.ref, start: to })
    const night = await calendarDifferences(testDb(), env, tonight())
    expect(night).toMatchObject([{ kind: 'booking-time-differs' }])
    expect(night[0]!.detail).toContain('the database now follows the calendar')
    const [after] = await rowsOf(pkg.purchaseId)
    expect(after).toMatchObject({ startsAt: new Date(to).toISOString(), sequence: 1, moves: 1, status: 'booked' })
    expect(await calendarDifferences(testDb(), env, tonight())).toEqual([])
  })

  /** The package's session moved with its D1 write failing, then refunded `minutes` after the session began. */
  async function movedThenRefunded(minutes: number) {
    const pkg = await paidPackage()
    const row = await bookedRow(pkg, pkg.times[2]!)
    const { env: faulty, db } = faultyBindings(env, faultPlan({ 2: 'fails' }))
    await expect(moveBooking(db, faulty, row, pkg.times[5]!, { by: 'client', now: Date.now() })).rejects.toThrow(
      InjectedFault,
    )
    // Refunded once the session began: it was held, so the refund leaves it booked where D1 has it.
    const refundedAt = Date.parse(row.startsAt) + minutes * 60_000
    await finishRefund(testDb(), env, await refundMade(pkg.purchaseId), refundedAt)
    return { pkg, row, refundedAt }
  }

  /** The file's later nights run on today's clock, when such a session is still ahead: it leaves none to them. */
  async function forget(row: { id: number; ref: string }) {
    await testDb().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row.id))
    await coachCalendar(env).release(row.ref)
  }

  it('a move whose D1 write fails, then a refund after the session was held: the night keeps it where it was', async () => {
    const { pkg, row, refundedAt } = await movedThenRefunded(60)
    const night = await calendarDifferences(testDb(), env, refundedAt + 2 * HOUR)
    expect(night).toMatchObject([{ kind: 'booking-time-differs' }])
    expect(night[0]!.detail).toContain(
      'its package was refunded, so the database keeps its time and the calendar lets go',
    )
    const [after] = await rowsOf(pkg.purchaseId)
    expect(after).toMatchObject({ startsAt: row.startsAt, sequence: row.sequence, status: 'booked' })
    expect((await held()).map((s) => s.ref)).not.toContain(row.ref)
    expect(await calendarDifferences(testDb(), env, refundedAt + 2 * HOUR)).toEqual([])
    await forget(row)
  })

  it('the same with the refund ten minutes into the session: the night holds its time until it ends', async () => {
    const { pkg, row, refundedAt } = await movedThenRefunded(10)
    const night = await calendarDifferences(testDb(), env, refundedAt + 10 * 60_000)
    expect(night[0]!.detail).toContain('the calendar holds it there again')
    expect((await rowsOf(pkg.purchaseId))[0]).toMatchObject({ startsAt: row.startsAt, status: 'booked' })
    expect(await held()).toContainEqual({ ref: row.ref, start: Date.parse(row.startsAt) })
    expect(await calendarDifferences(testDb(), env, refundedAt + 10 * 60_000)).toEqual([])
    await forget(row)
  })

  it('a refund landing between the calendar’s move and D1’s write: the move is refused and no email says it moved', async () => {
    const pkg = await paidPackage()
    const row = await bookedRow(pkg, pkg.times[2]!)
    const requestId = await refundMade(pkg.purchaseId)
    const refund = () => finishRefund(testDb(), env, requestId, Date.now())
    const plan = faultPlan({}, { 2: refund })
    const { env: raced, db } = faultyBindings(env, plan)
    const outcome = await moveBooking(db, raced, row, pkg.times[5]!, { by: 'client', now: Date.now() })
    expect(plan.writes.slice(0, 2)).toEqual(['calendar move', 'D1 batch'])
    expect(outcome).toMatchObject({ ok: false, status: 409 })
    const [after] = await rowsOf(pkg.purchaseId)
    expect(after).toMatchObject({ startsAt: row.startsAt, status: 'cancelled', cancelledBy: 'refund' })
    const moved = (await testDb().select().from(outbox)).filter(
      (message) => message.recipient === pkg.email && message.template === 'booking-moved',
    )
    expect(moved).toEqual([])
    expect((await held()).map((s) => s.ref)).not.toContain(row.ref)
  })

  it('a cancel whose release fails after D1 cancelled: the time stays held, never booked twice, freed at night', async () => {
    const pkg = await paidPackage()
    const row = await bookedRow(pkg, pkg.times[4]!)
    const plan = faultPlan({ 2: 'fails' })
    const { env: faulty, db } = faultyBindings(env, plan)
    await expect(cancelBooking(db, faulty, row, 'person', Date.now())).rejects.toThrow(InjectedFault)
    expect(plan.writes).toEqual(['D1 batch', 'calendar release (fails)'])
    expect((await rowsOf(pkg.purchaseId))[0]).toMatchObject({ status: 'cancelled' })
    const other = await paidPackage()
    expect((await bookWith(other, pkg.times[4]!)).outcome).toMatchObject({ ok: false })
    const night = await calendarDifferences(testDb(), env, tonight())
    expect(night).toMatchObject([{ kind: 'calendar-time-without-booking', purchaseId: pkg.purchaseId }])
    expect(night[0]!.detail).toContain('with a canceled booking in the database; the time is free again')
    expect((await bookWith(other, pkg.times[4]!)).outcome).toMatchObject({ ok: true })
  })

  it('a cancel from a stale read that a move beat is refused and sends no cancellation, to him or the owner', async () => {
    const pkg = await paidPackage()
    const row = await bookedRow(pkg, pkg.times[6]!)
    const moved = await moveBooking(testDb(), env, row, pkg.times[7]!, { by: 'client', now: Date.now() })
    expect(moved).toMatchObject({ ok: true })
    const stale = await cancelBooking(testDb(), env, row, 'person', Date.now())
    expect(stale).toMatchObject({ ok: false, status: 409 })
    const [after] = await rowsOf(pkg.purchaseId)
    expect(after).toMatchObject({ status: 'booked', startsAt: new Date(pkg.times[7]!).toISOString() })
    const templates = (await testDb().select().from(outbox))
      .filter((message) => JSON.stringify(message.payload).includes(row.ref))
      .map((message) => message.template)
    expect(templates).not.toContain('booking-cancelled')
    const ownerCancelled = (await testDb().select().from(outbox)).filter(
      (message) => message.idempotencyKey === `owner-booking-cancelled:${row.ref}:${row.sequence + 1}`,
    )
    expect(ownerCancelled).toEqual([])
    // The same cancel read afresh applies, and tells each once.
    const fresh = await cancelBooking(testDb(), env, after!, 'person', Date.now())
    expect(fresh).toMatchObject({ ok: true })
    const sent = (await testDb().select().from(outbox)).filter((message) =>
      message.idempotencyKey.includes(`${row.ref}:${after!.sequence + 1}`),
    )
    expect(sent.map((message) => message.template).sort()).toEqual(['booking-cancelled', 'owner-booking-changed'])
  })

  it('a booked session the calendar lost: held again while its time is free, left for the owner once another took it', async () => {
    const pkg = await paidPackage()
    const kept = await bookedRow(pkg, pkg.times[5]!)
    const lost = await bookedRow(pkg, pkg.times[8]!)
    const forget = (ref: string) =>
      runInDurableObject(coachCalendar(env), (_c: CoachCalendar, state) => {
        state.storage.sql.exec('DELETE FROM sessions WHERE ref = ?', ref)
      })
    await forget(kept.ref)
    await forget(lost.ref)
    // Another client takes the second time meanwhile.
    const other = await paidPackage()
    await bookedRow(other, pkg.times[8]!)
    const night = await calendarDifferences(testDb(), env, tonight())
    const byKey = new Map(night.map((d) => [d.key, d.detail]))
    expect(byKey.get(`booking-not-in-calendar:${kept.ref}`)).toContain('held again in the calendar')
    expect(byKey.get(`booking-not-in-calendar:${lost.ref}`)).toContain('another session holds its time')
    expect(await held()).toContainEqual({ ref: kept.ref, start: pkg.times[5]! })
  })
})

describe("a move's old time stays held until D1 has followed the move", () => {
  /** Moves the package's session at `from` to `to` with the writes failing as `faults` says. */
  async function moveWith(pkg: Awaited<ReturnType<typeof paidPackage>>, from: number, to: number, faults = {}) {
    const row = await bookedRow(pkg, from)
    const plan = faultPlan(faults)
    const { env: faulty, db } = faultyBindings(env, plan)
    const outcome = await moveBooking(db, faulty, row, to, { by: 'client', now: Date.now() }).catch((e: unknown) => e)
    return { row, outcome, plan }
  }
  /** The night's differences about this package's sessions (the file's earlier tests leave their own). */
  const nightOf = async (pkg: Awaited<ReturnType<typeof paidPackage>>) =>
    (await calendarDifferences(testDb(), env, tonight())).filter((d) => d.purchaseId === pkg.purchaseId)
  const isOpen = async (start: number) =>
    (await sessionOpenTimes(testDb(), env, Date.now())).times.includes(new Date(start).toISOString())

  it('D1 fails after the calendar moved: nobody else books the hour D1 still holds, and the night frees it', async () => {
    const pkg = await paidPackage()
    const [from, to] = [pkg.times[9]!, pkg.times[11]!]
    const { row, outcome, plan } = await moveWith(pkg, from, to, { 2: 'fails' })
    expect(outcome).toBeInstanceOf(InjectedFault)
    expect(plan.writes).toEqual(['calendar move', 'D1 batch (fails)'])
    expect((await rowsOf(pkg.purchaseId))[0]).toMatchObject({ startsAt: new Date(from).toISOString() })
    expect(await isOpen(from)).toBe(false)
    const other = await paidPackage()
    expect((await bookWith(other, from)).outcome).toMatchObject({ ok: false, reason: 'not-open' })
    expect((await rowsOf(other.purchaseId)).length).toBe(0)
    const night = await nightOf(pkg)
    expect(night).toMatchObject([{ kind: 'booking-time-differs', key: `booking-time-differs:${row.ref}` }])
    expect((await rowsOf(pkg.purchaseId))[0]).toMatchObject({ startsAt: new Date(to).toISOString() })
    expect(await isOpen(from)).toBe(true)
    expect((await bookWith(other, from)).outcome).toMatchObject({ ok: true })
    expect(await nightOf(pkg)).toEqual([])
  })

  it('D1 moved and freeing the old time fails: the old time stays held, listed and freed at night', async () => {
    const pkg = await paidPackage()
    const [from, to] = [pkg.times[13]!, pkg.times[15]!]
    const { row, outcome, plan } = await moveWith(pkg, from, to, { 3: 'fails' })
    expect(outcome).toBeInstanceOf(InjectedFault)
    expect(plan.writes).toEqual(['calendar move', 'D1 batch', 'calendar settleMove (fails)'])
    expect((await rowsOf(pkg.purchaseId))[0]).toMatchObject({ startsAt: new Date(to).toISOString(), sequence: 1 })
    expect(await isOpen(from)).toBe(false)
    const night = await nightOf(pkg)
    expect(night).toMatchObject([{ kind: 'calendar-time-without-booking', purchaseId: pkg.purchaseId }])
    expect(night[0]!.detail).toBe(
      `Session ${row.ref} was moved from ${new Date(from).toISOString()}, still held in the calendar and no longer ` +
        'booked there in the database; the time is free again.',
    )
    expect(await isOpen(from)).toBe(true)
    expect(await nightOf(pkg)).toEqual([])
  })

  it('a move with no fault frees the old time at once, and he may move back to it', async () => {
    const pkg = await paidPackage()
    const [from, to] = [pkg.times[17]!, pkg.times[19]!]
    const { row, outcome, plan } = await moveWith(pkg, from, to)
    expect(outcome).toMatchObject({ ok: true })
    expect(plan.writes).toEqual(['calendar move', 'D1 batch', 'calendar settleMove'])
    expect(await isOpen(from)).toBe(true)
    const [moved] = await rowsOf(pkg.purchaseId)
    const back = await moveBooking(testDb(), env, moved!, from, { by: 'owner', now: Date.now() })
    expect(back).toMatchObject({ ok: true, booking: { ref: row.ref, startsAt: new Date(from).toISOString() } })
    expect(await nightOf(pkg)).toEqual([])
  })
})

describe("a fault between a refund's batch and freeing its sessions' times", () => {
  it('a retry of the finish frees the times the crashed one left held, and sends each cancellation once', async () => {
    // Where the first calendar release comes among the finish's writes, read from a finish with no fault.
    const clean = await paidPackage()
    await bookedRow(clean, clean.times[0]!)
    const cleanPlan = faultPlan()
    const cleanBindings = faultyBindings(env, cleanPlan)
    await finishRefund(cleanBindings.db, cleanBindings.env, await refundMade(clean.purchaseId), Date.now())
    const release = cleanPlan.writes.indexOf('calendar release') + 1
    expect(release).toBeGreaterThan(1)

    const pkg = await paidPackage()
    const first = await bookedRow(pkg, pkg.times[2]!)
    const second = await bookedRow(pkg, pkg.times[4]!)
    const requestId = await refundMade(pkg.purchaseId)
    const plan = faultPlan({ [release]: 'fails' })
    const faulty = faultyBindings(env, plan)
    const crashed = await finishRefund(faulty.db, faulty.env, requestId, Date.now()).catch((error: unknown) => error)
    expect(crashed).toBeInstanceOf(InjectedFault)
    // The batch went through: the purchase refunded and its sessions cancelled, their times still held.
    expect((await rowsOf(pkg.purchaseId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled'])
    expect((await held()).map((s) => s.ref)).toEqual(expect.arrayContaining([first.ref, second.ref]))

    await finishRefund(testDb(), env, requestId, Date.now())
    const refs = (await held()).map((s) => s.ref)
    expect(refs).not.toContain(first.ref)
    expect(refs).not.toContain(second.ref)
    // Once more, as a late copy of Stripe's event would: nothing sent twice.
    await finishRefund(testDb(), env, requestId, Date.now())
    const cancellations = (await testDb().select().from(outbox)).filter(
      (row) => row.recipient === pkg.email && row.template === 'booking-cancelled',
    )
    expect(cancellations).toHaveLength(2)
  })
})

describe('the System view', () => {
  it('lists the calendar differences of the night with the payments', async () => {
    const pkg = await paidPackage()
    await bookWith(pkg, pkg.times[7]!, { 2: 'fails', 3: 'fails' })
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_calendar' })
    const stripe = new Stripe('sk_test_calendar', {
      httpClient: Stripe.createFetchHttpClient((input, init) => emulator.handle(new Request(input, init))),
      maxNetworkRetries: 0,
    })
    await runReconciliation(testDb(), env, stripe, tonight())
    const system = await request('/api/admin/system', {}, { cookie: await adminCookie() })
    const { reconciliation } = await json<{ reconciliation: { found: Array<{ kind: string; detail: string }> } }>(
      system,
    )
    const found = reconciliation.found.filter((d) => d.kind === 'calendar-time-without-booking')
    expect(found).toHaveLength(1)
    expect(found[0]!.detail).toMatch(
      /^Session [\w-]+ at .+ is held in the calendar with no booking in the database; the time is free again\.$/,
    )
  })
  it('compares the calendar without a Stripe key too, and the email names the calendar, not Stripe', async () => {
    const pkg = await paidPackage()
    await bookWith(pkg, pkg.times[8]!, { 2: 'fails', 3: 'fails' })
    const run = await runReconciliation(testDb(), env, null, tonight())
    expect(run.fresh.map((d) => d.kind)).toContain('calendar-time-without-booking')
    const [email] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `reconciliation:${run.id}`))
    const letter = renderEmail(email!.template, email!.recipient, email!.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://example.com',
    })
    expect(letter!.subject).toMatch(/^The coach's calendar and the site disagree: \d+ new difference/)
  })
})

export type { WriteFault }
