// The purchase lifecycle where its paths interleave (decision 052): a reserve after the card is authorized
// rewrites nothing, whatever the timing; a refunded purchase is settled for good (a reload, a repeated confirm
// or a replayed webhook sells no seat); and the state table itself allows only the documented moves.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  canMove,
  heldByAnotherReserve,
  newReserveLease,
  type OpenSale,
  PURCHASE_MOVES,
  type PurchaseStatus,
  putBackOpenSale,
  recordOpenSale,
  reserveLeaseEnd,
} from '../../src/worker/features/purchases/purchases.ts'
import { json, request } from '../helpers/client.ts'
import {
  agreedSeatsLeft,
  allCommitments,
  authorizeCard,
  buySeat,
  type Checkout,
  confirmPayment,
  createItem,
  eventFor,
  holdSeat,
  type Item,
  purchaseOf,
  reserve,
  planStripeFailure,
  sendEvent,
  stripeIntent,
  submitPodAgain,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'

const ALREADY_PROCESSED = 'This payment has already been processed. Please refresh the page to start again.'
const RESERVE_BUSY = 'Your payment details are still being saved from your last submit. Please try again in a moment.'

afterEach(() => vi.restoreAllMocks())

/** The hostile second submit: the same payment, now for the one-to-one slot at its higher price. */
function reserveOneToOne(checkout: Checkout, slot: Item): Promise<Response> {
  return reserve(
    { ...checkout.buyer, type: 'one-to-one', inventoryId: slot.id, paymentIntentId: checkout.paymentIntentId },
    checkout.address,
  )
}

async function podAndSlot() {
  const pod = await createItem({ price: 49900, totalSlots: 5 })
  const slot = await createItem({ type: 'coaching_slot', price: 180000, totalSlots: 1 })
  return { pod, slot }
}

/** A pod sale as a reserve writes it, for the tests of the lease's own statements. */
const openSale = (phone: string, email = `undo-${crypto.randomUUID()}@example.com`): OpenSale => ({
  inventoryItemId: null,
  type: 'brotherhood',
  description: 'Brotherhood pod',
  amount: 49900,
  firstName: 'Sam',
  lastName: 'Reed',
  email,
  phone,
  emailConsent: false,
  smsConsent: false,
  planPayments: null,
  stripeCustomerId: null,
  agreementVersion: null,
})

/** What D1 records of the payment equals what Stripe captured: amount, item and type. */
async function expectRecordedAsCaptured(checkout: Checkout, pod: Item): Promise<void> {
  const intent = await stripeIntent(checkout.paymentIntentId)
  const purchase = await purchaseOf(checkout.paymentIntentId)
  expect(intent).toMatchObject({ status: 'succeeded', amount_received: 49900 })
  expect(purchase).toMatchObject({ status: 'succeeded', amount: 49900, inventoryItemId: pod.id, type: 'brotherhood' })
  expect(intent.metadata).toMatchObject({ inventoryId: String(pod.id), purchaseType: 'brotherhood' })
}

describe('a reserve on a payment whose card is already authorized', () => {
  it('is refused and leaves the purchase, the intent and both items as they were; the pod is then sold at $499', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { pod, slot } = await podAndSlot()
    const checkout = await holdSeat(pod)
    await authorizeCard(checkout)

    const hostile = await reserveOneToOne(checkout, slot)
    expect(hostile.status).toBe(409)
    expect((await json<{ message: string }>(hostile)).message).toBe(ALREADY_PROCESSED)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({
      amount: 49900,
      inventoryItemId: pod.id,
      type: 'brotherhood',
      status: 'pending',
    })
    expect(await agreedSeatsLeft(slot.id)).toBe(1)

    const confirmed = await confirmPayment(checkout.paymentIntentId)
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    await expectRecordedAsCaptured(checkout, pod)
    expect(await agreedSeatsLeft(pod.id)).toBe(4)
    expect(await agreedSeatsLeft(slot.id)).toBe(1)
  })

  // Five rounds of a whole purchase: more than Vitest's 5 s default when the machine is busy.
  it(
    'racing the settlement (the webhook and the success page at once), five times: recorded as captured',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      for (let round = 0; round < 5; round += 1) {
        const { pod, slot } = await podAndSlot()
        const checkout = await holdSeat(pod)
        await authorizeCard(checkout)
        const authorized = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')
        await Promise.all([
          reserveOneToOne(checkout, slot),
          sendEvent(authorized),
          confirmPayment(checkout.paymentIntentId),
          reserveOneToOne(checkout, slot),
        ])
        // Whatever lost the race, the success page settles it now.
        await confirmPayment(checkout.paymentIntentId)
        await expectRecordedAsCaptured(checkout, pod)
        expect(await agreedSeatsLeft(pod.id)).toBe(4)
        expect(await agreedSeatsLeft(slot.id)).toBe(1)
      }
    },
  )
  // Found by the simulator (seed 6102): two submits at once for two other items on the authorized payment. Each
  // wrote the row, Stripe refused both; the second one's undo put back the first one's write (the other pod at
  // $499) while the card stayed authorized for $1,800, and no settle could ever match them again.
  it(
    'two submits at once for two other items, five times: each refused, the purchase kept as authorized, then sold',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      for (let round = 0; round < 5; round += 1) {
        const { pod, slot } = await podAndSlot()
        const otherPod = await createItem({ price: 45000, totalSlots: 5 })
        const checkout = await holdSeat(slot, undefined)
        await authorizeCard(checkout)
        const answers = await Promise.all([submitPodAgain(checkout, pod), submitPodAgain(checkout, otherPod)])
        expect(answers.map((answer) => answer.status)).toEqual([409, 409])
        for (const answer of answers)
          expect([ALREADY_PROCESSED, RESERVE_BUSY]).toContain((await json<{ message: string }>(answer)).message)
        expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({
          amount: 180000,
          inventoryItemId: slot.id,
          type: 'one-to-one',
          status: 'pending',
        })
        const confirmed = await confirmPayment(checkout.paymentIntentId)
        expect(confirmed.status, await confirmed.clone().text()).toBe(200)
        expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'succeeded', amount: 180000 })
        expect([await agreedSeatsLeft(pod.id), await agreedSeatsLeft(otherPod.id)]).toEqual([5, 5])
        expect(await agreedSeatsLeft(slot.id)).toBe(0)
      }
    },
  )
})

