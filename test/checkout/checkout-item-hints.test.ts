// Reserve without a D1 read first (decision 051): once an item has been read, the next buyer's seat is held
// and their purchase written at the price the item had, and the write reads the item again. Each test here
// first makes a buyer reserve the item, so the next reserve starts from that reading, then changes the item
// behind the site's back, as the owner's edit would, and checks what the next buyer is charged and holds.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { reserveSeatSchema } from '../../src/shared/schemas/checkout.ts'
import { itemHint } from '../../src/worker/features/checkout/item-hints.ts'
import { reservePaid } from '../../src/worker/features/checkout/reserve.ts'
import { offerOnHint } from '../../src/worker/features/checkout/reserve-offer.ts'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { createDb } from '../../src/worker/platform/db/client.ts'
import { inventoryItems } from '../../src/worker/platform/db/schema.ts'
import { json } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError } from '../helpers/errors.ts'
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
  submitPodAgain,
  withAgreement,
} from '../helpers/checkout.ts'

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
function submitPod(
  item: Pick<Item, 'id'>,
  paymentIntentId: string,
  buyer: Record<string, unknown> = buyerDetails(),
  address?: string,
) {
  const form = { ...buyer, type: 'brotherhood', inventoryId: item.id, paymentIntentId, commitments: allCommitments() }
  return reserve(form, address)
}

/** A buyer who opened the checkout before the change and submits after it. */
async function submitAfterChange(
  item: Item,
  change: Partial<typeof inventoryItems.$inferInsert>,
  choice: Record<string, unknown> = {},
) {
  const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
  if (Object.keys(change).length > 0) await changeItem(item, change)
  const response = await submitPod(item, intent.paymentIntentId!, buyerDetails(choice))
  return { response, paymentIntentId: intent.paymentIntentId! }
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
    const item = await createItem({ totalSlots: 5, price: 45000 })
    const { response: early, paymentIntentId } = await submitAfterChange(item, {}, { paymentChoice: 'plan' })
    // Refused before its hold (this pod has no plan), it has read the item; no seat of it was ever held.
    expect(early.status).toBe(400)
    expect(itemHint(item.id)?.price).toBe(45000)
    await changeItem(item, { isArchived: true })
    const response = await submitPod(item, paymentIntentId)
    expect((await expectError(response, 404)).message).toBe(NOT_AVAILABLE)
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect(await seatsLeft(item.id)).toBe(5)
  })

  it('a buyer submitting again after a price change keeps one seat and pays the new price', async () => {
    const item = await itemReadOnce()
    const checkout = await holdSeat(item)
    await changeItem(item, { price: 39000 })
    const again = await submitPodAgain(checkout, item)
    expect(again.status).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ amount: 39000, inventoryItemId: item.id })
    expect((await stripeIntent(checkout.paymentIntentId)).amount).toBe(39000)
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })
})

describe('a repeat submit refused because the owner archived the item meanwhile', () => {
  it('leaves the purchase as the buyer last agreed it, and its seat held', async () => {
    const item = await itemReadOnce()
    const checkout = await holdSeat(item)
    await changeItem(item, { isArchived: true })
    const again = await submitPodAgain(checkout, item, { firstName: 'Changed' })
    expect((await expectError(again, 404)).message).toBe(NOT_AVAILABLE)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({
      firstName: 'Sam',
      amount: 45000,
      inventoryItemId: item.id,
      status: 'pending',
    })
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })
})

describe('the reserve from a hint, called as the route calls it', () => {
  async function formFor(item: Item) {
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    const input = reserveSeatSchema.parse(
      await withAgreement({
        ...buyerDetails(),
        type: 'brotherhood',
        inventoryId: item.id,
        paymentIntentId: intent.paymentIntentId,
        commitments: allCommitments(),
      }),
    )
    return { input, paymentIntentId: intent.paymentIntentId! }
  }
  const reserveFromHint = (input: ReturnType<typeof reserveSeatSchema.parse>) => {
    const offer = offerOnHint(input)
    expect(offer).not.toBeNull()
    return reservePaid(createDb(env.DB), env, createStripe(env)!, input, offer!, '10.20.30.40', true, null)
  }

  it('an item as it was read: the purchase is made on the hint alone, and the intent names it at the price', async () => {
    const item = await itemReadOnce()
    const { input, paymentIntentId } = await formFor(item)
    const purchase = await reserveFromHint(input)
    expect(purchase).toMatchObject({ amount: 45000, status: 'pending', inventoryItemId: item.id })
    expect(await stripeIntent(paymentIntentId)).toMatchObject({
      amount: 45000,
      metadata: { purchaseId: String(purchase!.id) },
    })
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })

  it('an item changed since: nothing is made, nothing is held, and the intent names no purchase', async () => {
    const item = await itemReadOnce()
    const { input, paymentIntentId } = await formFor(item)
    await changeItem(item, { price: 47000 })
    expect(await reserveFromHint(input)).toBeNull()
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect((await stripeIntent(paymentIntentId)).metadata.purchaseId).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(4)
  })
})

describe('a buyer on an item the site has read', () => {
  it('choosing it instead of the pod held before gives that seat back', async () => {
    const chosen = await itemReadOnce({ price: 52000 })
    const first = await createItem({ totalSlots: 3 })
    const checkout = await holdSeat(first)
    const switched = await submitPodAgain(checkout, chosen)
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
    expect(await purchaseOf(intent.paymentIntentId!)).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(4)
    logged.mockRestore()
  })
})
