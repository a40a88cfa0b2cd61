// Settling payments the way real Stripe behaves: idempotency keys that name what they send, one capture
// however many settle at once, stranded authorizations canceled, canceled payments giving their seat back
// once, provider failures answered 502, finished purchases answered without calling Stripe.
import { describe, expect, it, vi } from 'vitest'
import { json } from '../helpers/client.ts'
import { expectError } from '../helpers/errors.ts'
import {
  allCommitments,
  authorizeCard,
  buyerDetails,
  createIntent,
  type ConfirmAnswer,
  confirmCard,
  confirmPayment,
  createItem,
  eventFor,
  expectNothingFulfilled,
  expectSoldOnce,
  holdSeat,
  holdStatus,
  planStripeFailure,
  purchaseOf,
  reserve,
  seatsLeft,
  sendEvent,
  SOLD_OUT,
  STRIPE,
  startCheckout,
  stripeCallsFor,
  stripeIntent,
  submitPodAgain,
} from '../helpers/checkout.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'

/** PAYMENT_LIMITER's `simple.limit` in wrangler.toml, whose period is a minute. */
const PAYMENT_CALLS_PER_MINUTE = 30
const NOT_CHARGED = 'Your card was not charged.'
const PROVIDER_FAILED =
  'Our payment provider did not respond as expected. Nothing was charged; please try again in a moment.'

/** A buyer refused a seat (sold out) whose stale tab confirms the card anyway. */
async function strandedAuthorization() {
  const item = await createItem({ totalSlots: 1 })
  const winner = await holdSeat(item)
  const refused = await startCheckout(item)
  expect((await expectError(refused.reserved, 409)).message).toBe(SOLD_OUT)
  expect((await confirmCard(refused)).status).toBe(200)
  expect((await stripeIntent(refused.paymentIntentId)).status).toBe('requires_capture')
  return { item, winner, refused }
}

describe('an authorization that belongs to no seat', () => {
  it('is canceled by its webhook, and the buyer is told the card was not charged', async () => {
    const { item, winner, refused } = await strandedAuthorization()
    await sendEvent(await eventFor(refused.paymentIntentId, 'payment_intent.amount_capturable_updated'))
    expect(await stripeIntent(refused.paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 })

    const response = await confirmPayment(refused.paymentIntentId)
    expect(response.status).toBe(409)
    expect((await json<ConfirmAnswer>(response)).message).toContain(NOT_CHARGED)
    // The winner's seat is untouched.
    expect(await holdStatus(winner.paymentIntentId)).toBe('held')
    expect(await seatsLeft(item.id)).toBe(0)
  })

  it('is canceled by the success page too when the webhook is slow', async () => {
    const { refused } = await strandedAuthorization()
    const answer = await json<ConfirmAnswer>(await confirmPayment(refused.paymentIntentId))
    expect(answer).toMatchObject({ success: false })
    expect(answer.message).toContain(NOT_CHARGED)
    expect((await stripeIntent(refused.paymentIntentId)).status).toBe('canceled')
  })
})

describe('idempotency keys name exactly what they send', () => {
  it('a buyer who corrects their email and submits again goes on: the intent and the purchase take the new email', async () => {
    const item = await createItem({ totalSlots: 3 })
    const checkout = await holdSeat(item)
    const corrected = uniqueEmail('corrected')
    const again = await submitPodAgain(checkout, item, { email: corrected })
    expect(again.status, await again.clone().text()).toBe(200)
    expect((await stripeIntent(checkout.paymentIntentId)).receipt_email).toBe(corrected)
    expect((await purchaseOf(checkout.paymentIntentId))?.email).toBe(corrected)
    expect(await seatsLeft(item.id)).toBe(2)

    await authorizeCard(checkout)
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)
  })

  it('the webhook and two success pages at once: Stripe sees one capture and no key in flight; one sale', async () => {
    for (let round = 0; round < 3; round++) {
      const item = await createItem({ totalSlots: 2 })
      const checkout = await holdSeat(item)
      await authorizeCard(checkout)
      const authorized = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')

      const [, first, second] = await Promise.all([
        sendEvent(authorized),
        confirmPayment(checkout.paymentIntentId),
        confirmPayment(checkout.paymentIntentId),
      ])
      expect([first.status, second.status]).toEqual([200, 200])

      const calls = await stripeCallsFor(checkout.paymentIntentId)
      expect(calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(1)
      expect(calls.filter((call) => call.status === 409)).toEqual([])
      await expectSoldOnce(checkout, 45000)
      expect(await seatsLeft(item.id)).toBe(1)
    }
  })
})

