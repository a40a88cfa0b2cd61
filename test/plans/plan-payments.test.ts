// Payment plans tied to a seat: the plan's prices come from the inventory item alone, the first payment
// sells the seat and saves the card, and the Worker's job charges the later payments so that a plan of N
// payments makes exactly N charges whatever runs twice, is retried, or dies mid-call. Time is the job's
// `now`, chosen by each test.
import { describe, expect, it, vi } from 'vitest'
import { analyticsReport } from '../../src/worker/features/analytics/analytics-report.ts'
import { paymentsReceived } from '../../src/worker/features/purchases/purchases.ts'
import { cancelRemainingPayments } from '../../src/worker/features/plans/plan-schedule.ts'
import { client, json } from '../helpers/client.ts'
import {
  allCommitments,
  buyerDetails,
  createIntent,
  createItem,
  holdStatus,
  type IntentAnswer,
  reserve,
  seatsLeft,
  STRIPE,
  stripeIntent,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import {
  buyOnPlan,
  createPlanItem,
  dayAt,
  laterCharges,
  planRows,
  purchaseById,
  runPlanCharges,
} from '../helpers/plans.ts'

type PlanDetails = IntentAnswer['paymentDetails'] & {
  plan?: {
    payments: number
    amount: number
    total: number
    schedule: { number: number; dueOn: string; amount: number }[]
  }
}

describe('choosing the plan at checkout', () => {
  it('the intent, the schedule and the seat all follow the item: three payments of $179, the first today', async () => {
    const item = await createPlanItem()
    const answer = await createIntent({ type: 'brotherhood', inventoryId: item.id, paymentChoice: 'plan' })
    const details = answer.paymentDetails as PlanDetails
    expect(details).toMatchObject({ amount: 17900, plan: { payments: 3, amount: 17900, total: 53700 } })
    expect(details.plan!.schedule.map((p) => p.amount)).toEqual([17900, 17900, 17900])
    expect((await stripeIntent(answer.paymentIntentId!)).amount).toBe(17900)

    const { purchase, paymentIntentId } = await buyOnPlan(item)
    expect(purchase).toMatchObject({ status: 'succeeded', amount: 17900, planPayments: 3, planStatus: 'active' })
    expect(await holdStatus(paymentIntentId)).toBe('sold')
    expect(await seatsLeft(item.id)).toBe(item.totalSlots - 1)
    const intent = (await stripeIntent(paymentIntentId)) as Awaited<ReturnType<typeof stripeIntent>> & {
      customer: string
      setup_future_usage: string
      payment_method: string
    }
    expect(intent).toMatchObject({
      amount_received: 17900,
      customer: purchase.stripeCustomerId,
      setup_future_usage: 'off_session',
    })
    expect(purchase.stripePaymentMethodId).toBe(intent.payment_method)
    const rows = await planRows(purchase.id)
    expect(rows.map((r) => [r.number, r.status, r.amount])).toEqual([
      [1, 'paid', 17900],
      [2, 'scheduled', 17900],
      [3, 'scheduled', 17900],
    ])
    expect(rows.map((r) => r.dueOn)).toEqual(details.plan!.schedule.map((p) => p.dueOn))
  })

  it('paying in full stays one charge of the full price and saves no card', async () => {
    const item = await createPlanItem()
    const answer = await createIntent({ type: 'brotherhood', inventoryId: item.id, paymentChoice: 'full' })
    expect(answer.paymentDetails).toEqual({ amount: 49900, type: 'brotherhood', description: expect.any(String) })
    const reserved = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: answer.paymentIntentId,
      commitments: allCommitments(),
    })
    expect(reserved.status).toBe(200)
    const intent = (await stripeIntent(answer.paymentIntentId!)) as Awaited<ReturnType<typeof stripeIntent>> & {
      customer: string | null
      setup_future_usage: string | null
    }
    expect(intent).toMatchObject({ amount: 49900, customer: null, setup_future_usage: null })
  })

  it(
    'no amount is taken from the browser: a sent amount is ignored, a sent plan amount refused, a ' +
      'plan the item lacks refused',
    async () => {
      const item = await createPlanItem()
      const answer = await createIntent({
        type: 'brotherhood',
        inventoryId: item.id,
        paymentChoice: 'plan',
        amount: 100,
        description: 'cheap',
      })
      expect(answer.paymentDetails.amount).toBe(17900)
      expect((await stripeIntent(answer.paymentIntentId!)).amount).toBe(17900)
      const forged = await reserve({
        ...buyerDetails(),
        type: 'brotherhood',
        inventoryId: item.id,
        paymentChoice: 'plan',
        planAmount: 100,
        paymentIntentId: answer.paymentIntentId,
        commitments: allCommitments(),
      })
      expect(forged.status).toBe(400)
      expect((await stripeIntent(answer.paymentIntentId!)).amount).toBe(17900)

      const noPlan = await createItem()
      const refused = await client({ address: newClientAddress() }).api['create-payment-intent'].$post({
        json: { type: 'brotherhood', inventoryId: noPlan.id, paymentChoice: 'plan' },
      })
      expect(refused.status).toBe(400)
      expect(await json(refused)).toMatchObject({
        fields: { paymentChoice: 'This option has no payment plan. Please choose to pay in full.' },
      })
    },
  )
})

