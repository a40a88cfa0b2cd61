// SetupIntents: a card saved for later without a charge (docs.stripe.com/api/setup_intents). The browser
// confirms with the publishable key and the client secret; success attaches the card to the customer,
// set up for off-session payments. Cards that ask for authentication wait in requires_action until the
// test's (or the Stripe.js stand-in's) answer to the bank's challenge.
import type { CustomerStore } from './customers.ts'
import { json, metadataOf, random, stripeError } from './responses.ts'
import { AUTHENTICATION_FAILED, type CardError, methodTypeOf, setupOutcome } from './test-cards.ts'

export interface SetupIntent {
  id: string
  object: 'setup_intent'
  client_secret: string
  customer: string | null
  usage: 'off_session' | 'on_session'
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled'
  payment_method: string | null
  next_action: { type: 'use_stripe_sdk' } | null
  last_setup_error: (CardError & { type: 'card_error' }) | null
  metadata: Record<string, string>
  /** The method types it accepts; any when created with automatic payment methods (null). */
  payment_method_types: string[] | null
  created: number
  livemode: false
}

interface Dependencies {
  customers: CustomerStore
  emit: (type: string, object: { id: string }) => Promise<void>
  authorized: (
    request: Request,
    object: { client_secret: string } | undefined,
    form: URLSearchParams,
    url: URL,
  ) => boolean
}

/** `payment_method_types[]` (or the newer `allowed_payment_method_types[]`), or null for any method. */
function typesOf(form: URLSearchParams): string[] | null {
  const types = [...form.getAll('payment_method_types[]'), ...form.getAll('allowed_payment_method_types[]')]
  for (const [name, value] of form) if (/^(allowed_)?payment_method_types\[\d+\]$/.test(name)) types.push(value)
  return types.length ? types : null
}

export function createSetupIntents({ customers, emit, authorized }: Dependencies) {
  const all = new Map<string, SetupIntent>()

  function create(form: URLSearchParams): Response {
    const customer = form.get('customer')
    if (customer && !customers.customers.has(customer))
      return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, {
        code: 'resource_missing',
        param: 'customer',
      })
    const id = `seti_${random()}`
    const usage = form.get('usage') === 'on_session' ? 'on_session' : 'off_session'
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${random()}`,
      customer,
      usage,
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: null,
      metadata: metadataOf(form, {}),
      payment_method_types: typesOf(form),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    }
    all.set(id, intent)
    return json(intent)
  }

  async function succeed(intent: SetupIntent): Promise<Response> {
    const method = intent.payment_method ?? ''
    intent.payment_method = intent.customer ? customers.attach(method, intent.customer).id : method
    intent.status = 'succeeded'
    intent.next_action = null
    intent.last_setup_error = null
    await emit('setup_intent.succeeded', intent)
    return json(intent)
  }

  async function fail(intent: SetupIntent, error: CardError): Promise<Response> {
    intent.status = 'requires_payment_method'
    intent.next_action = null
    intent.last_setup_error = { type: 'card_error', ...error }
    await emit('setup_intent.setup_failed', intent)
    return stripeError(402, 'card_error', error.message, {
      code: error.code,
      decline_code: error.decline_code,
      setup_intent: { ...intent },
    })
  }

  async function confirm(intent: SetupIntent, form: URLSearchParams): Promise<Response> {
    if (intent.status !== 'requires_payment_method') {
      return stripeError(
        400,
        'invalid_request_error',
        `This SetupIntent's status is ${intent.status}; it cannot be confirmed.`,
        { code: 'setup_intent_unexpected_state' },
      )
    }
    const paymentMethod = form.get('payment_method') ?? ''
    const source = customers.resolve(paymentMethod).source
    const type = methodTypeOf(source)
    if (intent.payment_method_types && !intent.payment_method_types.includes(type))
      return stripeError(
        400,
        'invalid_request_error',
        `The provided PaymentMethod of type ${type} is not allowed for this SetupIntent. Allowed types: ` +
          `${intent.payment_method_types.join(', ')}.`,
        { code: 'setup_intent_invalid_parameter', param: 'payment_method' },
      )
    const outcome = setupOutcome(source)
    if (outcome.kind === 'error') return fail(intent, outcome.error)
    intent.payment_method = paymentMethod
    if (outcome.kind === 'ok') return succeed(intent)
    intent.status = 'requires_action'
    intent.next_action = { type: 'use_stripe_sdk' }
    return json(intent)
  }

  return {
    all,
    route(request: Request, url: URL, parts: string[], form: URLSearchParams): Promise<Response> | Response {
      const [, , id, action] = parts
      if (!id) {
        if (!authorized(request, undefined, form, url) || request.method !== 'POST')
          return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
        return create(form)
      }
      const intent = all.get(id)
      if (!intent)
        return stripeError(404, 'invalid_request_error', `No such setupintent: '${id}'`, { code: 'resource_missing' })
      if (!authorized(request, intent, form, url))
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
      if (request.method === 'GET') return json(intent)
      if (action === 'confirm') return confirm(intent, form)
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`)
    },
    /** Test control: the buyer completes or fails the bank's challenge. */
    async control(parts: string[], form: URLSearchParams): Promise<Response> {
      const intent = all.get(parts[2] ?? '')
      if (!intent) return json({ error: 'unknown setup intent' }, 404)
      if (parts[3] !== 'authenticate') return json(intent)
      if (intent.status !== 'requires_action')
        return json(
          { error: `Only a setup intent in requires_action can be authenticated, not one in ${intent.status}` },
          409,
        )
      if (form.get('outcome') === 'fail') {
        await fail(intent, AUTHENTICATION_FAILED)
        return json(intent)
      }
      return succeed(intent)
    },
  }
}