describe('a payment that ends canceled after its seat was sold', () => {
  it('gives the seat back once, however often Stripe says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    // The seat is sold, then the capture fails: the provider is down.
    await planStripeFailure(`/v1/payment_intents/${checkout.paymentIntentId}/capture`)
    const failed = await confirmPayment(checkout.paymentIntentId)
    expect(failed.status).toBe(502)
    expect((await json<ConfirmAnswer>(failed)).message).toContain('You have not been charged')
    expect(logged).toHaveBeenCalled()
    expect(await holdStatus(checkout.paymentIntentId)).toBe('sold')
    expect(await seatsLeft(item.id)).toBe(1)

    // Days later the authorization lapses and Stripe cancels the intent; the event comes twice.
    expect(
      (await fetch(`${STRIPE}/__emulator/payment_intents/${checkout.paymentIntentId}/expire`, { method: 'POST' }))
        .status,
    ).toBe(200)
    const canceled = await eventFor(checkout.paymentIntentId, 'payment_intent.canceled')
    await sendEvent(canceled)
    await sendEvent(canceled)
    expect((await json<ConfirmAnswer>(await confirmPayment(checkout.paymentIntentId))).message).toBe(
      `This payment was canceled. ${NOT_CHARGED}`,
    )

    expect(await seatsLeft(item.id)).toBe(2)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('released')
    expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('canceled')
    await expectNothingFulfilled(checkout.paymentIntentId)
  })
})

describe('the success page on a finished purchase', () => {
  it('is answered from D1: no call to Stripe', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)
    const before = (await stripeCallsFor(checkout.paymentIntentId)).length

    for (let i = 0; i < 3; i++) {
      const again = await confirmPayment(checkout.paymentIntentId)
      expect(again.status).toBe(200)
      expect((await json<ConfirmAnswer>(again)).success).toBe(true)
    }
    expect(await stripeCallsFor(checkout.paymentIntentId)).toHaveLength(before)
  })

  it('a loop on one payment from one address is stopped with 429', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    const address = newClientAddress()
    // The limiter counts in windows aligned to the clock's minutes, and the loop may straddle two of them: twice
    // its limit and one more puts more than the limit in one window, whenever the minute turns.
    const statuses: number[] = []
    for (let i = 0; i < 2 * PAYMENT_CALLS_PER_MINUTE + 1; i++)
      statuses.push((await confirmPayment(checkout.paymentIntentId, address)).status)
    expect(statuses.slice(0, 3)).toEqual([409, 409, 409])
    expect(statuses).toContain(429)
    // Another buyer is not affected.
    expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(409)
  })
})

describe('the reserve call and Stripe', () => {
  it('an unknown payment id is a 400 with a plain message, and no seat is held', async () => {
    const item = await createItem({ totalSlots: 2 })
    const response = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: 'pi_made_up',
      commitments: allCommitments(),
    })
    expect((await expectError(response, 400)).message).toBe(
      'We could not find this payment. Please refresh the page to start again.',
    )
    expect(await seatsLeft(item.id)).toBe(2)
    expect(await purchaseOf('pi_made_up')).toBeUndefined()
  })

  it('a provider failure is a 502 saying nothing was charged; the seat goes back and nothing is recorded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await createItem({ totalSlots: 1 })
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    await planStripeFailure(`/v1/payment_intents/${intent.paymentIntentId}`)
    const response = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
    })
    expect((await expectError(response, 502)).message).toBe(PROVIDER_FAILED)
    expect(logged).toHaveBeenCalled()
    expect(await seatsLeft(item.id)).toBe(1)
    expect(await purchaseOf(intent.paymentIntentId!)).toBeUndefined()
    // Nothing is stuck: the same buyer tries again and gets the seat.
    const retry = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
    })
    expect(retry.status).toBe(200)
    expect(await seatsLeft(item.id)).toBe(0)
  })
})
