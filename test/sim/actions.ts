// What buyers, the owner, Stripe and the platform can do, one function each. Every argument comes from the
// run's PRNG; an action never asserts (the invariants judge the state afterwards), it records what it did and
// what it was answered in the trace, and counts a Worker 5xx the run did not cause as a violation.
import { runDurableObjectAlarm } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { refundRequests, waitlistEntries } from '../../src/worker/platform/db/schema.ts'
import { reconcilePayments } from '../../src/worker/features/checkout/reconcile-payments.ts'
import { RESERVE_BUSY } from '../../src/worker/features/checkout/checkout.ts'
import { purchaseOfIntent } from '../../src/worker/features/purchases/purchases.ts'
import { refundPathFor } from '../../src/worker/features/refunds/refunds.ts'
import { runDueRefunds } from '../../src/worker/features/refunds/refunds.ts'
import { chargeDuePlanPayments } from '../../src/worker/features/plans/plan-charges.ts'
import { request } from '../helpers/client.ts'
import {
  allCommitments,
  confirmCard,
  confirmPayment,
  deliverWebhook,
  ledgerOf,
  post,
  sign,
  STRIPE,
  stripeCall,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { expireHold, expireOffer } from '../helpers/ledger-clock.ts'
import { type Buyer, itemOf, newBuyer, pullEvents, type SimItem, type World } from './world.ts'
import { buyerDetails } from '../helpers/checkout.ts'

export interface Action {
  name: string
  /** How often it is drawn, relative to the others. */
  weight: number
  /** Buyer actions act on one buyer, so a concurrent group can aim two of them at the same buyer. */
  run(w: World, buyer?: Buyer): Promise<void>
  forBuyer?: boolean
}

export class Violation extends Error {}

/** A 5xx from the Worker is a bug unless this run planned a Stripe failure for the payment (then 502 is honest). */
export async function answered(w: World, what: string, response: Response, intentId?: string): Promise<number> {
  const text = await response.text()
  w.trace.push(`${what} → ${response.status} ${text.slice(0, 120)}`)
  const planned = response.status === 502 && intentId !== undefined && w.faultedIntents.has(intentId)
  if (response.status >= 500 && !planned)
    throw new Violation(`server-error: ${what} answered ${response.status} ${text}`)
  return response.status
}

const typeOf = (item: SimItem) => (item.kind === 'coaching' ? 'one-to-one' : 'brotherhood')

function reserveBody(buyer: Buyer, item: SimItem, choice: Buyer['choice']) {
  const type = typeOf(item)
  return {
    ...buyer.details,
    type,
    inventoryId: item.id,
    paymentIntentId: buyer.intentId,
    ...(choice === 'plan' && item.plan ? { paymentChoice: 'plan' } : {}),
    commitments: type === 'brotherhood' ? allCommitments() : undefined,
  }
}

/**
 * A submit on his payment. One that ran alone on it is never told to wait for another: every reserve before it
 * ended its lease, at Stripe with its price or in D1 (decision 134), or put its write back.
 */
async function submit(w: World, buyer: Buyer, body: Record<string, unknown>, what: string): Promise<void> {
  const me = { overlapped: buyer.reserving.length > 0 }
  for (const other of buyer.reserving) other.overlapped = true
  buyer.reserving.push(me)
  let status: number
  let message = ''
  try {
    const response = await post('/api/checkout/reserve', body, buyer.address)
    if (response.status === 409) message = ((await response.clone().json()) as { message?: string }).message ?? ''
    status = await answered(w, what, response, buyer.intentId)
  } finally {
    buyer.reserving.splice(buyer.reserving.indexOf(me), 1)
  }
  if (status === 409 && message === RESERVE_BUSY && !me.overlapped)
    throw new Violation(`lease-held: ${what} ran alone and was told another submit was still being saved`)
}

async function reserveFor(w: World, buyer: Buyer, item: SimItem, choice: Buyer['choice']): Promise<void> {
  buyer.itemId = item.id
  buyer.choice = choice
  await submit(
    w,
    buyer,
    reserveBody(buyer, item, choice),
    `b${buyer.n} reserve item ${item.id} (${item.kind}, ${choice})`,
  )
}

/** A new buyer opens checkout for an item (the intent at the server's price) and submits the form. */
const arrive: Action = {
  name: 'arrive',
  weight: 6,
  async run(w) {
    const item = w.rng.pick(w.items)
    const choice = item.plan && w.rng.chance(0.4) ? 'plan' : 'full'
    const address = newClientAddress()
    const body = { type: typeOf(item), inventoryId: item.id, ...(choice === 'plan' ? { paymentChoice: 'plan' } : {}) }
    const response = await post('/api/create-payment-intent', body, address)
    if (response.status !== 200) {
      await answered(w, `new buyer intent for item ${item.id}`, response)
      return
    }
    const intent = (await response.json()) as { paymentIntentId: string; clientSecret: string }
    const buyer = newBuyer(w, intent.paymentIntentId, intent.clientSecret, item.id, choice)
    buyer.address = address
    w.trace.push(`b${buyer.n} arrives: ${intent.paymentIntentId} for item ${item.id}`)
    await reserveFor(w, buyer, item, choice)
  },
}

/**
 * The same payment submitted again: a reload, a corrected field, another pod, or the one-to-one slot (the
 * hostile switch from $499 to $1,800 on one intent, possibly after the card was confirmed).
 */
const resubmit: Action = {
  name: 'resubmit',
  weight: 4,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const item = w.rng.chance(0.3) ? itemOf(w, buyer.itemId) : w.rng.pick(w.items)
    await reserveFor(w, buyer, item, w.rng.chance(0.8) ? buyer.choice : 'plan')
  },
}

