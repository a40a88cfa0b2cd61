// POST /api/vitals: one Core Web Vitals measurement from a visitor's browser, sent with navigator.sendBeacon.
// Nothing identifies him: no cookie is read or set, and his address is only hashed into the limiter's key.
import { Hono } from 'hono'
import { vitalSchema } from '../../../shared/schemas/web-vitals.ts'
import type { AppEnv } from '../../env.ts'
import { TooManyRequestsError } from '../../platform/http-error.ts'
import { clientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { vitalsEnv } from './vitals-env.ts'
import { dayKeyOfAddress } from './vitals-rate-key.ts'
import { keepVital } from './vitals-store.ts'

export const vitalsPublic = new Hono<AppEnv>().post('/', validate('json', vitalSchema), async (c) => {
  const key = await dayKeyOfAddress(clientAddress(c), c.env.SESSION_SECRET)
  const { success } = await c.env.VITALS_LIMITER.limit({ key })
  if (!success) throw new TooManyRequestsError('Too many requests. Please wait a minute and try again.')
  await keepVital(vitalsEnv(c.env), c.get('db'), c.req.valid('json'))
  return c.body(null, 204)
})
