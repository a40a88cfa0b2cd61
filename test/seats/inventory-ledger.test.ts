import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { type InventoryLedger, ledgerMirror } from '../../src/worker/features/seats/seats.ts'
import { SEAT_HOLD_MINUTES } from '../../src/shared/constants.ts'
import { json } from '../helpers/client.ts'
import { eq } from 'drizzle-orm'
import { seatHolds } from '../../src/worker/platform/db/schema.ts'
import { testDb } from '../helpers/db.ts'
import { expireHold } from '../helpers/ledger-clock.ts'
import { expectError } from '../helpers/errors.ts'
import {
  agreedSeatsLeft,
  allCommitments,
  authorizeCard,
  buyerDetails,
  type ConfirmAnswer,
  confirmPayment,
  createIntent,
  createItem,
  expectNothingFulfilled,
  expectSoldOnce,
  holdSeat,
  holdStatus,
  holdsOf,
  ledgerOf,
  outboxFor,
  purchaseOf,
  releaseHold,
  reserve,
  seatsLeft,
  SOLD_OUT,
  startCheckout,
  stripeIntent,
  submitPodAgain,
} from '../helpers/checkout.ts'

const snapshot = (itemId: number) => ledgerOf(itemId).snapshot()

describe('a seat hold', () => {
  it(`lasts ${SEAT_HOLD_MINUTES} minutes (until the card is authorized) and is mirrored in D1`, async () => {
    const item = await createItem({ totalSlots: 4 })
    const before = Date.now()
    const checkout = await holdSeat(item)
    const hold = (await snapshot(item.id))!.holds[checkout.paymentIntentId]!
    expect(hold.status).toBe('held')
    expect(hold.expiresAt).toBeGreaterThanOrEqual(before + SEAT_HOLD_MINUTES * 60_000)
    expect(hold.expiresAt).toBeLessThanOrEqual(Date.now() + SEAT_HOLD_MINUTES * 60_000)
    expect(await holdsOf(item.id)).toMatchObject([
      { id: checkout.paymentIntentId, status: 'held', expiresAt: new Date(hold.expiresAt).toISOString() },
    ])
    expect(await agreedSeatsLeft(item.id)).toBe(3)
  })

  it('past its expiry is released by the alarm, and D1 follows the ledger', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    expect(await agreedSeatsLeft(item.id)).toBe(1)

    await expireHold(item.id, checkout.paymentIntentId)
    expect(await runDurableObjectAlarm(ledgerOf(item.id))).toBe(true)

    expect(await agreedSeatsLeft(item.id)).toBe(2)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('released')
    expect((await snapshot(item.id))!.holds).toEqual({})
  })

  it('the alarm running twice releases the expired seat once (the count rises by exactly one)', async () => {
    const item = await createItem({ totalSlots: 5 })
    const expiring = await holdSeat(item)
    const fresh = await holdSeat(item)
    expect(await agreedSeatsLeft(item.id)).toBe(3)
    await expireHold(item.id, expiring.paymentIntentId)

    const stub = ledgerOf(item.id)
    await runInDurableObject(stub, (instance: InventoryLedger) => instance.alarm())
    await runInDurableObject(stub, (instance: InventoryLedger) => instance.alarm())
    // And the alarm the ledger scheduled itself, run early: nothing else has expired.
    await runDurableObjectAlarm(stub)

    expect(await agreedSeatsLeft(item.id)).toBe(4)
    expect(await holdStatus(expiring.paymentIntentId)).toBe('released')
    expect(await holdStatus(fresh.paymentIntentId)).toBe('held')
  })

  it('a hold after an alarm run that failed part-way still sets the alarm, so holds keep expiring', async () => {
    const item = await createItem({ totalSlots: 3 })
    await holdSeat(item)
    const stub = ledgerOf(item.id)
    // What a failed run can leave: the object believes in an alarm that should have rung a minute ago, and
    // none is set.
    await runInDurableObject(stub, async (instance: InventoryLedger, state) => {
      ;(instance as unknown as { alarmAt: number }).alarmAt = Date.now() - 60_000
      await state.storage.deleteAlarm()
    })
    await holdSeat(item)
    expect(
      await runInDurableObject(stub, (_instance: InventoryLedger, state) => state.storage.getAlarm()),
    ).not.toBeNull()
  })

  it('an alarm before the expiry releases nothing', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    expect(await runDurableObjectAlarm(ledgerOf(item.id))).toBe(true)
    expect(await agreedSeatsLeft(item.id)).toBe(1)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('held')
  })

  it('a sold seat is never released by the alarm', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    expect((await json<ConfirmAnswer>(await confirmPayment(checkout.paymentIntentId))).success).toBe(true)
    await expireHold(item.id, checkout.paymentIntentId)
    await runInDurableObject(ledgerOf(item.id), (instance: InventoryLedger) => instance.alarm())
    expect(await agreedSeatsLeft(item.id)).toBe(1)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('sold')
  })

  it('submitting the form twice with the same payment holds one seat', async () => {
    const item = await createItem({ totalSlots: 3 })
    const checkout = await holdSeat(item)
    const again = await submitPodAgain(checkout, item)
    expect(again.status).toBe(200)
    expect(await agreedSeatsLeft(item.id)).toBe(2)
    expect(await holdsOf(item.id)).toHaveLength(1)
  })

  it('a double click (two reserves of the same payment at once) holds one seat and records one purchase', async () => {
    const item = await createItem({ totalSlots: 3 })
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    const body = {
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
    }
    const [first, second] = await Promise.all([reserve(body), reserve(body)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await agreedSeatsLeft(item.id)).toBe(2)
    expect(await holdsOf(item.id)).toHaveLength(1)
    expect(await purchaseOf(intent.paymentIntentId!)).toMatchObject({ status: 'pending', inventoryItemId: item.id })
  })

  it('choosing another pod with the same payment gives the first seat back', async () => {
    const first = await createItem({ totalSlots: 3 })
    const second = await createItem({ totalSlots: 3, price: 52000 })
    const checkout = await holdSeat(first)
    const switched = await submitPodAgain(checkout, second)
    expect(switched.status).toBe(200)
    expect(await agreedSeatsLeft(first.id)).toBe(3)
    expect(await agreedSeatsLeft(second.id)).toBe(2)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: second.id, amount: 52000 })
    expect((await stripeIntent(checkout.paymentIntentId)).amount).toBe(52000)
  })
})

