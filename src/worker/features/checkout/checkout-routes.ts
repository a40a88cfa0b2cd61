// Checkout of SPEC §7: provider config, payment intent at the server's price, the seat hold on submit,
// the confirm call of the success page, and free bookings.
import { log } from '../../platform/log.ts'
import { type Context, Hono } from 'hono'
import { givenConsents, recordConsents, requestContext } from '../opt-outs/opt-outs.ts'
import { confirmPaymentSchema, createPaymentIntentSchema, reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import { isStripeError, requireStripe } from '../../platform/adapters/stripe.ts'
import { publishedCalendar } from '../calendar/calendar.ts'
import { receiptKey } from './fulfilment.ts'
import { bookFree, createIntent, offerDetails, PROVIDER_FAILED, paymentDetailsOf, type Purchase } from './checkout.ts'
import { deliverSoon, queuedPayload } from '../outbox/outbox.ts'
import { holdsClientSecret } from './receipt-proof.ts'
import { resolveOffer } from './pricing.ts'
import { reservePaid } from './reserve.ts'
import { freshOffer, offerOnHint } from './reserve-offer.ts'
import { refundPathFor } from '../refunds/refunds.ts'
import { acceptedVersion, tickedVersion } from '../agreements/agreements.ts'
import { settlementFor } from '../purchases/purchases.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPaymentCalls, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

/** A Stripe failure is the provider's, not ours: 502, and the buyer hears nothing was charged. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isStripeError(error)) throw error
    log.error('Stripe failed', { type: error.type, code: error.code, error: error.message })
    throw new HttpError(502, PROVIDER_FAILED)
  }
}

/**
 * What only the buyer may take from the success page: the refund link (whose 30 days start at fulfilment, as in
 * the receipt), the sessions as a calendar file and in words. Null for a caller who did not show the client secret.
 */
async function receiptFor(c: Context<AppEnv>, purchase: Purchase, clientSecret: string | undefined) {
  const stripe = requireStripe(c.env)
  if (!(await holdsClientSecret(stripe, purchase.stripePaymentIntentId ?? '', clientSecret))) return null
  const receipt = await queuedPayload(c.get('db'), 'purchase-receipt', receiptKey(purchase))
  return {
    refundPath: purchase.fulfilledAt && purchase.amount > 0 ? await refundPathFor(c.env, purchase) : null,
    calendar: await publishedCalendar(c.get('db'), c.env, purchase.stripePaymentIntentId ?? ''),
    // What the receipt says of his sessions (a pod's day, time and first session; a package's first open times),
    // read from the receipt itself, so the page and the email never differ.
    schedule: receipt?.schedule ?? null,
    openTimes: receipt?.openTimes ?? [],
  }
}

// SPEC §7 names each call at the top of /api, so each has a router of its own, mounted at its path in app.ts.

export const stripeConfigPublic = new Hono<AppEnv>().get('/', (c) =>
  c.json({
    provider: 'Stripe',
    publishableKey: c.env.STRIPE_PUBLISHABLE_KEY || null,
    paymentsEnabled: Boolean(c.env.STRIPE_SECRET_KEY && c.env.STRIPE_PUBLISHABLE_KEY),
  }),
)

export const paymentIntentsPublic = new Hono<AppEnv>().post(
  '/',
  limitPerClientAddress,
  validate('json', createPaymentIntentSchema),
  async (c) => {
    const { type, inventoryId, paymentChoice } = c.req.valid('json')
    const offer = await resolveOffer(c.get('db'), type, inventoryId, paymentChoice)
    const paymentDetails = offerDetails(offer, new Date())
    if (offer.amount === 0) return c.json({ clientSecret: null, paymentIntentId: null, free: true, paymentDetails })
    const stripe = requireStripe(c.env)
    const intent = await fromProvider(() => createIntent(stripe, offer))
    return c.json({ clientSecret: intent.client_secret, paymentIntentId: intent.id, free: false, paymentDetails })
  },
)

export const checkoutReservePublic = new Hono<AppEnv>().post(
  '/',
  limitPerClientAddress,
  validate('json', reserveSeatSchema),
  async (c) => {
    const input = c.req.valid('json')
    const db = c.get('db')
    const client = c.req.header('CF-Connecting-IP') ?? 'unknown'
    // The boxes were ticked when the form was sent, whatever becomes of the payment.
    await recordConsents(db, givenConsents('checkout', input), requestContext(c))
    // His tick: a missing one is refused here; its version is confirmed inside the reserve's transaction (a paid
    // seat) or read first (a free one), and an older version keeps nothing and is answered with the new words.
    const tick =
      input.type === 'strategy-call'
        ? null
        : { version: tickedVersion(input.agreementVersion), context: requestContext(c) }
    // An item this isolate has read is reserved without reading D1 first; the write confirms its price.
    const hinted = offerOnHint(input)
    const onHint = hinted && (await reservePaid(db, c.env, requireStripe(c.env), input, hinted, client, true, tick))
    if (onHint) return c.json({ free: false, paymentDetails: paymentDetailsOf(onHint) })
    const offer = await freshOffer(db, input)
    if (offer.amount === 0) {
      if (tick) await acceptedVersion(db, tick.version)
      await bookFree(db, c.env, input, offer)
      deliverSoon(c)
      return c.json({ free: true, paymentDetails: offerDetails(offer, new Date()) }, 201)
    }
    const purchase = (await reservePaid(db, c.env, requireStripe(c.env), input, offer, client, false, tick))!
    return c.json({ free: false, paymentDetails: paymentDetailsOf(purchase) })
  },
)

export const confirmPaymentPublic = new Hono<AppEnv>().post(
  '/',
  limitPaymentCalls,
  validate('json', confirmPaymentSchema),
  async (c) => {
    const { paymentIntentId, clientSecret } = c.req.valid('json')
    requireStripe(c.env)
    const result = await settlementFor(c.env, paymentIntentId).settle(paymentIntentId)
    deliverSoon(c)
    if (!result.success) {
      const paymentDetails = result.purchase && paymentDetailsOf(result.purchase)
      return c.json({ success: false, message: result.message, paymentDetails }, result.status)
    }
    const purchase = result.purchase
    // The conversion is counted with an id of ours that unlocks nothing, never the payment intent's.
    const orderRef = `order-${purchase.id}`
    const receipt = await receiptFor(c, purchase, clientSecret)
    return c.json({ success: true, paymentDetails: paymentDetailsOf(purchase), orderRef, receipt })
  },
)