const GOOD_CARDS = ['pm_card_visa', 'pm_card_visa', 'pm_card_visa', 'pm_card_refundFail', 'pm_card_chargeCustomerFail']
const DECLINED_CARDS = [
  'pm_card_chargeDeclined',
  'pm_card_chargeDeclinedInsufficientFunds',
  'pm_card_chargeDeclinedExpiredCard',
]

/** Stripe.js confirming the card in the buyer's browser (the Worker is not called). */
const pay: Action = {
  name: 'pay',
  weight: 5,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const card = w.rng.pick(GOOD_CARDS)
    const response = await confirmCard({ paymentIntentId: buyer.intentId, clientSecret: buyer.clientSecret }, card)
    w.trace.push(`b${buyer.n} confirms ${card} → ${response.status}`)
  },
}

const decline: Action = {
  name: 'decline',
  weight: 1.5,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const card = w.rng.pick(DECLINED_CARDS)
    const response = await confirmCard({ paymentIntentId: buyer.intentId, clientSecret: buyer.clientSecret }, card)
    w.trace.push(`b${buyer.n} confirms ${card} → ${response.status}`)
  },
}

/** The success page's call, also its reloads. */
const successPage: Action = {
  name: 'success page',
  weight: 4,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    await answered(w, `b${buyer.n} confirm-payment`, await confirmPayment(buyer.intentId), buyer.intentId)
  },
}

/** Stripe's webhook: usually the oldest event, sometimes any (out of order), sometimes kept to come again. */
const webhook: Action = {
  name: 'webhook',
  weight: 6,
  forBuyer: true,
  async run(w, buyer) {
    await pullEvents(w)
    const about = buyer ? w.queue.filter((event) => event.payload.includes(buyer.intentId)) : w.queue
    if (about.length === 0) return
    const event = w.rng.chance(0.6) ? about[0]! : w.rng.pick(about)
    if (!w.rng.chance(0.25)) w.queue.splice(w.queue.indexOf(event), 1)
    const response = await deliverWebhook(event.payload, await sign(event.payload))
    await answered(w, `webhook ${event.type} ${event.id}`, response, intentOfEvent(event.payload))
  },
}

/**
 * The buyer pays and, before the success page has settled, the form is submitted again on the same payment
 * from another tab, for any item (the one-to-one too); the success page or Stripe's webhook settles meanwhile.
 */
const payThenResubmit: Action = {
  name: 'pay, then resubmit at once',
  weight: 2,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const paid = await confirmCard(
      { paymentIntentId: buyer.intentId, clientSecret: buyer.clientSecret },
      'pm_card_visa',
    )
    w.trace.push(`b${buyer.n} confirms pm_card_visa → ${paid.status}`)
    const settle = w.rng.chance(0.5) ? successPage : webhook
    await Promise.all([reserveFor(w, buyer, w.rng.pick(w.items), buyer.choice), settle.run(w, buyer)])
  },
}

const intentOfEvent = (payload: string) => {
  const object = (JSON.parse(payload) as { data: { object: { id: string; payment_intent?: string } } }).data.object
  return object.payment_intent ?? object.id
}

/** The buyer's purchase, by the Worker's own read of a payment (built once per database client). */
export const purchaseOfBuyer = (buyer: Buyer) => purchaseOfIntent(testDb(), buyer.intentId)

