// A stateful stand-in for the part of Stripe's API this site uses: payment intents (create, retrieve,
// update, list, confirm, capture, cancel, and off-session charges of saved cards), refunds (refunds.ts), customers,
// setup intents, Stripe's test payment methods, idempotency keys, and signed webhooks. Pure Fetch API, so it runs
// inside Node (dev, e2e) and inside Vitest's outbound hook alike.
// It is as strict as Stripe where mistakes cost money: reused keys with other parameters, keys in flight,
// non-integer amounts, captures outside requires_capture, and webhooks that come twice, late or reordered.
import { createCustomerStore, type CustomerStore } from './customers.ts'
import { createIdempotencyStore, fingerprintOf } from './idempotency.ts'
import { createRefunds, REFUND_FAILS_AFTER_MS } from './refunds.ts'
import { stripeSignature } from './signature.ts'
import { json, metadataOf, random, stripeError, textOf } from './responses.ts'
import { createSetupIntents } from './setup-intents.ts'
import { AUTHENTICATION_FAILED, BANK_ACCOUNT_CLOSED, type CardError, chargeOutcome } from './test-cards.ts'
import { type DeliveryPlan, deliveryDelays, PROMPT_DELIVERY } from './webhook-delivery.ts'

type Status =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'requires_capture'
  | 'processing'
  | 'succeeded'
  | 'canceled'

export interface Intent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: Status
  capture_method: 'automatic' | 'manual'
  /** As Stripe keeps it: whether methods that leave for another site (and come back by redirect) are offered. */
  automatic_payment_methods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null
  client_secret: string
  description: string | null
  receipt_email: string | null
  metadata: Record<string, string>
  payment_method: string | null
  /** The charge a capture made: what a refund refunds. */
  latest_charge: string | null
  customer: string | null
  setup_future_usage: 'off_session' | 'on_session' | null
  next_action: { type: 'use_stripe_sdk' } | null
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
  /** Duplicate and late deliveries (webhook-delivery.ts); changeable at run time via POST /__emulator/webhooks. */
  deliveryPlan?: DeliveryPlan
  /** How long each API call takes, as the network would: keeps a request "in flight" long enough to be seen. */
  latencyMs?: number
  /**
   * How long after it was made a refund of pm_card_refundFail fails (default 300 ms). The simulator's in-process
   * harness runs a step about four times faster than workerd, so it shortens this as much to see as many fail.
   */
  refundFailsAfterMs?: number
}

/** One API call as the emulator saw it, for tests and the bench to count. */
export interface LoggedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  status: number
}

/**
 * A provider failure planned by a test: the next `count` calls whose path starts with `path` answer 500.
 * `lost`: the call is carried out (and its idempotent answer saved) but the answer never reaches the caller,
 * as when the connection drops or the Worker dies mid-call.
 */
interface PlannedFailure {
  path: string
  /** Only calls of this method ('POST': a change, not a read), when a test names one. */
  method: string | null
  count: number
  lost: boolean
  /** Stripe's error message, when a test wants one (Stripe's own quote what was sent: 'Invalid email: …'). */
  message: string
}

