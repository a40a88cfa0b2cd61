// A later plan payment is charged at most once per attempt, whatever Stripe answers: a debit that answers
// `processing` waits for the bank (its webhook, or a look-up by the cron) and is never sent again meanwhile;
// webhooks that come twice, late or out of order settle it once; any refusal (4xx) is an attempt, so the next
// try has a new key and no key is replayed forever. The card update accepts cards only (decision 053).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { planPayments, purchases } from '../../src/worker/platform/db/schema.ts'
import { json } from '../helpers/client.ts'
import { eventsFor, sendEvent, STRIPE, stripeCall } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import {
  buyOnPlan,
  createPlanItem,
  dayAt,
  laterCharges,
  messagesKeyed,
  planRows,
  purchaseById,
  runPlanCharges,
  updateCard,
} from '../helpers/plans.ts'

/**
 * Saves a US bank account to the plan's customer behind the Worker's back (a SetupIntent allowing any method,
 * as the card update did before it allowed cards only), as a plan sold before that change could hold.
 */
async function planOnBankAccount() {
  const { purchase } = await buyOnPlan(await createPlanItem())
  const setup = await json<{ id: string; client_secret: string }>(
    await stripeCall('/v1/setup_intents', { customer: purchase.stripeCustomerId!, usage: 'off_session' }),
  )
  const confirmed = await json<{ status: string; payment_method: string }>(
    await stripeCall(`/v1/setup_intents/${setup.id}/confirm`, { payment_method: 'pm_usBankAccount_success' }),
  )
  expect(confirmed.status).toBe('succeeded')
  await testDb()
    .update(purchases)
    .set({ stripePaymentMethodId: confirmed.payment_method })
    .where(eq(purchases.id, purchase.id))
  return { purchase: await purchaseById(purchase.id), due: (await planRows(purchase.id))[1]!.dueOn }
}

