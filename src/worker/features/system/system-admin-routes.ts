// GET /api/admin/system: the owner's System tab in one read: the health figures, each integration's state,
// every cron job's last run with its error, the messages failed or waiting, the purchases that need a look, and
// the last nightly reconciliation with Stripe with its differences (decision 068).
import { desc, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { outbox } from '../../platform/db/schema.ts'
import { readAttention } from './attention.ts'
import { readCronRuns } from './cron-runs.ts'
import { readHealth } from './health.ts'
import { readIntegrations } from './integrations.ts'
import { readLastReconciliation } from '../reconciliation/reconciliation.ts'

export const systemAdmin = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const [health, cronRuns, attention, reconciliation, messages] = await Promise.all([
    readHealth(c.env),
    readCronRuns(db),
    readAttention(db),
    readLastReconciliation(db),
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        template: outbox.template,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(inArray(outbox.status, ['failed', 'pending', 'sending']))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(50),
  ])
  c.header('Cache-Control', 'no-store')
  return c.json({
    healthy: health.healthy,
    migrations: health.migrations,
    outbox: health.outbox,
    integrations: readIntegrations(c.env),
    cronRuns,
    messages,
    attention,
    reconciliation,
  })
})
