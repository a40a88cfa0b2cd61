// What /api/health answers: figures about the system and nothing about anyone (no names, addresses, tokens,
// error texts). Unhealthy, answered 503 so a load balancer or an uptime check sees it, means the database
// cannot be read or has not applied every migration this build ships; a failed cron job or a backlog is
// reported, not judged: the owner's System tab says what it means.
import { log } from '../../platform/log.ts'
import { createDb } from '../../platform/db/client.ts'
import { loggableError } from '../../platform/loggable-error.ts'
import { readCronRuns } from './cron-runs.ts'
import { readMigrationLevel, type MigrationLevel } from './migration-level.ts'
import { readOutboxBacklog, type OutboxBacklog } from './outbox-backlog.ts'

export interface Health {
  healthy: boolean
  database: { reachable: boolean }
  migrations: MigrationLevel | null
  cron: { job: string; startedAt: string; finishedAt: string | null; outcome: string }[]
  outbox: OutboxBacklog | null
}

export async function readHealth(env: Pick<Env, 'DB'>, now = Date.now()): Promise<Health> {
  const db = createDb(env.DB)
  try {
    const [migrations, runs, outbox] = await Promise.all([
      readMigrationLevel(db),
      readCronRuns(db),
      readOutboxBacklog(db, now),
    ])
    return {
      healthy: migrations.pending === 0,
      database: { reachable: true },
      migrations,
      cron: runs.map(({ job, startedAt, finishedAt, outcome }) => ({ job, startedAt, finishedAt, outcome })),
      outbox,
    }
  } catch (error) {
    // The reason goes to the log (without query parameters), never into the public answer.
    log.warn('Health check could not read the database', { error: loggableError(error) })
    return { healthy: false, database: { reachable: false }, migrations: null, cron: [], outbox: null }
  }
}
