// One-to-one coaching's sessions (issue #27 item 3, decision 076): the package a purchase carries, booked by the
// client from "My coaching" one credit at a time.
import { describe, expect, it } from 'vitest'
import { buySeat, createItem } from './helpers/checkout.ts'

const oneToOneItem = (sessionsIncluded: number | null = 12) =>
  createItem({ type: 'coaching_slot', price: 150000, totalSlots: 50, availableSlots: 50, sessionsIncluded })

describe('the package a purchase carries', () => {
  it('is the number of sessions its item named when it was paid for; a pod has none', async () => {
    const { purchase } = await buySeat(await oneToOneItem(6))
    expect(purchase).toMatchObject({ type: 'one-to-one', status: 'succeeded', sessionsIncluded: 6 })
    // An item written before the number existed still sells SPEC §1's twelve.
    expect((await buySeat(await oneToOneItem(null))).purchase.sessionsIncluded).toBe(12)
    expect((await buySeat(await createItem())).purchase.sessionsIncluded).toBeNull()
  })
})
