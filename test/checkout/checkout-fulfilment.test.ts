import { describe, expect, it, vi } from 'vitest'
import { json } from '../helpers/client.ts'
import { buyOnPlan, createPlanItem } from '../helpers/plans.ts'
import {
  authorizeCard,
  buyerDetails,
  buySeat,
  type ConfirmAnswer,
  confirmCard,
  confirmPayment,
  createItem,
  eventFor,
  expectNothingFulfilled,
  expectSoldOnce,
  holdSeat,
  holdStatus,
  outboxFor,
  purchaseOf,
  seatsLeft,
  sendEvent,
  startCheckout,
  stripeCall,
  stripeIntent,
  submitPodAgain,
} from '../helpers/checkout.ts'

const OWNER_PHONE = '+15555550100' // the default site settings' (555) 555-0100, as Twilio wants it

async function confirmed(paymentIntentId: string): Promise<ConfirmAnswer> {
  const response = await confirmPayment(paymentIntentId)
  return json<ConfirmAnswer>(response)
}

describe('a paid pod seat', () => {
  it('is paid by a method confirmed in place: no redirect, so no return address carrying its secret', async () => {
    const checkout = await holdSeat(await createItem({ price: 45000, totalSlots: 5 }))
    const intent = await stripeIntent(checkout.paymentIntentId)
    expect(intent.automatic_payment_methods).toEqual({ enabled: true, allow_redirects: 'never' })
  })

  it('via the success page: captured, fulfilled, the buyer receipted and the owner texted', async () => {
    const item = await createItem({ price: 45000, totalSlots: 5 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)

    const response = await confirmPayment(checkout.paymentIntentId, undefined, checkout.clientSecret)
    expect(response.status).toBe(200)
    const purchase = await purchaseOf(checkout.paymentIntentId)
    expect(await response.json()).toEqual({
      success: true,
      paymentDetails: { amount: 45000, type: 'brotherhood', description: `Brotherhood Pod (12 weeks): ${item.name}` },
      orderRef: `order-${purchase!.id}`,
      receipt: {
        refundPath: expect.stringMatching(/^\/refund#\d+\.\d+\.[\w-]{43}$/),
        // This pod has no start date, so there are no sessions to download or to name yet.
        calendar: null,
        schedule: null,
        openTimes: [],
      },
    })

    await expectSoldOnce(checkout, 45000)
    expect(await seatsLeft(item.id)).toBe(4)
    const messages = await outboxFor(checkout.paymentIntentId)
    expect(messages.find((m) => m.channel === 'email')).toMatchObject({
      recipient: checkout.buyer.email,
      payload: {
        firstName: 'Sam',
        amount: 45000,
        type: 'brotherhood',
        description: `Brotherhood Pod (12 weeks): ${item.name}`,
      },
    })
    expect(messages.find((m) => m.channel === 'sms')).toMatchObject({
      recipient: OWNER_PHONE,
      payload: { text: 'New purchase: Sam Lee bought Brotherhood Pod for $450.00.' },
    })
  })

  it('via the webhook alone (the buyer closed the tab): captured and fulfilled the same way', async () => {
    const item = await createItem({ type: 'coaching_slot', price: 150000, totalSlots: 1 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)

    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated'))

    await expectSoldOnce(checkout, 150000)
    expect(await seatsLeft(item.id)).toBe(0)
    const sms = (await outboxFor(checkout.paymentIntentId)).find((m) => m.channel === 'sms')
    expect(sms?.payload.text).toBe('New purchase: Sam Lee bought One-to-One Coaching for $1,500.00.')
    // The capture makes Stripe send payment_intent.succeeded too: it changes nothing more.
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.succeeded'))
    await expectSoldOnce(checkout, 150000)
  })

  it('duplicated: every event delivered twice and the success page reloaded still make one sale', async () => {
    const item = await createItem({ totalSlots: 3 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)

    const authorized = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')
    await sendEvent(authorized)
    await sendEvent(authorized)
    expect((await confirmed(checkout.paymentIntentId)).success).toBe(true)
    expect((await confirmed(checkout.paymentIntentId)).success).toBe(true)
    const succeeded = await eventFor(checkout.paymentIntentId, 'payment_intent.succeeded')
    await sendEvent(succeeded)
    await sendEvent(succeeded)

    await expectSoldOnce(checkout, 45000)
    expect(await seatsLeft(item.id)).toBe(2)
  })

  it('concurrent: the webhook and two confirm calls at once make one sale, one capture', async () => {
    for (let round = 0; round < 5; round++) {
      const item = await createItem({ totalSlots: 2 })
      const checkout = await holdSeat(item)
      await authorizeCard(checkout)
      const authorized = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')

      const [webhook, first, second] = await Promise.all([
        sendEvent(authorized),
        confirmed(checkout.paymentIntentId),
        confirmed(checkout.paymentIntentId),
      ])
      expect(webhook.status).toBe(200)
      expect(first.success && second.success).toBe(true)

      await expectSoldOnce(checkout, 45000)
      expect(await seatsLeft(item.id)).toBe(1)
    }
  })

  it('reordered: payment_intent.succeeded arriving before amount_capturable_updated still makes one sale', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    expect((await confirmed(checkout.paymentIntentId)).success).toBe(true)

    const authorized = await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated')
    const succeeded = await eventFor(checkout.paymentIntentId, 'payment_intent.succeeded')
    await sendEvent(succeeded)
    await sendEvent(authorized)
    await sendEvent(succeeded)

    await expectSoldOnce(checkout, 45000)
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('reordered: a late payment_failed from a first, declined card does not undo the sale made with the second', async () => {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    expect((await confirmCard(checkout, 'pm_card_chargeDeclined')).status).toBe(402)
    const failed = await eventFor(checkout.paymentIntentId, 'payment_intent.payment_failed')
    await authorizeCard(checkout)
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated'))

    await sendEvent(failed)

    await expectSoldOnce(checkout, 45000)
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('reordered: a payment_failed that arrives after the second card was authorized, before any settle, keeps the seat', async () => {
    const item = await createItem({ totalSlots: 1 })
    const checkout = await holdSeat(item)
    expect((await confirmCard(checkout, 'pm_card_chargeDeclined')).status).toBe(402)
    const failed = await eventFor(checkout.paymentIntentId, 'payment_intent.payment_failed')
    await authorizeCard(checkout)

    // The first card's failure is delivered late, while the purchase still waits for its settle.
    await sendEvent(failed)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('held')
    const rival = await startCheckout(item)
    expect(rival.reserved.status).toBe(409)

    const confirmed = await confirmPayment(checkout.paymentIntentId)
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    await expectSoldOnce(checkout, 45000)
  })

  it('the confirm call before the card is confirmed says so, and fulfils nothing', async () => {
    const item = await createItem()
    const checkout = await holdSeat(item)
    const response = await confirmPayment(checkout.paymentIntentId)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ success: false, message: 'Your payment has not completed yet.' })
    await expectNothingFulfilled(checkout.paymentIntentId)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('held')
  })

  it('the confirm call for a payment the site never saw: 409, not found', async () => {
    const response = await confirmPayment('pi_never_heard_of')
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ success: false, message: 'We could not find this purchase.' })
  })
})

describe('a declined card', () => {
  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', undefined],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', undefined],
  ])(
    '%s: Stripe answers 402 %s, the seat returns at once, the purchase fails, nothing is queued',
    async (card, code, declineCode) => {
      const item = await createItem({ totalSlots: 1 })
      const checkout = await holdSeat(item)
      expect(await seatsLeft(item.id)).toBe(0)

      const declined = await confirmCard(checkout, card)
      expect(declined.status).toBe(402)
      const { error } = await json<{ error: { type: string; code: string; decline_code?: string; message: string } }>(
        declined,
      )
      expect(error).toMatchObject({ type: 'card_error', code })
      expect(error.decline_code).toBe(declineCode)

      await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.payment_failed'))

      expect(await seatsLeft(item.id)).toBe(1)
      expect(await holdStatus(checkout.paymentIntentId)).toBe('released')
      expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('failed')
      await expectNothingFulfilled(checkout.paymentIntentId)
      // The success page, if the buyer got there anyway, fulfils nothing either.
      expect((await confirmed(checkout.paymentIntentId)).success).toBe(false)
      await expectNothingFulfilled(checkout.paymentIntentId)
    },
  )

  it('the buyer retries with a good card: the seat is taken again and sold once', async () => {
    const item = await createItem({ totalSlots: 1 })
    const checkout = await holdSeat(item)
    expect((await confirmCard(checkout, 'pm_card_chargeDeclinedInsufficientFunds')).status).toBe(402)
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.payment_failed'))
    expect(await seatsLeft(item.id)).toBe(1)

    await authorizeCard(checkout)
    expect((await confirmed(checkout.paymentIntentId)).success).toBe(true)

    await expectSoldOnce(checkout, 45000)
    expect(await seatsLeft(item.id)).toBe(0)
  })
  it('the buyer submits the form again after a decline, then pays: the seat is held again and sold once', async () => {
    const item = await createItem({ totalSlots: 1 })
    const checkout = await holdSeat(item)
    expect((await confirmCard(checkout, 'pm_card_chargeDeclinedInsufficientFunds')).status).toBe(402)
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.payment_failed'))
    expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('failed')

    const again = await submitPodAgain(checkout, item)
    expect(again.status, await again.clone().text()).toBe(200)
    expect(await seatsLeft(item.id)).toBe(0)
    expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('pending')

    await authorizeCard(checkout)
    expect((await confirmed(checkout.paymentIntentId)).success).toBe(true)
    await expectSoldOnce(checkout, 45000)
  })
})

