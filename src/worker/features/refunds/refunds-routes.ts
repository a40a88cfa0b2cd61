// The refund link of the 30-day guarantee (no sign-in: the signed token is the proof): what it shows, and the
// one button that asks for the refund.
import { Hono } from 'hono'
import { refundAskSchema, refundTokenParam } from '../../../shared/schemas/refunds.ts'
import { createStripe } from '../../platform/adapters/stripe.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../checkout/checkout.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { requestRefund, viewRefundLink } from './refund-requests.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPaymentCalls } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const refundRoutes = new Hono<AppEnv>()
  .get('/:token', limitPaymentCalls, validate('param', refundTokenParam), async (c) => {
    return c.json(await viewRefundLink(c.get('db'), c.env, c.req.valid('param').token, Date.now()))
  })
  .post(
    '/:token',
    limitPaymentCalls,
    validate('param', refundTokenParam),
    validate('json', refundAskSchema),
    async (c) => {
      const stripe = createStripe(c.env)
      if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
      const view = await requestRefund(c.get('db'), c.env, stripe, c.req.valid('param').token, Date.now())
      deliverSoon(c)
      return c.json(view)
    },
  )
