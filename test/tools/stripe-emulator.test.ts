// The Stripe stand-in refuses what Stripe refuses (docs.stripe.com/api/idempotent_requests, /payments/paymentintents/
// lifecycle, /webhooks): so a test of the site against it fails where production would.
import { describe, expect, it } from 'vitest'
import { createStripeEmulator, type WebhookDelivery } from '../../tools/stripe-emulator/emulator.ts'
import { deliveryDelays, parseDeliveryPlan } from '../../tools/stripe-emulator/webhook-delivery.ts'

const SECRET = 'sk_test_emulator_unit'

function call(
  emulator: ReturnType<typeof createStripeEmulator>,
  path: string,
  form?: Record<string, string>,
  key?: string,
) {
  const headers = new Headers({
    Authorization: `Bearer ${SECRET}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  })
  if (key) headers.set('Idempotency-Key', key)
  return emulator.handle(
    new Request(`http://stripe.test${path}`, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    }),
  )
}

async function authorizedIntent(emulator: ReturnType<typeof createStripeEmulator>) {
  const created = (await (
    await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd', capture_method: 'manual' })
  ).json()) as { id: string }
  expect(
    (await call(emulator, `/v1/payment_intents/${created.id}/confirm`, { payment_method: 'pm_card_visa' })).status,
  ).toBe(200)
  return created.id
}

describe('idempotency keys, as Stripe keeps them', () => {
  it('the same key and parameters replay the first answer; other parameters are a 400 idempotency_error', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await authorizedIntent(emulator)
    const first = await call(emulator, `/v1/payment_intents/${id}/capture`, {}, 'capture-key')
    const replay = await call(emulator, `/v1/payment_intents/${id}/capture`, {}, 'capture-key')
    expect([first.status, replay.status]).toEqual([200, 200])
    expect(await replay.json()).toEqual(await first.json())

    const created = (await (
      await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd' })
    ).json()) as { id: string }
    expect(
      (await call(emulator, `/v1/payment_intents/${created.id}`, { receipt_email: 'a@example.com' }, 'update-key'))
        .status,
    ).toBe(200)
    const changed = await call(
      emulator,
      `/v1/payment_intents/${created.id}`,
      { receipt_email: 'b@example.com' },
      'update-key',
    )
    expect(changed.status).toBe(400)
    expect(((await changed.json()) as { error: { type: string } }).error.type).toBe('idempotency_error')
    expect(emulator.intents.get(created.id)!.receipt_email).toBe('a@example.com')
  })

  it('a key still in flight is a 409 and saves nothing; one capture is made', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit', latencyMs: 30 })
    const id = await authorizedIntent(emulator)
    const [first, second] = await Promise.all([
      call(emulator, `/v1/payment_intents/${id}/capture`, {}, 'same-key'),
      call(emulator, `/v1/payment_intents/${id}/capture`, {}, 'same-key'),
    ])
    expect([first.status, second.status]).toEqual([200, 409])
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_in_use')
    expect(emulator.events.filter((event) => event.type === 'payment_intent.succeeded')).toHaveLength(1)
    // Once the first is done, the retry gets its answer.
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {}, 'same-key')).status).toBe(200)
  })
})