describe('a payment that does not match its order', () => {
  async function authorizedThenTampered(form: Record<string, string>) {
    const item = await createItem({ totalSlots: 2 })
    const checkout = await holdSeat(item)
    // Someone with access to the Stripe account changes the intent after the seat was held.
    expect((await stripeCall(`/v1/payment_intents/${checkout.paymentIntentId}`, form)).status).toBe(200)
    await authorizeCard(checkout)
    return { item, checkout }
  }

  it.each([
    ['a lower amount', { amount: '100' }],
    ['another order’s purchase id', { 'metadata[purchaseId]': '999999' }],
  ])('%s: not captured, not fulfilled, logged for the owner', async (_case, form) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { checkout } = await authorizedThenTampered(form)

    const response = await confirmPayment(checkout.paymentIntentId)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'This payment does not match its order. Please contact support.',
    })
    await sendEvent(await eventFor(checkout.paymentIntentId, 'payment_intent.amount_capturable_updated'))

    await expectNothingFulfilled(checkout.paymentIntentId)
    expect((await stripeIntent(checkout.paymentIntentId)).status).toBe('requires_capture')
    expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('pending')
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toContainEqual(
      expect.objectContaining({
        message: 'Payment does not match its purchase',
        paymentIntentId: checkout.paymentIntentId,
      }),
    )
  })
})

