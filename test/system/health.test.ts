import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { recordJobFinished, recordJobsStarted } from '../../src/worker/features/system/system.ts'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { runScheduledJobs, SCHEDULED_JOBS } from '../../src/worker/scheduled.ts'
import { type As, json, request, withEnv } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { adminCookie, visitorCookie } from '../helpers/sessions.ts'

interface Health {
  status: 'ok' | 'unhealthy'
  healthy: boolean
  database: { reachable: boolean }
  migrations: { latestApplied: string | null; latestShipped: string | null; pending: number } | null
  cron: { job: string; startedAt: string; finishedAt: string | null; outcome: string }[]
  outbox: { counts: Record<string, number>; oldestWaitingSeconds: number | null } | null
}

const lastShipped = () => env.TEST_MIGRATIONS.at(-1)!.name

/** The health answer as the signed-in owner reads it, with every figure. */
async function health(as: As = {}) {
  const response = await request('/api/health', {}, { cookie: await adminCookie(), ...as })
  return { response, body: await json<Health>(response.clone()), text: await response.text() }
}

describe('GET /api/health', () => {
  it('tells anyone only that the site is up and its database answers', async () => {
    for (const cookie of [undefined, await visitorCookie()]) {
      const response = await request('/api/health', {}, { cookie })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok', database: { reachable: true } })
    }
  })

  it('gives a monitor holding HEALTH_TOKEN every figure, and one with another token none', async () => {
    const { as } = withEnv({ ...env, HEALTH_TOKEN: 'monitor-token-of-the-owner' })
    const read = (token: string) =>
      request('/api/health', { headers: { Authorization: `Bearer ${token}` } }, as).then((r) => json<Health>(r))
    expect(await read('monitor-token-of-the-owner')).toMatchObject({ migrations: { pending: 0 }, cron: [] })
    expect(await read('monitor-token-of-the-ownex')).toEqual({ status: 'ok', database: { reachable: true } })
    const unset = (token: string) =>
      request('/api/health', { headers: { Authorization: `Bearer ${token}` } }).then((r) => json<Health>(r))
    expect(await unset('')).toEqual({ status: 'ok', database: { reachable: true } })
  })

  it('is 200 with every shipped migration applied, uncached', async () => {
    const { response, body } = await health()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toMatchObject({ status: 'ok', healthy: true, database: { reachable: true } })
    expect(body.migrations).toEqual({ latestApplied: lastShipped(), latestShipped: lastShipped(), pending: 0 })
  })

  it('is 503 when the database is behind the migrations this build ships, and 200 again once applied', async () => {
    const db = testDb()
    const [row] = await db.all<{ id: number; name: string; applied_at: string }>(
      sql`SELECT id, name, applied_at FROM d1_migrations ORDER BY id DESC LIMIT 1`,
    )
    await db.run(sql`DELETE FROM d1_migrations WHERE id = ${row!.id}`)
    try {
      const { response, body } = await health()
      expect(response.status).toBe(503)
      expect(body.status).toBe('unhealthy')
      expect(body.migrations).toMatchObject({ latestShipped: lastShipped(), pending: 1 })
      expect(body.migrations!.latestApplied).not.toBe(lastShipped())
    } finally {
      await db.run(
        sql`INSERT INTO d1_migrations (id, name, applied_at) VALUES (${row!.id}, ${row!.name}, ${row!.applied_at})`,
      )
    }
    expect((await health()).response.status).toBe(200)
  })

  it('is 503 when the database cannot be read, saying only that', async () => {
    const broken = {
      prepare() {
        throw new Error('D1_ERROR: network connection lost params: owner@example.com')
      },
      batch() {
        throw new Error('D1_ERROR: network connection lost')
      },
    } as unknown as D1Database
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The owner's session cannot be read either: a monitor's token still gets the figures.
    const { as } = withEnv({ ...env, DB: broken, HEALTH_TOKEN: 'monitor-token' })
    const headers = { Authorization: 'Bearer monitor-token' }
    const { response, body, text } = await health({ ...as, cookie: undefined, headers })
    warn.mockRestore()
    expect(response.status).toBe(503)
    expect(body).toEqual({
      status: 'unhealthy',
      healthy: false,
      database: { reachable: false },
      migrations: null,
      cron: [],
      outbox: null,
    })
    expect(text).not.toContain('owner@example.com')
    expect(text).not.toContain('D1_ERROR')
  })

  it('counts the outbox by status with the oldest waiting age, and no message, address or error in it', async () => {
    const db = testDb()
    const before = (await health()).body.outbox!
    const hourAgo = new Date(Date.now() - 3600_000).toISOString()
    await db.insert(outbox).values([
      {
        channel: 'email',
        template: 'guide-email',
        recipient: 'health-private@example.com',
        payload: { firstName: 'Zebediah', link: 'https://coaching.test/refund?token=secret-token-123' },
        idempotencyKey: `health-${crypto.randomUUID()}`,
        status: 'pending',
        createdAt: hourAgo,
      },
      {
        channel: 'sms',
        template: 'owner-sale',
        recipient: '+15555550123',
        payload: { text: 'Sale' },
        idempotencyKey: `health-${crypto.randomUUID()}`,
        status: 'failed',
        lastError: 'Twilio said +15555550123 is not reachable',
      },
    ])
    const { response, body, text } = await health()
    expect(response.status).toBe(200)
    expect(body.outbox!.counts.pending).toBe(before.counts.pending! + 1)
    expect(body.outbox!.counts.failed).toBe(before.counts.failed! + 1)
    expect(body.outbox!.oldestWaitingSeconds).toBeGreaterThanOrEqual(3599)
    for (const secret of [
      'health-private@example.com',
      'Zebediah',
      'secret-token-123',
      '+15555550123',
      '5555550123',
      'Twilio said',
    ])
      expect(text).not.toContain(secret)
  })

  it("shows each cron job's last run: started, finished and its outcome, without the error's text", async () => {
    await runScheduledJobs(env)
    const { body } = await health()
    for (const job of Object.keys(SCHEDULED_JOBS)) {
      const run = body.cron.find((entry) => entry.job === job)
      expect(run, job).toMatchObject({ outcome: 'ok' })
      expect(Date.parse(run!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(run!.startedAt))
    }

    const db = testDb()
    await recordJobsStarted(db, ['health test job'], new Date())
    expect((await health()).body.cron.find((entry) => entry.job === 'health test job')).toMatchObject({
      outcome: 'running',
      finishedAt: null,
    })
    await recordJobFinished(db, 'health test job', new Error('failed for jane@example.com'))
    const { body: after, text } = await health()
    expect(after.cron.find((entry) => entry.job === 'health test job')).toMatchObject({ outcome: 'failed' })
    expect(text).not.toContain('jane@example.com')
    expect(after.status).toBe('ok')
  })
})