describe("a payment moving to another item, in D1's seat rows", () => {
  const rowOf = async (paymentIntentId: string) =>
    (await testDb().select().from(seatHolds).where(eq(seatHolds.id, paymentIntentId)))[0]

  // The row is keyed by the payment; the two items' ledgers count their changes apart, and the first item's
  // count is ahead here (other buyers held seats on it), so comparing the two once kept the row on it.
  it('follows the payment to the item it now holds, and a later release there lands', async () => {
    const first = await createItem({ totalSlots: 5 })
    const second = await createItem({ totalSlots: 5, price: 52000 })
    const checkout = await holdSeat(first)
    for (let i = 0; i < 3; i++) await holdSeat(first)
    const switched = await submitPodAgain(checkout, second)
    expect(switched.status).toBe(200)

    expect(await rowOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: second.id, status: 'held' })
    expect(await agreedSeatsLeft(second.id)).toBe(4)

    await releaseHold(second.id, checkout.paymentIntentId)
    expect(await rowOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: second.id, status: 'released' })
    expect(await agreedSeatsLeft(second.id)).toBe(5)
  })

  it('keeps the live seat whatever order the writes of the two ledgers arrive in', async () => {
    const first = await createItem({ totalSlots: 5 })
    const second = await createItem({ totalSlots: 5 })
    const holdId = `pi_${crypto.randomUUID()}`
    const hours = (n: number) => Date.now() + n * 60 * 60 * 1000
    const mirror = ledgerMirror(testDb())
    // The second item's hold lands first (its seq 2), then the first item's late release (its seq 9).
    await mirror.hold(second.id, { holdId, status: 'held', expiresAt: hours(2), seq: 2 })
    await mirror.hold(first.id, { holdId, status: 'released', expiresAt: hours(1), seq: 9 })
    expect(await rowOf(holdId)).toMatchObject({ inventoryItemId: second.id, status: 'held', ledgerSeq: 2 })
    // A stale hold of the first item (earlier than the second's) does not take the row back either.
    await mirror.hold(first.id, { holdId, status: 'held', expiresAt: hours(1), seq: 8 })
    expect(await rowOf(holdId)).toMatchObject({ inventoryItemId: second.id, status: 'held' })
    // The second item's own order still holds: an older write of it is ignored, a newer one lands.
    await mirror.hold(second.id, { holdId, status: 'released', expiresAt: hours(2), seq: 1 })
    expect(await rowOf(holdId)).toMatchObject({ status: 'held', ledgerSeq: 2 })
    await mirror.hold(second.id, { holdId, status: 'sold', expiresAt: hours(2), seq: 3 })
    expect(await rowOf(holdId)).toMatchObject({ inventoryItemId: second.id, status: 'sold', ledgerSeq: 3 })
  })
})

