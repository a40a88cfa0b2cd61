import { Hono } from 'hono'
import { analyticsEventSchema } from '../../../shared/schemas/analytics.ts'
import { analyticsEvents } from '../../platform/db/schema.ts'
import type { AppEnv } from '../../env.ts'
import { TooManyRequestsError } from '../../platform/http-error.ts'
import { clientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const analyticsPublic = new Hono<AppEnv>().post('/', validate('json', analyticsEventSchema), async (c) => {
  const { success } = await c.env.ANALYTICS_LIMITER.limit({ key: clientAddress(c) })
  if (!success) throw new TooManyRequestsError('Too many requests. Please wait a minute and try again.')
  await c.get('db').insert(analyticsEvents).values(c.req.valid('json'))
  return c.body(null, 204)
})
