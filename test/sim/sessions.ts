// What clients of one-to-one coaching do with their packages (decision 094): sign in to My coaching, book, move
// and cancel sessions, as his browser does; the same writes called with a fault between two of them
// (helpers/write-faults.ts); the owner cancelling one; and the refunds job with faulted writes. Drawn from the
// run's session PRNG (`w.srng`), one action at most per step, at once with the step's money actions.
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import {
  bookPurchasedSession,
  cancelBooking,
  type CoachCalendar,
  coachCalendar,
  moveBooking,
} from '../../src/worker/features/bookings/bookings.ts'
import { runDueRefunds } from '../../src/worker/features/refunds/refunds.ts'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { bookings, outbox, purchases } from '../../src/worker/platform/db/schema.ts'
import { request } from '../helpers/client.ts'
import { confirmCard, confirmPayment, post } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { faultPlan, faultyBindings, InjectedFault, type WriteFault } from '../helpers/write-faults.ts'
import { ACTIONS, answered, purchaseOfBuyer } from './actions.ts'
import { type Buyer, newBuyer, type World } from './world.ts'

type Purchase = typeof purchases.$inferSelect
type Booking = typeof bookings.$inferSelect

interface SessionAction {
  name: string
  weight: number
  run(w: World): Promise<void>
}

const HOUR = 3_600_000

/** A buyer of the run's one-to-one whose purchase was fulfilled (it may have been refunded since). */
async function packageHolder(w: World): Promise<{ buyer: Buyer; purchase: Purchase } | null> {
  const coaching = new Set(w.items.filter((item) => item.kind === 'coaching').map((item) => item.id))
  const candidates = w.buyers.filter((buyer) => coaching.has(buyer.itemId))
  if (candidates.length === 0) return null
  const buyer = w.srng.pick(candidates)
  const purchase = await purchaseOfBuyer(buyer)
  return purchase?.type === 'one-to-one' && purchase.fulfilledAt ? { buyer, purchase } : null
}

/** He asks for a code, reads it in his email and signs in: his cookie, kept for the run. */
async function signIn(w: World, buyer: Buyer, email: string): Promise<string | null> {
  const known = w.clients.get(buyer.n)
  if (known) return known
  const asked = await request(
    '/api/my-coaching/code',
    { method: 'POST', body: { email } },
    { address: newClientAddress() },
  )
  if ((await answered(w, `b${buyer.n} asks for a sign-in code`, asked)) !== 200) return null
  const [sent] = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email.toLowerCase()), eq(outbox.template, 'client-sign-in')))
    .orderBy(desc(outbox.id))
    .limit(1)
  const code = (sent?.payload as { code?: string } | undefined)?.code
  if (!code) return null
  const session = await request(
    '/api/my-coaching/session',
    { method: 'POST', body: { email, code } },
    { address: newClientAddress() },
  )
  if ((await answered(w, `b${buyer.n} signs in to My coaching`, session.clone())) !== 200) return null
  const cookie = session.headers.get('Set-Cookie')?.split(';')[0] ?? null
  if (cookie) w.clients.set(buyer.n, cookie)
  return cookie
}

const as = (cookie: string) => ({ cookie, address: newClientAddress() })

async function openTimes(w: World, cookie: string, moving?: string): Promise<number[]> {
  const query = moving ? `?moving=${moving}` : ''
  const response = await request(`/api/my-coaching/bookings/open-times${query}`, {}, as(cookie))
  if (response.status !== 200) {
    await answered(w, 'open times', response)
    return []
  }
  return ((await response.json()) as { times: string[] }).times.map((time) => Date.parse(time))
}

/**
 * One of the first open times, so clients meet on the same few: mostly past the 24 hours' notice a move or a
 * cancel needs (open times start 12 hours on), sometimes inside it.
 */
function someTime(w: World, times: number[]): number | null {
  if (times.length === 0) return null
  const later = times.filter((time) => time > Date.now() + 26 * HOUR)
  const from = later.length > 0 && w.srng.chance(0.8) ? later : times
  return from[w.srng.int(Math.min(from.length, 10))]!
}

/** His sessions still booked on the package, ahead of now. */
const sessionsAhead = (purchaseId: number) =>
  testDb()
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.purchaseId, purchaseId),
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, new Date().toISOString()),
      ),
    )

const FAULTS: WriteFault[] = ['fails', 'answer lost']

