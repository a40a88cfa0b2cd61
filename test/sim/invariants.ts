// The money loop's invariants, read from the three places that hold the truth: D1, each item's ledger, and
// Stripe (the emulator). `always` holds after every step, whatever is in flight; `atRest` holds once the
// run is quiescent (every webhook delivered, holds lapsed, alarms and the reconciler run; see settle.ts),
// because a webhook not yet delivered or a capture whose answer was lost may leave D1 behind Stripe a while.
import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import { inventoryItems, outbox, planPayments, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import { type EmulatedIntent, ledgerOf, STRIPE } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { PURCHASE_MOVES, SETTLED_FOR_GOOD } from '../../src/worker/features/purchases/purchase-states.ts'
import {
  planPaymentMovesSeen,
  purchaseMovesSeen,
  reachableFrom,
  refundRequestMovesSeen,
} from './lifecycle-invariants.ts'
import type { World } from './world.ts'

type Purchase = typeof purchases.$inferSelect
type Snapshot = NonNullable<Awaited<ReturnType<ReturnType<typeof ledgerOf>['snapshot']>>>

export interface Violation {
  invariant: string
  detail: string
}

interface State {
  items: Array<{ id: number; totalSlots: number; availableSlots: number; ledger: Snapshot | null }>
  purchases: Purchase[]
  intents: Map<string, EmulatedIntent>
  plans: Array<typeof planPayments.$inferSelect>
}

/** `n` placeholders named `prefix0`…, and the values that fill them. */
export const marks = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => sql.placeholder(`${prefix}${i}`))
export const fill = (prefix: string, values: Array<string | number>) =>
  Object.fromEntries(values.map((value, i) => [`${prefix}${i}`, value]))

/**
 * The state's three D1 reads, each built once per number of items and intents: they run after every step, and
 * Drizzle building their SQL anew each time was about a tenth of the simulator's time.
 */
function stateQueries(items: number, intents: number) {
  const db = testDb()
  const theirs = inArray(purchases.stripePaymentIntentId, marks('intent', intents))
  return {
    items: db
      .select()
      .from(inventoryItems)
      .where(inArray(inventoryItems.id, marks('item', items)))
      .prepare(),
    purchases: db.select().from(purchases).where(theirs).prepare(),
    plans: db
      .select()
      .from(planPayments)
      .where(
        inArray(
          planPayments.purchaseId,
          db
            .select({ id: purchases.id })
            .from(purchases)
            .where(and(theirs, isNotNull(purchases.planPayments))),
        ),
      )
      .prepare(),
  }
}

const built = new WeakMap<object, Map<string, ReturnType<typeof stateQueries>>>()
function queriesFor(items: number, intents: number): ReturnType<typeof stateQueries> {
  const db = testDb()
  const shapes = built.get(db) ?? new Map<string, ReturnType<typeof stateQueries>>()
  built.set(db, shapes)
  const key = `${items}:${intents}`
  const queries = shapes.get(key) ?? stateQueries(items, intents)
  shapes.set(key, queries)
  return queries
}

async function readState(w: World): Promise<State> {
  const ids = w.items.map((item) => item.id)
  const intentIds = w.intents.size ? [...w.intents] : ['']
  const queries = queriesFor(ids.length, intentIds.length)
  const params = { ...fill('item', ids), ...fill('intent', intentIds) }
  // D1, the ledgers and the emulator at the same time: this runs after every step.
  const [ledgers, rows, bought, plans, intents] = await Promise.all([
    Promise.all(ids.map((id) => ledgerOf(id).snapshot())),
    queries.items.all(params),
    queries.purchases.all(params),
    queries.plans.all(params),
    w.intents.size
      ? fetch(`${STRIPE}/__emulator/payment_intents?ids=${intentIds.join(',')}`).then(
          (r) => r.json() as Promise<EmulatedIntent[]>,
        )
      : [],
  ])
  return {
    items: ids.map((id, i) => {
      const row = rows.find((r) => r.id === id)!
      return { id, totalSlots: row.totalSlots, availableSlots: row.availableSlots, ledger: ledgers[i] ?? null }
    }),
    purchases: bought,
    intents: new Map(intents.map((intent) => [intent.id, intent])),
    plans,
  }
}

