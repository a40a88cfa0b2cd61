// A buyer's way through checkout, step by step, against the Worker and the in-process Stripe emulator
// (vitest.config.ts sends the Worker's calls to http://stripe.test there; tests reach it the same way).
// Every buyer comes from their own client address so the per-address rate limit never couples tests.
import { env, exports } from 'cloudflare:workers'
import { eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { COMMITMENTS } from '../../src/shared/schemas/checkout.ts'
import { inventoryItems, outbox, purchases, seatHolds } from '../../src/worker/platform/db/schema.ts'
import type { BatchItem } from 'drizzle-orm/batch'
import { ledgerFor, ledgerMirror } from '../../src/worker/features/seats/seats.ts'
import { currentAgreement } from '../../src/worker/features/agreements/agreements.ts'
import { stripeSignature } from '../../tools/stripe-emulator/signature.ts'
import { json, request } from './client.ts'
import { testDb } from './db.ts'
import { newClientAddress, uniqueEmail } from './leads.ts'

export const STRIPE = 'http://stripe.test'
export const SOLD_OUT = 'Sorry, that option just sold out. Please choose another.'
export const NOT_AVAILABLE = 'That option is no longer available. Please choose another.'

export type Item = typeof inventoryItems.$inferSelect
type ItemInput = Partial<typeof inventoryItems.$inferInsert>

/** An inventory item of its own (unique name), on sale unless told otherwise. */
export async function createItem(overrides: ItemInput = {}): Promise<Item> {
  const totalSlots = overrides.totalSlots ?? 5
  const [item] = await testDb()
    .insert(inventoryItems)
    .values({
      name: `Pod ${crypto.randomUUID().slice(0, 8)}`,
      type: 'brotherhood_pod',
      price: 45000,
      totalSlots,
      availableSlots: totalSlots,
      ...overrides,
    })
    .returning()
  return item!
}

/** A free consultation slot on Mondays at 10 AM Pacific, from `startsOn` (2 March 2026 is a Monday, before daylight time). */
export function mondayCallSlot(overrides: ItemInput = {}): Promise<Item> {
  return createItem({
    type: 'consultation',
    price: 0,
    totalSlots: 2,
    startsOn: '2026-03-02',
    dayOfWeek: 'monday',
    timeSlot: '10:00 AM',
    ...overrides,
  })
}

export const allCommitments = () =>
  Object.fromEntries(COMMITMENTS.map((c) => [c, true])) as Record<(typeof COMMITMENTS)[number], boolean>

/** The contact part of the checkout form, valid, with a unique email. */
export const buyerDetails = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sam',
  lastName: 'Lee',
  email: uniqueEmail('buyer'),
  phone: '(541) 555-0142',
  ...overrides,
})

export type PurchaseType = 'brotherhood' | 'one-to-one' | 'strategy-call'

export interface IntentAnswer {
  clientSecret: string | null
  paymentIntentId: string | null
  free: boolean
  paymentDetails: { amount: number; type: PurchaseType; description: string }
}

export async function post(path: string, body: unknown, address = newClientAddress()): Promise<Response> {
  const sent = path === '/api/checkout/reserve' ? await withAgreement(body as Record<string, unknown>) : body
  return request(path, { method: 'POST', body: sent }, { address })
}

/**
 * A reserve as the form sends it after "I agree" is ticked: with the version shown now (decision 108). A body
 * that names `agreementVersion` (even as undefined) is sent as it is, so a test can leave the tick out.
 */
export async function withAgreement(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  if ('agreementVersion' in body || body.type === 'strategy-call') return body
  return { ...body, agreementVersion: (await currentAgreement(testDb())).version }
}

export async function createIntent(body: Record<string, unknown>, address?: string): Promise<IntentAnswer> {
  const response = await post('/api/create-payment-intent', body, address)
  expect(response.status, await response.clone().text()).toBe(200)
  return json<IntentAnswer>(response)
}

export const typeOfItem = (item: Pick<Item, 'type'>): PurchaseType =>
  item.type === 'coaching_slot' ? 'one-to-one' : 'brotherhood'

/** The reserve call the checkout form makes on submit: who is buying, which seat, which intent. */
export function reserve(body: Record<string, unknown>, address?: string): Promise<Response> {
  return post('/api/checkout/reserve', body, address)
}

