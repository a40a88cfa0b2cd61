// What stops a plan, and what it must never stop: a refund asked (waiting for the owner, approved or running)
// takes no new charge; a refund or a data deletion stops the payments nothing is charging, but a payment whose
// charge may be at Stripe right now is finished by its charger, and the refund waits for it and gives it back
// too. Invariant checked: every later charge Stripe took is refunded once the refund is done.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refundPathFor } from '../../src/worker/features/refunds/refund-link.ts'
import { runDueRefunds } from '../../src/worker/features/refunds/refund-requests.ts'
import { deleteContactData } from '../../src/worker/features/leads/data-deletion.ts'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { refundRequests } from '../../src/worker/platform/db/schema.ts'
import { movePayment } from '../../src/worker/features/plans/plan-payment-states.ts'
import { CLAIM_MS } from '../../src/worker/features/refunds/refund-execution.ts'
import { client, json, request } from '../helpers/client.ts'
import { STRIPE, stripeCall } from '../helpers/checkout.ts'
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
import { adminCookie } from '../helpers/sessions.ts'
import { signedInClient } from '../helpers/my-coaching.ts'
import { planScheduleHtml } from '../../src/client/plans/plan-schedule-html.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import type { PlanPage } from '../../src/worker/features/plans/plan-card.ts'
import { buyerDetails } from '../helpers/checkout.ts'
import { uniqueEmail } from '../helpers/leads.ts'

async function setApproval(refundApproval: 'automatic' | 'manual') {
  const response = await client({ cookie: await adminCookie() }).api.admin['refund-settings'].$put({
    json: { refundApproval },
  })
  expect(response.status).toBe(200)
}

afterEach(async () => {
  await setApproval('automatic')
})

async function askRefund(purchaseId: number) {
  const token = (await refundPathFor(env, await purchaseById(purchaseId)))!.replace('/refund#', '')
  const asked = await request('/api/refunds/ask', { method: 'POST', body: { token } }, { address: newClientAddress() })
  expect(asked.status, await asked.clone().text()).toBe(200)
}

const requestOf = async (purchaseId: number) =>
  (await testDb().select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId)))[0]

/** Money Stripe took for the plan's later payments, and money it gave back for them. */
async function laterMoney(purchase: Awaited<ReturnType<typeof purchaseById>>) {
  const charges = (await laterCharges(purchase)).filter((c) => c.status === 'succeeded')
  let refunded = 0
  for (const charge of charges) {
    const list = await json<{ data: { amount: number; status: string }[] }>(
      await stripeCall(`/v1/refunds?payment_intent=${charge.id}`),
    )
    refunded += list.data.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0)
  }
  return { taken: charges.reduce((sum, c) => sum + c.amount_received, 0), refunded }
}

describe('a refund racing a charge', () => {
  it('a charge that landed but whose answer was lost is finished, recorded and refunded, not canceled', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { purchase } = await buyOnPlan(await createPlanItem())
    const due = (await planRows(purchase.id))[1]!.dueOn
    // Stripe charges the second payment; the Worker never hears (the answer is lost mid-call).
    await fetch(`${STRIPE}/__emulator/failures`, {
      method: 'POST',
      body: new URLSearchParams({ path: '/v1/payment_intents', count: '1', lost: 'true' }),
    })
    expect(await runPlanCharges(dayAt(due), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect((await laterMoney(await purchaseById(purchase.id))).taken).toBe(17900)

    await askRefund(purchase.id)
    // The refund stopped the third payment but not the second, and is not finished while the second may have landed.
    expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'scheduled', 'canceled'])
    expect(await requestOf(purchase.id)).toMatchObject({ status: 'refunding' })

    // The next run sends the same request with the same key: Stripe's saved answer, no second charge.
    expect(await runPlanCharges(dayAt(due, 0, 1), purchase.id)).toEqual({ paid: 1, failed: 0 })
    await runDueRefunds(testDb(), env, createStripe(env)!, Date.now() + CLAIM_MS + 1)
    expect(await requestOf(purchase.id)).toMatchObject({ status: 'refunded' })
    expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'paid', 'canceled'])
    expect(await laterMoney(await purchaseById(purchase.id))).toEqual({ taken: 17900, refunded: 17900 })
    expect(await purchaseById(purchase.id)).toMatchObject({ status: 'refunded', planStatus: 'canceled' })
    quiet.mockRestore()
  })

  it('refunds and charges at the same moment, many times: every later charge taken is given back', async () => {
    const bought = await Promise.all([1, 2, 3, 4].map(async () => (await buyOnPlan(await createPlanItem())).purchase))
    const due = (await planRows(bought[0]!.id))[1]!.dueOn
    await Promise.all(bought.flatMap((p) => [runPlanCharges(dayAt(due, 0, 0.5), p.id), askRefund(p.id)]))
    // Whatever interleaving happened, the jobs' next runs settle it all.
    await Promise.all(bought.map((p) => runPlanCharges(dayAt(due, 0, 1), p.id)))
    await runDueRefunds(testDb(), env, createStripe(env)!, Date.now() + CLAIM_MS + 1)
    for (const p of bought) {
      expect(await requestOf(p.id)).toMatchObject({ status: 'refunded' })
      const money = await laterMoney(await purchaseById(p.id))
      expect(money.refunded).toBe(money.taken)
      expect((await planRows(p.id)).every((r) => r.status === 'paid' || r.status === 'canceled')).toBe(true)
    }
    // Four whole purchases and refunds: more than the default 5 s on a loaded machine.
  }, 30_000)
})