describe('a refunded purchase', () => {
  it('stays refunded with its seat free: a reload, anyone’s confirm and a replayed payment_intent.succeeded sell nothing', async () => {
    const pod = await createItem({ price: 45000, totalSlots: 3 })
    const { answer, ...checkout } = await buySeat(pod)
    expect(await agreedSeatsLeft(pod.id)).toBe(2)
    const token = answer.receipt!.refundPath!.replace('/refund#', '')
    const refunded = await request(
      '/api/refunds/ask',
      { method: 'POST', body: { token } },
      { address: newClientAddress() },
    )
    expect(refunded.status, await refunded.clone().text()).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'refunded' })
    expect(await agreedSeatsLeft(pod.id)).toBe(3)

    for (let again = 0; again < 3; again += 1) {
      const reload = await confirmPayment(checkout.paymentIntentId)
      expect(reload.status).toBe(409)
      expect((await json<{ message: string }>(reload)).message).toBe('This payment was refunded.')
      await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.succeeded'))
      await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated'))
    }
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'refunded' })
    expect(await agreedSeatsLeft(pod.id)).toBe(3)
    const again = await reserve(
      {
        ...checkout.buyer,
        type: 'brotherhood',
        inventoryId: pod.id,
        paymentIntentId: checkout.paymentIntentId,
        commitments: allCommitments(),
      },
      checkout.address,
    )
    expect(again.status).toBe(409)
    expect(await agreedSeatsLeft(pod.id)).toBe(3)
  })
})

