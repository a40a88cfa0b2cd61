// Stripe's webhook: the signature is checked before anything else, then the event is dispatched through
// a map of type → handler. Unknown types are acknowledged and ignored, as Stripe expects. Events may come
// twice, late or out of order: each handler settles from the event's own copy of the intent (no second
// fetch), and settling is safe against any order because a stale copy meets Stripe's current state at the
// capture or cancel, and a finished purchase is answered from D1.
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { createStripe, requireStripe, verifyWebhook } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { PROVIDER_FAILED } from './checkout.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { onChargeRefunded, onRefundEvent } from '../refunds/refunds.ts'
import { planIntentOr } from '../plans/plans.ts'
import { releaseForFailedPayment, type SettleResult } from './settlement.ts'
import { settlementFor } from '../purchases/purchases.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'

type Handler = (db: Database, env: Env, event: Stripe.Event) => Promise<SettleResult | void>

const intentOf = (event: Stripe.Event) => event.data.object as Stripe.PaymentIntent
const settle: Handler = (_db, env, event) =>
  settlementFor(env, intentOf(event).id).settle(intentOf(event).id, intentOf(event))
const refundEvent: Handler = (db, env, event) => onRefundEvent(db, env, event.data.object as Stripe.Refund, Date.now())

const handlers: Partial<Record<Stripe.Event['type'], Handler>> = {
  'payment_intent.amount_capturable_updated': settle,
  'payment_intent.succeeded': planIntentOr(settle),
  'payment_intent.canceled': settle,
  'payment_intent.payment_failed': planIntentOr((db, env, event) =>
    releaseForFailedPayment(db, env, requireStripe(env), intentOf(event).id),
  ),
  'refund.created': refundEvent,
  'refund.updated': refundEvent,
  'refund.failed': refundEvent,
  'charge.refund.updated': refundEvent,
  'charge.refunded': (db, env, event) => onChargeRefunded(db, env, event.data.object as Stripe.Charge, Date.now()),
}

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const stripe = createStripe(c.env)
  const secret = c.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw new HttpError(503, 'Stripe webhooks are not configured')
  const signature = c.req.header('Stripe-Signature')
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header')
  const body = await c.req.text()
  let event: Stripe.Event
  try {
    event = await verifyWebhook(stripe, body, signature, secret)
  } catch {
    throw new HttpError(400, 'Invalid webhook signature')
  }
  const result = await handlers[event.type]?.(c.get('db'), c.env, event)
  deliverSoon(c)
  // Stripe retries any answer but 2xx, for up to three days: a provider failure is worth retrying.
  if (result && result.status === 502) throw new HttpError(502, PROVIDER_FAILED)
  return c.json({ received: true })
})
