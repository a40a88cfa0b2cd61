// Checkout of SPEC §7: provider config, payment intent at the server's price, the seat hold on submit,
// the confirm call of the success page, and free bookings.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { confirmPaymentSchema, createPaymentIntentSchema, reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import { createStripe, isStripeError } from '../../platform/adapters/stripe.ts'
import { calendarDownloadPath, hasCalendar } from '../calendar/calendar.ts'
import {
  bookFree,
  createIntent,
  loadReservation,
  offerDetails,
  PAYMENTS_NOT_CONFIGURED,
  PROVIDER_FAILED,
  paymentDetailsOf,
  type Purchase,
  reserveSeat,
} from './checkout.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import type { Fulfilled } from './fulfilment.ts'
import { resolveOffer } from './pricing.ts'
import { offerOnHint, reserveOnHint } from './reserve-on-hint.ts'
import { refundPathFor } from '../refunds/refunds.ts'
import { settlementFor } from './payment-settlement.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPaymentCalls, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

function requireStripe(env: Env) {
  const stripe = createStripe(env)
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED, { code: 'payments-not-configured' })
  return stripe
}

/** A Stripe failure is the provider's, not ours: 502, and the buyer hears nothing was charged. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isStripeError(error)) throw error
    console.error('Stripe failed', { type: error.type, code: error.code, message: error.message })
    throw new HttpError(502, PROVIDER_FAILED)
  }
}

/**
 * The refund link and calendar of a purchase fulfilled before this call (a reload of the success page): the
 * purchase as fulfilment left it, whose fulfilledAt starts the refund link's 30 days, as in the receipt.
 */
async function receiptOf(db: Database, env: Env, purchase: Purchase): Promise<Fulfilled> {
  const paid = await db.query.purchases.findFirst({ where: eq(purchases.id, purchase.id) })
  return {
    refundPath: paid?.fulfilledAt && paid.amount > 0 ? await refundPathFor(env, paid) : null,
    calendar: await hasCalendar(db, env, purchase),
  }
}

export const checkoutRoutes = new Hono<AppEnv>()
  .get('/stripe/config', (c) =>
    c.json({
      provider: 'Stripe',
      publishableKey: c.env.STRIPE_PUBLISHABLE_KEY || null,
      paymentsEnabled: Boolean(c.env.STRIPE_SECRET_KEY && c.env.STRIPE_PUBLISHABLE_KEY),
    }),
  )
  .post('/create-payment-intent', limitPerClientAddress, validate('json', createPaymentIntentSchema), async (c) => {
    const { type, inventoryId, paymentChoice } = c.req.valid('json')
    const offer = await resolveOffer(c.get('db'), type, inventoryId, paymentChoice)
    const paymentDetails = offerDetails(offer, new Date())
    if (offer.amount === 0) return c.json({ clientSecret: null, paymentIntentId: null, free: true, paymentDetails })
    const stripe = requireStripe(c.env)
    const intent = await fromProvider(() => createIntent(stripe, offer))
    return c.json({ clientSecret: intent.client_secret, paymentIntentId: intent.id, free: false, paymentDetails })
  })
  .post('/checkout/reserve', limitPerClientAddress, validate('json', reserveSeatSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.get('db')
    const client = c.req.header('CF-Connecting-IP') ?? 'unknown'
    // An item this isolate has read is reserved without reading D1 first; the write confirms its price.
    const hinted = offerOnHint(input)
    const onHint = hinted && (await reserveOnHint(db, c.env, requireStripe(c.env), input, hinted, client))
    if (onHint) return c.json({ free: false, paymentDetails: paymentDetailsOf(onHint) })
    const reservation = await loadReservation(db, input)
    if (reservation.offer.amount === 0) {
      await bookFree(db, c.env, input, reservation.offer)
      deliverSoon(c)
      return c.json({ free: true, paymentDetails: offerDetails(reservation.offer, new Date()) }, 201)
    }
    const purchase = await reserveSeat(db, c.env, requireStripe(c.env), input, reservation, client)
    return c.json({ free: false, paymentDetails: paymentDetailsOf(purchase) })
  })
  .post('/confirm-payment', limitPaymentCalls, validate('json', confirmPaymentSchema), async (c) => {
    const { paymentIntentId } = c.req.valid('json')
    requireStripe(c.env)
    const result = await settlementFor(c.env, paymentIntentId).settle(paymentIntentId)
    deliverSoon(c)
    if (!result.success) {
      const paymentDetails = result.purchase && paymentDetailsOf(result.purchase)
      return c.json({ success: false, message: result.message, paymentDetails }, result.status)
    }
    const { refundPath, calendar } = result.receipt ?? (await receiptOf(c.get('db'), c.env, result.purchase))
    // The success page offers the sessions as a file when the purchase has any.
    const calendarUrl = calendar ? calendarDownloadPath(paymentIntentId) : null
    return c.json({ success: true, paymentDetails: paymentDetailsOf(result.purchase), calendarUrl, refundPath })
  })