describe('payment intents', () => {
  it.each(['12.5', '1e4', 'abc', '49'])('amount %s is refused on create and update', async (amount) => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    expect((await call(emulator, '/v1/payment_intents', { amount, currency: 'usd' })).status).toBe(400)
    const created = (await (
      await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd' })
    ).json()) as { id: string }
    expect((await call(emulator, `/v1/payment_intents/${created.id}`, { amount })).status).toBe(400)
    expect(emulator.intents.get(created.id)!.amount).toBe(5000)
  })

  it('capture only from requires_capture; an expired authorization is canceled and said so', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const created = (await (
      await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd', capture_method: 'manual' })
    ).json()) as { id: string }
    const early = await call(emulator, `/v1/payment_intents/${created.id}/capture`, {})
    expect(early.status).toBe(400)
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('payment_intent_unexpected_state')

    const id = await authorizedIntent(emulator)
    expect((await call(emulator, `/__emulator/payment_intents/${id}/expire`, {})).status).toBe(200)
    expect(emulator.intents.get(id)!.status).toBe('canceled')
    expect(emulator.events.at(-1)!.type).toBe('payment_intent.canceled')
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {})).status).toBe(400)
  })

  it('lists newest first, pages with starting_after, and filters by created[gte]', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const ids: string[] = []
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          (await (await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd' })).json()) as {
            id: string
          }
        ).id,
      )
    const page = (await (await call(emulator, '/v1/payment_intents?limit=2')).json()) as {
      data: { id: string }[]
      has_more: boolean
    }
    expect(page).toMatchObject({ has_more: true })
    expect(page.data.map((i) => i.id)).toEqual([ids[2], ids[1]])
    const next = (await (await call(emulator, `/v1/payment_intents?limit=2&starting_after=${ids[1]}`)).json()) as {
      data: { id: string }[]
      has_more: boolean
    }
    expect(next).toMatchObject({ has_more: false, data: [{ id: ids[0] }] })
    const future = Math.floor(Date.now() / 1000) + 60
    expect(
      ((await (await call(emulator, `/v1/payment_intents?created[gte]=${future}`)).json()) as { data: unknown[] }).data,
    ).toEqual([])
  })

  it('a planned provider failure answers 500 without changing anything, once', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await authorizedIntent(emulator)
    await call(emulator, '/__emulator/failures', { path: '/v1/payment_intents/', count: '1' })
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {})).status).toBe(500)
    expect(emulator.intents.get(id)!.status).toBe('requires_capture')
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {})).status).toBe(200)
  })

  it('a planned failure of changes only lets reads through, and an outage that is over drops what was planned', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await authorizedIntent(emulator)
    await call(emulator, '/__emulator/failures', { path: '/v1/payment_intents/', count: '2', method: 'POST' })
    expect((await call(emulator, `/v1/payment_intents/${id}`)).status).toBe(200)
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {})).status).toBe(500)
    const over = new Request('http://stripe.test/__emulator/failures', { method: 'DELETE' })
    expect((await emulator.handle(over)).status).toBe(200)
    expect((await call(emulator, `/v1/payment_intents/${id}/capture`, {})).status).toBe(200)
  })
})

describe('webhook delivery', () => {
  it('duplicate: every event is delivered twice', async () => {
    const delivered: WebhookDelivery[] = []
    const emulator = createStripeEmulator({
      webhookSecret: 'whsec_unit',
      deliveryPlan: parseDeliveryPlan('duplicate'),
      deliver: async (d) => void delivered.push(d),
    })
    await authorizedIntent(emulator)
    await scheduler.wait(20)
    const types = delivered.map((d) => (JSON.parse(d.payload) as { type: string }).type)
    expect(types).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.amount_capturable_updated'])
  })

  it('late: each copy waits a random share of the lateness, so close events can swap places', () => {
    const plan = parseDeliveryPlan('duplicate,late=2000')
    expect(deliveryDelays(plan, () => 0.75)).toEqual([1500, 1500])
    expect(deliveryDelays(parseDeliveryPlan(''), () => 0.75)).toEqual([0])
    expect(() => parseDeliveryPlan('sometimes')).toThrow('Unknown webhook delivery option')
  })
})