describe('an answer keyed by the payment intent id alone', () => {
  /** Everything of the buyer's that must not come back to a caller with nothing but the intent id. */
  const secretsOf = (buyer: ReturnType<typeof buyerDetails>, planToken?: string | null) =>
    [buyer.firstName, buyer.lastName, buyer.email, '555-0142', '5415550142', '/refund#', '/plan#', planToken].filter(
      (secret): secret is string => Boolean(secret),
    )

  async function expectNothingPersonal(paymentIntentId: string, secrets: string[]) {
    const response = await confirmPayment(paymentIntentId)
    const text = await response.text()
    for (const secret of secrets) expect(text, `${response.status} ${text}`).not.toContain(secret)
    return { status: response.status, body: JSON.parse(text) as Partial<ConfirmAnswer> }
  }

  it('carries no refund path, plan link or personal data: paid in full, on a plan, or declined', async () => {
    const paid = buyerDetails({ firstName: 'Zebulon', lastName: 'Quigley' })
    const inFull = await buySeat(await createItem({ totalSlots: 2 }), { buyer: paid })
    expect(await expectNothingPersonal(inFull.paymentIntentId, secretsOf(paid))).toMatchObject({
      status: 200,
      body: { success: true, receipt: null },
    })

    const planned = buyerDetails({ firstName: 'Ezekiel', lastName: 'Thornbury' })
    const onPlan = await buyOnPlan(await createPlanItem(), planned)
    expect(onPlan.purchase.planToken).toBeTruthy()
    expect(
      await expectNothingPersonal(onPlan.paymentIntentId, secretsOf(planned, onPlan.purchase.planToken)),
    ).toMatchObject({ status: 200, body: { success: true, receipt: null } })

    const declined = buyerDetails({ firstName: 'Obadiah', lastName: 'Fairweather' })
    const checkout = await holdSeat(await createItem({ totalSlots: 1 }), declined)
    expect((await confirmCard(checkout, 'pm_card_chargeDeclined')).status).toBe(402)
    const answer = await expectNothingPersonal(checkout.paymentIntentId, secretsOf(declined))
    expect(answer.body.success).not.toBe(true)
  })
})