const holdsOf = (ledger: Snapshot | null) => Object.values(ledger?.holds ?? {})
const seatOf = (state: State, purchase: Purchase) =>
  state.items.find((item) => item.id === purchase.inventoryItemId)?.ledger?.holds[purchase.stripePaymentIntentId ?? '']
    ?.status

/** Checked after every step. */
export async function always(w: World): Promise<Violation[]> {
  const state = await readState(w)
  const found: Violation[] = []
  const fail = (invariant: string, detail: string) => found.push({ invariant, detail })

  for (const item of state.items) {
    const holds = holdsOf(item.ledger)
    const sold = holds.filter((hold) => hold.status === 'sold').length
    const held = holds.filter((hold) => hold.status === 'held').length
    // (1) never more sold than seats, in the ledger and in D1.
    if (sold > item.totalSlots) fail('sold ≤ seats', `item ${item.id}: ${sold} sold of ${item.totalSlots}`)
    if (item.availableSlots < 0 || item.availableSlots > item.totalSlots)
      fail('sold ≤ seats', `item ${item.id}: D1 says ${item.availableSlots} free of ${item.totalSlots}`)
    // (3) seat counts add up: free + held + sold is at most the item's seats (seats kept for a waitlist offer
    // are neither). Not "exactly": the owner's edit sends open seats as the admin list shows them (free + held
    // from D1), and the simulator found runs (seed 10) where total ≠ open + sold afterwards: an observation.
    if (item.ledger && item.ledger.available + held + sold > item.totalSlots)
      fail(
        'free + held + sold = seats',
        `item ${item.id}: ${item.ledger.available} + ${held} + ${sold} > ${item.totalSlots}`,
      )
  }

  for (const purchase of state.purchases) {
    const intent = state.intents.get(purchase.stripePaymentIntentId!)
    // (2) what Stripe captured is what the purchase records: amount, type and item, from the moment of capture.
    if (intent && intent.amount_received > 0) {
      const same =
        intent.amount_received === purchase.amount &&
        intent.metadata.purchaseType === purchase.type &&
        intent.metadata.inventoryId === String(purchase.inventoryItemId ?? '')
      if (!same)
        fail(
          'captured = recorded',
          `${intent.id}: captured ${intent.amount_received} for ${intent.metadata.purchaseType} item ${intent.metadata.inventoryId}, ` +
            `recorded ${purchase.status} ${purchase.amount} for ${purchase.type} item ${purchase.inventoryItemId}`,
        )
    }
    // (3) a refunded or canceled purchase holds no seat.
    const seat = seatOf(state, purchase)
    if (SETTLED_FOR_GOOD.includes(purchase.status) && (seat === 'sold' || seat === 'held'))
      fail(
        'refunded holds no seat',
        `${purchase.stripePaymentIntentId}: ${purchase.status} purchase ${purchase.id} has a ${seat} seat`,
      )
  }

  // (9) every status change a chain of the moves its lifecycle table lists.
  found.push(...purchaseMovesSeen(w, state.purchases), ...planPaymentMovesSeen(w, state.plans))

  // (4) a plan is charged at most its N payments, and every later charge Stripe made is recorded.
  for (const purchase of state.purchases.filter((p) => p.planPayments)) {
    const rows = state.plans.filter((row) => row.purchaseId === purchase.id)
    const paid = rows.filter((row) => row.status === 'paid').length
    if (rows.length > purchase.planPayments! || paid > purchase.planPayments!)
      fail('plan charges ≤ N', `purchase ${purchase.id}: ${rows.length} rows, ${paid} paid of ${purchase.planPayments}`)
    const later = [...(w.laterCharges.get(purchase.stripePaymentIntentId!) ?? [])]
    const charged = later.filter((id) => (state.intents.get(id)?.amount_received ?? 0) > 0)
    if (charged.length > purchase.planPayments! - 1)
      fail(
        'plan charges ≤ N',
        `purchase ${purchase.id}: ${charged.length} later charges at Stripe for ${purchase.planPayments} payments`,
      )
    for (const id of charged)
      if (!rows.some((row) => row.stripePaymentIntentId === id && row.status === 'paid'))
        fail('plan charge recorded', `purchase ${purchase.id}: Stripe charged ${id}, no paid plan_payments row has it`)
  }

  return found
}

/** Where a purchase may be once its payment was captured: fulfilled, and any status a move leads to from there. */
const AFTER_FULFILMENT = reachableFrom(PURCHASE_MOVES, PURCHASE_MOVES.fulfil.to)

