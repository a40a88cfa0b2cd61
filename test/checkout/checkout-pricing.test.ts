import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMMITMENTS } from '../../src/shared/schemas/checkout.ts'
import { outbox, purchases, strategyCalls } from '../../src/worker/platform/db/schema.ts'
import { client, json } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import {
  allCommitments,
  authorizeCard,
  buyerDetails,
  type ConfirmAnswer,
  confirmPayment,
  createIntent,
  createItem,
  holdSeat,
  type IntentAnswer,
  NOT_AVAILABLE,
  post,
  purchaseOf,
  reserve,
  seatsLeft,
  stripeIntent,
  submitPodAgain,
  stripeIntents,
} from '../helpers/checkout.ts'
import { uniqueEmail } from '../helpers/leads.ts'

const CLOSED = 'Enrollment for this option has closed. Please choose another.'
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString()

describe('GET /api/stripe/config', () => {
  it('names the provider and the publishable key only', async () => {
    const response = await client().api.stripe.config.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      provider: 'Stripe',
      publishableKey: 'pk_test_emulator',
      paymentsEnabled: true,
    })
  })
})

describe('POST /api/create-payment-intent: the server sets the price', () => {
  it.each([
    ['brotherhood', 60000, 'Brotherhood Pod (12 weeks)'],
    ['one-to-one', 150000, 'One-to-One Coaching (12 sessions)'],
  ] as const)(
    '%s without an item: the type’s price, whatever amount the browser sends',
    async (type, price, description) => {
      for (const tampered of [
        {},
        { amount: 1 },
        { amount: 99_999_999 },
        { amount: '1' },
        { amount: -500 },
        { amount: null, description: 'Free stuff' },
      ]) {
        const answer = await createIntent({ type, ...tampered })
        expect(answer).toMatchObject({ free: false, paymentDetails: { amount: price, type, description } })
        expect(answer.clientSecret).toMatch(new RegExp(`^${answer.paymentIntentId}_secret_`))
        const intent = await stripeIntent(answer.paymentIntentId!)
        expect(intent).toMatchObject({ amount: price, currency: 'usd', status: 'requires_payment_method', description })
        expect(intent.metadata).toMatchObject({ purchaseType: type, inventoryId: '' })
      }
    },
  )

  it('with an item: the item’s price (pod and coaching slot)', async () => {
    const pod = await createItem({ price: 45000 })
    const slot = await createItem({ type: 'coaching_slot', price: 125000, name: 'Tuesday 6:40 PM' })
    const forPod = await createIntent({ type: 'brotherhood', inventoryId: pod.id, amount: 100 })
    const forSlot = await createIntent({ type: 'one-to-one', inventoryId: slot.id, amount: 100 })
    expect(forPod.paymentDetails).toEqual({
      amount: 45000,
      type: 'brotherhood',
      description: `Brotherhood Pod (12 weeks): ${pod.name}`,
    })
    expect(forSlot.paymentDetails).toEqual({
      amount: 125000,
      type: 'one-to-one',
      description: 'One-to-One Coaching (12 sessions): Tuesday 6:40 PM',
    })
    expect(await stripeIntent(forPod.paymentIntentId!)).toMatchObject({
      amount: 45000,
      metadata: { inventoryId: String(pod.id) },
    })
    expect((await stripeIntent(forSlot.paymentIntentId!)).amount).toBe(125000)
  })

  it('authorizes only (manual capture): nothing is charged before the seat is confirmed', async () => {
    const answer = await createIntent({ type: 'brotherhood' })
    expect((await stripeIntent(answer.paymentIntentId!)).capture_method).toBe('manual')
  })

  it('a tampered amount at every step still charges the item’s price', async () => {
    const item = await createItem({ price: 45000 })
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id, amount: 50 })
    const reserved = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
      amount: 50,
    })
    // The reserve call takes no amount at all: an unknown field is refused.
    expect(reserved.status).toBe(400)
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    expect((await json<ConfirmAnswer>(await confirmPayment(checkout.paymentIntentId))).paymentDetails?.amount).toBe(
      45000,
    )
    expect(await stripeIntent(checkout.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount: 45000,
      amount_received: 45000,
    })
  })

  it('the amount follows the seat reserved, not the intent created: a cheap intent reserved for a dear pod is re-priced', async () => {
    const dear = await createItem({ price: 90000 })
    const intent = await createIntent({ type: 'brotherhood' })
    expect(intent.paymentDetails.amount).toBe(60000)
    const buyer = buyerDetails()
    const reserved = await reserve({
      ...buyer,
      type: 'brotherhood',
      inventoryId: dear.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
    })
    expect(reserved.status).toBe(200)
    expect(await json<{ paymentDetails: IntentAnswer['paymentDetails'] }>(reserved)).toMatchObject({
      paymentDetails: { amount: 90000 },
    })
    const stripe = await stripeIntent(intent.paymentIntentId!)
    const purchase = await purchaseOf(intent.paymentIntentId!)
    expect(stripe).toMatchObject({
      amount: 90000,
      receipt_email: buyer.email,
      metadata: { purchaseId: String(purchase!.id), inventoryId: String(dear.id) },
    })
    expect(purchase).toMatchObject({ amount: 90000, status: 'pending', inventoryItemId: dear.id, type: 'brotherhood' })
  })

  describe('which items may be bought', () => {
    const named = async (
      overrides: Parameters<typeof createItem>[0],
      type: 'brotherhood' | 'one-to-one' = 'brotherhood',
    ) => {
      const item = await createItem(overrides)
      return { id: item.id, name: item.name, type }
    }
    const cases = [
      ['an archived item', () => named({ isArchived: true })],
      ['an inactive item', () => named({ isActive: false })],
      ['a coaching slot bought as a pod', () => named({ type: 'coaching_slot' })],
      ['a pod bought as one-to-one coaching', () => named({}, 'one-to-one')],
    ] as const

    /** Pricing the item is refused with the message every buyer sees for an item not on sale. */
    async function refusedToPrice(id: number, type: 'brotherhood' | 'one-to-one') {
      const body = await expectError(await post('/api/create-payment-intent', { type, inventoryId: id }), 404)
      expect(body.message).toBe(NOT_AVAILABLE)
    }

    /** Reserving the item on an intent of its type is refused too, and the intent stays unclaimed. */
    async function refusedToReserve(id: number, type: 'brotherhood' | 'one-to-one') {
      const intent = await createIntent({ type })
      const reserved = await reserve({
        ...buyerDetails(),
        type,
        inventoryId: id,
        paymentIntentId: intent.paymentIntentId,
        commitments: allCommitments(),
      })
      expect((await expectError(reserved, 404)).message).toBe(NOT_AVAILABLE)
      expect(await purchaseOf(intent.paymentIntentId!)).toBeUndefined()
      expect((await stripeIntent(intent.paymentIntentId!)).metadata.purchaseId).toBeUndefined()
    }

    it('an unknown item: 404 with a message, no intent, nothing reserved', async () => {
      await refusedToPrice(987_654_321, 'brotherhood')
      await refusedToReserve(987_654_321, 'brotherhood')
    })

    it.each(cases)('%s: 404 with a message, no intent, no seat held', async (_case, make) => {
      const { id, name, type } = await make()
      await refusedToPrice(id, type)
      expect((await stripeIntents()).filter((i) => i.description?.includes(name))).toEqual([])
      await refusedToReserve(id, type)
      expect(await seatsLeft(id)).toBe(5)
    })

    it('an item whose enrollment closed: 409, on both calls, and its seats are untouched', async () => {
      const item = await createItem({ closingDate: anHourAgo(), totalSlots: 4 })
      expect(
        (
          await expectError(
            await post('/api/create-payment-intent', { type: 'brotherhood', inventoryId: item.id }),
            409,
          )
        ).message,
      ).toBe(CLOSED)
      const intent = await createIntent({ type: 'brotherhood' })
      const reserved = await reserve({
        ...buyerDetails(),
        type: 'brotherhood',
        inventoryId: item.id,
        paymentIntentId: intent.paymentIntentId,
        commitments: allCommitments(),
      })
      expect((await expectError(reserved, 409)).message).toBe(CLOSED)
      expect(await seatsLeft(item.id)).toBe(4)
    })

    it('an item closing later is on sale', async () => {
      const item = await createItem({ closingDate: inAnHour() })
      expect((await createIntent({ type: 'brotherhood', inventoryId: item.id })).paymentDetails.amount).toBe(item.price)
    })

    it.each([0, -1, 1.5, '12'])('a malformed inventoryId (%s) is a 400', async (inventoryId) => {
      await expectError(await post('/api/create-payment-intent', { type: 'brotherhood', inventoryId }), 400)
    })
  })
})

