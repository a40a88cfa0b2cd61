// A buyer on a payment plan, step by step: the plan chosen at checkout, the first payment through the seat
// flow, later payments charged by the Worker's job at a time the test chooses (an injected clock), and the
// card updated through the buyer's link with a SetupIntent, as Stripe.js would confirm it.
import { env } from 'cloudflare:workers'
import { asc, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { outbox, planPayments, purchases } from '../../src/worker/platform/db/schema.ts'
import { chargeDuePlanPayments } from '../../src/worker/features/plans/plan-charges.ts'
import { client, json, request } from './client.ts'
import { buySeat, buyerDetails, createItem, type EmulatedIntent, type Item, STRIPE, stripeCall } from './checkout.ts'
import { testDb } from './db.ts'
import { newClientAddress } from './leads.ts'
import type { PlanView } from '../../src/shared/plan-terms.ts'

/** A receipt's three payments of $179, as an email shows them. */
export const THREE_PAYMENTS: PlanView = {
  payments: 3,
  amount: 17900,
  total: 53700,
  schedule: [
    { number: 1, dueOn: '2026-11-26', amount: 17900 },
    { number: 2, dueOn: '2026-12-26', amount: 17900 },
    { number: 3, dueOn: '2027-01-26', amount: 17900 },
  ],
}

/** A pod like the seeded ones: $499 in full, or three payments of $179. */
export const createPlanItem = (overrides: Partial<Item> = {}) =>
  createItem({ price: 49900, planPayments: 3, planAmount: 17900, ...overrides })

/** A buyer who chooses the plan, submits, and confirms the card: the seat is theirs and the first payment captured. */
export function buyOnPlan(item: Item, buyer = buyerDetails()) {
  return buySeat(item, { buyer, paymentChoice: 'plan' })
}

/** One run of the Worker's plan job, as the cron trigger makes it, at the given moment. */
export function runPlanCharges(now: string | Date, purchaseId?: number) {
  return chargeDuePlanPayments(testDb(), env, createStripe(env)!, new Date(now), purchaseId)
}

export function planRows(purchaseId: number) {
  return testDb()
    .select()
    .from(planPayments)
    .where(eq(planPayments.purchaseId, purchaseId))
    .orderBy(asc(planPayments.number))
}

export async function purchaseById(id: number) {
  return (await testDb().select().from(purchases).where(eq(purchases.id, id)))[0]!
}

/** Every charge Stripe saw for this plan's later payments (the job's off-session intents). */
export async function laterCharges(
  purchase: Pick<typeof purchases.$inferSelect, 'stripePaymentIntentId'>,
): Promise<EmulatedIntent[]> {
  const planOf = encodeURIComponent(purchase.stripePaymentIntentId ?? '')
  return json<EmulatedIntent[]>(await fetch(`${STRIPE}/__emulator/payment_intents?metadata[planOf]=${planOf}`))
}

/** The outbox rows whose idempotency key starts with `prefix` (such as `plan-payment-failed:12:`). */
export function messagesKeyed(prefix: string) {
  return testDb()
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `${prefix}%`))
    .orderBy(asc(outbox.id))
}

/**
 * The buyer opens their link, asks for a SetupIntent, confirms it in the browser with a test payment method
 * (completing the bank's challenge when the card asks for one) and lands back on the page, which finishes
 * the update. Answers that last call.
 */
export async function updateCard(token: string, paymentMethod: string): Promise<Response> {
  return (await updateCardWith(token, paymentMethod)).response
}

/** updateCard, also saying which SetupIntent saved the card (to send it again, as a second tab would). */
export async function updateCardWith(
  token: string,
  paymentMethod: string,
): Promise<{ response: Response; setupIntentId: string }> {
  const address = newClientAddress()
  const setupIntentId = await confirmCardSetup(token, paymentMethod, address)
  const response = await request('/api/plans/card', { method: 'POST', body: { token, setupIntentId } }, { address })
  return { response, setupIntentId }
}

/**
 * The first half of a card update: a SetupIntent asked for through the link and confirmed in the browser with
 * a test payment method (the bank's challenge completed when the card asks for one), not yet sent back.
 */
export async function confirmCardSetup(token: string, paymentMethod: string, address = newClientAddress()) {
  const started = await client({ address }).api.plans['setup-intent'].$post({ json: { token } })
  expect(started.status, await started.clone().text()).toBe(200)
  const { clientSecret } = (await started.json()) as { clientSecret: string }
  const setupIntentId = clientSecret.split('_secret_')[0]!
  const confirmed = await stripeCall(
    `/v1/setup_intents/${setupIntentId}/confirm`,
    { payment_method: paymentMethod, client_secret: clientSecret },
    'pk_test_emulator',
  )
  if ((await json<{ status?: string }>(confirmed)).status === 'requires_action') {
    await fetch(`${STRIPE}/__emulator/setup_intents/${setupIntentId}/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
    })
  }
  return setupIntentId
}

/** A moment `days` after a day (YYYY-MM-DD) at the plan job's charging hour, plus `hours`. */
export const dayAt = (day: string, days = 0, hours = 0) =>
  new Date(Date.parse(`${day}T17:00:00Z`) + days * 86_400_000 + hours * 3_600_000)