/** The intent was priced for another item than the purchase now records (settlement refuses it as a mismatch). */
const disagree = (intent: EmulatedIntent, purchase: Purchase) =>
  intent.amount !== purchase.amount || intent.metadata.inventoryId !== String(purchase.inventoryItemId ?? '')

/** Checked when the run is quiescent: D1 has caught up with the ledger and Stripe. */
export async function atRest(w: World): Promise<Violation[]> {
  const state = await readState(w)
  const found: Violation[] = []
  const fail = (invariant: string, detail: string) => found.push({ invariant, detail })
  // (6) the ledger and D1 agree on the free seats.
  for (const item of state.items)
    if (item.ledger && item.ledger.available !== item.availableSlots)
      fail('ledger = D1', `item ${item.id}: ledger ${item.ledger.available} free, D1 ${item.availableSlots}`)

  // A refund the card refused puts the purchase back as paid; with its seat sold to someone else meanwhile the
  // buyer keeps the purchase without one and the owner is told (refund-execution.ts putBack): allowed.
  const ids = state.purchases.map((p) => p.id)
  const refused = ids.length
    ? await testDb().select().from(refundRequests).where(inArray(refundRequests.purchaseId, ids))
    : []
  found.push(...refundRequestMovesSeen(w, refused))
  const seatGivenAway = (purchase: Purchase) =>
    refused.some((r) => r.purchaseId === purchase.id && r.status === 'failed')
  for (const purchase of state.purchases) {
    const intent = state.intents.get(purchase.stripePaymentIntentId!)
    if (!intent) continue
    const seat = seatOf(state, purchase)
    // (2) captured = sold: the money in means the purchase was fulfilled (or moved on since) with its seat.
    if (intent.status === 'succeeded' && !AFTER_FULFILMENT.has(purchase.status))
      fail(
        'captured = sold',
        `${intent.id}: captured ${intent.amount_received}, purchase ${purchase.id} is ${purchase.status}`,
      )
    if (purchase.status === 'succeeded' && intent.status !== 'succeeded')
      fail('captured = sold', `${intent.id}: purchase ${purchase.id} succeeded, Stripe says ${intent.status}`)
    if (
      purchase.status === 'succeeded' &&
      purchase.inventoryItemId !== null &&
      seat !== 'sold' &&
      !seatGivenAway(purchase)
    )
      fail('captured = sold', `${intent.id}: purchase ${purchase.id} succeeded without a sold seat (${seat ?? 'none'})`)
    // (5) no authorization outlives its deadline (holds lapsed, reconciler a day on) without a seat.
    if (intent.status === 'requires_capture' && seat !== 'sold')
      fail(
        'no authorization without a seat',
        `${intent.id}: authorized ${intent.amount}, purchase ${purchase.status}, seat ${seat ?? 'none'}` +
          (disagree(intent, purchase)
            ? `; intent and purchase disagree (purchase ${purchase.amount} ${purchase.type})`
            : ''),
      )
  }
  // (7) one message per key: D1's unique key makes "at most" structural, so what is left to check is that a
  // fulfilled purchase has its receipt and the owner's text, once each.
  const fulfilled = state.purchases.filter((p) => p.fulfilledAt)
  const keys = fulfilled.flatMap((p) => [`receipt:${p.stripePaymentIntentId}`, `owner-sms:${p.stripePaymentIntentId}`])
  const sent = keys.length
    ? await testDb().select({ key: outbox.idempotencyKey }).from(outbox).where(inArray(outbox.idempotencyKey, keys))
    : []
  for (const key of keys)
    if (sent.filter((row) => row.key === key).length !== 1) fail('one message per key', `${key}: not queued once`)
  // A sold seat belongs to a purchase that stands.
  for (const item of state.items)
    for (const hold of holdsOf(item.ledger).filter((h) => h.status === 'sold')) {
      const purchase = state.purchases.find((p) => p.stripePaymentIntentId === hold.holdId)
      if (w.intents.has(hold.holdId) && purchase?.status !== 'succeeded')
        fail(
          'sold seat has a purchase',
          `item ${item.id}: seat sold to ${hold.holdId}, purchase ${purchase?.status ?? 'none'}`,
        )
    }
  return found
}