describe('the later payments: N payments, N charges', () => {
  it('each payment is charged on its day and not before; the plan then completes', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const [, second, third] = await planRows(purchase.id)
    expect(await runPlanCharges(dayAt(second!.dueOn, 0, -1), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await runPlanCharges(dayAt(second!.dueOn), purchase.id)).toEqual({ paid: 1, failed: 0 })
    expect(await runPlanCharges(dayAt(third!.dueOn, -1), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await runPlanCharges(dayAt(third!.dueOn), purchase.id)).toEqual({ paid: 1, failed: 0 })
    expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid'])
    expect((await purchaseById(purchase.id)).planStatus).toBe('completed')
    const charges = await laterCharges(purchase)
    expect(charges.map((c) => [c.status, c.amount_received])).toEqual([
      ['succeeded', 17900],
      ['succeeded', 17900],
    ])
  })

  it('runs at the same moment, replayed runs and a run long after make two later charges, no more', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const rows = await planRows(purchase.id)
    const late = dayAt(rows[2]!.dueOn, 20)
    for (let round = 0; round < 3; round++) {
      await Promise.all([runPlanCharges(late), runPlanCharges(late), runPlanCharges(late, purchase.id)])
    }
    expect((await laterCharges(purchase)).filter((c) => c.status === 'succeeded')).toHaveLength(2)
    expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid'])
    expect(await runPlanCharges(dayAt(rows[2]!.dueOn, 400), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(2)
  })

  it('Stripe failing is retried with the same key; an answer lost mid-call is replayed, not charged again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { purchase } = await buyOnPlan(await createPlanItem())
    const [, second, third] = await planRows(purchase.id)
    await fetch(`${STRIPE}/__emulator/failures`, {
      method: 'POST',
      body: new URLSearchParams({ path: '/v1/payment_intents', count: '1' }),
    })
    expect(await runPlanCharges(dayAt(second!.dueOn), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(0)
    expect((await planRows(purchase.id))[1]).toMatchObject({ status: 'scheduled', attempts: 0, claimedUntil: null })
    expect(await runPlanCharges(dayAt(second!.dueOn, 0, 1), purchase.id)).toEqual({ paid: 1, failed: 0 })

    // Stripe charges the third payment but the answer is lost (the Worker died): the next run gets Stripe's saved answer.
    await fetch(`${STRIPE}/__emulator/failures`, {
      method: 'POST',
      body: new URLSearchParams({ path: '/v1/payment_intents', count: '1', lost: 'true' }),
    })
    expect(await runPlanCharges(dayAt(third!.dueOn), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(2)
    expect(await runPlanCharges(dayAt(third!.dueOn, 0, 1), purchase.id)).toEqual({ paid: 1, failed: 0 })
    expect((await laterCharges(purchase)).filter((c) => c.status === 'succeeded')).toHaveLength(2)
    expect((await purchaseById(purchase.id)).planStatus).toBe('completed')
    expect(quiet).toHaveBeenCalled()
    quiet.mockRestore()
  })

  it('a run that dies after claiming a payment leaves it to the next run once its claim lapses', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const [, second] = await planRows(purchase.id)
    const { planPayments } = await import('../../src/worker/platform/db/schema.ts')
    const { eq } = await import('drizzle-orm')
    // As a dead run would leave it: claimed for two minutes, with the card it meant to charge.
    await testDb()
      .update(planPayments)
      .set({
        claimedUntil: dayAt(second!.dueOn, 0, 0.03).toISOString(),
        attemptPaymentMethodId: purchase.stripePaymentMethodId,
      })
      .where(eq(planPayments.id, second!.id))
    expect(await runPlanCharges(dayAt(second!.dueOn, 0, 0.01), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await runPlanCharges(dayAt(second!.dueOn, 0, 0.05), purchase.id)).toEqual({ paid: 1, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(1)
  })
})

describe('money received, not promised', () => {
  it('payments received list the first payment and each later one once charged; revenue counts only those', async () => {
    const { purchase, paymentIntentId } = await buyOnPlan(await createPlanItem())
    const [, second] = await planRows(purchase.id)
    expect(await paymentsReceived(testDb(), purchase.id)).toEqual([
      { number: 1, stripePaymentIntentId: paymentIntentId, amount: 17900 },
    ])
    await runPlanCharges(dayAt(second!.dueOn), purchase.id)
    const received = await paymentsReceived(testDb(), purchase.id)
    expect(received.map((p) => [p.number, p.amount])).toEqual([
      [1, 17900],
      [2, 17900],
    ])
    expect(received[1]!.stripePaymentIntentId).toBe((await laterCharges(purchase))[0]!.id)
  })

  it('a later payment counts in the revenue of the day it is received, not before', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const [, second] = await planRows(purchase.id)
    // Charged late, on a day no other test touches, so the day's revenue is this payment alone.
    const paidOn = dayAt(second!.dueOn, 41)
    const day = paidOn.toISOString().slice(0, 10)
    expect((await analyticsReport(testDb(), { from: day, to: day })).purchases.revenue).toBe(0)
    await runPlanCharges(paidOn, purchase.id)
    const report = await analyticsReport(testDb(), { from: day, to: day })
    expect(report.purchases).toMatchObject({ revenue: 17900, count: 0 })
    expect(report.daily).toEqual([expect.objectContaining({ date: day, revenue: 17900 })])
  })

  it('a refund cancels what is left: no later payment is charged', async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const [, , third] = await planRows(purchase.id)
    expect(await cancelRemainingPayments(testDb(), purchase.id, new Date())).toBe(2)
    expect(await runPlanCharges(dayAt(third!.dueOn, 30), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(0)
    expect((await purchaseById(purchase.id)).planStatus).toBe('canceled')
  })
})