describe('a resubmit for another item when Stripe’s answer to the price change fails', () => {
  // Found by the simulator (seed 30564): the reserve put the purchase back to the one-to-one at $1,800 while
  // Stripe had priced the intent for the pod; the card was then authorized for $499 that no settle would take.
  it('follows the intent when Stripe made the change: the pod is bought at $499 and the slot is free', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { pod, slot } = await podAndSlot()
    const checkout = await holdSeat(slot)
    await planStripeFailure(`/v1/payment_intents/${checkout.paymentIntentId}`, { lost: true, method: 'POST' })

    const again = await submitPodAgain(checkout, pod)
    expect(again.status, await again.clone().text()).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ amount: 49900, inventoryItemId: pod.id })
    expect(await agreedSeatsLeft(slot.id)).toBe(1)

    await authorizeCard(checkout)
    const confirmed = await confirmPayment(checkout.paymentIntentId)
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    await expectRecordedAsCaptured(checkout, pod)
    expect(await agreedSeatsLeft(pod.id)).toBe(4)
  })

  it('keeps the one-to-one when Stripe did not make the change: told to try again, then charged $1,800 for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { pod, slot } = await podAndSlot()
    const checkout = await holdSeat(slot)
    await planStripeFailure(`/v1/payment_intents/${checkout.paymentIntentId}`, { method: 'POST' })

    expect((await submitPodAgain(checkout, pod)).status).toBe(502)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ amount: 180000, inventoryItemId: slot.id })
    expect(await agreedSeatsLeft(pod.id)).toBe(5)

    await authorizeCard(checkout)
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)
    expect(await stripeIntent(checkout.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 180000 })
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'succeeded', type: 'one-to-one' })
  })
})

describe('a reserve refused after its write', () => {
  const T = Date.parse('2026-11-27T10:00:00Z')

  it('lets one reserve at a time write a payment’s purchase: a second one at once writes nothing and is told why', async () => {
    const db = testDb()
    const intent = `pi_lease_${crypto.randomUUID()}`
    const [ours] = await recordOpenSale(db, intent, openSale('+15550100001'), null, newReserveLease(T))
    const second = newReserveLease(T + 1_000)
    expect(await recordOpenSale(db, intent, openSale('+15550100002'), null, second)).toEqual([])
    expect(heldByAnotherReserve(await purchaseOf(intent), second)).toBe(true)
    expect(await purchaseOf(intent)).toMatchObject({ phone: '+15550100001' })

    expect(await reserveLeaseEnd(db, ours!)).toHaveLength(1)
    const [theirs] = await recordOpenSale(db, intent, openSale('+15550100002'), null, newReserveLease(T + 2_000))
    expect(theirs).toMatchObject({ id: ours!.id, phone: '+15550100002' })
  })

  it('puts back only its own write: a reserve that took over once ours lapsed keeps its row', async () => {
    const db = testDb()
    const intent = `pi_undo_${crypto.randomUUID()}`
    const first = openSale('+15550100001')
    // The first submit writes the purchase (there was none before it) and stalls past its lease; a second tab's
    // submit then rewrites the phone, before the first one's later step is refused and its undo runs.
    const [ours] = await recordOpenSale(db, intent, first, null, newReserveLease(T))
    const late = newReserveLease(T + 31_000)
    expect(heldByAnotherReserve(await purchaseOf(intent), late)).toBe(false)
    const [theirs] = await recordOpenSale(db, intent, { ...first, phone: '+15550100002' }, null, late)
    expect(theirs).toMatchObject({ id: ours!.id, phone: '+15550100002' })

    expect(await putBackOpenSale(db, ours!, undefined)).toBe(false)
    expect(await purchaseOf(intent)).toMatchObject({ status: 'pending', phone: '+15550100002' })
  })

  it('puts back what it changed when nobody wrote since, and the next submit may write', async () => {
    const db = testDb()
    const intent = `pi_undo_${crypto.randomUUID()}`
    const [written] = await recordOpenSale(db, intent, openSale('+15550100001'), null, newReserveLease(T))
    await reserveLeaseEnd(db, written!)
    const previous = await purchaseOf(intent)
    const email = previous!.email
    const [ours] = await recordOpenSale(
      db,
      intent,
      { ...openSale('+15550100003'), email },
      null,
      newReserveLease(T + 1),
    )

    expect(await putBackOpenSale(db, ours!, previous)).toBe(true)
    expect(await purchaseOf(intent)).toMatchObject({ status: 'pending', phone: '+15550100001', reserveLease: null })
    const next = await recordOpenSale(db, intent, { ...openSale('+15550100004'), email }, null, newReserveLease(T + 2))
    expect(next).toHaveLength(1)
  })
})

