// A later plan payment that fails keeps the buyer's seat, tells them at once (email, and a text when they
// agreed to texts) with the link to update the card, and is tried again 1, 3, 5 and 7 days after its day;
// then the plan is overdue for the owner. A payment that needs the bank's authentication sends the same
// link, and a card saved through it pays what is owed at once. Time is the job's `now`.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { chargeDuePlanPayments } from '../../src/worker/features/plans/plan-charges.ts'
import { planCardPath } from '../../src/worker/features/plans/plans.ts'
import { client, json, request } from '../helpers/client.ts'
import { buyerDetails, holdStatus, makeEvent, seatsLeft, sendEvent } from '../helpers/checkout.ts'
import {
  buyOnPlan,
  confirmCardSetup,
  createPlanItem,
  dayAt,
  laterCharges,
  messagesKeyed,
  planRows,
  purchaseById,
  runPlanCharges,
  updateCard,
  updateCardWith,
} from '../helpers/plans.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { faultPlan, faultyBindings } from '../helpers/write-faults.ts'

interface PlanPageAnswer {
  status: string
  plan: { schedule: { number: number; status: string }[] }
  failing: { number: number; reason: string | null; nextAttemptAt: string | null } | null
}

describe('a declined later payment', () => {
  it(
    'is tried on its day and days 1, 3, 5 and 7, tells the buyer each time, then makes the plan ' +
      'overdue; the seat stays sold',
    async () => {
      const item = await createPlanItem()
      const { purchase, paymentIntentId } = await buyOnPlan(item, buyerDetails({ smsConsent: true }))
      // The buyer saves a card that attaches but declines every charge (4000 0000 0000 0341).
      expect((await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')).status).toBe(200)
      const [, second] = await planRows(purchase.id)
      const due = second!.dueOn
      const tries: Array<[number, number]> = [
        [0, 1],
        [0.5, 0],
        [1, 1],
        [2, 0],
        [3, 1],
        [4.9, 0],
        [5, 1],
        [7, 1],
        [8, 0],
        [60, 0],
      ]
      for (const [days, failed] of tries) {
        expect(await runPlanCharges(dayAt(due, days), purchase.id), `day ${days}`).toEqual({ paid: 0, failed })
      }
      const row = (await planRows(purchase.id))[1]!
      expect(row).toMatchObject({
        status: 'overdue',
        attempts: 5,
        lastErrorCode: 'card_declined',
        lastError: 'Your card was declined.',
      })
      expect((await purchaseById(purchase.id)).planStatus).toBe('overdue')
      expect((await planRows(purchase.id))[2]!.status).toBe('scheduled')

      const charges = await laterCharges(purchase)
      expect(charges).toHaveLength(5)
      expect(charges.every((c) => c.amount_received === 0)).toBe(true)
      const emails = await messagesKeyed(`plan-payment-failed:${purchase.id}:`)
      const texts = await messagesKeyed(`plan-payment-failed-sms:${purchase.id}:`)
      expect(emails).toHaveLength(5)
      expect(texts).toHaveLength(5)
      expect(emails.map((m) => m.payload.nextAttemptAt)).toEqual([
        dayAt(due, 1).toISOString(),
        dayAt(due, 3).toISOString(),
        dayAt(due, 5).toISOString(),
        dayAt(due, 7).toISOString(),
        null,
      ])
      expect(String(texts[0]!.payload.text)).toContain(`/plan#${purchase.planToken}`)
      expect(await messagesKeyed(`plan-overdue:${purchase.id}:`)).toHaveLength(1)
      expect(await holdStatus(paymentIntentId)).toBe('sold')
      expect(await seatsLeft(item.id)).toBe(item.totalSlots - 1)

      const page = await json<PlanPageAnswer>(
        await client().api.plans.view.$post({ json: { token: purchase.planToken! } }),
      )
      expect(page).toMatchObject({
        status: 'overdue',
        failing: { number: 2, reason: 'Your card was declined.', nextAttemptAt: null },
      })

      // A good card through the link: the overdue payment is charged at once and the plan runs again.
      const updated = await updateCard(purchase.planToken!, 'pm_card_visa')
      expect(updated.status, await updated.clone().text()).toBe(200)
      expect(await json<PlanPageAnswer>(updated)).toMatchObject({ status: 'active', failing: null })
      expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'paid', 'scheduled'])
      expect((await laterCharges(purchase)).filter((c) => c.amount_received === 17900)).toHaveLength(1)
    },
  )

  it('a buyer who did not agree to texts gets emails only', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem(), buyerDetails({ smsConsent: false }))
    await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')
    await runPlanCharges(dayAt((await planRows(purchase.id))[1]!.dueOn), purchase.id)
    expect(await messagesKeyed(`plan-payment-failed:${purchase.id}:`)).toHaveLength(1)
    expect(await messagesKeyed(`plan-payment-failed-sms:${purchase.id}:`)).toHaveLength(0)
  })

  it('a last refusal recorded after a webhook paid the payment leaves the plan running, owner and buyer untold', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem(), buyerDetails({ smsConsent: true }))
    await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')
    const due = (await planRows(purchase.id))[1]!.dueOn
    for (const days of [0, 1, 3, 5]) await runPlanCharges(dayAt(due, days), purchase.id)
    // Stripe's word that payment 2 succeeded lands while the run records its last refusal (just before its batch).
    const paidByWebhook = () =>
      sendEvent({
        payload: makeEvent('payment_intent.succeeded', {
          id: `pi_${crypto.randomUUID().replaceAll('-', '')}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount: 17900,
          metadata: {
            planPurchaseId: String(purchase.id),
            planOf: purchase.stripePaymentIntentId,
            planPaymentNumber: '2',
          },
        }),
      })
    const told = async () => ({
      emails: (await messagesKeyed(`plan-payment-failed:${purchase.id}:`)).length,
      texts: (await messagesKeyed(`plan-payment-failed-sms:${purchase.id}:`)).length,
    })
    const before = await told()
    expect(before.texts).toBeGreaterThan(0)
    const { db } = faultyBindings(env, faultPlan({}, { 1: paidByWebhook }))
    const run = await chargeDuePlanPayments(db, env, createStripe(env)!, dayAt(due, 7), purchase.id)
    expect((await planRows(purchase.id)).map((row) => row.status)).toEqual(['paid', 'paid', 'scheduled'])
    expect((await purchaseById(purchase.id)).planStatus).toBe('active')
    expect(await messagesKeyed(`plan-overdue:${purchase.id}:`)).toHaveLength(0)
    // The payment went through: the buyer is not told it failed.
    expect(await told()).toEqual(before)
    expect(run).toEqual({ paid: 0, failed: 0 })
  })
})

describe('a later payment that needs authentication', () => {
  it('sends the same link; a card authenticated through it pays off session', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    // 4000 0027 6000 3184 asks for authentication every time, so off session it cannot pay.
    await updateCard(purchase.planToken!, 'pm_card_authenticationRequired')
    const due = (await planRows(purchase.id))[1]!.dueOn
    expect(await runPlanCharges(dayAt(due), purchase.id)).toEqual({ paid: 0, failed: 1 })
    expect((await planRows(purchase.id))[1]).toMatchObject({
      status: 'retrying',
      lastErrorCode: 'authentication_required',
    })
    const [email] = await messagesKeyed(`plan-payment-failed:${purchase.id}:`)
    expect(email!.payload).toMatchObject({ needsAuthentication: true, token: purchase.planToken })

    // 4000 0025 0000 3155 asks once, when saved through the link, then pays off session.
    const updated = await updateCard(purchase.planToken!, 'pm_card_authenticationRequiredOnSetup')
    expect(updated.status).toBe(200)
    expect((await planRows(purchase.id))[1]!.status).toBe('paid')
  })
})

describe("the buyer's link", () => {
  it('an unknown token is a 404; a setup intent of another customer does not change the card', async () => {
    expect((await client().api.plans.view.$post({ json: { token: 'not-a-real-token-0123456789' } })).status).toBe(404)
    const mine = (await buyOnPlan(await createPlanItem())).purchase
    const theirs = (await buyOnPlan(await createPlanItem())).purchase
    const started = await client().api.plans['setup-intent'].$post({ json: { token: theirs.planToken! } })
    const { clientSecret } = await json<{ clientSecret: string }>(started)
    const foreign = await client().api.plans.card.$post({
      json: { token: mine.planToken!, setupIntentId: clientSecret.split('_secret_')[0]! },
    })
    expect(foreign.status).toBe(409)
    expect((await purchaseById(mine.id)).stripePaymentMethodId).toBe(mine.stripePaymentMethodId)
  })
})

describe('a plan link that leaked', () => {
  it('lives in the fragment and its calls carry the token in the body: no path or query holds it', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    expect(planCardPath(purchase.planToken)).toBe(`/plan#${purchase.planToken}`)
    const old = await request(`/api/plans/${purchase.planToken}`, {}, { address: newClientAddress() })
    expect(old.status).not.toBe(200)
  })

  it('starts at most five card updates a day for its plan, from any number of addresses, and says when to come back', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const start = () =>
      client({ address: newClientAddress() }).api.plans['setup-intent'].$post({ json: { token: purchase.planToken! } })
    // Eight at once from eight addresses: exactly five get through.
    const burst = await Promise.all(Array.from({ length: 8 }, start))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    const refused = await start()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60)
    expect((await json<{ message: string }>(refused)).message).toMatch(/tried 5 new cards today.*try again after/)
  })

  it('charges an overdue plan at once only once per card: the same card sent again charges nothing more', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    expect((await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')).status).toBe(200)
    const due = (await planRows(purchase.id))[1]!.dueOn
    for (const days of [0, 1, 3, 5, 7]) await runPlanCharges(dayAt(due, days), purchase.id)
    expect((await purchaseById(purchase.id)).planStatus).toBe('overdue')
    const { response, setupIntentId } = await updateCardWith(purchase.planToken!, 'pm_card_visa')
    expect(response.status, await response.clone().text()).toBe(200)
    const charged = await laterCharges(purchase)
    expect(charged.filter((c) => c.amount_received > 0)).toHaveLength(1)
    for (let again = 0; again < 3; again += 1) {
      const repeat = await request(
        '/api/plans/card',
        { method: 'POST', body: { token: purchase.planToken, setupIntentId } },
        { address: newClientAddress() },
      )
      expect(repeat.status).toBe(200)
    }
    expect(await laterCharges(purchase)).toHaveLength(charged.length)
  })

  it('tries an overdue payment once per card change: saved cards sent back and forth, or twice at once, charge no more', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    expect((await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')).status).toBe(200)
    const due = (await planRows(purchase.id))[1]!.dueOn
    for (const days of [0, 1, 3, 5, 7]) await runPlanCharges(dayAt(due, days), purchase.id)
    expect((await purchaseById(purchase.id)).planStatus).toBe('overdue')
    // Two cards that save but are refused when charged: each change tries the overdue payment once.
    const before = (await laterCharges(purchase)).length
    const first = await updateCardWith(purchase.planToken!, 'pm_card_chargeCustomerFail')
    const second = await updateCardWith(purchase.planToken!, 'pm_card_chargeCustomerFail')
    for (const { response } of [first, second]) expect(response.status, await response.clone().text()).toBe(200)
    const tried = (await laterCharges(purchase)).length
    expect(tried).toBe(before + 2)
    const finish = (setupIntentId: string) =>
      request(
        '/api/plans/card',
        { method: 'POST', body: { token: purchase.planToken, setupIntentId } },
        { address: newClientAddress() },
      )
    // The leaked link's holder alternates the two saved cards: no card change, so no charge.
    for (let round = 0; round < 3; round += 1) {
      for (const { setupIntentId } of [first, second]) expect((await finish(setupIntentId)).status).toBe(200)
    }
    expect(await laterCharges(purchase)).toHaveLength(tried)
    // A third card, its SetupIntent finished from two tabs at once: one change, one charge.
    const third = await confirmCardSetup(purchase.planToken!, 'pm_card_chargeCustomerFail')
    const answers = await Promise.all([finish(third), finish(third)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await laterCharges(purchase)).toHaveLength(tried + 1)
  })
})
