import { Hono } from 'hono'
import { analyticsEventSchema } from '../../shared/schemas/analytics.ts'
import { analyticsEvents } from '../db/schema.ts'
import type { AppEnv } from '../env.ts'
import { HttpError } from '../http-error.ts'
import { validate } from '../middleware/validate.ts'

export const analyticsPublic = new Hono<AppEnv>().post('/analytics/events', validate('json', analyticsEventSchema), async (c) => {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.ANALYTICS_LIMITER.limit({ key: address })
  if (!success) throw new HttpError(429, 'Too many requests')
  await c.get('db').insert(analyticsEvents).values(c.req.valid('json'))
  return c.body(null, 204)
})
