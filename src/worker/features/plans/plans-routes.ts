// The buyer's plan page behind the link in their emails: read the plan, start a card update, finish it.
import { Hono } from 'hono'
import { planCardSchema, planTokenParam } from '../../../shared/schemas/plans.ts'
import { requireStripe } from '../../platform/adapters/stripe.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { finishCardUpdate, planByToken, planPage, startCardUpdate } from './plan-card.ts'
import type { AppEnv } from '../../env.ts'
import { limitPaymentCalls, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const planRoutes = new Hono<AppEnv>()
  .get('/:token', limitPaymentCalls, validate('param', planTokenParam), async (c) => {
    const db = c.get('db')
    return c.json(await planPage(db, await planByToken(db, c.req.valid('param').token)))
  })
  .post('/:token/setup-intent', limitPerClientAddress, validate('param', planTokenParam), async (c) => {
    const purchase = await planByToken(c.get('db'), c.req.valid('param').token)
    return c.json(await startCardUpdate(requireStripe(c.env), purchase))
  })
  .post(
    '/:token/card',
    limitPaymentCalls,
    validate('param', planTokenParam),
    validate('json', planCardSchema),
    async (c) => {
      const db = c.get('db')
      const purchase = await planByToken(db, c.req.valid('param').token)
      await finishCardUpdate(db, c.env, requireStripe(c.env), purchase, c.req.valid('json').setupIntentId, new Date())
      deliverSoon(c)
      return c.json(await planPage(db, await planByToken(db, c.req.valid('param').token)))
    },
  )