/** A fault on one of the first three writes, sometimes on two of them (a failure and the clean-up's failure). */
function drawFaults(w: World): Record<number, WriteFault> {
  const faults: Record<number, WriteFault> = { [1 + w.srng.int(3)]: w.srng.pick(FAULTS) }
  if (w.srng.chance(0.3)) faults[1 + w.srng.int(3)] = w.srng.pick(FAULTS)
  return faults
}

/** Runs `work` on bindings whose writes fail as drawn; an injected fault is the plan, not a violation. */
async function withFaults(w: World, what: string, work: (db: ReturnType<typeof faultyBindings>) => Promise<unknown>) {
  const plan = faultPlan(drawFaults(w))
  let outcome: string
  try {
    const result = (await work(faultyBindings(env, plan))) as { ok?: boolean; reason?: string } | undefined
    outcome = result?.ok === false ? `refused (${result.reason ?? 'no'})` : 'done'
  } catch (error) {
    if (!(error instanceof InjectedFault)) throw error
    outcome = `threw: ${error.message}`
  }
  if (plan.injected > 0) {
    w.openFaults += 1
    w.faults += plan.injected
  }
  w.trace.push(`${what} with faults [${plan.writes.join(', ')}] → ${outcome}`)
}

const PACKAGE_CARDS = [
  'pm_card_visa',
  'pm_card_visa',
  'pm_card_visa',
  'pm_card_chargeCustomerFail',
  'pm_card_refundFail',
]

/**
 * A client buys the run's package item, in full or on its plan, with a card whose later plan charges may fail
 * (he misses payments) or whose refund may fail: the checkout, his card, and the success page.
 */
const buyPackage: SessionAction = {
  name: 'buy a package',
  weight: 2.5,
  async run(w) {
    const item = w.items.at(-1)!
    const choice = item.plan && w.srng.chance(0.6) ? 'plan' : 'full'
    const address = newClientAddress()
    const body = { type: 'one-to-one', inventoryId: item.id, ...(choice === 'plan' ? { paymentChoice: 'plan' } : {}) }
    const started = await post('/api/create-payment-intent', body, address)
    if ((await answered(w, `new client intent for package item ${item.id}`, started.clone())) !== 200) return
    const intent = (await started.json()) as { paymentIntentId: string; clientSecret: string }
    const buyer = newBuyer(w, intent.paymentIntentId, intent.clientSecret, item.id, choice)
    buyer.address = address
    const reserve = {
      ...buyer.details,
      type: 'one-to-one',
      inventoryId: item.id,
      paymentIntentId: buyer.intentId,
      ...(choice === 'plan' ? { paymentChoice: 'plan' } : {}),
    }
    const reserved = await post('/api/checkout/reserve', reserve, address)
    const what = `b${buyer.n} reserves package item ${item.id} (${choice})`
    if ((await answered(w, what, reserved, buyer.intentId)) !== 200) return
    const card = w.srng.pick(PACKAGE_CARDS)
    const paid = await confirmCard({ paymentIntentId: buyer.intentId, clientSecret: buyer.clientSecret }, card)
    w.trace.push(`b${buyer.n} confirms ${card} → ${paid.status}`)
    await answered(w, `b${buyer.n} confirm-payment`, await confirmPayment(buyer.intentId), buyer.intentId)
  },
}

/** A money action (actions.ts) aimed at a package's client: his refund, its failure, his plan's payments. */
const forClient = (name: string, weight: number): SessionAction => ({
  name: `${name} (package)`,
  weight,
  async run(w) {
    const held = await packageHolder(w)
    if (held) await ACTIONS.find((action) => action.name === name)!.run(w, held.buyer)
  },
})

const book: SessionAction = {
  name: 'book a session',
  weight: 5,
  async run(w) {
    const held = await packageHolder(w)
    if (!held) return
    const { buyer, purchase } = held
    const cookie = await signIn(w, buyer, purchase.email)
    if (!cookie) return
    const start = someTime(w, await openTimes(w, cookie))
    if (start === null) return
    const at = new Date(start).toISOString()
    if (w.srng.chance(0.3)) {
      const asked = { purchaseId: purchase.id, email: purchase.email, start, visitorTimeZone: 'America/Chicago' }
      await withFaults(w, `b${buyer.n} books ${at}`, ({ db, env: faulty }) =>
        bookPurchasedSession(db, faulty, asked, Date.now()),
      )
      return
    }
    const body = { order: `order-${purchase.id}`, start: at, timeZone: 'America/Chicago' }
    const response = await request('/api/my-coaching/bookings', { method: 'POST', body }, as(cookie))
    await answered(w, `b${buyer.n} books ${at} on order-${purchase.id}`, response)
  },
}

