// The last run of each scheduled job, one row per job: written around every job by src/worker/scheduled.ts, read
// by /api/health and the admin's System tab. Recording never stops a job: a failed write is a warning.
import { log } from '../../platform/log.ts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { cronRuns } from '../../platform/db/schema.ts'
import { loggableError } from '../../platform/loggable-error.ts'

export type CronRun = typeof cronRuns.$inferSelect

/** Marks every job of this run as started, in one batch. */
export async function recordJobsStarted(db: Database, jobs: string[], startedAt: Date): Promise<void> {
  const [first, ...rest] = jobs.map((job) =>
    db
      .insert(cronRuns)
      .values({ job, startedAt: startedAt.toISOString(), finishedAt: null, outcome: 'running', error: null })
      .onConflictDoUpdate({
        target: cronRuns.job,
        set: { startedAt: sql`excluded.started_at`, finishedAt: null, outcome: 'running', error: null },
      }),
  )
  if (!first) return
  await quietly(() => db.batch([first, ...rest]))
}

export async function recordJobFinished(db: Database, job: string, failure?: unknown): Promise<void> {
  const values = {
    finishedAt: new Date().toISOString(),
    outcome: failure === undefined ? ('ok' as const) : ('failed' as const),
    error: failure === undefined ? null : loggableError(failure).slice(0, 500),
  }
  await quietly(() =>
    db
      .insert(cronRuns)
      .values({ job, startedAt: values.finishedAt, ...values })
      .onConflictDoUpdate({ target: cronRuns.job, set: values }),
  )
}

export function readCronRuns(db: Database): Promise<CronRun[]> {
  return db.select().from(cronRuns).orderBy(cronRuns.job)
}

async function quietly(write: () => Promise<unknown>): Promise<void> {
  try {
    await write()
  } catch (error) {
    log.warn('Could not record a scheduled job run', { error: loggableError(error) })
  }
}
