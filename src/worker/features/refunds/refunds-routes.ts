// The refund link of the 30-day guarantee (no sign-in: the signed token is the proof): what it shows, and the
// one button that asks for the refund. Both are POSTs with the token in the body, so no log line keeps it.
import { Hono } from 'hono'
import { refundAskSchema, refundLinkSchema } from '../../../shared/schemas/refunds.ts'
import { createStripe, PAYMENTS_NOT_CONFIGURED } from '../../platform/adapters/stripe.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { requestRefund, viewRefundLink } from './refund-requests.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPaymentCalls } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const refundRoutes = new Hono<AppEnv>()
  .post('/view', limitPaymentCalls, validate('json', refundLinkSchema), async (c) => {
    return c.json(await viewRefundLink(c.get('db'), c.env, c.req.valid('json').token, Date.now()))
  })
  .post('/ask', limitPaymentCalls, validate('json', refundAskSchema), async (c) => {
    const stripe = createStripe(c.env)
    if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
    const { token, recordHash } = c.req.valid('json')
    const view = await requestRefund(c.get('db'), c.env, stripe, token, Date.now(), recordHash)
    deliverSoon(c)
    return c.json(view)
  })