export function createStripeEmulator(options: EmulatorOptions) {
  const intents = new Map<string, Intent>()
  const customers: CustomerStore = createCustomerStore()
  const events: { id: string; type: string; payload: string }[] = []
  const idempotency = createIdempotencyStore()
  const requests: LoggedRequest[] = []
  const failures: PlannedFailure[] = []
  let plan: DeliveryPlan = options.deliveryPlan ?? PROMPT_DELIVERY
  const refunds = createRefunds({
    intents,
    refundFailsAfterMs: options.refundFailsAfterMs ?? REFUND_FAILS_AFTER_MS,
    emit: (type, object) => emit(type, object),
    error: stripeError,
    json,
    random,
    metadataOf,
  })

  function deliver(payload: string): void {
    const send = options.deliver
    if (!send) return
    for (const delay of deliveryDelays(plan)) {
      // After the API answer at the earliest, as Stripe does; a failed delivery is Stripe's retry problem.
      setTimeout(() => {
        // Signed when sent, so a late copy still carries a fresh timestamp, as Stripe's retries do.
        void stripeSignature(payload, options.webhookSecret)
          .then((signature) => send({ payload, signature }))
          .catch(() => {})
      }, delay)
    }
  }

  async function emit(type: string, object: object): Promise<void> {
    const event = {
      id: `evt_${random()}`,
      object: 'event',
      type,
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...object } },
    }
    const payload = JSON.stringify(event)
    events.push({ id: event.id, type, payload })
    deliver(payload)
  }

  function list(url: URL, form: URLSearchParams): Response {
    const param = (name: string) => url.searchParams.get(name) ?? form.get(name)
    const createdFrom = Number(param('created[gte]') ?? 0)
    const createdTo = Number(param('created[lte]') ?? Infinity)
    const limit = Math.min(100, Math.max(1, Number(param('limit') ?? 10)))
    const after = param('starting_after')
    // Newest first, as Stripe lists; starting_after pages towards older ones.
    let all = [...intents.values()]
      .filter((intent) => intent.created >= createdFrom && intent.created <= createdTo)
      .reverse()
      .sort((a, b) => b.created - a.created)
    if (after) all = all.slice(all.findIndex((intent) => intent.id === after) + 1)
    return json({ object: 'list', url: '/v1/payment_intents', has_more: all.length > limit, data: all.slice(0, limit) })
  }

  async function create(form: URLSearchParams): Promise<Response> {
    const amount = Number(form.get('amount'))
    if (!/^\d+$/.test(form.get('amount') ?? '') || amount < 50)
      return stripeError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' })
    const customer = form.get('customer')
    if (customer && !customers.customers.has(customer))
      return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, {
        code: 'resource_missing',
        param: 'customer',
      })
    const offSession = form.get('off_session') === 'true'
    const confirmNow = form.get('confirm') === 'true'
    if (offSession && !confirmNow)
      return stripeError(
        400,
        'invalid_request_error',
        'You may only specify `off_session` when confirming the PaymentIntent (confirm=true).',
        { param: 'off_session' },
      )
    const usage = setupUsageOf(form.get('setup_future_usage'))
    if (usage === 'invalid')
      return stripeError(
        400,
        'invalid_request_error',
        `Invalid setup_future_usage: ${form.get('setup_future_usage')}`,
        { param: 'setup_future_usage' },
      )
    if (usage && !customer)
      return stripeError(
        400,
        'invalid_request_error',
        'setup_future_usage needs a customer to save the payment method to.',
        { param: 'customer' },
      )
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
      automatic_payment_methods:
        form.get('automatic_payment_methods[enabled]') === 'true'
          ? {
              enabled: true,
              allow_redirects: form.get('automatic_payment_methods[allow_redirects]') === 'never' ? 'never' : 'always',
            }
          : null,
      client_secret: `${id}_secret_${random()}`,
      description: form.get('description'),
      receipt_email: form.get('receipt_email'),
      metadata: metadataOf(form, {}),
      payment_method: null,
      latest_charge: null,
      customer,
      setup_future_usage: usage,
      next_action: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    }
    intents.set(id, intent)
    if (confirmNow) return confirm(intent, form, offSession)
    return json(intent)
  }

  function update(intent: Intent, form: URLSearchParams): Response {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      )
    }
    if (form.has('amount')) {
      const amount = Number(form.get('amount'))
      if (!/^\d+$/.test(form.get('amount') ?? '') || amount < 50)
        return stripeError(400, 'invalid_request_error', `Invalid integer: ${form.get('amount')}`, { param: 'amount' })
      intent.amount = amount
    }
    if (form.has('description')) intent.description = form.get('description')
    if (form.has('receipt_email')) intent.receipt_email = form.get('receipt_email')
    if (form.has('customer')) {
      const customer = form.get('customer') ?? ''
      if (!customers.customers.has(customer))
        return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, {
          code: 'resource_missing',
          param: 'customer',
        })
      intent.customer = customer
    }
    if (form.has('setup_future_usage')) {
      const usage = setupUsageOf(form.get('setup_future_usage'))
      if (usage === 'invalid')
        return stripeError(
          400,
          'invalid_request_error',
          `Invalid setup_future_usage: ${form.get('setup_future_usage')}`,
          { param: 'setup_future_usage' },
        )
      intent.setup_future_usage = usage
    }
    if (intent.setup_future_usage && !intent.customer)
      return stripeError(
        400,
        'invalid_request_error',
        'setup_future_usage needs a customer to save the payment method to.',
        { param: 'customer' },
      )
    intent.metadata = metadataOf(form, intent.metadata)
    return json(intent)
  }

  /**
   * A confirm, by the buyer's browser or off session by the server with a saved card. A card saved to
   * another customer (or to none) is refused; a card that asks for authentication waits in requires_action
   * on session and fails with authentication_required off session.
   */
  async function confirm(
    intent: Intent,
    form: URLSearchParams,
    offSession = form.get('off_session') === 'true',
  ): Promise<Response> {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
        { code: 'payment_intent_unexpected_state' },
      )
    }
    const paymentMethod = form.get('payment_method') ?? intent.payment_method ?? ''
    const method = customers.resolve(paymentMethod)
    if (customers.methods.has(paymentMethod) && method.customer !== intent.customer) {
      return stripeError(
        400,
        'invalid_request_error',
        `The PaymentMethod ${paymentMethod} does not belong to the Customer you supplied.`,
        { param: 'payment_method' },
      )
    }
    const outcome = chargeOutcome(method.source, { offSession, setUp: method.setUp })
    if (outcome.kind === 'error') return fail(intent, outcome.error, paymentMethod)
    intent.payment_method = paymentMethod
    if (outcome.kind === 'processing') {
      // A bank debit: Stripe answers processing and says how it ended days later (settle below).
      if (intent.setup_future_usage && intent.customer)
        intent.payment_method = customers.attach(paymentMethod, intent.customer).id
      intent.status = 'processing'
      intent.next_action = null
      await emit('payment_intent.processing', intent)
      return json(intent)
    }
    if (outcome.kind === 'action') {
      intent.status = 'requires_action'
      intent.next_action = { type: 'use_stripe_sdk' }
      await emit('payment_intent.requires_action', intent)
      return json(intent)
    }
    return pay(intent)
  }

  async function fail(intent: Intent, error: CardError, paymentMethod: string): Promise<Response> {
    intent.status = 'requires_payment_method'
    intent.next_action = null
    intent.payment_method = customers.methods.has(paymentMethod) ? paymentMethod : null
    intent.last_payment_error = { type: 'card_error', ...error }
    await emit('payment_intent.payment_failed', intent)
    return stripeError(402, 'card_error', error.message, {
      code: error.code,
      decline_code: error.decline_code,
      payment_intent: { ...intent },
    })
  }

  /** The card paid: saved to the customer when asked (setup_future_usage), then authorized or charged. */
  async function pay(intent: Intent): Promise<Response> {
    if (intent.setup_future_usage && intent.customer && intent.payment_method)
      intent.payment_method = customers.attach(intent.payment_method, intent.customer).id
    intent.next_action = null
    intent.last_payment_error = null
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture'
      intent.amount_capturable = intent.amount
      await emit('payment_intent.amount_capturable_updated', intent)
    } else {
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      intent.latest_charge = `ch_${random()}`
      await emit('payment_intent.succeeded', intent)
    }
    return json(intent)
  }

  /** The buyer's answer to the bank's challenge (Stripe's test authentication page: complete or fail). */
  async function authenticate(intent: Intent, form: URLSearchParams): Promise<Response> {
    if (intent.status !== 'requires_action')
      return json({ error: `Only an intent in requires_action can be authenticated, not one in ${intent.status}` }, 409)
    if (form.get('outcome') === 'fail') {
      await fail(intent, AUTHENTICATION_FAILED, intent.payment_method ?? '')
      return json(intent)
    }
    return pay(intent)
  }

  async function capture(intent: Intent): Promise<Response> {
    if (intent.status !== 'requires_capture') {
      return stripeError(
        400,
        'invalid_request_error',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      )
    }
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.amount_capturable = 0
    intent.latest_charge = `ch_${random()}`
    await emit('payment_intent.succeeded', intent)
    return json(intent)
  }

  async function cancel(intent: Intent): Promise<Response> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      )
    }
    intent.status = 'canceled'
    intent.amount_capturable = 0
    await emit('payment_intent.canceled', intent)
    return json(intent)
  }

  /** The bank's answer to a processing debit, days later in Stripe: succeeded, or failed (account closed). */
  async function settle(intent: Intent, form: URLSearchParams): Promise<Response> {
    if (intent.status !== 'processing')
      return json({ error: `Only a processing intent can be settled, not one in ${intent.status}` }, 409)
    if (form.get('outcome') === 'failed') {
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { type: 'card_error', ...BANK_ACCOUNT_CLOSED }
      await emit('payment_intent.payment_failed', intent)
      return json(intent)
    }
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.latest_charge = `ch_${random()}`
    await emit('payment_intent.succeeded', intent)
    return json(intent)
  }

  /** The card's authorization lapsed (7 days for most cards): Stripe cancels the intent and says so. */
  async function expire(intent: Intent): Promise<Response> {
    if (intent.status !== 'requires_capture')
      return json({ error: `Only an authorized intent can expire, not one in ${intent.status}` }, 409)
    intent.status = 'canceled'
    intent.amount_capturable = 0
    ;(intent as Intent & { cancellation_reason?: string }).cancellation_reason = 'automatic'
    await emit('payment_intent.canceled', intent)
    return json(intent)
  }

  /** Test controls, never part of Stripe's API: what was called, webhook delivery, planned failures, expiry. */
  async function control(request: Request, parts: string[], form: URLSearchParams): Promise<Response> {
    // `?from=N`: only the events after the first N, so a long run (the simulator) need not read them all each step.
    if (parts[1] === 'events' && parts[2] === 'count') return json({ count: events.length })
    if (parts[1] === 'events') return json(events.slice(Number(new URL(request.url).searchParams.get('from') ?? 0)))
    if (parts[1] === 'refunds' && parts[3] === 'fail') {
      const refund = refunds.refunds.get(parts[2] ?? '')
      return refund ? refunds.fail(refund, form.get('reason') ?? undefined) : json({ error: 'unknown refund' }, 404)
    }
    if (parts[1] === 'setup_intents') return setupIntents.control(parts, form)
    if (parts[1] === 'customers')
      return json({
        customers: [...customers.customers.values()],
        payment_methods: [...customers.methods.values()].map((m) => m.method),
      })
    if (parts[1] === 'payment_intents' && parts[3] === 'authenticate') {
      const intent = intents.get(parts[2] ?? '')
      return intent ? authenticate(intent, form) : json({ error: 'unknown intent' }, 404)
    }
    if (parts[1] === 'payment_intents' && parts[3] === 'settle') {
      const intent = intents.get(parts[2] ?? '')
      return intent ? settle(intent, form) : json({ error: 'unknown intent' }, 404)
    }
    if (parts[1] === 'payment_intents' && parts[3] === 'expire') {
      const intent = intents.get(parts[2] ?? '')
      return intent ? expire(intent) : json({ error: 'unknown intent' }, 404)
    }
    if (parts[1] === 'payment_intents' && parts[3] === 'backdate') {
      // As if the intent had been created `seconds` earlier, for jobs that only look at older intents.
      const intent = intents.get(parts[2] ?? '')
      if (!intent) return json({ error: 'unknown intent' }, 404)
      intent.created -= Number(form.get('seconds') ?? 0)
      return json(intent)
    }
    if (parts[1] === 'payment_intents') {
      // `?ids=a,b`: just those (the simulator reads its own intents after every step, without the API's latency).
      // `?metadata[planOf]=pi_…`: those whose metadata says so, so a test reads its own few rather than every
      // intent the run has made so far (thousands by the end of a whole Worker run, sent and parsed each time).
      const search = new URL(request.url).searchParams
      const ids = search.get('ids')
      const chosen = ids === null ? [...intents.values()] : ids.split(',').flatMap((id) => intents.get(id) ?? [])
      const wanted = [...search].flatMap(([name, value]) => {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1]
        return key ? [[key, value] as const] : []
      })
      return json(chosen.filter((intent) => wanted.every(([key, value]) => intent.metadata[key] === value)))
    }
    if (parts[1] === 'requests') {
      // `?path=/v1/payment_intents/pi_…`: the calls whose path starts so, not the whole run's log.
      const path = new URL(request.url).searchParams.get('path')
      return json(path === null ? requests : requests.filter((call) => call.path.startsWith(path)))
    }
    if (parts[1] === 'webhooks' && request.method === 'POST') {
      plan = { duplicate: form.get('duplicate') === 'true', lateMs: Number(form.get('lateMs') ?? 0) }
      return json(plan)
    }
    // The outage is over: every failure planned and not yet taken is dropped.
    if (parts[1] === 'failures' && request.method === 'DELETE') {
      failures.length = 0
      return json({ planned: 0 })
    }
    if (parts[1] === 'failures' && request.method === 'POST') {
      failures.push({
        path: form.get('path') ?? '/v1/',
        method: form.get('method'),
        count: Number(form.get('count') ?? 1),
        lost: form.get('lost') === 'true',
        message: form.get('message') ?? 'An unexpected error occurred (planned by a test).',
      })
      return json({ planned: failures.length })
    }
    return json({ error: 'unknown' }, 404)
  }

  /** A planned failure for this call, used up as it is taken. */
  function plannedFailure(method: string, path: string): PlannedFailure | null {
    const index = failures.findIndex(
      (f) => f.count > 0 && path.startsWith(f.path) && (f.method === null || f.method === method),
    )
    const failure = failures[index]
    if (!failure) return null
    failure.count -= 1
    // Used up: gone, so a long run's every call does not look through all the failures planned before.
    if (failure.count <= 0) failures.splice(index, 1)
    return failure
  }

  /** Secret keys may do anything; a publishable key may only read or confirm with the intent's client secret. */
  function authorized(
    request: Request,
    intent: { client_secret: string } | undefined,
    form: URLSearchParams,
    url: URL,
  ): boolean {
    const key = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
    if (key.startsWith('sk_')) return true
    const secret = form.get('client_secret') ?? url.searchParams.get('client_secret')
    return key.startsWith('pk_') && intent !== undefined && secret === intent.client_secret
  }

  const setupIntents = createSetupIntents({ customers, emit, authorized })

  /** Customers (secret key only): create, retrieve, and their saved cards. */
  function customerRoute(request: Request, parts: string[], form: URLSearchParams): Response {
    const key = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
    if (!key.startsWith('sk_')) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
    const [, resource, id] = parts
    if (resource === 'payment_methods') {
      const saved = customers.methods.get(id ?? '')
      return saved
        ? json(saved.method)
        : stripeError(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`, { code: 'resource_missing' })
    }
    if (!id && request.method === 'POST')
      return json(
        customers.create({ email: form.get('email'), name: form.get('name'), metadata: metadataOf(form, {}) }),
      )
    const customer = customers.customers.get(id ?? '')
    if (!customer)
      return stripeError(404, 'invalid_request_error', `No such customer: '${id}'`, { code: 'resource_missing' })
    if (request.method === 'POST') {
      if (form.has('email')) customer.email = form.get('email')
      customer.metadata = metadataOf(form, customer.metadata)
    }
    return json(customer)
  }

  async function route(request: Request, url: URL, form: URLSearchParams): Promise<Response> {
    const parts = url.pathname.split('/').filter(Boolean)
    if (parts[0] === 'v1' && parts[1] === 'refunds' && parts.length <= 3) {
      // Refunds move money back: secret keys only.
      if (!authorized(request, undefined, form, url))
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      return refunds.route(request, url, form, parts[2])
    }
    if (parts[0] === 'v1' && (parts[1] === 'customers' || parts[1] === 'payment_methods'))
      return customerRoute(request, parts, form)
    if (parts[0] === 'v1' && parts[1] === 'setup_intents') return setupIntents.route(request, url, parts, form)
    if (parts[0] !== 'v1' || parts[1] !== 'payment_intents')
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`)
    const [, , id, action] = parts
    if (!id) {
      if (!authorized(request, undefined, form, url))
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      return request.method === 'POST' ? create(form) : list(url, form)
    }
    const intent = intents.get(id)
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing' })
    if (!authorized(request, intent, form, url))
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
    if (request.method === 'GET') return json(intent)
    if (action === undefined) return update(intent, form)
    if (action === 'confirm') return confirm(intent, form)
    if (action === 'capture') return capture(intent)
    if (action === 'cancel') return cancel(intent)
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`)
  }

  const networkLatency = () =>
    options.latencyMs ? new Promise((resolve) => setTimeout(resolve, options.latencyMs)) : Promise.resolve()

  async function answer(request: Request, url: URL, form: URLSearchParams): Promise<Response> {
    const key = request.headers.get('Idempotency-Key')
    const failure = plannedFailure(request.method, url.pathname)
    if (failure?.lost) await answerIdempotently(request, url, form, key)
    if (failure) {
      // Stripe asks the SDK not to retry a failure it did not save; nothing was changed (unless the answer was lost).
      return new Response(JSON.stringify({ error: { type: 'api_error', message: failure.message } }), {
        status: 500,
        headers: { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' },
      })
    }
    return answerIdempotently(request, url, form, key)
  }

  async function answerIdempotently(
    request: Request,
    url: URL,
    form: URLSearchParams,
    key: string | null,
  ): Promise<Response> {
    if (!key || request.method === 'GET') {
      await networkLatency()
      return route(request, url, form)
    }
    const apiKey = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
    const check = idempotency.check(apiKey, key, fingerprintOf(request.method, url.pathname, form))
    if (check.kind === 'answer') return json(check.body, check.status)
    let response: Response
    try {
      await networkLatency()
      response = await route(request, url, form)
    } catch (error) {
      check.abandon()
      throw error
    }
    const body = await textOf(response)
    check.save({ status: response.status, body })
    return new Response(body, { status: response.status, headers: response.headers })
  }

  return {
    intents,
    refunds: refunds.refunds,
    customers,
    setupIntents: setupIntents.all,
    events,
    requests,
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const form = new URLSearchParams(
        request.method === 'GET' ? '' : new TextDecoder().decode(await request.arrayBuffer()),
      )
      const parts = url.pathname.split('/').filter(Boolean)
      if (parts[0] === '__emulator') return control(request, parts, form)
      const response = await answer(request, url, form)
      requests.push({
        method: request.method,
        path: url.pathname,
        idempotencyKey: request.headers.get('Idempotency-Key'),
        status: response.status,
      })
      return response
    },
  }
}

export type StripeEmulator = ReturnType<typeof createStripeEmulator>

function setupUsageOf(value: string | null): Intent['setup_future_usage'] | 'invalid' {
  if (value === null || value === '') return null
  return value === 'off_session' || value === 'on_session' ? value : 'invalid'
}