/** The buyer presses the refund link's button, once or twice at the same time (a double click). */
const askRefund: Action = {
  name: 'ask refund',
  weight: 3,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const purchase = await purchaseOfBuyer(buyer)
    const path = purchase?.fulfilledAt ? await refundPathFor(env, purchase) : null
    if (!path) return
    const token = path.replace('/refund#', '')
    const ask = () => request('/api/refunds/ask', { method: 'POST', body: { token } }, { address: newClientAddress() })
    const answers = await Promise.all(w.rng.chance(0.3) ? [ask(), ask()] : [ask()])
    for (const response of answers) await answered(w, `b${buyer.n} asks a refund`, response, buyer.intentId)
  },
}

/** The owner approves a refund waiting in manual mode (the refund-settings switch chosen per run). */
const ownerApproves: Action = {
  name: 'owner approves',
  weight: 1.5,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const purchase = await purchaseOfBuyer(buyer)
    if (!purchase) return
    const [asked] = await testDb().select().from(refundRequests).where(eq(refundRequests.purchaseId, purchase.id))
    if (!asked) return
    const response = await request(
      `/api/admin/refunds/${asked.id}/approve`,
      { method: 'POST' },
      { cookie: w.adminCookie },
    )
    await answered(w, `owner approves refund ${asked.id} of b${buyer.n}`, response, buyer.intentId)
  },
}

/** A refund Stripe made fails afterwards (the bank refused it): refund.failed follows. */
const refundFails: Action = {
  name: 'refund fails',
  weight: 1,
  async run(w) {
    await pullEvents(w)
    if (w.refundIds.size === 0) return
    const id = w.rng.pick([...w.refundIds])
    const response = await fetch(`${STRIPE}/__emulator/refunds/${id}/fail`, { method: 'POST' })
    w.trace.push(`stripe fails refund ${id} → ${response.status}`)
  },
}

/** A buyer's hold runs out (its deadline moved into the past) and the ledger's alarm releases it. */
const holdLapses: Action = {
  name: 'hold lapses',
  weight: 1.5,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    await expireHold(buyer.itemId, buyer.intentId)
    await runDurableObjectAlarm(ledgerOf(buyer.itemId))
    w.trace.push(`b${buyer.n}'s hold on item ${buyer.itemId} lapses, alarm run`)
  },
}

const alarm: Action = {
  name: 'ledger alarm',
  weight: 1,
  async run(w) {
    const item = w.rng.pick(w.items)
    await runDurableObjectAlarm(ledgerOf(item.id))
    w.trace.push(`alarm of item ${item.id}`)
  },
}

type AdminItem = Record<string, unknown> & { id: number; totalSlots: number; availableSlots: number; price: number }

/**
 * The owner edits an item as the admin form sends it: seats (total and open moved together), sometimes the
 * price or a closing date (past: closed; future: open), or archives it (rarely: the run then has one item fewer).
 */
const ownerEdits: Action = {
  name: 'owner edits item',
  weight: 1.2,
  async run(w) {
    const item = w.rng.pick(w.items)
    // The item as the owner's list shows it: that one row, since the whole list grows with every run.
    const shown = await request(`/api/admin/inventory/${item.id}`, {}, { cookie: w.adminCookie })
    const current = (await shown.json()) as AdminItem
    if (w.rng.chance(0.05)) {
      const archived = await request(`/api/inventory/${item.id}/archive`, { method: 'POST' }, { cookie: w.adminCookie })
      await answered(w, `owner archives item ${item.id}`, archived)
      return
    }
    const delta = w.rng.pick([-1, 1, 2])
    const open = Math.max(0, current.availableSlots + delta)
    const total = current.totalSlots + (open - current.availableSlots)
    const price = w.rng.chance(0.2) ? current.price + w.rng.pick([-10000, 10000]) : current.price
    const hour = 3600 * 1000
    const closingDate = w.rng.chance(0.1) ? new Date(Date.now() + w.rng.pick([-hour, hour])).toISOString() : null
    const body = {
      name: current.name,
      type: current.type,
      price,
      totalSlots: total,
      availableSlots: open,
      // As the admin form sends it: the number it showed, so a sale since refuses the save (seed 139).
      availableSlotsWas: current.availableSlots,
      description: current.description ?? null,
      closingDate,
      dayOfWeek: current.dayOfWeek ?? null,
      timeSlot: current.timeSlot ?? null,
      timezone: current.timezone,
      isActive: true,
      ...(item.plan ? { planPayments: current.planPayments, planAmount: current.planAmount } : {}),
    }
    const response = await request(`/api/inventory/${item.id}`, { method: 'PUT', body }, { cookie: w.adminCookie })
    const what = `owner sets item ${item.id}: ${open} open of ${total}, $${price / 100}, closing ${closingDate ?? 'never'}`
    await answered(w, what, response)
  },
}