describe('refunds (docs.stripe.com/api/refunds)', () => {
  async function capturedIntent(emulator: ReturnType<typeof createStripeEmulator>, card = 'pm_card_visa') {
    const created = (await (
      await call(emulator, '/v1/payment_intents', { amount: '5000', currency: 'usd', capture_method: 'manual' })
    ).json()) as { id: string }
    expect((await call(emulator, `/v1/payment_intents/${created.id}/confirm`, { payment_method: card })).status).toBe(
      200,
    )
    expect((await call(emulator, `/v1/payment_intents/${created.id}/capture`, {})).status).toBe(200)
    return created.id
  }
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code?: string; message: string } }).error

  it('refunds the whole captured amount by default, once; a second refund is charge_already_refunded', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await capturedIntent(emulator)
    const refund = await call(emulator, '/v1/refunds', {
      payment_intent: id,
      reason: 'requested_by_customer',
      'metadata[purchaseId]': '7',
    })
    expect(refund.status).toBe(200)
    expect(await refund.json()).toMatchObject({
      object: 'refund',
      amount: 5000,
      status: 'succeeded',
      payment_intent: id,
      metadata: { purchaseId: '7' },
    })
    expect(emulator.events.slice(-2).map((e) => e.type)).toEqual(['refund.created', 'charge.refunded'])
    expect(JSON.parse(emulator.events.at(-1)!.payload).data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 5000,
      refunded: true,
      payment_intent: id,
    })
    const again = await call(emulator, '/v1/refunds', { payment_intent: id })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).code).toBe('charge_already_refunded')
  })

  it('lists refunds newest first, a page of `limit` at a time after `starting_after`, within `created`', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const ids: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const refund = await call(emulator, '/v1/refunds', { payment_intent: await capturedIntent(emulator) })
      ids.push(((await refund.json()) as { id: string }).id)
    }
    emulator.refunds.get(ids[0]!)!.created -= 3600
    type Page = { has_more: boolean; data: { id: string }[] }
    const page = async (query: string) => (await (await call(emulator, `/v1/refunds?${query}`)).json()) as Page
    const first = await page('limit=2')
    expect(first.has_more).toBe(true)
    expect(first.data.map((r) => r.id)).toEqual([ids[2], ids[1]])
    const next = await page(`limit=2&starting_after=${ids[1]}`)
    expect(next).toMatchObject({ has_more: false, data: [{ id: ids[0] }] })
    const recent = Math.floor(Date.now() / 1000) - 60
    expect((await page(`created[gte]=${recent}`)).data.map((r) => r.id)).toEqual([ids[2], ids[1]])
    expect((await page(`created[lte]=${recent}`)).data.map((r) => r.id)).toEqual([ids[0]])
  })

  it('an amount must be a positive integer no larger than what is left unrefunded', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await capturedIntent(emulator)
    for (const amount of ['0', '-5', '12.5', 'abc'])
      expect((await call(emulator, '/v1/refunds', { payment_intent: id, amount })).status).toBe(400)
    expect((await call(emulator, '/v1/refunds', { payment_intent: id, amount: '3000' })).status).toBe(200)
    const tooMuch = await call(emulator, '/v1/refunds', { payment_intent: id, amount: '2001' })
    expect(tooMuch.status).toBe(400)
    expect(await errorOf(tooMuch)).toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($20.01) is greater than unrefunded amount on charge ($20.00)',
    })
    expect((await call(emulator, '/v1/refunds', { payment_intent: id, amount: '2000' })).status).toBe(200)
    expect((await call(emulator, '/v1/refunds', { payment_intent: id, reason: 'changed_my_mind' })).status).toBe(400)
  })

  it('an authorization is not refundable (it is canceled instead); unknown intents and no target are refused', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await authorizedIntent(emulator)
    const refused = await call(emulator, '/v1/refunds', { payment_intent: id })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).message).toContain('does not have a successful charge to refund')
    expect((await call(emulator, '/v1/refunds', { payment_intent: 'pi_nope' })).status).toBe(404)
    expect((await call(emulator, '/v1/refunds', {})).status).toBe(400)
    expect(emulator.refunds.size).toBe(0)
  })

  it('one idempotency key makes one refund; the same key with another amount is an idempotency_error', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit', latencyMs: 20 })
    const id = await capturedIntent(emulator)
    const [first, second] = await Promise.all([
      call(emulator, '/v1/refunds', { payment_intent: id }, `refund:${id}`),
      call(emulator, '/v1/refunds', { payment_intent: id }, `refund:${id}`),
    ])
    expect([first.status, second.status]).toEqual([200, 409])
    const replay = await call(emulator, '/v1/refunds', { payment_intent: id }, `refund:${id}`)
    expect(await replay.json()).toEqual(await first.json())
    expect(
      (await errorOf(await call(emulator, '/v1/refunds', { payment_intent: id, amount: '100' }, `refund:${id}`)))
        .message,
    ).toContain('same parameters')
    expect([...emulator.refunds.values()].filter((r) => r.payment_intent === id)).toHaveLength(1)
  })

  it('a refund that fails later says refund.failed, and its amount is refundable again', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await capturedIntent(emulator)
    const refund = (await (await call(emulator, '/v1/refunds', { payment_intent: id })).json()) as { id: string }
    expect((await call(emulator, `/__emulator/refunds/${refund.id}/fail`, {})).status).toBe(200)
    expect(emulator.events.at(-1)!.type).toBe('refund.failed')
    expect(JSON.parse(emulator.events.at(-1)!.payload).data.object).toMatchObject({
      id: refund.id,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    })
    expect(((await (await call(emulator, `/v1/refunds/${refund.id}`)).json()) as { status: string }).status).toBe(
      'failed',
    )
    expect((await call(emulator, '/v1/refunds', { payment_intent: id })).status).toBe(200)
  })

  it('the test card pm_card_refundFail pays, and its refund fails on its own a moment later', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await capturedIntent(emulator, 'pm_card_refundFail')
    const refund = (await (await call(emulator, '/v1/refunds', { payment_intent: id })).json()) as {
      id: string
      status: string
    }
    expect(refund.status).toBe('succeeded')
    await scheduler.wait(400)
    expect(emulator.refunds.get(refund.id)!.status).toBe('failed')
  })

  it('a publishable key may not refund', async () => {
    const emulator = createStripeEmulator({ webhookSecret: 'whsec_unit' })
    const id = await capturedIntent(emulator)
    const response = await emulator.handle(
      new Request('http://stripe.test/v1/refunds', {
        method: 'POST',
        headers: { Authorization: 'Bearer pk_test_x', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `payment_intent=${id}`,
      }),
    )
    expect(response.status).toBe(401)
  })
})