describe('a D1 failure during a hold', () => {
  it('leaves the ledger and D1 agreeing: the seat goes back, nothing half-written; the next buyer is served', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await createItem({ totalSlots: 5 })
    // D1 refuses every seat row for this item, as an outage in the middle of the write would.
    const trigger = `fail_holds_${item.id}`
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON seat_holds WHEN NEW.inventory_item_id = ${item.id} ` +
        `BEGIN SELECT RAISE(ABORT, 'D1 is unavailable'); END`,
    ).run()
    const failed = await startCheckout(item)
    expect(failed.reserved.status).toBe(500)
    expect(logged).toHaveBeenCalled()

    expect(await agreedSeatsLeft(item.id)).toBe(5)
    expect(await purchaseOf(failed.paymentIntentId)).toBeUndefined()
    expect(await holdStatus(failed.paymentIntentId)).toBeUndefined()

    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run()
    await holdSeat(item)
    expect(await agreedSeatsLeft(item.id)).toBe(4)
  })
})

describe('a payment authorized after its hold expired', () => {
  it('still gets the seat when one is free', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    await expireHold(item.id, checkout.paymentIntentId)
    await runDurableObjectAlarm(ledgerOf(item.id))
    expect(await agreedSeatsLeft(item.id)).toBe(2)

    await authorizeCard(checkout)
    const response = await confirmPayment(checkout.paymentIntentId)
    expect(response.status).toBe(200)

    await expectSoldOnce(checkout, 45000)
    expect(await agreedSeatsLeft(item.id)).toBe(1)
  })

  it('is canceled, not captured, when the item sold out meanwhile; the other buyer keeps the seat', async () => {
    const item = await createItem({ totalSlots: 1 })
    const late = await holdSeat(item)
    await expireHold(item.id, late.paymentIntentId)
    await runDurableObjectAlarm(ledgerOf(item.id))
    const prompt = await holdSeat(item)
    expect(await agreedSeatsLeft(item.id)).toBe(0)

    await authorizeCard(late)
    const response = await confirmPayment(late.paymentIntentId)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ success: false, message: `${SOLD_OUT} Your card was not charged.` })
    expect(await stripeIntent(late.paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 })
    expect((await purchaseOf(late.paymentIntentId))?.status).toBe('canceled')
    await expectNothingFulfilled(late.paymentIntentId)

    await authorizeCard(prompt)
    expect((await json<ConfirmAnswer>(await confirmPayment(prompt.paymentIntentId))).success).toBe(true)
    await expectSoldOnce(prompt, 45000)
    expect(await agreedSeatsLeft(item.id)).toBe(0)
    expect(await outboxFor(late.paymentIntentId)).toEqual([])
  })
})

describe('sold out', () => {
  it('refuses the next buyer with 409 and a plain message, and changes no count', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const refused = await startCheckout(item)
    const body = await expectError(refused.reserved, 409)
    expect(body.message).toBe(SOLD_OUT)
    expect(await agreedSeatsLeft(item.id)).toBe(0)
    expect(await purchaseOf(refused.paymentIntentId)).toBeUndefined()
    expect(await holdStatus(refused.paymentIntentId)).toBeUndefined()
  })

  it('a seat given back by an expired hold can be bought again', async () => {
    const item = await createItem({ totalSlots: 1 })
    const first = await holdSeat(item)
    await expireHold(item.id, first.paymentIntentId)
    await runDurableObjectAlarm(ledgerOf(item.id))
    const second = await startCheckout(item, buyerDetails({ firstName: 'Ray' }))
    expect(second.reserved.status).toBe(200)
    expect(await agreedSeatsLeft(item.id)).toBe(0)
  })

  it('an item created sold out refuses the first buyer', async () => {
    const item = await createItem({ totalSlots: 5, availableSlots: 0 })
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    const response = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
    })
    expect((await expectError(response, 409)).message).toBe(SOLD_OUT)
  })
})

describe('the ledger itself', () => {
  it('secure is idempotent, a release never gives back a sold seat, a returned seat counts once', async () => {
    const item = await createItem({ totalSlots: 3 })
    const ledger = ledgerOf(item.id)
    const [holdA, holdB] = [`hold-a-${crypto.randomUUID()}`, `hold-b-${crypto.randomUUID()}`]
    const a = await ledger.hold(item.id, holdA, 60_000)
    const b = await ledger.hold(item.id, holdB, 60_000)
    expect(a).toMatchObject({ ok: true, available: 2 })
    expect(b).toMatchObject({ ok: true, available: 1 })

    expect(await ledger.secure(item.id, holdA)).toMatchObject({ ok: true, available: 1 })
    expect(await ledger.secure(item.id, holdA)).toMatchObject({ ok: true, available: 1 })
    expect(await ledger.release(holdA)).toBeNull()
    expect(await ledger.release(holdB)).toMatchObject({ available: 2 })
    expect(await ledger.release(holdB)).toBeNull()
    // A canceled payment's sold seat comes back, once.
    expect(await ledger.returnSeat(holdA)).toMatchObject({ available: 3 })
    expect(await ledger.returnSeat(holdA)).toBeNull()
    // With every seat free again, securing a payment whose hold is gone takes a free seat.
    expect(await ledger.secure(item.id, 'never-held')).toMatchObject({ ok: true, available: 2 })

    // Direct calls mirror nothing themselves; the alarm brings D1 up to date.
    await runDurableObjectAlarm(ledger)
    expect(await agreedSeatsLeft(item.id)).toBe(2)
  })

  it('every change carries a higher seq, and an older mirror never overwrites a newer one in D1', async () => {
    const item = await createItem({ totalSlots: 3 })
    const ledger = ledgerOf(item.id)
    const first = await ledger.hold(item.id, `a-${crypto.randomUUID()}`, 60_000)
    const second = await ledger.hold(item.id, `b-${crypto.randomUUID()}`, 60_000)
    if (!first.ok || !second.ok) throw new Error('both holds should succeed')
    expect(second.seq).toBeGreaterThan(first.seq)
    const mirror = ledgerMirror(testDb())
    await mirror.count(second)
    await mirror.count(first)
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('holds nothing for an item that is inactive or archived', async () => {
    const inactive = await createItem({ isActive: false })
    const archived = await createItem({ isArchived: true })
    expect(await ledgerOf(inactive.id).hold(inactive.id, crypto.randomUUID(), 60_000)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    expect(await ledgerOf(archived.id).hold(archived.id, crypto.randomUUID(), 60_000)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })
})