/** The reconciler's cron a few minutes on (it only settles purchases older than two). */
const reconcile: Action = {
  name: 'reconcile',
  weight: 1,
  async run(w) {
    const minutes = 3 + w.rng.int(30)
    const settled = await reconcilePayments(testDb(), env, Date.now() + minutes * 60 * 1000)
    w.trace.push(`reconciler at +${minutes} min settled ${settled}`)
  },
}

/** The refunds cron 73 hours on: waiting requests approve themselves, stuck ones are run again. */
const refundCron: Action = {
  name: 'refund cron',
  weight: 0.7,
  async run(w) {
    const ran = await runDueRefunds(testDb(), env, createStripe(env)!, Date.now() + 73 * 3600 * 1000)
    w.trace.push(`refund cron ran ${ran}`)
  },
}

/** The plan job a month (or two) on, for this run's plans only (runs share D1). */
const planCron: Action = {
  name: 'plan payments due',
  weight: 1,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const purchase = await purchaseOfBuyer(buyer)
    if (!purchase?.planPayments) return
    // Later payments fall due a month apart; the job's clock only moves forward within a run.
    w.aheadMs = Math.max(w.aheadMs, (1 + w.rng.int(3)) * 31 * 86_400_000)
    const now = new Date(Date.now() + w.aheadMs)
    const run = await chargeDuePlanPayments(testDb(), env, createStripe(env)!, now, purchase.id)
    w.trace.push(`plan job for b${buyer.n} at ${now.toISOString()}: ${JSON.stringify(run)}`)
    await pullEvents(w)
  },
}

/**
 * A plan's buyer changes the card through the plan link (SetupIntent confirmed as Stripe.js would): a good one,
 * or 4000 0000 0000 0341 whose later charges are all declined.
 */
const updatePlanCard: Action = {
  name: 'plan card changed',
  weight: 0.7,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    const purchase = await purchaseOfBuyer(buyer)
    if (!purchase?.planToken || !purchase.fulfilledAt) return
    const card = w.rng.pick(['pm_card_visa', 'pm_card_chargeCustomerFail'])
    const as = { address: newClientAddress() }
    const token = purchase.planToken
    const started = await request('/api/plans/setup-intent', { method: 'POST', body: { token } }, as)
    if ((await answered(w, `b${buyer.n} asks to change the plan's card`, started.clone(), buyer.intentId)) !== 200)
      return
    const { clientSecret } = (await started.json()) as { clientSecret: string }
    const setupIntentId = clientSecret.split('_secret_')[0]!
    const form = { payment_method: card, client_secret: clientSecret }
    await stripeCall(`/v1/setup_intents/${setupIntentId}/confirm`, form, 'pk_test_emulator')
    const saved = await request('/api/plans/card', { method: 'POST', body: { token, setupIntentId } }, as)
    await answered(w, `b${buyer.n} saves ${card} for the plan`, saved, buyer.intentId)
    await pullEvents(w)
  },
}

/** Someone joins an item's waitlist (refused unless it is sold out; either answer is fine). */
const joinWaitlist: Action = {
  name: 'join waitlist',
  weight: 1.2,
  async run(w) {
    const item = w.rng.pick(w.items)
    const { firstName, email, phone } = buyerDetails()
    const response = await post('/api/waitlist', { inventoryId: item.id, firstName, email, phone })
    if ((await answered(w, `${email} joins the waitlist of item ${item.id}`, response)) >= 300) return
    // Only the confirmation link puts the entry in line: the waiter uses it at once.
    const [entry] = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.email, email))
    if (!entry?.confirmToken) return
    const confirmed = await post('/api/waitlist/confirm', { token: entry.confirmToken })
    if ((await answered(w, `${email} confirms the waitlist of item ${item.id}`, confirmed)) < 300) w.waiters.push(email)
  },
}

/** A waiter's open offer, if any: its link's token as the message carries it. */
async function offerOf(w: World): Promise<{ email: string; token: string; itemId: number } | null> {
  if (w.waiters.length === 0) return null
  const rows = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.status, 'offered'))
  const open = rows.filter((row) => row.offerToken && w.waiters.includes(row.email))
  if (open.length === 0) return null
  const row = w.rng.pick(open)
  return { email: row.email, token: row.offerToken!, itemId: row.inventoryItemId }
}

