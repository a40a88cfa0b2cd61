// Checkout of SPEC §7: provider config, payment intent at the server's price, the seat hold on submit,
// the confirm call of the success page, and the free strategy call.
import { Hono } from 'hono'
import { confirmPaymentSchema, createPaymentIntentSchema, reserveSeatSchema } from '../../shared/schemas/checkout.ts'
import { createStripe } from '../adapters/stripe.ts'
import { bookFreeCall, createIntent, PAYMENTS_NOT_CONFIGURED, paymentDetailsOf, reserveSeat, settlePayment } from '../domain/checkout.ts'
import { resolveOffer } from '../domain/pricing.ts'
import type { AppEnv } from '../env.ts'
import { HttpError } from '../http-error.ts'
import { deliverSoon } from '../middleware/deliver-soon.ts'
import { limitPerClientAddress } from '../middleware/rate-limit.ts'
import { validate } from '../middleware/validate.ts'

function requireStripe(env: Env) {
  const stripe = createStripe(env)
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED, { code: 'payments-not-configured' })
  return stripe
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
    const { type, inventoryId } = c.req.valid('json')
    const offer = await resolveOffer(c.get('db'), type, inventoryId)
    const paymentDetails = { amount: offer.amount, type: offer.type, description: offer.description }
    if (offer.amount === 0) return c.json({ clientSecret: null, paymentIntentId: null, free: true, paymentDetails })
    const intent = await createIntent(requireStripe(c.env), offer)
    return c.json({ clientSecret: intent.client_secret, paymentIntentId: intent.id, free: false, paymentDetails })
  })
  .post('/checkout/reserve', limitPerClientAddress, validate('json', reserveSeatSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.get('db')
    const offer = await resolveOffer(db, input.type, input.inventoryId)
    if (offer.amount === 0) {
      const booking = await bookFreeCall(db, input, offer)
      deliverSoon(c)
      return c.json({ free: true, paymentDetails: paymentDetailsOf(booking) }, 201)
    }
    const purchase = await reserveSeat(db, c.env, requireStripe(c.env), input, offer)
    return c.json({ free: false, paymentDetails: paymentDetailsOf(purchase) })
  })
  .post('/confirm-payment', validate('json', confirmPaymentSchema), async (c) => {
    const { paymentIntentId } = c.req.valid('json')
    const result = await settlePayment(c.get('db'), c.env, requireStripe(c.env), paymentIntentId)
    deliverSoon(c)
    if (!result.success) return c.json({ success: false, message: result.message, paymentDetails: result.purchase && paymentDetailsOf(result.purchase) }, 409)
    return c.json({ success: true, paymentDetails: paymentDetailsOf(result.purchase) })
  })