describe("a reserve's lease and Stripe's price", () => {
  const stripeReserve = async (checkout: Checkout) =>
    (await stripeIntent(checkout.paymentIntentId)).metadata.reserve ?? ''

  it('ends with the price when nothing is left to do: a submit again at once takes it over and is saved', async () => {
    const pod = await createItem({ price: 49900, totalSlots: 5 })
    const checkout = await holdSeat(pod)
    const first = (await purchaseOf(checkout.paymentIntentId))!
    // No write of its own ends the lease: the intent names it, which tells the next submit the reserve is done.
    expect(first.reserveLease).not.toBeNull()
    expect(await stripeReserve(checkout)).toBe(first.reserveLease)

    const again = await submitPodAgain(checkout, pod, { lastName: 'Reed-Again' })
    expect(again.status, await again.clone().text()).toBe(200)
    const second = (await purchaseOf(checkout.paymentIntentId))!
    expect(second).toMatchObject({ id: first.id, lastName: 'Reed-Again', status: 'pending' })
    expect(second.reserveLease).not.toBe(first.reserveLease)
    expect(await stripeReserve(checkout)).toBe(second.reserveLease)
    expect(await agreedSeatsLeft(pod.id)).toBe(4)
  })

  it('ends in D1 after a move to another item, once that seat is back, and the intent names no reserve', async () => {
    const { pod, slot } = await podAndSlot()
    const checkout = await holdSeat(slot)
    const moved = await submitPodAgain(checkout, pod)
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: pod.id, reserveLease: null })
    expect(await stripeReserve(checkout)).toBe('')
    expect(await agreedSeatsLeft(slot.id)).toBe(1)
    const back = await reserveOneToOne(checkout, slot)
    expect(back.status, await back.clone().text()).toBe(200)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: slot.id, amount: 180000 })
  })

  it('is taken over only by a reserve told of that very lease, and only while it is on the row', async () => {
    const db = testDb()
    const intent = `pi_takeover_${crypto.randomUUID()}`
    const T = Date.parse('2026-12-03T10:00:00Z')
    const email = `takeover-${crypto.randomUUID()}@example.com`
    const sale = (phone: string) => openSale(phone, email)
    const [ours] = await recordOpenSale(db, intent, sale('+15550100001'), null, newReserveLease(T))
    const stale = newReserveLease(T + 1_000, crypto.randomUUID())
    expect(await recordOpenSale(db, intent, sale('+15550100002'), null, stale)).toEqual([])
    const done = newReserveLease(T + 1_000, ours!.reserveLease!)
    const [theirs] = await recordOpenSale(db, intent, sale('+15550100003'), null, done)
    expect(theirs).toMatchObject({ id: ours!.id, phone: '+15550100003', reserveLease: done.id })
    // The first one's put-back finds the row no longer its own and changes nothing.
    expect(await putBackOpenSale(db, ours!, undefined)).toBe(false)
    expect(await purchaseOf(intent)).toMatchObject({ phone: '+15550100003' })
    // The one that took over is refused later: the row is the first one's again, and free for the next submit.
    expect(await putBackOpenSale(db, theirs!, ours)).toBe(true)
    expect(await purchaseOf(intent)).toMatchObject({ phone: '+15550100001', reserveLease: null })
    expect(await recordOpenSale(db, intent, sale('+15550100004'), null, newReserveLease(T + 2_000))).toHaveLength(1)
  })
})

describe('the state table', () => {
  const ALL: PurchaseStatus[] = ['pending', 'authorized', 'succeeded', 'canceled', 'failed', 'refunded']

  it('lets a sale be rewritten only before it is authorized, and fixes what was sold from then on', () => {
    expect(ALL.filter((s) => canMove(s, 'resubmit'))).toEqual(['pending', 'failed'])
    expect(PURCHASE_MOVES.authorize.locks).toEqual([
      'amount',
      'inventoryItemId',
      'type',
      'stripeCustomerId',
      'planPayments',
    ])
    expect(ALL.filter((s) => canMove(s, 'fulfil'))).toEqual(['authorized'])
  })

  it('ends canceled for good, and leaves refunded only through the refund’s own failure', () => {
    const movesFrom = (status: PurchaseStatus) =>
      (Object.keys(PURCHASE_MOVES) as (keyof typeof PURCHASE_MOVES)[]).filter((move) => canMove(status, move))
    expect(movesFrom('canceled')).toEqual([])
    expect(movesFrom('refunded')).toEqual(['refundFailed'])
    expect(movesFrom('succeeded')).toEqual(['refund'])
  })
})