/** The waiter opens the offer's link and buys the kept seat, sometimes from two tabs at once (two intents). */
const claimOffer: Action = {
  name: 'claim offer',
  weight: 2,
  async run(w) {
    const offer = await offerOf(w)
    if (!offer) return
    const item = itemOf(w, offer.itemId)
    const tab = async () => {
      const address = newClientAddress()
      const response = await post('/api/create-payment-intent', { type: typeOf(item), inventoryId: item.id }, address)
      if ((await answered(w, `${offer.email} opens the offer for item ${item.id}`, response.clone())) !== 200) return
      const intent = (await response.json()) as { paymentIntentId: string; clientSecret: string }
      const buyer = newBuyer(w, intent.paymentIntentId, intent.clientSecret, item.id, 'full')
      buyer.address = address
      buyer.details = { ...buyer.details, email: offer.email }
      const body = { ...reserveBody(buyer, item, 'full'), offerToken: offer.token }
      await submit(w, buyer, body, `b${buyer.n} claims the offer on item ${item.id}`)
    }
    await Promise.all(w.rng.chance(0.4) ? [tab(), tab()] : [tab()])
  },
}

const declineOffer: Action = {
  name: 'decline offer',
  weight: 0.7,
  async run(w) {
    const offer = await offerOf(w)
    if (!offer) return
    const response = await post('/api/waitlist/offers/decline', { token: offer.token })
    await answered(w, `${offer.email} declines the offer on item ${offer.itemId}`, response)
  },
}

/** An item's open offer runs out (its deadline moved into the past) and the ledger's alarm passes it on. */
const offerLapses: Action = {
  name: 'offer lapses',
  weight: 0.7,
  async run(w) {
    const item = w.rng.pick(w.items)
    await expireOffer(item.id)
    await runDurableObjectAlarm(ledgerOf(item.id))
    w.trace.push(`offers on item ${item.id} lapse, alarm run`)
  },
}

/**
 * Stripe fails the next call about this payment (500), or does it and loses the answer; a quarter of the time the
 * next two, so a read-back after a lost answer (a reserve's, a settle's) fails too.
 */
const stripeFault: Action = {
  name: 'stripe fault',
  weight: 0.7,
  forBuyer: true,
  async run(w, buyer = w.rng.pick(w.buyers)) {
    // One draw for both, as `chance(0.5)` drew for `lost` alone: a seed runs as before until its first two-call fault.
    const roll = w.rng.next()
    const lost = roll < 0.5
    const count = roll % 0.5 < 0.125 ? 2 : 1
    const path = `/v1/payment_intents/${buyer.intentId}`
    const form = new URLSearchParams({ path, count: String(count), lost: String(lost) })
    await fetch(`${STRIPE}/__emulator/failures`, { method: 'POST', body: form })
    w.faultedIntents.add(buyer.intentId)
    w.faults += 1
    w.trace.push(`fault: next ${count} Stripe call(s) about b${buyer.n} fail${lost ? ' after doing their work' : ''}`)
  },
}

export const ACTIONS: Action[] = [
  arrive,
  resubmit,
  pay,
  payThenResubmit,
  decline,
  successPage,
  webhook,
  askRefund,
  ownerApproves,
  refundFails,
  holdLapses,
  alarm,
  ownerEdits,
  reconcile,
  refundCron,
  planCron,
  updatePlanCard,
  joinWaitlist,
  claimOffer,
  declineOffer,
  offerLapses,
  stripeFault,
]

export function drawAction(w: World, from: Action[] = ACTIONS): Action {
  const usable = w.buyers.length === 0 ? [arrive] : from
  const total = usable.reduce((sum, action) => sum + action.weight, 0)
  let point = w.rng.next() * total
  for (const action of usable) {
    point -= action.weight
    if (point < 0) return action
  }
  return usable.at(-1)!
}

/** Delivers every queued event once, oldest first: what Stripe's retries achieve in the end. */
export async function drainWebhooks(w: World): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await pullEvents(w)
    if (w.queue.length === 0) return
    for (const event of w.queue.splice(0)) {
      const response = await deliverWebhook(event.payload, await sign(event.payload))
      await answered(w, `drain webhook ${event.type} ${event.id}`, response, intentOfEvent(event.payload))
    }
  }
}

export { stripeCall }
