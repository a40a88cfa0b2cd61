// GET /api/health: public, uncached, 200 when healthy and 503 when not (see health.ts).
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { readHealth } from './health.ts'

export const healthPublic = new Hono<AppEnv>().get('/', async (c) => {
  const health = await readHealth(c.env)
  c.header('Cache-Control', 'no-store')
  return c.json(
    { status: health.healthy ? ('ok' as const) : ('unhealthy' as const), ...health },
    health.healthy ? 200 : 503,
  )
})
