// The sessions' invariants (decision 094), read from D1 and the coach's calendar object after every step:
// credits never below zero; no more sessions booked or used than the payments opened (sessions-opened.ts); no
// session ahead on a refunded or cancelled purchase; no two bookings overlap, in D1 or in the calendar; and every
// booking D1 holds is held in the calendar at the same time, and the reverse. That last one waits for the nightly
// comparison while a write the run faulted is not yet mended (`w.openFaults`); at rest it always holds.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, eq, inArray } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { type CoachCalendar, coachCalendar } from '../../src/worker/features/bookings/bookings.ts'
import { bookings, planPayments, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import { testDb } from '../helpers/db.ts'
import { fill, marks, type Violation } from './invariants.ts'
import { sessionsOpened } from './sessions-opened.ts'
import type { World } from './world.ts'

type Booking = typeof bookings.$inferSelect

interface Held {
  ref: string
  start: number
  end: number
}

const endOf = (booking: Booking) => Date.parse(booking.startsAt) + booking.durationMinutes * 60_000

/** Every session the calendar holds, over or not (the run's own: each run starts with it empty). */
const calendarHolds = () =>
  runInDurableObject(coachCalendar(env), (_calendar: CoachCalendar, state) =>
    state.storage.sql
      .exec<{ ref: string; starts_at: number; ends_at: number }>('SELECT ref, starts_at, ends_at FROM sessions')
      .toArray()
      .map((row) => ({ ref: row.ref, start: row.starts_at, end: row.ends_at })),
  )

/**
 * The sessions' four D1 reads, each built once per number of intents or purchases (as invariants.ts does its
 * own): they run after every step, and Drizzle building them anew each time was a cost of every step.
 */
function sessionQueries(intents: number, ids: number) {
  const db = testDb()
  const ofPurchases = (column: SQLiteColumn) => inArray(column, marks('id', ids))
  return {
    bought: db
      .select()
      .from(purchases)
      .where(and(inArray(purchases.stripePaymentIntentId, marks('intent', intents)), eq(purchases.type, 'one-to-one')))
      .prepare(),
    booked: db
      .select()
      .from(bookings)
      .where(and(ofPurchases(bookings.purchaseId), eq(bookings.status, 'booked')))
      .prepare(),
    refunds: db.select().from(refundRequests).where(ofPurchases(refundRequests.purchaseId)).prepare(),
    paid: db
      .select()
      .from(planPayments)
      .where(and(ofPurchases(planPayments.purchaseId), eq(planPayments.status, 'paid')))
      .prepare(),
  }
}

const built = new WeakMap<object, Map<string, ReturnType<typeof sessionQueries>>>()
function queriesFor(intents: number, ids: number): ReturnType<typeof sessionQueries> {
  const db = testDb()
  const shapes = built.get(db) ?? new Map<string, ReturnType<typeof sessionQueries>>()
  built.set(db, shapes)
  const key = `${intents}:${ids}`
  const queries = shapes.get(key) ?? sessionQueries(intents, ids)
  shapes.set(key, queries)
  return queries
}

async function readSessions(w: World) {
  const intents = [...w.intents]
  const bought = intents.length ? await queriesFor(intents.length, 0).bought.all(fill('intent', intents)) : []
  const ids = bought.map((p) => p.id)
  const queries = queriesFor(0, ids.length)
  const params = fill('id', ids)
  const [booked, refunds, paid, held] = await Promise.all([
    ids.length ? queries.booked.all(params) : [],
    ids.length ? queries.refunds.all(params) : [],
    ids.length ? queries.paid.all(params) : [],
    calendarHolds(),
  ])
  return { bought, booked, refunds, paid, held }
}

function overlaps<T>(items: T[], span: (item: T) => [number, number]): Array<[T, T]> {
  const sorted = [...items].sort((a, b) => span(a)[0] - span(b)[0])
  const found: Array<[T, T]> = []
  for (let i = 1; i < sorted.length; i += 1)
    if (span(sorted[i]!)[0] < span(sorted[i - 1]!)[1]) found.push([sorted[i - 1]!, sorted[i]!])
  return found
}

function agreement(booked: Booking[], held: Held[], fail: (invariant: string, detail: string) => void) {
  const heldByRef = new Map(held.map((session) => [session.ref, session]))
  const bookedRefs = new Set(booked.map((booking) => booking.ref))
  for (const booking of booked) {
    const session = heldByRef.get(booking.ref)
    if (!session)
      fail('D1 = calendar', `booking ${booking.ref} at ${booking.startsAt} (purchase ${booking.purchaseId}) not held`)
    else if (session.start !== Date.parse(booking.startsAt) || session.end !== endOf(booking))
      fail(
        'D1 = calendar',
        `booking ${booking.ref}: D1 ${booking.startsAt}, calendar ${new Date(session.start).toISOString()}`,
      )
  }
  for (const session of held)
    if (!bookedRefs.has(session.ref))
      fail(
        'D1 = calendar',
        `calendar holds ${session.ref} at ${new Date(session.start).toISOString()}, D1 books nothing`,
      )
}

export async function sessionInvariants(w: World, atRest = false): Promise<Violation[]> {
  const { bought, booked, refunds, paid, held } = await readSessions(w)
  const found: Violation[] = []
  const fail = (invariant: string, detail: string) => found.push({ invariant, detail })
  for (const purchase of bought) {
    const his = booked.filter((booking) => booking.purchaseId === purchase.id)
    const included = purchase.sessionsIncluded ?? 0
    if (his.length > included)
      fail('credits ≥ 0', `purchase ${purchase.id}: ${his.length} sessions booked or used of ${included}`)
    const planPaymentsPaid = paid.filter((row) => row.purchaseId === purchase.id).length
    const opened = sessionsOpened(purchase, { planPaymentsPaid })
    if (his.length > opened)
      fail(
        'sessions ≤ opened',
        `purchase ${purchase.id}: ${his.length} booked or used, ${opened} opened by its payments`,
      )
    // A refund cancels what is ahead of the moment it was made; a purchase cancelled before payment has none.
    const refundedAt = refunds.find((row) => row.purchaseId === purchase.id)?.refundedAt
    const after =
      purchase.status === 'canceled' ? 0 : purchase.status === 'refunded' ? Date.parse(refundedAt ?? '') : NaN
    for (const booking of his)
      if (Date.parse(booking.startsAt) > after)
        fail(
          'no session ahead on a refunded purchase',
          `purchase ${purchase.id} (${purchase.status} at ${refundedAt ?? '?'}): session ${booking.ref} at ${booking.startsAt}`,
        )
  }
  for (const [a, b] of overlaps(booked, (x) => [Date.parse(x.startsAt), endOf(x)]))
    fail('no two bookings overlap', `D1: ${a.ref} at ${a.startsAt} and ${b.ref} at ${b.startsAt}`)
  for (const [a, b] of overlaps(held, (x) => [x.start, x.end]))
    fail('no two bookings overlap', `calendar: ${a.ref} and ${b.ref} at ${new Date(b.start).toISOString()}`)
  if (atRest || w.openFaults === 0) agreement(booked, held, fail)
  return found
}