/** One of his sessions ahead, and his cookie. */
async function sessionOfClient(w: World): Promise<{ buyer: Buyer; cookie: string; booking: Booking } | null> {
  const held = await packageHolder(w)
  if (!held) return null
  const ahead = await sessionsAhead(held.purchase.id)
  if (ahead.length === 0) return null
  const cookie = await signIn(w, held.buyer, held.purchase.email)
  return cookie ? { buyer: held.buyer, cookie, booking: w.srng.pick(ahead) } : null
}

const move: SessionAction = {
  name: 'move a session',
  weight: 2.5,
  async run(w) {
    const his = await sessionOfClient(w)
    if (!his) return
    const start = someTime(w, await openTimes(w, his.cookie, his.booking.ref))
    if (start === null) return
    const what = `b${his.buyer.n} moves ${his.booking.startsAt} to ${new Date(start).toISOString()}`
    if (w.srng.chance(0.3)) {
      await withFaults(w, what, ({ db, env: faulty }) =>
        moveBooking(db, faulty, his.booking, start, { by: 'client', now: Date.now() }),
      )
      return
    }
    const body = { start: new Date(start).toISOString() }
    const path = `/api/my-coaching/bookings/${his.booking.ref}/move`
    await answered(w, what, await request(path, { method: 'POST', body }, as(his.cookie)))
  },
}

const cancel: SessionAction = {
  name: 'cancel a session',
  weight: 2,
  async run(w) {
    const his = await sessionOfClient(w)
    if (!his) return
    const what = `b${his.buyer.n} cancels ${his.booking.startsAt}`
    if (w.srng.chance(0.3)) {
      await withFaults(w, what, ({ db, env: faulty }) => cancelBooking(db, faulty, his.booking, 'person', Date.now()))
      return
    }
    const path = `/api/my-coaching/bookings/${his.booking.ref}/cancel`
    await answered(w, what, await request(path, { method: 'POST' }, as(his.cookie)))
  },
}

const ownerCancels: SessionAction = {
  name: 'owner cancels a session',
  weight: 0.7,
  async run(w) {
    const his = await sessionOfClient(w)
    if (!his) return
    await withFaults(w, `owner cancels b${his.buyer.n}'s ${his.booking.startsAt}`, ({ db, env: faulty }) =>
      cancelBooking(db, faulty, his.booking, 'owner', Date.now()),
    )
  },
}

/** The refunds job with faulted writes: a waiting refund made, its sessions ahead cancelled, its purchase marked. */
const refundJobFaulted: SessionAction = {
  name: 'refund cron (faults)',
  weight: 1,
  async run(w) {
    const stripe = createStripe(env)!
    await withFaults(w, 'refund cron 73 h on', ({ db, env: faulty }) =>
      runDueRefunds(db, faulty, stripe, Date.now() + 73 * HOUR),
    )
  },
}

export const SESSION_ACTIONS: SessionAction[] = [
  buyPackage,
  book,
  move,
  cancel,
  ownerCancels,
  refundJobFaulted,
  forClient('ask refund', 1.2),
  forClient('owner approves', 0.5),
  forClient('plan payments due', 1.5),
  forClient('plan card changed', 0.7),
  forClient('success page', 0.5),
]

/** A step's session action, if any (about half the steps). */
export function drawSessionAction(w: World): SessionAction | undefined {
  if (!w.srng.chance(0.6)) return undefined
  const total = SESSION_ACTIONS.reduce((sum, action) => sum + action.weight, 0)
  let point = w.srng.next() * total
  for (const action of SESSION_ACTIONS) {
    point -= action.weight
    if (point < 0) return action
  }
  return SESSION_ACTIONS.at(-1)
}

/**
 * The one coach calendar is shared by every run of a file: each run starts with it empty and ends by emptying it
 * and cancelling its own bookings, so the next run's comparison of the calendar and D1 sees only its own.
 */
export async function clearCalendar(w: World): Promise<void> {
  await runInDurableObject(coachCalendar(env), (_calendar: CoachCalendar, state) => {
    state.storage.sql.exec('DELETE FROM sessions')
    state.storage.sql.exec('DELETE FROM moved_from')
  })
  const ids = (await Promise.all(w.buyers.map(purchaseOfBuyer))).flatMap((p) => (p ? [p.id] : []))
  if (ids.length) await testDb().update(bookings).set({ status: 'cancelled' }).where(inArray(bookings.purchaseId, ids))
}