export interface Checkout {
  address: string
  paymentIntentId: string
  clientSecret: string
  buyer: ReturnType<typeof buyerDetails>
  reserved: Response
}

/** How the buyer pays: in full unless they choose the item's plan. */
export interface Choice {
  paymentChoice?: 'plan'
}

/** A buyer opens /checkout for the item (intent created) and submits the form (seat held). */
export async function startCheckout(
  item: Pick<Item, 'id' | 'type'>,
  buyer = buyerDetails(),
  choice: Choice = {},
): Promise<Checkout> {
  const address = newClientAddress()
  const type = typeOfItem(item)
  const intent = await createIntent({ type, inventoryId: item.id, ...choice }, address)
  const reserved = await reserve(
    {
      ...buyer,
      type,
      inventoryId: item.id,
      ...choice,
      paymentIntentId: intent.paymentIntentId,
      commitments: type === 'brotherhood' ? allCommitments() : undefined,
    },
    address,
  )
  return { address, paymentIntentId: intent.paymentIntentId!, clientSecret: intent.clientSecret!, buyer, reserved }
}

/** startCheckout that must get its seat. */
export async function holdSeat(
  item: Pick<Item, 'id' | 'type'>,
  buyer = buyerDetails(),
  choice: Choice = {},
): Promise<Checkout> {
  const checkout = await startCheckout(item, buyer, choice)
  expect(checkout.reserved.status, await checkout.reserved.clone().text()).toBe(200)
  return checkout
}

/** The buyer submits the pod form again on the same payment: for `item` (another pod if they switched), with `changes`. */
export function submitPodAgain(
  checkout: Checkout,
  item: Pick<Item, 'id'>,
  changes: Record<string, unknown> = {},
): Promise<Response> {
  const form = {
    ...checkout.buyer,
    ...changes,
    type: 'brotherhood',
    inventoryId: item.id,
    commitments: allCommitments(),
  }
  return reserve({ ...form, paymentIntentId: checkout.paymentIntentId }, checkout.address)
}

// --- Stripe, as Stripe.js and the dashboard see it ---------------------------------------------------------

export interface EmulatedIntent {
  id: string
  amount: number
  amount_received: number
  amount_capturable: number
  currency: string
  status: string
  capture_method: 'automatic' | 'manual'
  automatic_payment_methods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null
  description: string | null
  receipt_email: string | null
  metadata: Record<string, string>
}

