// The Analytics tab's speed panel: GET /api/admin/vitals, the last twelve weeks of each page's field figures.
import { Hono } from 'hono'
import type { VitalsReport } from '../../../shared/schemas/web-vitals.ts'
import type { AppEnv } from '../../env.ts'
import { vitalsEnv } from './vitals-env.ts'
import { canReadAnalyticsEngine, vitalWeeksFromAnalyticsEngine } from './vitals-analytics-engine.ts'
import { vitalWeeksFromD1 } from './vitals-weeks.ts'

export const vitalsAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const env = vitalsEnv(c.env)
  // Read from where the beacons are kept: a deploy writing to Analytics Engine reads it back from there.
  if (!env.VITALS_DATASET) return c.json<VitalsReport>({ source: 'd1', weeks: await vitalWeeksFromD1(c.get('db')) })
  if (!canReadAnalyticsEngine(env)) return c.json<VitalsReport>({ source: 'analytics-engine', weeks: [], unread: true })
  return c.json<VitalsReport>({ source: 'analytics-engine', weeks: await vitalWeeksFromAnalyticsEngine(env) })
})
