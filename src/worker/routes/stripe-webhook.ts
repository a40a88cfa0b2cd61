// Stripe's webhook: the signature is checked before anything else, then the event is dispatched through
// a map of type → handler. Unknown types are acknowledged and ignored, as Stripe expects.
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { createStripe, type StripeClient, verifyWebhook } from '../adapters/stripe.ts'
import type { Database } from '../db/client.ts'
import { releaseForFailedPayment, settlePayment } from '../domain/checkout.ts'
import type { AppEnv } from '../env.ts'
import { HttpError } from '../http-error.ts'
import { deliverSoon } from '../middleware/deliver-soon.ts'

type Handler = (db: Database, env: Env, stripe: StripeClient, event: Stripe.Event) => Promise<unknown>

const intentId = (event: Stripe.Event) => (event.data.object as Stripe.PaymentIntent).id

const handlers: Partial<Record<Stripe.Event['type'], Handler>> = {
  'payment_intent.amount_capturable_updated': (db, env, stripe, event) => settlePayment(db, env, stripe, intentId(event)),
  'payment_intent.succeeded': (db, env, stripe, event) => settlePayment(db, env, stripe, intentId(event)),
  'payment_intent.canceled': (db, env, stripe, event) => settlePayment(db, env, stripe, intentId(event)),
  'payment_intent.payment_failed': (db, env, _stripe, event) => releaseForFailedPayment(db, env, intentId(event)),
}

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
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
  await handlers[event.type]?.(c.get('db'), c.env, stripe, event)
  deliverSoon(c)
  return c.json({ received: true })
})
