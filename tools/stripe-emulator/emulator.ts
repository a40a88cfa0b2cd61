// A stateful stand-in for the part of Stripe's API this site uses: payment intents (create, retrieve,
// update, confirm, capture, cancel) with Stripe's test payment methods, idempotency keys, and signed
// webhooks. Pure Fetch API, so it runs inside Node (dev, e2e) and inside Vitest's outbound hook alike.
import { stripeSignature } from './signature.ts'
import { type CardError, TEST_CARD_ERRORS, TEST_CARDS_OK } from './test-cards.ts'

type Status = 'requires_payment_method' | 'requires_confirmation' | 'requires_capture' | 'processing' | 'succeeded' | 'canceled'

export interface Intent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: Status
  capture_method: 'automatic' | 'manual'
  client_secret: string
  description: string | null
  receipt_email: string | null
  metadata: Record<string, string>
  payment_method: string | null
  last_payment_error: (CardError & { type: 'card_error' }) | null
  created: number
  livemode: false
}

export interface WebhookDelivery {
  payload: string
  signature: string
}

export interface EmulatorOptions {
  webhookSecret: string
  /** Where signed events go; tests may leave it out and post recorded events themselves. */
  deliver?: (delivery: WebhookDelivery) => Promise<void>
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Request-Id': `req_${random()}` } })

const random = () => crypto.randomUUID().replaceAll('-', '').slice(0, 24)

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return json({ error: { type, message, ...extra } }, status)
}

function metadataOf(form: URLSearchParams, current: Record<string, string>): Record<string, string> {
  const result = { ...current }
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match?.[1]) result[match[1]] = value
  }
  return result
}

export function createStripeEmulator(options: EmulatorOptions) {
  const intents = new Map<string, Intent>()
  const events: { id: string; type: string; payload: string }[] = []
  const idempotent = new Map<string, Promise<{ status: number; body: string }>>()

  async function emit(type: string, intent: Intent): Promise<void> {
    const event = { id: `evt_${random()}`, object: 'event', type, api_version: null, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { ...intent } } }
    const payload = JSON.stringify(event)
    events.push({ id: event.id, type, payload })
    if (options.deliver) {
      const signature = await stripeSignature(payload, options.webhookSecret)
      // Delivered after the API answer, as Stripe does; a failed delivery is Stripe's retry problem.
      queueMicrotask(() => void options.deliver!({ payload, signature }).catch(() => {}))
    }
  }

  function create(form: URLSearchParams): Response {
    const amount = Number(form.get('amount'))
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' })
    const id = `pi_${random()}`
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: form.get('currency') ?? 'usd',
      status: 'requires_payment_method',
      capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
      client_secret: `${id}_secret_${random()}`,
      description: form.get('description'),
      receipt_email: form.get('receipt_email'),
      metadata: metadataOf(form, {}),
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    }
    intents.set(id, intent)
    return json(intent)
  }

  function update(intent: Intent, form: URLSearchParams): Response {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(400, 'invalid_request_error', `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`)
    }
    if (form.has('amount')) intent.amount = Number(form.get('amount'))
    if (form.has('description')) intent.description = form.get('description')
    if (form.has('receipt_email')) intent.receipt_email = form.get('receipt_email')
    intent.metadata = metadataOf(form, intent.metadata)
    return json(intent)
  }

  async function confirm(intent: Intent, form: URLSearchParams): Promise<Response> {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(400, 'invalid_request_error', `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`, { code: 'payment_intent_unexpected_state' })
    }
    const paymentMethod = form.get('payment_method') ?? intent.payment_method ?? ''
    const failure = TEST_CARD_ERRORS[paymentMethod]
    if (failure || !TEST_CARDS_OK.has(paymentMethod)) {
      const error = failure ?? { code: 'resource_missing', message: `No such PaymentMethod: '${paymentMethod}'` }
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { type: 'card_error', ...error }
      await emit('payment_intent.payment_failed', intent)
      return stripeError(402, 'card_error', error.message, { code: error.code, decline_code: error.decline_code, payment_intent: { ...intent } })
    }
    intent.payment_method = paymentMethod
    intent.last_payment_error = null
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture'
      intent.amount_capturable = intent.amount
      await emit('payment_intent.amount_capturable_updated', intent)
    } else {
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      await emit('payment_intent.succeeded', intent)
    }
    return json(intent)
  }

  async function capture(intent: Intent): Promise<Response> {
    if (intent.status !== 'requires_capture') {
      return stripeError(400, 'invalid_request_error', `This PaymentIntent could not be captured because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' })
    }
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.amount_capturable = 0
    await emit('payment_intent.succeeded', intent)
    return json(intent)
  }

  async function cancel(intent: Intent): Promise<Response> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(400, 'invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' })
    }
    intent.status = 'canceled'
    intent.amount_capturable = 0
    await emit('payment_intent.canceled', intent)
    return json(intent)
  }

  /** Secret keys may do anything; a publishable key may only read or confirm with the intent's client secret. */
  function authorized(request: Request, intent: Intent | undefined, form: URLSearchParams, url: URL): boolean {
    const key = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
    if (key.startsWith('sk_')) return true
    const secret = form.get('client_secret') ?? url.searchParams.get('client_secret')
    return key.startsWith('pk_') && intent !== undefined && secret === intent.client_secret
  }

  async function route(request: Request, url: URL, form: URLSearchParams): Promise<Response> {
    const parts = url.pathname.split('/').filter(Boolean)
    if (parts[0] === '__emulator') {
      if (parts[1] === 'events') return json(events)
      if (parts[1] === 'payment_intents') return json([...intents.values()])
      return json({ error: 'unknown' }, 404)
    }
    if (parts[0] !== 'v1' || parts[1] !== 'payment_intents') return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`)
    const [, , id, action] = parts
    if (!id) {
      if (!authorized(request, undefined, form, url)) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      return request.method === 'POST' ? create(form) : json({ object: 'list', data: [...intents.values()] })
    }
    const intent = intents.get(id)
    if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing' })
    if (!authorized(request, intent, form, url)) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
    if (request.method === 'GET') return json(intent)
    if (action === undefined) return update(intent, form)
    if (action === 'confirm') return confirm(intent, form)
    if (action === 'capture') return capture(intent)
    if (action === 'cancel') return cancel(intent)
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`)
  }

  return {
    intents,
    events,
    /** Idempotency as Stripe keeps it: a repeated key (even one still in flight) replays the first answer. */
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const form = new URLSearchParams(request.method === 'GET' ? '' : await request.text())
      const key = request.headers.get('Idempotency-Key')
      if (!key) return route(request, url, form)
      const cacheKey = `${request.method} ${url.pathname} ${key}`
      let answer = idempotent.get(cacheKey)
      if (!answer) {
        answer = route(request, url, form).then(async (response) => ({ status: response.status, body: await response.text() }))
        idempotent.set(cacheKey, answer)
      }
      const { status, body } = await answer
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
    },
  }
}

export type StripeEmulator = ReturnType<typeof createStripeEmulator>
