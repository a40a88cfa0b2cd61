// The Stripe stand-in saves and charges cards as Stripe does (docs.stripe.com/payments/save-during-payment,
// /payments/save-and-reuse, /testing#authentication-and-setup): a card saved with setup_future_usage or a
// SetupIntent is charged off session with confirm=true; the test cards that decline or ask for
// authentication fail the way Stripe's do, so the site's plan payments meet real failures in tests.
import { describe, expect, it } from 'vitest'
import { createStripeEmulator } from '../../tools/stripe-emulator/emulator.ts'

type Emulator = ReturnType<typeof createStripeEmulator>
type Answer = {
  id: string
  status: string
  payment_method: string | null
  client_secret: string
  error?: { type: string; code?: string; decline_code?: string; payment_intent?: { status: string } }
}

async function call(
  emulator: Emulator,
  path: string,
  form?: Record<string, string>,
  { key, apiKey = 'sk_test_unit' }: { key?: string; apiKey?: string } = {},
) {
  const headers = new Headers({
    Authorization: `Bearer ${apiKey}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  })
  if (key) headers.set('Idempotency-Key', key)
  const response = await emulator.handle(
    new Request(`http://stripe.test${path}`, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    }),
  )
  return { status: response.status, body: (await response.json()) as Answer }
}

/** A first payment that saves the card, as the site's plan checkout makes it; answers the saved card. */
async function savedCard(
  emulator: Emulator,
  token = 'pm_card_visa',
): Promise<{ customer: string; paymentMethod: string }> {
  const customer = (await call(emulator, '/v1/customers', { email: 'buyer@example.com' })).body.id
  const intent = (
    await call(emulator, '/v1/payment_intents', {
      amount: '17900',
      currency: 'usd',
      capture_method: 'manual',
      customer,
      setup_future_usage: 'off_session',
    })
  ).body
  const confirmed = await call(
    emulator,
    `/v1/payment_intents/${intent.id}/confirm`,
    { payment_method: token, client_secret: intent.client_secret },
    { apiKey: 'pk_test_unit' },
  )
  expect(confirmed.body.status).toBe('requires_capture')
  expect(confirmed.body.payment_method).toMatch(/^pm_[0-9a-f]{24}$/)
  return { customer, paymentMethod: confirmed.body.payment_method! }
}

const offSession = (customer: string, paymentMethod: string) => ({
  amount: '17900',
  currency: 'usd',
  customer,
  payment_method: paymentMethod,
  off_session: 'true',
  confirm: 'true',
})

/** A card saved through a SetupIntent, authenticated when the card asks for it. */
async function setUpCard(emulator: Emulator, customer: string, token: string) {
  const setup = (await call(emulator, '/v1/setup_intents', { customer, usage: 'off_session' })).body
  const confirmed = await call(
    emulator,
    `/v1/setup_intents/${setup.id}/confirm`,
    { payment_method: token, client_secret: setup.client_secret },
    { apiKey: 'pk_test_unit' },
  )
  if (confirmed.body.status === 'requires_action')
    await call(emulator, `/__emulator/setup_intents/${setup.id}/authenticate`, { outcome: 'complete' })
  return (await call(emulator, `/v1/setup_intents/${setup.id}`)).body
}

describe('saving a card during the first payment', () => {
  it('setup_future_usage attaches a new payment method to the customer, which then pays off session', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const { customer, paymentMethod } = await savedCard(emulator)
    const later = await call(emulator, '/v1/payment_intents', offSession(customer, paymentMethod), { key: 'plan-2' })
    expect(later).toMatchObject({ status: 200, body: { status: 'succeeded', payment_method: paymentMethod } })
  })

  it('setup_future_usage without a customer, and off_session without confirm, are refused', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    expect(
      (
        await call(emulator, '/v1/payment_intents', {
          amount: '5000',
          currency: 'usd',
          setup_future_usage: 'off_session',
        })
      ).status,
    ).toBe(400)
    const { customer, paymentMethod } = await savedCard(emulator)
    expect(
      (
        await call(emulator, '/v1/payment_intents', {
          amount: '5000',
          currency: 'usd',
          customer,
          payment_method: paymentMethod,
          off_session: 'true',
        })
      ).status,
    ).toBe(400)
  })

  it('a card saved to one customer cannot be charged for another, nor a card never saved', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const first = await savedCard(emulator)
    const second = await savedCard(emulator)
    const crossed = await call(emulator, '/v1/payment_intents', offSession(second.customer, first.paymentMethod))
    expect(crossed).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error' } } })
    const unsaved = await call(
      emulator,
      '/v1/payment_intents',
      offSession(first.customer, 'pm_card_authenticationRequired'),
    )
    expect(unsaved).toMatchObject({ status: 402, body: { error: { code: 'authentication_required' } } })
  })

  it('the same idempotency key charges once however often it is sent; in flight it is a 409', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit', latencyMs: 20 })
    const { customer, paymentMethod } = await savedCard(emulator)
    const [a, b] = await Promise.all([
      call(emulator, '/v1/payment_intents', offSession(customer, paymentMethod), { key: 'plan-7-2-0' }),
      call(emulator, '/v1/payment_intents', offSession(customer, paymentMethod), { key: 'plan-7-2-0' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const replay = await call(emulator, '/v1/payment_intents', offSession(customer, paymentMethod), {
      key: 'plan-7-2-0',
    })
    expect(replay.body.id).toBe((a.status === 200 ? a : b).body.id)
    expect(emulator.events.filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1)
  })
})

describe('test cards for later payments', () => {
  it('4000 0000 0000 0341 saves through a SetupIntent, then every charge is declined', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const { customer } = await savedCard(emulator)
    const setup = await setUpCard(emulator, customer, 'pm_card_chargeCustomerFail')
    expect(setup.status).toBe('succeeded')
    const charge = await call(emulator, '/v1/payment_intents', offSession(customer, setup.payment_method!))
    expect(charge).toMatchObject({
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', payment_intent: { status: 'requires_payment_method' } },
      },
    })
    expect(emulator.events.at(-1)!.type).toBe('payment_intent.payment_failed')
  })

  it('4000 0025 0000 3155 asks for authentication on setup, then pays off session', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const customer = (await call(emulator, '/v1/customers', {})).body.id
    const setup = (await call(emulator, '/v1/setup_intents', { customer })).body
    const confirmed = await call(
      emulator,
      `/v1/setup_intents/${setup.id}/confirm`,
      { payment_method: 'pm_card_authenticationRequiredOnSetup', client_secret: setup.client_secret },
      { apiKey: 'pk_test_unit' },
    )
    expect(confirmed.body.status).toBe('requires_action')
    await call(emulator, `/__emulator/setup_intents/${setup.id}/authenticate`, { outcome: 'complete' })
    const done = (await call(emulator, `/v1/setup_intents/${setup.id}`)).body
    expect(done.status).toBe('succeeded')
    expect((await call(emulator, '/v1/payment_intents', offSession(customer, done.payment_method!))).body.status).toBe(
      'succeeded',
    )
  })

  it('4000 0027 6000 3184 fails off session with authentication_required even once set up', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const customer = (await call(emulator, '/v1/customers', {})).body.id
    const setup = await setUpCard(emulator, customer, 'pm_card_authenticationRequired')
    const charge = await call(emulator, '/v1/payment_intents', offSession(customer, setup.payment_method!))
    expect(charge).toMatchObject({
      status: 402,
      body: { error: { code: 'authentication_required', decline_code: 'authentication_required' } },
    })
  })

  it('a setup intent is read and confirmed only with its client secret under a publishable key', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const customer = (await call(emulator, '/v1/customers', {})).body.id
    const setup = (await call(emulator, '/v1/setup_intents', { customer })).body
    expect(
      (
        await call(
          emulator,
          `/v1/setup_intents/${setup.id}/confirm`,
          { payment_method: 'pm_card_visa' },
          { apiKey: 'pk_test_unit' },
        )
      ).status,
    ).toBe(401)
    expect((await call(emulator, '/v1/setup_intents', { customer }, { apiKey: 'pk_test_unit' })).status).toBe(401)
  })

  it('a bank debit (pm_usBankAccount_success) answers processing until the bank settles it, with its webhook', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const customer = (await call(emulator, '/v1/customers', {})).body.id
    const setup = await setUpCard(emulator, customer, 'pm_usBankAccount_success')
    expect(setup.status).toBe('succeeded')
    const charge = await call(emulator, '/v1/payment_intents', offSession(customer, setup.payment_method!), {
      key: 'k1',
    })
    expect(charge).toMatchObject({ status: 200, body: { status: 'processing' } })
    // The same key replays the saved answer, as Stripe does for 24 hours: processing, not a second debit.
    const replay = await call(emulator, '/v1/payment_intents', offSession(customer, setup.payment_method!), {
      key: 'k1',
    })
    expect(replay.body).toMatchObject({ id: charge.body.id, status: 'processing' })
    expect(
      (await call(emulator, `/__emulator/payment_intents/${charge.body.id}/settle`, { outcome: 'failed' })).body,
    ).toMatchObject({
      status: 'requires_payment_method',
    })
    expect(
      (await call(emulator, `/__emulator/payment_intents/${charge.body.id}/settle`, { outcome: 'succeeded' })).status,
    ).toBe(409)
    expect(emulator.events.map((e) => e.type).filter((t) => t.startsWith('payment_intent.'))).toEqual([
      'payment_intent.processing',
      'payment_intent.payment_failed',
    ])
  })

  it('a setup intent allowing cards only refuses a bank account', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const customer = (await call(emulator, '/v1/customers', {})).body.id
    const setup = (await call(emulator, '/v1/setup_intents', { customer, 'allowed_payment_method_types[0]': 'card' }))
      .body
    const refused = await call(emulator, `/v1/setup_intents/${setup.id}/confirm`, {
      payment_method: 'pm_usBankAccount_success',
    })
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'setup_intent_invalid_parameter' } } })
    const card = await call(emulator, `/v1/setup_intents/${setup.id}/confirm`, { payment_method: 'pm_card_visa' })
    expect(card.body.status).toBe('succeeded')
  })
})