export function stripeCall(path: string, form?: Record<string, string>, key = 'sk_test_emulator'): Promise<Response> {
  return fetch(`${STRIPE}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
}

/** What Stripe.js does when the buyer presses pay: confirm with the publishable key and the client secret. */
export function confirmCard(
  checkout: Pick<Checkout, 'paymentIntentId' | 'clientSecret'>,
  paymentMethod = 'pm_card_visa',
): Promise<Response> {
  return stripeCall(
    `/v1/payment_intents/${checkout.paymentIntentId}/confirm`,
    { payment_method: paymentMethod, client_secret: checkout.clientSecret },
    'pk_test_emulator',
  )
}

export async function authorizeCard(
  checkout: Pick<Checkout, 'paymentIntentId' | 'clientSecret'>,
  paymentMethod = 'pm_card_visa',
): Promise<void> {
  const response = await confirmCard(checkout, paymentMethod)
  expect(response.status, await response.clone().text()).toBe(200)
  expect((await json<EmulatedIntent>(response)).status).toBe('requires_capture')
}

/**
 * The next Stripe call under `path` (of `method` only, when given: 'POST' for a change, not a read) fails with a
 * 500, as an outage would; `lost`: Stripe carries it out and only its answer is lost (a dropped connection).
 */
export async function planStripeFailure(path: string, { lost = false, method = '' } = {}): Promise<void> {
  const form = new URLSearchParams({ path, count: '1', lost: String(lost), ...(method && { method }) })
  expect((await fetch(`${STRIPE}/__emulator/failures`, { method: 'POST', body: form })).status).toBe(200)
}

export async function stripeIntent(paymentIntentId: string): Promise<EmulatedIntent> {
  const response = await stripeCall(`/v1/payment_intents/${paymentIntentId}`)
  expect(response.status).toBe(200)
  return json<EmulatedIntent>(response)
}

export async function stripeIntents(): Promise<EmulatedIntent[]> {
  return json<EmulatedIntent[]>(await fetch(`${STRIPE}/__emulator/payment_intents`))
}

export interface RecordedEvent {
  id: string
  type: string
  payload: string
}

/** The events Stripe would have sent about this intent, in the order it emitted them. */
export async function eventsFor(paymentIntentId: string): Promise<RecordedEvent[]> {
  const events = await json<RecordedEvent[]>(await fetch(`${STRIPE}/__emulator/events`))
  return events.filter(
    (event) => (JSON.parse(event.payload) as { data: { object: { id: string } } }).data.object.id === paymentIntentId,
  )
}

export async function eventFor(paymentIntentId: string, type: string): Promise<RecordedEvent> {
  const event = (await eventsFor(paymentIntentId)).findLast((e) => e.type === type)
  if (!event) throw new Error(`The emulator sent no ${type} for ${paymentIntentId}`)
  return event
}

// --- The Worker's payment endpoints -----------------------------------------------------------------------

export interface ConfirmAnswer {
  success: boolean
  message?: string
  paymentDetails?: IntentAnswer['paymentDetails'] | null
  orderRef?: string
  /** Only for a caller who showed the intent's client secret: the refund link and the sessions as .ics text. */
  receipt?: {
    refundPath: string | null
    calendar: string | null
    schedule?: string | null
    openTimes?: string[]
  } | null
}

/**
 * The success page's call (from its own client address unless told, so the rate limit never couples tests).
 * With `clientSecret`, as the buyer's own page sends it, the answer carries the refund link and calendar.
 */
export function confirmPayment(
  paymentIntentId: string,
  address = newClientAddress(),
  clientSecret?: string,
): Promise<Response> {
  return request('/api/confirm-payment', { method: 'POST', body: { paymentIntentId, clientSecret } }, { address })
}

/** Every call the Worker made to Stripe about this intent (the emulator's log), e.g. to count captures. */
export async function stripeCallsFor(
  paymentIntentId: string,
): Promise<Array<{ method: string; path: string; status: number }>> {
  const path = encodeURIComponent(`/v1/payment_intents/${paymentIntentId}`)
  const log = await json<Array<{ method: string; path: string; status: number }>>(
    await fetch(`${STRIPE}/__emulator/requests?path=${path}`),
  )
  return log.filter((call) => call.path.startsWith(`/v1/payment_intents/${paymentIntentId}`))
}

/** Moves the intent's creation time back, as if `seconds` had passed (jobs only look at older intents). */
export async function backdateIntent(paymentIntentId: string, seconds: number): Promise<void> {
  const response = await fetch(`${STRIPE}/__emulator/payment_intents/${paymentIntentId}/backdate`, {
    method: 'POST',
    body: new URLSearchParams({ seconds: String(seconds) }),
  })
  expect(response.status).toBe(200)
}

export interface SignOptions {
  secret?: string
  timestamp?: number
}

export async function sign(
  payload: string,
  { secret = env.STRIPE_WEBHOOK_SECRET, timestamp }: SignOptions = {},
): Promise<string> {
  return stripeSignature(payload, secret, timestamp)
}

/** A delivery from Stripe: no Origin, no cookie, the raw body and its signature header (if any). */
export function deliverWebhook(payload: string, signature: string | null): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  })
  if (signature !== null) headers.set('Stripe-Signature', signature)
  return exports.default.fetch(
    new Request('https://coaching.test/api/stripe/webhook', { method: 'POST', headers, body: payload }),
  )
}

/** A correctly signed delivery of an event the emulator recorded; must be acknowledged. */
export async function sendEvent(event: Pick<RecordedEvent, 'payload'>): Promise<Response> {
  const response = await deliverWebhook(event.payload, await sign(event.payload))
  expect(response.status, await response.clone().text()).toBe(200)
  return response
}

/** A Stripe event made by hand, for types the emulator never sends. */
export function makeEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
}

/**
 * A buyer who holds a seat, pays with the card (a Stripe test payment method) and reaches the success page:
 * the seat is theirs, with the success page's answer and the purchase row.
 */
export async function buySeat(
  item: Pick<Item, 'id' | 'type'>,
  {
    buyer = buyerDetails(),
    card = 'pm_card_visa',
    ...choice
  }: Choice & { buyer?: Checkout['buyer']; card?: string } = {},
): Promise<Checkout & { answer: ConfirmAnswer; purchase: typeof purchases.$inferSelect }> {
  const checkout = await holdSeat(item, buyer, choice)
  await authorizeCard(checkout, card)
  const confirmed = await confirmPayment(checkout.paymentIntentId, undefined, checkout.clientSecret)
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  const answer = await json<ConfirmAnswer>(confirmed)
  return { ...checkout, answer, purchase: (await purchaseOf(checkout.paymentIntentId))! }
}

// --- What the owner would see in the database --------------------------------------------------------------

export async function purchaseOf(paymentIntentId: string) {
  return (await testDb().select().from(purchases).where(eq(purchases.stripePaymentIntentId, paymentIntentId)))[0]
}

/** The messages one payment caused (their idempotency keys end with the intent id). */
export function outboxFor(paymentIntentId: string) {
  return testDb()
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `%:${paymentIntentId}`))
}

export async function seatsLeft(itemId: number): Promise<number> {
  const [row] = await testDb()
    .select({ available: inventoryItems.availableSlots })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId))
  return row!.available
}

export function holdsOf(itemId: number) {
  return testDb().select().from(seatHolds).where(eq(seatHolds.inventoryItemId, itemId))
}

export async function holdStatus(paymentIntentId: string): Promise<string | undefined> {
  const [row] = await testDb().select().from(seatHolds).where(eq(seatHolds.id, paymentIntentId))
  return row?.status
}

/** The ledger's own view of an item (the authority D1 follows). */
export const ledgerOf = (itemId: number) => ledgerFor(env, itemId)

/**
 * The ledger and D1 say the same number of free seats, and return it. A ledger never asked for a seat (every
 * reserve refused before the hold, as a stale agreement is) passes only while D1 shows nothing held or bought
 * without it.
 */
export async function agreedSeatsLeft(itemId: number): Promise<number> {
  const ledger = await ledgerOf(itemId).snapshot()
  const inD1 = await seatsLeft(itemId)
  if (ledger) expect(inD1).toBe(ledger.available)
  else {
    expect(await holdsOf(itemId), 'a seat held with no ledger').toEqual([])
    const bought = await testDb()
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.inventoryItemId, itemId))
    expect(bought, 'a purchase made with no ledger').toEqual([])
  }
  return inD1
}

/** A held seat given back as the app does it (a declined card): the ledger decides, then D1 is mirrored. */
export async function releaseHold(itemId: number, holdId: string): Promise<void> {
  const change = await ledgerOf(itemId).release(holdId)
  if (change) await testDb().batch(ledgerMirror(testDb()).of(change) as [BatchItem<'sqlite'>])
}

/** One sale, exactly: purchase succeeded, one receipt to the buyer, one SMS to the owner, the seat sold. */
export async function expectSoldOnce(checkout: Checkout, amount: number): Promise<void> {
  const purchase = await purchaseOf(checkout.paymentIntentId)
  expect(purchase).toMatchObject({ status: 'succeeded', amount, email: checkout.buyer.email })
  expect(purchase!.fulfilledAt).not.toBeNull()
  const messages = await outboxFor(checkout.paymentIntentId)
  expect(messages.map((m) => `${m.channel}:${m.template}`).sort()).toEqual([
    'email:purchase-receipt',
    'sms:owner-purchase',
  ])
  expect(await holdStatus(checkout.paymentIntentId)).toBe('sold')
  const intent = await stripeIntent(checkout.paymentIntentId)
  expect(intent).toMatchObject({ status: 'succeeded', amount_received: amount })
}

/** Nothing happened for this payment: not fulfilled, no message, not captured. */
export async function expectNothingFulfilled(paymentIntentId: string): Promise<void> {
  const purchase = await purchaseOf(paymentIntentId)
  expect(purchase?.status).not.toBe('succeeded')
  expect(purchase?.fulfilledAt ?? null).toBeNull()
  expect(await outboxFor(paymentIntentId)).toEqual([])
  expect((await stripeIntent(paymentIntentId)).amount_received).toBe(0)
}
