// Migration 0021 on rows written before it (decision 076): every coaching slot includes SPEC §1's twelve sessions,
// and a one-to-one purchase already paid or refunded keeps its item's number (twelve without an item); pods, and
// purchases that never went through, get none. A file of its own: the statements touch every row of their tables.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inventoryItems, purchases } from '../../src/worker/platform/db/schema.ts'
import { createItem } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { migrationStatements } from '../helpers/migrations.ts'

/** The statements of migration 0021 that fill in the numbers (the columns they fill were added before them). */
function fillingStatements(): string[] {
  return migrationStatements('0021_').filter((query) => query.startsWith('UPDATE'))
}

const purchase = (values: Partial<typeof purchases.$inferInsert>) =>
  testDb()
    .insert(purchases)
    .values({
      type: 'one-to-one',
      description: 'One-to-One Coaching',
      amount: 150000,
      status: 'succeeded',
      firstName: 'Sam',
      lastName: 'Lee',
      email: uniqueEmail('before'),
      phone: '(541) 555-0142',
      ...values,
    })
    .returning()

const itemOf = async (id: number) => (await testDb().select().from(inventoryItems).where(eq(inventoryItems.id, id)))[0]
const purchaseOf = async (id: number) => (await testDb().select().from(purchases).where(eq(purchases.id, id)))[0]

describe('migration 0021 filling in the sessions', () => {
  it('gives coaching slots twelve and each paid one-to-one purchase its item’s number', async () => {
    expect(fillingStatements()).toHaveLength(2)
    const slot = await createItem({ type: 'coaching_slot', sessionsIncluded: null })
    const pod = await createItem({ sessionsIncluded: null })
    const [[paid], [refunded], [bare], [abandoned], [podSale]] = await Promise.all([
      purchase({ inventoryItemId: slot.id }),
      purchase({ inventoryItemId: slot.id, status: 'refunded' }),
      purchase({}),
      purchase({ inventoryItemId: slot.id, status: 'canceled' }),
      purchase({ inventoryItemId: pod.id, type: 'brotherhood', description: 'Pod' }),
    ])

    const [first, second] = fillingStatements()
    await env.DB.prepare(first!).run()
    expect((await itemOf(slot.id))!.sessionsIncluded).toBe(12)
    // An owner's other number on the slot before the purchases are filled: theirs follow the item.
    await testDb().update(inventoryItems).set({ sessionsIncluded: 8 }).where(eq(inventoryItems.id, slot.id))
    await env.DB.prepare(second!).run()

    expect((await itemOf(pod.id))!.sessionsIncluded).toBeNull()
    expect((await purchaseOf(paid!.id))!.sessionsIncluded).toBe(8)
    expect((await purchaseOf(refunded!.id))!.sessionsIncluded).toBe(8)
    expect((await purchaseOf(bare!.id))!.sessionsIncluded).toBe(12)
    expect((await purchaseOf(abandoned!.id))!.sessionsIncluded).toBeNull()
    expect((await purchaseOf(podSale!.id))!.sessionsIncluded).toBeNull()
  })
})
