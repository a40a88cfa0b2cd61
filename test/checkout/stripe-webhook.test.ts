import { describe, expect, it } from 'vitest'
import { json } from '../helpers/client.ts'
import {
  authorizeCard,
  createItem,
  deliverWebhook,
  eventFor,
  expectNothingFulfilled,
  expectSoldOnce,
  holdSeat,
  holdStatus,
  makeEvent,
  purchaseOf,
  seatsLeft,
  sendEvent,
  sign,
  stripeCall,
  stripeIntent,
} from '../helpers/checkout.ts'

/** A held seat whose card is authorized: the webhook about it would sell the seat if it were accepted. */
async function authorizedPurchase() {
  const item = await createItem({ totalSlots: 3 })
  const checkout = await holdSeat(item)
  await authorizeCard(checkout)
  const event = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')
  return { item, checkout, event }
}

async function expectUntouched({ item, checkout }: Awaited<ReturnType<typeof authorizedPurchase>>) {
  await expectNothingFulfilled(checkout.paymentIntentId)
  expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('pending')
  expect((await stripeIntent(checkout.paymentIntentId)).status).toBe('requires_capture')
  expect(await holdStatus(checkout.paymentIntentId)).toBe('held')
  expect(await seatsLeft(item.id)).toBe(2)
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('POST /api/stripe/webhook checks the signature before anything else', () => {
  it('a correctly signed event is accepted and acted on (the control for the refusals below)', async () => {
    const purchase = await authorizedPurchase()
    const response = await deliverWebhook(purchase.event.payload, await sign(purchase.event.payload))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true })
    await expectSoldOnce(purchase.checkout, 45000)
  })

  it('signed 290 s ago: still inside the 300 s tolerance', async () => {
    const purchase = await authorizedPurchase()
    const response = await deliverWebhook(
      purchase.event.payload,
      await sign(purchase.event.payload, { timestamp: nowSeconds() - 290 }),
    )
    expect(response.status).toBe(200)
    await expectSoldOnce(purchase.checkout, 45000)
  })

  const refusals: Array<[string, (payload: string) => Promise<[string, string | null]>, string]> = [
    ['no Stripe-Signature header', async (payload) => [payload, null], 'Missing Stripe-Signature header'],
    [
      'a signature made with another secret',
      async (payload) => [payload, await sign(payload, { secret: 'whsec_someone_else' })],
      'Invalid webhook signature',
    ],
    [
      'one changed byte in the body',
      async (payload) => {
        // Still valid JSON, so only the signature can tell: the amount's first digit, 4 → 1.
        const at = payload.indexOf('"amount":4') + '"amount":'.length
        const changed = `${payload.slice(0, at)}1${payload.slice(at + 1)}`
        expect(JSON.parse(changed).data.object.amount).toBe(15000)
        return [changed, await sign(payload)]
      },
      'Invalid webhook signature',
    ],
    [
      'a timestamp older than 300 s',
      async (payload) => [payload, await sign(payload, { timestamp: nowSeconds() - 301 })],
      'Invalid webhook signature',
    ],
    [
      'a signature header that is not Stripe’s format',
      async (payload) => [payload, 'not-a-signature'],
      'Invalid webhook signature',
    ],
  ]

  it.each(refusals)('%s: 400 and nothing written', async (_case, tamper, message) => {
    const purchase = await authorizedPurchase()
    const [body, signature] = await tamper(purchase.event.payload)
    const response = await deliverWebhook(body, signature)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
    await expectUntouched(purchase)
  })
})

describe('event types', () => {
  it.each(['payment_intent.created', 'customer.created', 'charge.dispute.created', 'some.future_event'])(
    'an unknown or unhandled type (%s) is acknowledged 2xx and ignored',
    async (type) => {
      const purchase = await authorizedPurchase()
      const intent = await stripeIntent(purchase.checkout.paymentIntentId)
      const payload = makeEvent(type, { ...intent })
      const response = await deliverWebhook(payload, await sign(payload))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true })
      await expectUntouched(purchase)
    },
  )

  it('an event about a payment this site never took is acknowledged and changes nothing', async () => {
    const created = await stripeCall('/v1/payment_intents', {
      amount: '5000',
      currency: 'usd',
      capture_method: 'manual',
    })
    const intent = await json<{ id: string }>(created)
    expect(
      (await stripeCall(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' })).status,
    ).toBe(200)
    await sendEvent(await eventFor(intent.id, 'payment_intent.amount_capturable_updated'))
    expect(await stripeIntent(intent.id)).toMatchObject({ status: 'requires_capture', amount_received: 0 })
    expect(await purchaseOf(intent.id)).toBeUndefined()
  })

  it('payment_intent.canceled (canceled in the Stripe dashboard): the seat goes back, the purchase is canceled', async () => {
    const { item, checkout } = await authorizedPurchase()
    expect((await stripeCall(`/v1/payment_intents/${checkout.paymentIntentId}/cancel`, {})).status).toBe(200)
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.canceled'))
    expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('canceled')
    expect(await holdStatus(checkout.paymentIntentId)).toBe('released')
    expect(await seatsLeft(item.id)).toBe(3)
    await expectNothingFulfilled(checkout.paymentIntentId)
  })
})
