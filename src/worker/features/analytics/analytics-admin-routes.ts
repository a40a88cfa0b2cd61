// The admin's Analytics tab: GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (default the last 30 days).
import { Hono } from 'hono'
import { analyticsQuerySchema } from '../../../shared/schemas/analytics-report.ts'
import { analyticsReport, resolvePeriod } from './analytics-report.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const analyticsAdmin = new Hono<AppEnv>().get('/', validate('query', analyticsQuerySchema), async (c) => {
  const period = resolvePeriod(c.req.valid('query'))
  return c.json(await analyticsReport(c.get('db'), period))
})