describe('a refund waiting for the owner', () => {
  it('takes no plan payment while it waits', async () => {
    await setApproval('manual')
    const { purchase } = await buyOnPlan(await createPlanItem())
    const due = (await planRows(purchase.id))[1]!.dueOn
    await askRefund(purchase.id)
    expect(await requestOf(purchase.id)).toMatchObject({ status: 'awaiting-approval' })
    expect(await runPlanCharges(dayAt(due), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await runPlanCharges(dayAt(due, 2)), 'a run of every plan').toMatchObject({ failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(0)
    expect((await planRows(purchase.id))[1]!.status).toBe('scheduled')
  })
})

describe('after a refund', () => {
  it('the plan page reads Refunded, not Paid, and My coaching lists no payments ahead and no card to update', async () => {
    const email = uniqueEmail('plan-refunded')
    const { purchase } = await buyOnPlan(await createPlanItem(), buyerDetails({ email }))
    const cookie = await signedInClient(email)
    const before = await json<ClientOverview>(await request('/api/my-coaching', {}, { cookie }))
    expect(before.purchases[0]!.plan?.cardPath).toMatch(/^\/plan#/)

    await askRefund(purchase.id)
    expect(await purchaseById(purchase.id)).toMatchObject({ status: 'refunded', planStatus: 'canceled' })

    const token = (await purchaseById(purchase.id)).planToken!
    const viewed = await request(
      '/api/plans/view',
      { method: 'POST', body: { token } },
      { address: newClientAddress() },
    )
    const page = await json<PlanPage>(viewed)
    expect(page.status).toBe('canceled')
    expect(page.plan.schedule.map((payment) => payment.status)).toEqual(['refunded', 'canceled', 'canceled'])
    const html = planScheduleHtml(page.plan)
    expect(html).toContain('Refunded')
    expect(html).not.toContain('>Paid<')
    const rendered = await (await request('/plan')).text()
    expect(rendered).toContain('This plan has stopped: no more payments will be taken')

    const after = await json<ClientOverview>(await request('/api/my-coaching', {}, { cookie }))
    expect(after.purchases[0]).toMatchObject({ status: 'refunded', plan: null })
  })
})

describe('data deletion', () => {
  it("stops the deleted buyer's plan: nothing more is charged", async () => {
    const { purchase } = await buyOnPlan(await createPlanItem())
    const due = (await planRows(purchase.id))[2]!.dueOn
    expect(purchase.contactId).not.toBeNull()
    await deleteContactData(testDb(), purchase.contactId!)
    expect((await planRows(purchase.id)).map((r) => r.status)).toEqual(['paid', 'canceled', 'canceled'])
    expect((await purchaseById(purchase.id)).planStatus).toBe('canceled')
    expect(await runPlanCharges(dayAt(due, 10), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(0)
  })
})

describe('a move of one payment as its caller read it', () => {
  it('is only a move that locks the status and the attempts read: a sweep of the plan neither compiles nor runs', () => {
    const row = { id: 1, status: 'retrying', attempts: 1 } as const
    // @ts-expect-error: `stop` sweeps a plan's payments and locks nothing read
    expect(() => movePayment(testDb(), row, 'stop', { status: 'canceled' })).toThrow('not a move of one payment')
    // @ts-expect-error: nor does `retryNow`
    expect(() => movePayment(testDb(), row, 'retryNow', {})).toThrow('not a move of one payment')
    expect(() => movePayment(testDb(), row, 'fail', { status: 'overdue' })).not.toThrow()
  })
})
