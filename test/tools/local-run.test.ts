// What `npm start` and `npm run cron` rely on (tools/lib/cron.ts, tools/lib/local-site-url.ts): wrangler.toml's
// schedules read and matched minute by minute, `--advance` read, the Worker's scheduled handler reading a later
// moment as now, and the address emails link to following the local port.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import wranglerToml from '../../wrangler.toml?raw'
import worker from '../../src/worker/index.ts'
import { DAILY_CRON, HOURLY_CRON } from '../../src/worker/scheduled.ts'
import { AUTH_STATE_TTL_MS } from '../../src/worker/features/auth/oidc-login.ts'
import { authStates } from '../../src/worker/platform/db/schema.ts'
import { cronMatches, cronsOf, durationMs, nextMinute } from '../../tools/lib/cron.ts'
import { localPublicSiteUrl } from '../../tools/lib/local-site-url.ts'
import { testDb } from '../helpers/db.ts'

const at = (iso: string) => new Date(iso)

describe('the schedules of a local run', () => {
  it('are wrangler.toml’s crons: every minute, and the hourly and daily ones scheduled.ts knows', () => {
    expect(cronsOf(wranglerToml)).toEqual(['* * * * *', HOURLY_CRON, DAILY_CRON])
    expect(cronsOf('[triggers]\ncrons = [ "*/5 * * * *", \'0 9 * * 1\' ]\n')).toEqual(['*/5 * * * *', '0 9 * * 1'])
    expect(cronsOf('name = "x"\n')).toEqual([])
  })

  it('fall on the minutes Cloudflare would run them (UTC)', () => {
    expect(cronMatches('* * * * *', at('2026-03-08T10:17:42Z'))).toBe(true)
    expect(cronMatches(HOURLY_CRON, at('2026-03-08T10:00:05Z'))).toBe(true)
    expect(cronMatches(HOURLY_CRON, at('2026-03-08T10:01:00Z'))).toBe(false)
    expect(cronMatches('*/15 * * * *', at('2026-03-08T10:45:00Z'))).toBe(true)
    expect(cronMatches('*/15 * * * *', at('2026-03-08T10:46:00Z'))).toBe(false)
    expect(cronMatches('30 8-10 * * *', at('2026-03-08T09:30:00Z'))).toBe(true)
    expect(cronMatches('30 8-10 * * *', at('2026-03-08T11:30:00Z'))).toBe(false)
    // 8 March 2026 is a Sunday: 0 and 7 both name it; with both day fields set, either is enough.
    expect(cronMatches('0 0 * * 7', at('2026-03-08T00:00:00Z'))).toBe(true)
    expect(cronMatches('0 0 * * 1,3', at('2026-03-08T00:00:00Z'))).toBe(false)
    expect(cronMatches('0 0 1 * 0', at('2026-03-08T00:00:00Z'))).toBe(true)
    expect(cronMatches('0 0 1 1 *', at('2026-03-08T00:00:00Z'))).toBe(false)
  })

  it('refuse what the reader does not know rather than never running', () => {
    expect(() => cronMatches('* * * *', new Date())).toThrow('five fields')
    expect(() => cronMatches('61 * * * *', new Date())).toThrow('out of range')
    expect(() => cronMatches('@daily * * * *', new Date())).toThrow('not one this reader knows')
  })

  it('are looked at on each minute boundary', () => {
    expect(nextMinute(Date.parse('2026-03-08T10:17:42.500Z'))).toBe(Date.parse('2026-03-08T10:18:00Z'))
    expect(nextMinute(Date.parse('2026-03-08T10:18:00Z'))).toBe(Date.parse('2026-03-08T10:19:00Z'))
  })

  it('`npm run cron -- --advance` takes minutes, hours and days', () => {
    expect(durationMs('90m')).toBe(90 * 60_000)
    expect(durationMs('2h')).toBe(2 * 3_600_000)
    expect(durationMs('31d')).toBe(31 * 86_400_000)
    for (const wrong of ['', '1', '1w', '-1d', '1.5d', 'd']) expect(durationMs(wrong), wrong).toBeNull()
  })
})

describe('the Worker’s scheduled handler', () => {
  async function runAt(scheduledTime: number) {
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime }), env, ctx)
    await waitOnExecutionContext(ctx)
  }
  const attempt = async () => {
    const state = crypto.randomUUID()
    await testDb().insert(authStates).values({ state, nonce: 'n', codeVerifier: 'v' })
    return state
  }
  const exists = async (state: string) =>
    (await testDb().select().from(authStates).where(eq(authStates.state, state))).length === 1

  it('reads a later scheduled moment as now, so a local run can try what is due later', async () => {
    const state = await attempt()
    await runAt(Date.now())
    expect(await exists(state)).toBe(true)
    await runAt(Date.now() + AUTH_STATE_TTL_MS + 60_000)
    expect(await exists(state)).toBe(false)
  })

  it('never reads an earlier scheduled moment than the clock (a late cron still sees the present)', async () => {
    const state = await attempt()
    await testDb()
      .update(authStates)
      .set({ createdAt: new Date(Date.now() - AUTH_STATE_TTL_MS - 1000).toISOString() })
      .where(eq(authStates.state, state))
    await runAt(Date.now() - 3_600_000)
    expect(await exists(state)).toBe(false)
  })
})

describe('the address emails link to on a local run', () => {
  it('follows the port when .dev.vars has this machine’s address or none', () => {
    expect(localPublicSiteUrl(8790, 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8790')
    expect(localPublicSiteUrl(8790, 'http://localhost:8787/')).toBe('http://localhost:8790')
    expect(localPublicSiteUrl(8787, 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(localPublicSiteUrl(8790, undefined)).toBe('http://127.0.0.1:8790')
    expect(localPublicSiteUrl(8790, '')).toBe('http://127.0.0.1:8790')
  })

  it('keeps an address of the owner’s choosing (a tunnel to the local site)', () => {
    expect(localPublicSiteUrl(8790, 'https://coaching.example.com')).toBeNull()
    expect(localPublicSiteUrl(8790, 'https://abc.trycloudflare.com')).toBeNull()
  })
})