describe('the free strategy call', () => {
  it('create-payment-intent answers free, with no intent at Stripe (also when the type is left out)', async () => {
    for (const body of [{ type: 'strategy-call' }, {}, { type: 'strategy-call', amount: 5000 }]) {
      const answer = await createIntent(body)
      expect(answer).toEqual({
        clientSecret: null,
        paymentIntentId: null,
        free: true,
        paymentDetails: { amount: 0, type: 'strategy-call', description: 'Free Strategy Call' },
      })
    }
    expect((await stripeIntents()).filter((i) => i.metadata.purchaseType === 'strategy-call')).toEqual([])
  })

  it('a strategy call on a consultation item the owner priced is paid: without its intent the reserve is a 400, not a crash', async () => {
    const item = await createItem({ type: 'consultation', price: 5000, totalSlots: 2 })
    const intent = await createIntent({ type: 'strategy-call', inventoryId: item.id })
    expect(intent).toMatchObject({ free: false, paymentDetails: { amount: 5000, type: 'strategy-call' } })
    expect((await stripeIntent(intent.paymentIntentId!)).amount).toBe(5000)

    await expectFieldErrors(await reserve({ ...buyerDetails(), type: 'strategy-call', inventoryId: item.id }), {
      paymentIntentId: 'Payment is not ready yet',
    })
    expect(await seatsLeft(item.id)).toBe(2)
    const reserved = await reserve({
      ...buyerDetails(),
      type: 'strategy-call',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(reserved.status).toBe(200)
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('a pod the owner priced at 0 is not booked without a card: only a strategy call is free', async () => {
    const item = await createItem({ price: 0, totalSlots: 2 })
    const reserved = await reserve({
      ...buyerDetails(),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: 'pi_free_pod',
      commitments: allCommitments(),
    })
    expect((await expectError(reserved, 409)).message).toBe(
      'This option cannot be booked without payment. Please contact us to join.',
    )
    expect(await seatsLeft(item.id)).toBe(2)
  })

  it('reserve records the booking as a strategy call, with no card and no sale, and tells the owner', async () => {
    const email = uniqueEmail('call')
    const response = await reserve({
      ...buyerDetails({ email, phone: '541.555.0199' }),
      type: 'strategy-call',
      smsConsent: true,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      free: true,
      paymentDetails: { amount: 0, type: 'strategy-call', description: 'Free Strategy Call' },
    })

    const [booking, ...more] = await testDb().select().from(strategyCalls).where(eq(strategyCalls.email, email))
    expect(more).toEqual([])
    expect(booking).toMatchObject({
      name: 'Sam Lee',
      inventoryItemId: null,
      phone: '(541) 555-0199',
      smsConsent: true,
      emailConsent: false,
      status: 'new',
    })
    expect(booking!.holdId).toMatch(/^free:/)
    expect(await testDb().select().from(purchases).where(eq(purchases.email, email))).toEqual([])
    const notices = (
      await testDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'owner-new-lead')))
    ).filter((m) => m.payload.email === email)
    expect(notices).toMatchObject([
      {
        channel: 'email',
        recipient: 'hello@example.com',
        payload: { kind: 'strategy-call-checkout', name: 'Sam Lee', phone: '(541) 555-0199' },
      },
    ])
    // No card: no receipt, no sale SMS.
    const sales = (await testDb().select().from(outbox)).filter((m) => m.recipient === email)
    expect(sales).toEqual([])
  })
})

describe('POST /api/checkout/reserve: the form’s rules (SPEC §5)', () => {
  const base = (overrides: Record<string, unknown> = {}) => ({
    ...buyerDetails(),
    type: 'brotherhood',
    inventoryId: 1,
    paymentIntentId: 'pi_not_used_because_validation_fails_first',
    commitments: allCommitments(),
    ...overrides,
  })

  it.each([
    ['no first name', { firstName: undefined }, { firstName: 'First name is required' }],
    ['a blank first name', { firstName: '   ' }, { firstName: 'First name is required' }],
    ['no last name', { lastName: undefined }, { lastName: 'Last name is required' }],
    ['a blank last name', { lastName: ' ' }, { lastName: 'Last name is required' }],
    ['no email', { email: undefined }, { email: 'Email address is required' }],
    ['an empty email', { email: '  ' }, { email: 'Email address is required' }],
    ['an invalid email', { email: 'sam@localhost' }, { email: 'Please enter a valid email address' }],
    ['no phone', { phone: undefined }, { phone: 'Phone number is required' }],
    ['an empty phone', { phone: '' }, { phone: 'Phone number is required' }],
    ['a short phone', { phone: '(541) 555-01' }, { phone: 'Please enter a valid 10-digit US phone number' }],
    [
      'a phone with area code starting 1',
      { phone: '(141) 555-0142' },
      { phone: 'Please enter a valid 10-digit US phone number' },
    ],
    ['a pod without a chosen pod', { inventoryId: undefined }, { inventoryId: 'Please select an available option' }],
    ['a pod with a null choice', { inventoryId: null }, { inventoryId: 'Please select an available option' }],
    [
      'coaching without a chosen session',
      { type: 'one-to-one', inventoryId: undefined, commitments: undefined },
      { inventoryId: 'Please select an available option' },
    ],
    [
      'a pod with no commitments',
      { commitments: undefined },
      { commitments: 'You must agree to all Brotherhood Pod commitments to proceed' },
    ],
    [
      'a pod with empty commitments',
      { commitments: {} },
      { commitments: 'You must agree to all Brotherhood Pod commitments to proceed' },
    ],
    ...COMMITMENTS.flatMap((c) => [
      [
        `a pod with ${c} missing`,
        { commitments: { ...allCommitments(), [c]: undefined } },
        { commitments: 'You must agree to all Brotherhood Pod commitments to proceed' },
      ],
      [
        `a pod with ${c} false`,
        { commitments: { ...allCommitments(), [c]: false } },
        { commitments: 'You must agree to all Brotherhood Pod commitments to proceed' },
      ],
    ]),
    [
      'a strategy call without a name',
      { type: 'strategy-call', inventoryId: undefined, firstName: '' },
      { firstName: 'First name is required' },
    ],
  ] as Array<[string, Record<string, unknown>, Record<string, string>]>)(
    '%s: 400 with its message',
    async (_case, overrides, fields) => {
      const body = base(overrides)
      await expectFieldErrors(await reserve(body), fields)
    },
  )

  it('an empty form gets every message at once, the pod choice and commitments too, and nothing is saved', async () => {
    const email = uniqueEmail('empty')
    const body = await expectFieldErrors(
      await reserve({ type: 'brotherhood', email: '', firstName: '', lastName: '', phone: '' }),
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email address is required',
        phone: 'Phone number is required',
        inventoryId: 'Please select an available option',
        commitments: 'You must agree to all Brotherhood Pod commitments to proceed',
      },
    )
    expect(body.message).toBe('First name is required')
    expect(await testDb().select().from(purchases).where(eq(purchases.email, email))).toEqual([])
  })

  it('with the contact details right, a missing pod and missing commitments show together', async () => {
    await expectFieldErrors(await reserve({ ...buyerDetails(), type: 'brotherhood', paymentIntentId: 'pi_x' }), {
      inventoryId: 'Please select an available option',
      commitments: 'You must agree to all Brotherhood Pod commitments to proceed',
    })
  })

  it('one-to-one coaching needs no pod commitments', async () => {
    const slot = await createItem({ type: 'coaching_slot', price: 150000, totalSlots: 1 })
    const intent = await createIntent({ type: 'one-to-one', inventoryId: slot.id })
    const response = await reserve({
      ...buyerDetails(),
      type: 'one-to-one',
      inventoryId: slot.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(response.status).toBe(200)
    expect(await seatsLeft(slot.id)).toBe(0)
  })

  it('consents are optional and kept as given; the phone is stored formatted', async () => {
    const item = await createItem()
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id })
    const response = await reserve({
      ...buyerDetails({ phone: '5415550142' }),
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
      emailConsent: true,
    })
    expect(response.status).toBe(200)
    expect(await purchaseOf(intent.paymentIntentId!)).toMatchObject({
      emailConsent: true,
      smsConsent: false,
      phone: '(541) 555-0142',
    })
  })

  it('a payment already completed cannot be reserved again', async () => {
    const item = await createItem()
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    const again = await submitPodAgain(checkout, item)
    expect((await expectError(again, 409)).message).toBe(
      'This payment has already been processed. Please refresh the page to start again.',
    )
  })
})
