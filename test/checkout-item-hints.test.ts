// Reserve without a D1 read first (decision 051): once an item has been read, the next buyer's seat is held
// and their purchase written at the price the item had, and the write reads the item again. Each test here
// first makes a buyer reserve the item, so the next reserve starts from that reading, then changes the item
// behind the site's back, as the owner's edit would, and checks what the next buyer is charged and holds.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { itemHint } from '../src/worker/features/checkout/item-hints.ts'
import { inventoryItems } from '../src/worker/platform/db/schema.ts'
import { json } from './helpers/client.ts'
import { testDb } from './helpers/db.ts'
import { expectError } from './helpers/errors.ts'
import {
  agreedSeatsLeft,
  allCommitments,
  buyerDetails,
  createIntent,
  createItem,
  holdSeat,
  type IntentAnswer,
  type Item,
  NOT_AVAILABLE,
  purchaseOf,
  reserve,
  seatsLeft,
  stripeIntent,
} from './helpers/checkout.ts'

const CLOSED = 'Enrollment for this option has closed. Please choose another.'

/** An item one buyer has already reserved, so the site has read it: the state every test here starts from. */
async function itemReadOnce(overrides: Parameters<typeof createItem>[0] = {}): Promise<Item> {
  const item = await createItem({ totalSlots: 5, price: 45000, ...overrides })
  await holdSeat(item)
  expect(itemHint(item.id)?.price).toBe(item.price)
  return item
}

async function changeItem(item: Item, change: Partial<typeof inventoryItems.$inferInsert>): Promise<void> {
  await testDb().update(inventoryItems).set(change).where(eq(inventoryItems.id, item.id))
}

/** The pod form submitted for `item` on a payment; a buyer of their own unless one is given. */
function submitPod(item: Pick<Item, 'id'>, paymentIntentId: string, buyer = buyerDetails(), address?: string) {
  const form = { ...buyer, type: 'brotherhood', inventoryId: item.id, paymentIntentId, commitments: allCommitments() }
  return reserve(form, address)
}

/** A buyer who opened the checkout before the change and submits after it. */
async function submitAfterChange(item: Item, change: Partial<typeof inventoryItems.$inferInsert>) {
  const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
  await changeItem(item, change)
  return { response: await submitPod(item, intent.paymentIntentId!), paymentIntentId: intent.paymentIntentId! }
}

describe('a buyer after the owner changed the item', () => {
  it('a new price: the buyer is charged it, on the purchase and at Stripe, and holds one seat', async () => {
    const item = await itemReadOnce()
    const { response, paymentIntentId } = await submitAfterChange(item, { price: 52000 })
    expect(response.status).toBe(200)
    expect((await json<{ paymentDetails: IntentAnswer['paymentDetails'] }>(response)).paymentDetails.amount).toBe(52000)
    expect(await purchaseOf(paymentIntentId)).toMatchObject({ amount: 52000, status: 'pending' })
    expect((await stripeIntent(paymentIntentId)).amount).toBe(52000)
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })

  it('a new name: the purchase and the intent carry it', async () => {
    const item = await itemReadOnce()
    const { response, paymentIntentId } = await submitAfterChange(item, { name: `${item.name} (Tuesdays)` })
    expect(response.status).toBe(200)
    expect((await purchaseOf(paymentIntentId))?.description).toContain('(Tuesdays)')
    expect((await stripeIntent(paymentIntentId)).description).toContain('(Tuesdays)')
  })

  it.each([
    ['archived', { isArchived: true }, 404, NOT_AVAILABLE],
    ['taken off sale', { isActive: false }, 404, NOT_AVAILABLE],
    ['closed', { closingDate: new Date(Date.now() - 60_000).toISOString() }, 409, CLOSED],
  ] as const)('%s: refused with its message, no purchase, no seat taken', async (_case, change, status, message) => {
    const item = await itemReadOnce()
    const { response, paymentIntentId } = await submitAfterChange(item, change)
    expect((await expectError(response, status)).message).toBe(message)
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect((await stripeIntent(paymentIntentId)).metadata.purchaseId).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(4)
  })

  it('archived before any seat of it was held: the buyer hears it is no longer available, not sold out', async () => {
    const item = await createItem({ type: 'consultation', price: 5000, totalSlots: 2 })
    const intent = await createIntent({ type: 'strategy-call', inventoryId: item.id })
    // A submit refused before its hold (no payment yet) has read the item; no seat of it was ever held.
    const early = await reserve({ ...buyerDetails(), type: 'strategy-call', inventoryId: item.id })
    expect(early.status).toBe(400)
    expect(itemHint(item.id)?.price).toBe(5000)
    await changeItem(item, { isArchived: true })
    const response = await reserve({
      ...buyerDetails(),
      type: 'strategy-call',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect((await expectError(response, 404)).message).toBe(NOT_AVAILABLE)
    expect(await purchaseOf(intent.paymentIntentId!)).toBeUndefined()
    expect(await seatsLeft(item.id)).toBe(2)
  })

  it('a buyer submitting again after a price change keeps one seat and pays the new price', async () => {
    const item = await itemReadOnce()
    const checkout = await holdSeat(item)
    await changeItem(item, { price: 39000 })
    const again = await submitPod(item, checkout.paymentIntentId, checkout.buyer, checkout.address)
    expect(again.status).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ amount: 39000, inventoryItemId: item.id })
    expect((await stripeIntent(checkout.paymentIntentId)).amount).toBe(39000)
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })
})

describe('a buyer on an item the site has read', () => {
  it('choosing it instead of the pod held before gives that seat back', async () => {
    const chosen = await itemReadOnce({ price: 52000 })
    const first = await createItem({ totalSlots: 3 })
    const checkout = await holdSeat(first)
    const switched = await submitPod(chosen, checkout.paymentIntentId, checkout.buyer, checkout.address)
    expect(switched.status).toBe(200)
    expect(await agreedSeatsLeft(first.id)).toBe(3)
    expect(await agreedSeatsLeft(chosen.id)).toBe(3)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: chosen.id, amount: 52000 })
    expect((await stripeIntent(checkout.paymentIntentId)).amount).toBe(52000)
  })

  it('a D1 failure while recording the purchase gives the seat back and writes nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await itemReadOnce()
    const trigger = `fail_purchases_${item.id}`
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON purchases WHEN NEW.inventory_item_id = ${item.id} ` +
        `BEGIN SELECT RAISE(ABORT, 'D1 is unavailable'); END`,
    ).run()
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    const failed = await submitPod(item, intent.paymentIntentId!)
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run()
    expect(failed.status).toBe(500)
    expect(logged).toHaveBeenCalled()
    expect(await purchaseOf(intent.paymentIntentId!)).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(4)
    logged.mockRestore()
  })
})
