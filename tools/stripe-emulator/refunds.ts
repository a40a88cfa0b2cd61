// Refunds as Stripe makes them (docs.stripe.com/api/refunds, /refunds): a refund is of a payment intent's
// captured charge, never of an authorization (that is canceled instead); the amount is a positive integer no
// larger than what is left unrefunded (default: all of it); a fully refunded charge refuses another. A card
// refund succeeds at once, and may fail later (the test card pm_card_refundFail, or a test's control call):
// it then becomes `failed` with a reason, its amount counts as unrefunded again, and refund.failed is sent.
// Events: refund.created and charge.refunded on creation; refund.updated, charge.refund.updated and
// refund.failed on failure.
import type { Intent } from './emulator.ts'

export interface Refund {
  id: string
  object: 'refund'
  amount: number
  charge: string
  currency: string
  created: number
  metadata: Record<string, string>
  payment_intent: string
  reason: string | null
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  failure_reason: string | null
}

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer'])
/** Stripe's test payment method whose refunds fail some time after they are made. */
export const REFUND_FAILS_CARD = 'pm_card_refundFail'
/** How long after it was made such a refund fails, unless the emulator's options say otherwise. */
export const REFUND_FAILS_AFTER_MS = 300

interface RefundTools {
  intents: Map<string, Intent>
  /** How long after it was made a refund of REFUND_FAILS_CARD fails. */
  refundFailsAfterMs: number
  emit: (type: string, object: object) => Promise<void>
  error: (status: number, type: string, message: string, extra?: Record<string, unknown>) => Response
  json: (body: unknown, status?: number) => Response
  random: () => string
  metadataOf: (form: URLSearchParams, current: Record<string, string>) => Record<string, string>
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

export function createRefunds(tools: RefundTools) {
  const refunds = new Map<string, Refund>()
  // By intent as well: a long run (the simulator) makes thousands, and every refund reads its intent's others.
  const byIntent = new Map<string, Refund[]>()
  const { error } = tools

  const refundsOf = (intent: Intent) => byIntent.get(intent.id) ?? []
  const refunded = (intent: Intent) =>
    refundsOf(intent)
      .filter((r) => r.status === 'pending' || r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0)

  /** The intent's charge as charge.refunded shows it. */
  function chargeOf(intent: Intent) {
    const amountRefunded = refunded(intent)
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= intent.amount_received,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: intent.metadata,
    }
  }

  function intentFor(form: URLSearchParams): Intent | Response {
    const intentId = form.get('payment_intent')
    const chargeId = form.get('charge')
    if (!intentId && !chargeId)
      return error(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      )
    const intent = intentId
      ? tools.intents.get(intentId)
      : [...tools.intents.values()].find((i) => i.latest_charge === chargeId)
    if (!intent) {
      return intentId
        ? error(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
            code: 'resource_missing',
            param: 'payment_intent',
          })
        : error(404, 'invalid_request_error', `No such charge: '${chargeId}'`, {
            code: 'resource_missing',
            param: 'charge',
          })
    }
    return intent
  }

  async function create(form: URLSearchParams): Promise<Response> {
    const intent = intentFor(form)
    if (intent instanceof Response) return intent
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      // An authorization is released by canceling its intent; there is no charge to refund.
      return error(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { param: 'payment_intent' },
      )
    }
    const left = intent.amount_received - refunded(intent)
    if (left <= 0)
      return error(400, 'invalid_request_error', `Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      })
    const rawAmount = form.get('amount')
    if (rawAmount !== null && (!/^\d+$/.test(rawAmount) || Number(rawAmount) < 1))
      return error(400, 'invalid_request_error', `Invalid positive integer: ${rawAmount}`, { param: 'amount' })
    const amount = rawAmount === null ? left : Number(rawAmount)
    if (amount > left) {
      return error(
        400,
        'invalid_request_error',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        { code: 'amount_too_large', param: 'amount' },
      )
    }
    const reason = form.get('reason')
    if (reason !== null && !REASONS.has(reason))
      return error(
        400,
        'invalid_request_error',
        `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
        { param: 'reason' },
      )
    const refund: Refund = {
      id: `re_${tools.random()}`,
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      created: Math.floor(Date.now() / 1000),
      metadata: tools.metadataOf(form, {}),
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
      failure_reason: null,
    }
    refunds.set(refund.id, refund)
    byIntent.set(intent.id, [...refundsOf(intent), refund])
    await tools.emit('refund.created', refund)
    await tools.emit('charge.refunded', chargeOf(intent))
    if (intent.payment_method === REFUND_FAILS_CARD) setTimeout(() => void fail(refund), tools.refundFailsAfterMs)
    return tools.json(refund)
  }

  /** The card could not take the money back (closed account, expired card): the refund ends failed. */
  async function fail(refund: Refund, reason = 'expired_or_canceled_card'): Promise<Response> {
    if (refund.status !== 'succeeded' && refund.status !== 'pending')
      return tools.json({ error: `Only a pending or succeeded refund can fail, not one ${refund.status}` }, 409)
    refund.status = 'failed'
    refund.failure_reason = reason
    await tools.emit('refund.updated', refund)
    await tools.emit('charge.refund.updated', refund)
    await tools.emit('refund.failed', refund)
    return tools.json(refund)
  }

  /** Newest first, as Stripe lists; `created[gte]` and `[lte]`, `limit` (10 by default, 100 at most) and `starting_after` page. */
  function list(url: URL): Response {
    const intentId = url.searchParams.get('payment_intent')
    const createdFrom = Number(url.searchParams.get('created[gte]') ?? 0)
    const createdTo = Number(url.searchParams.get('created[lte]') ?? Infinity)
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10)))
    const after = url.searchParams.get('starting_after')
    let all = [...refunds.values()]
      .filter((r) => (!intentId || r.payment_intent === intentId) && r.created >= createdFrom && r.created <= createdTo)
      .reverse()
      .sort((a, b) => b.created - a.created)
    if (after) all = all.slice(all.findIndex((refund) => refund.id === after) + 1)
    return tools.json({ object: 'list', url: '/v1/refunds', has_more: all.length > limit, data: all.slice(0, limit) })
  }

  return {
    refunds,
    fail,
    async route(request: Request, url: URL, form: URLSearchParams, id: string | undefined): Promise<Response> {
      if (!id) return request.method === 'POST' ? create(form) : list(url)
      const refund = refunds.get(id)
      if (!refund) return error(404, 'invalid_request_error', `No such refund: '${id}'`, { code: 'resource_missing' })
      if (request.method === 'GET') return tools.json(refund)
      refund.metadata = tools.metadataOf(form, refund.metadata)
      return tools.json(refund)
    },
  }
}
