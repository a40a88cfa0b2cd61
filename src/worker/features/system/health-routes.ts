// GET /api/health: public, uncached, 200 when healthy and 503 when not (see health.ts). Anyone learns only that
// the site is up and its database answers; the figures (migrations, cron runs, outbox counts) are for the
// signed-in owner or a monitor holding HEALTH_TOKEN, since counts polled daily would tell a stranger the sales.
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { readHealth } from './health.ts'

const encoder = new TextEncoder()

/** Compared as SHA-256 digests byte by byte, so the time taken says nothing about how much of the token was right. */
async function sameToken(sent: string, expected: string): Promise<boolean> {
  const digests = await Promise.all(
    [sent, expected].map(async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))),
  )
  const [a, b] = digests as [Uint8Array, Uint8Array]
  return a.reduce((difference, byte, i) => difference | (byte ^ b[i]!), 0) === 0
}

async function mayReadFigures(c: Context<AppEnv>): Promise<boolean> {
  if (c.get('session')?.isAdmin) return true
  const token = c.env.HEALTH_TOKEN
  const sent = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1]
  return Boolean(token && sent && (await sameToken(sent, token)))
}

export const healthPublic = new Hono<AppEnv>().get('/', async (c) => {
  const health = await readHealth(c.env)
  c.header('Cache-Control', 'no-store')
  const status = health.healthy ? ('ok' as const) : ('unhealthy' as const)
  const code = health.healthy ? 200 : 503
  if (await mayReadFigures(c)) return c.json({ status, ...health }, code)
  return c.json({ status, database: health.database }, code)
})