/** The bank's answer, days later: Stripe moves the intent and emits its event (not delivered: the test does). */
async function bankSettles(intentId: string, outcome: 'succeeded' | 'failed') {
  const response = await fetch(`${STRIPE}/__emulator/payment_intents/${intentId}/settle`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

const eventOf = async (intentId: string, type: string) => (await eventsFor(intentId)).find((e) => e.type === type)!

describe('a payment that answers processing', () => {
  it('waits in processing and is never charged again; the webhook, twice and out of order, pays it once', async () => {
    const { purchase, due } = await planOnBankAccount()
    expect(await runPlanCharges(dayAt(due), purchase.id)).toEqual({ paid: 0, failed: 0 })
    const [charge] = await laterCharges(purchase)
    expect(charge).toMatchObject({ status: 'processing' })
    expect((await planRows(purchase.id))[1]).toMatchObject({
      status: 'processing',
      attempts: 0,
      stripePaymentIntentId: charge!.id,
      claimedUntil: null,
    })
    // Every minute for a day and then a week later: the same payment is not sent to Stripe again.
    for (const [days, hours] of [
      [0, 0.02],
      [0, 0.5],
      [0, 2],
      [1, 0],
      [8, 0],
    ] as const)
      expect(await runPlanCharges(dayAt(due, days, hours), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(1)

    await bankSettles(charge!.id, 'succeeded')
    const processing = await eventOf(charge!.id, 'payment_intent.processing')
    const succeeded = await eventOf(charge!.id, 'payment_intent.succeeded')
    await sendEvent(succeeded)
    await sendEvent(processing)
    await sendEvent(succeeded)
    const row = (await planRows(purchase.id))[1]!
    expect(row).toMatchObject({ status: 'paid', stripePaymentIntentId: charge!.id, attempts: 0 })
    expect(await messagesKeyed(`plan-payment-receipt:${purchase.id}:2`)).toHaveLength(1)
    expect(await messagesKeyed(`plan-payment-failed:${purchase.id}:`)).toHaveLength(0)
    // A late copy of the failure of nothing, or of the success again, changes nothing.
    await sendEvent(succeeded)
    expect((await planRows(purchase.id))[1]!.paidAt).toBe(row.paidAt)
  })

  it('a debit the bank refuses counts one attempt; a stale copy of its failure does not touch the next attempt', async () => {
    const { purchase, due } = await planOnBankAccount()
    await runPlanCharges(dayAt(due), purchase.id)
    const [first] = await laterCharges(purchase)
    await bankSettles(first!.id, 'failed')
    const failed = await eventOf(first!.id, 'payment_intent.payment_failed')
    await sendEvent(failed)
    await sendEvent(failed)
    expect((await planRows(purchase.id))[1]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastErrorCode: 'account_closed',
      nextAttemptAt: dayAt(due, 1).toISOString(),
    })
    expect(await messagesKeyed(`plan-payment-failed:${purchase.id}:2:`)).toHaveLength(1)

    // The next try (a new key) is processing too; the first attempt's failure arrives late, out of order.
    expect(await runPlanCharges(dayAt(due, 1), purchase.id)).toEqual({ paid: 0, failed: 0 })
    const second = (await laterCharges(purchase)).find((c) => c.id !== first!.id)!
    await sendEvent(failed)
    expect((await planRows(purchase.id))[1]).toMatchObject({
      status: 'processing',
      attempts: 1,
      stripePaymentIntentId: second.id,
    })
    await bankSettles(second.id, 'succeeded')
    await sendEvent(await eventOf(second.id, 'payment_intent.succeeded'))
    expect((await planRows(purchase.id))[1]).toMatchObject({ status: 'paid', stripePaymentIntentId: second.id })
    expect((await laterCharges(purchase)).map((c) => c.status).sort()).toEqual(['requires_payment_method', 'succeeded'])
  })

  it('with no webhook at all, the cron looks the intent up and settles it', async () => {
    const { purchase, due } = await planOnBankAccount()
    await runPlanCharges(dayAt(due), purchase.id)
    const [charge] = await laterCharges(purchase)
    await bankSettles(charge!.id, 'succeeded')
    expect(await runPlanCharges(dayAt(due, 0, 2), purchase.id)).toEqual({ paid: 1, failed: 0 })
    expect((await planRows(purchase.id))[1]).toMatchObject({ status: 'paid', stripePaymentIntentId: charge!.id })
    expect(await laterCharges(purchase)).toHaveLength(1)
  })
})

describe('what Stripe refuses', () => {
  it('the card update accepts cards only: a bank account is not saved', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const updated = await updateCard(purchase.planToken!, 'pm_usBankAccount_success')
    expect(updated.status).toBe(409)
    expect((await purchaseById(purchase.id)).stripePaymentMethodId).toBe(purchase.stripePaymentMethodId)
  })

  it('a refusal that is not a card error (a method not the customer’s) is an attempt with the next key, not a loop', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const other = (await buyOnPlan(await createPlanItem())).purchase
    await testDb()
      .update(purchases)
      .set({ stripePaymentMethodId: other.stripePaymentMethodId })
      .where(eq(purchases.id, purchase.id))
    const due = (await planRows(purchase.id))[1]!.dueOn
    expect(await runPlanCharges(dayAt(due), purchase.id)).toEqual({ paid: 0, failed: 1 })
    expect(await runPlanCharges(dayAt(due, 0, 0.1), purchase.id)).toEqual({ paid: 0, failed: 0 })
    const [row] = await testDb()
      .select()
      .from(planPayments)
      .where(eq(planPayments.purchaseId, purchase.id))
      .orderBy(planPayments.number)
      .limit(1)
      .offset(1)
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, claimedUntil: null, attemptPaymentMethodId: null })
    expect(await messagesKeyed(`plan-payment-failed:${purchase.id}:2:1`)).toHaveLength(1)
  })
})
