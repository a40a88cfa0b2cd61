// The owner's side of payment plans: the plan set per inventory item (both numbers or none), the home
// page's prices read from those items rather than from copy, and each plan followed in the admin with what
// was paid, what is due and every failure's reason.
import { describe, expect, it } from 'vitest'
import { client, json, request } from '../helpers/client.ts'
import { buyerDetails, createItem } from '../helpers/checkout.ts'
import { buyOnPlan, createPlanItem, dayAt, planRows, runPlanCharges, updateCard } from '../helpers/plans.ts'
import { adminCookie } from '../helpers/sessions.ts'

const asAdmin = async (path: string, method = 'GET', body?: unknown) =>
  request(path, { method, body }, { cookie: await adminCookie() })

const itemForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Pod ${crypto.randomUUID().slice(0, 8)}`,
  type: 'brotherhood_pod',
  price: 49900,
  totalSlots: 5,
  availableSlots: 5,
  ...overrides,
})

interface AdminPlanAnswer {
  purchaseId: number
  email: string
  planStatus: string
  paid: number
  due: number
  nextDue: { dueOn: string; amount: number } | null
  payments: { number: number; status: string; attempts: number; lastError: string | null }[]
}

describe('the plan of an inventory item', () => {
  it('the owner sets the number of payments and the amount of each, or neither', async () => {
    const created = await asAdmin('/api/inventory', 'POST', itemForm({ planPayments: 3, planAmount: 17900 }))
    expect(created.status).toBe(201)
    expect(await json(created)).toMatchObject({ price: 49900, planPayments: 3, planAmount: 17900 })
    const half = await asAdmin('/api/inventory', 'POST', itemForm({ planPayments: 3 }))
    expect(half.status).toBe(400)
    expect(await json(half)).toMatchObject({
      fields: { planAmount: 'A payment plan needs both the number of payments and the amount of each' },
    })
    const one = await asAdmin('/api/inventory', 'POST', itemForm({ planPayments: 1, planAmount: 17900 }))
    expect(await json(one)).toMatchObject({ fields: { planPayments: 'Number of payments must be at least 2' } })
    const none = await asAdmin('/api/inventory', 'POST', itemForm())
    expect(await json(none)).toMatchObject({ planPayments: null, planAmount: null })
  })

  it("the home page shows the items' prices and plans, and follows the owner's change at once", async () => {
    const pod = await createItem({ price: 49900, planPayments: 3, planAmount: 17900 })
    await createItem({ type: 'coaching_slot', price: 180000, planPayments: 6, planAmount: 33900 })
    expect(await json(await client().api.inventory.prices.$get())).toEqual({
      brotherhood: { price: 49900, planPayments: 3, planAmount: 17900 },
      'one-to-one': { price: 180000, planPayments: 6, planAmount: 33900 },
    })
    const before = await (await request('/')).text()
    expect(before).toContain('$499')
    expect(before).toContain('or 3 payments of $179')
    expect(before).toContain('$1,800')
    expect(before).toContain('or 6 payments of $339')

    const edited = await asAdmin(
      `/api/inventory/${pod.id}`,
      'PUT',
      itemForm({ name: pod.name, price: 45000, planPayments: 2, planAmount: 23000 }),
    )
    expect(edited.status, await edited.clone().text()).toBe(200)
    const after = await (await request('/')).text()
    expect(after).toContain('$450')
    expect(after).toContain('or 2 payments of $230')
    expect(after).not.toContain('or 3 payments of $179')
  })
})

describe('plans in the admin', () => {
  it('each plan shows what was paid, what is due and when, and a failure with its reason', async () => {
    const { purchase, buyer } = await buyOnPlan(await createPlanItem(), buyerDetails())
    await updateCard(purchase.planToken!, 'pm_card_chargeCustomerFail')
    const [, second, third] = await planRows(purchase.id)
    await runPlanCharges(dayAt(second!.dueOn), purchase.id)

    expect((await client().api.admin.plans.$get()).status).toBe(401)
    const plans = await json<AdminPlanAnswer[]>(await asAdmin('/api/admin/plans'))
    const plan = plans.find((p) => p.purchaseId === purchase.id)!
    expect(plan).toMatchObject({
      email: buyer.email,
      planStatus: 'active',
      paid: 17900,
      due: 35800,
      nextDue: { dueOn: second!.dueOn, amount: 17900 },
    })
    expect(plan.payments).toEqual([
      expect.objectContaining({ number: 1, status: 'paid', lastError: null }),
      expect.objectContaining({ number: 2, status: 'retrying', attempts: 1, lastError: 'Your card was declined.' }),
      expect.objectContaining({ number: 3, status: 'scheduled' }),
    ])
    expect(third!.status).toBe('scheduled')
  })
})
