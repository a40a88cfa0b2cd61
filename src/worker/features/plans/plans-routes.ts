// The buyer's plan page behind the link in their emails: read the plan, start a card update, finish it. Each
// call is a POST with the link's token in the body, so no log line keeps it.
import { Hono } from 'hono'
import { planCardSchema, planLinkSchema } from '../../../shared/schemas/plans.ts'
import { requireStripe } from '../../platform/adapters/stripe.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { finishCardUpdate, planByToken, planPage, startCardUpdate } from './plan-card.ts'
import type { AppEnv } from '../../env.ts'
import { limitPaymentCalls, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const planRoutes = new Hono<AppEnv>()
  .post('/view', limitPaymentCalls, validate('json', planLinkSchema), async (c) => {
    const db = c.get('db')
    return c.json(await planPage(db, await planByToken(db, c.req.valid('json').token)))
  })
  .post('/setup-intent', limitPerClientAddress, validate('json', planLinkSchema), async (c) => {
    const db = c.get('db')
    const purchase = await planByToken(db, c.req.valid('json').token)
    return c.json(await startCardUpdate(db, requireStripe(c.env), purchase, new Date()))
  })
  .post('/card', limitPaymentCalls, validate('json', planCardSchema), async (c) => {
    const db = c.get('db')
    const { token, setupIntentId } = c.req.valid('json')
    await finishCardUpdate(db, c.env, requireStripe(c.env), await planByToken(db, token), setupIntentId, new Date())
    deliverSoon(c)
    return c.json(await planPage(db, await planByToken(db, token)))
  })
