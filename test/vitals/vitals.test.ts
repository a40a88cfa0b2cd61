// Core Web Vitals from the field: POST /api/vitals keeps a metric, its value and its page and nothing about the
// visitor (D1 here, the Analytics Engine dataset when one is bound), refuses anything else, and
// GET /api/admin/vitals gives each page's 75th percentile by week with the number of visits behind it.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { VitalsReport } from '../../src/shared/schemas/web-vitals.ts'
import { webVitals } from '../../src/worker/platform/db/schema.ts'
import { vitalWeeksFromD1 } from '../../src/worker/features/vitals/vitals-weeks.ts'
import { json, request, withEnv } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError } from '../helpers/errors.ts'
import { adminCookie, visitorCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

const beacon = (body: unknown, address: string = crypto.randomUUID(), headers: Record<string, string> = {}) =>
  request('/api/vitals', { method: 'POST', body, headers }, { address })

const storedRows = () => testDb().select().from(webVitals)

async function speedReport(): Promise<VitalsReport> {
  const response = await request('/api/admin/vitals', {}, { cookie: await adminCookie() })
  expect(response.status, await response.clone().text()).toBe(200)
  return json<VitalsReport>(response)
}

// The tests of this file share one D1: each starts from an empty table, so the weeks it reads are its own.
beforeEach(async () => {
  await testDb().delete(webVitals)
})

describe('POST /api/vitals', () => {
  it('keeps each metric of a page, answering 204 with no body and no cookie', async () => {
    for (const [name, value] of [
      ['LCP', 1834.5],
      ['INP', 96],
      ['CLS', 0.042],
      ['TTFB', 212.3],
    ] as const) {
      const response = await beacon({ name, value, page: '/checkout' })
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
    const rows = await storedRows()
    expect(rows.map(({ name, value, page }) => ({ name, value, page }))).toEqual([
      { name: 'LCP', value: 1834.5, page: '/checkout' },
      { name: 'INP', value: 96, page: '/checkout' },
      { name: 'CLS', value: 0.042, page: '/checkout' },
      { name: 'TTFB', value: 212.3, page: '/checkout' },
    ])
  })

  it('stores nothing that identifies the visitor: not his address, browser, cookie or referrer', async () => {
    const address = '203.0.113.77'
    const response = await beacon({ name: 'LCP', value: 1200, page: '/' }, address, {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131 visitor-browser',
      Cookie: await visitorCookie(),
      Referer: 'https://coaching.test/?utm_source=newsletter',
    })
    expect(response.status).toBe(204)
    const rows = await storedRows()
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'name', 'page', 'value'])
    const everything = JSON.stringify(await env.DB.prepare('select * from web_vitals').all())
    for (const trace of [address, 'visitor-browser', 'newsletter', 'session']) expect(everything).not.toContain(trace)
  })

  it('writes to the Analytics Engine dataset when one is bound, and then nothing to D1', async () => {
    const points: AnalyticsEngineDataPoint[] = []
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point!) }
    const { as } = withEnv({ ...env, VITALS_DATASET: dataset } as Env)
    const response = await request(
      '/api/vitals',
      { method: 'POST', body: { name: 'INP', value: 240, page: '/my-coaching' } },
      { ...as, address: '198.51.100.9' },
    )
    expect(response.status).toBe(204)
    expect(points).toEqual([{ indexes: ['/my-coaching'], blobs: ['/my-coaching', 'INP'], doubles: [240] }])
    expect(JSON.stringify(points)).not.toContain('198.51.100.9')
    expect(await storedRows()).toEqual([])
  })

  it.each([
    ['an unknown metric', { name: 'FID', value: 12, page: '/' }],
    ['a page not on the list', { name: 'LCP', value: 1200, page: '/refund' }],
    ['a full address as the page', { name: 'LCP', value: 1200, page: 'https://coaching.test/' }],
    ['a negative value', { name: 'TTFB', value: -5, page: '/' }],
    ['a value out of range for its metric', { name: 'CLS', value: 250, page: '/' }],
    ['an LCP of over two minutes', { name: 'LCP', value: 600_000, page: '/' }],
    ['a value that is no number', { name: 'LCP', value: '1200', page: '/' }],
    ['a field the list does not name (an id)', { name: 'LCP', value: 1200, page: '/', id: 'v5-1733-visitor' }],
    ['no page', { name: 'LCP', value: 1200 }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    await expectError(await beacon(body), 400)
    expect(await storedRows()).toEqual([])
  })

  it('refuses a beacon from another site with 403 and stores nothing', async () => {
    const response = await beacon({ name: 'LCP', value: 900, page: '/' }, crypto.randomUUID(), {
      Origin: 'https://elsewhere.example',
    })
    await expectError(response, 403)
    expect(await storedRows()).toEqual([])
  })

  it('limits one address to 60 a minute, while another visitor is still kept', async () => {
    const busy = '192.0.2.200'
    let status = 204
    // The limit counts per minute window, so a run crossing a window's end may need up to twice the limit.
    for (let i = 0; i < 121 && status !== 429; i++)
      status = (await beacon({ name: 'CLS', value: 0, page: '/' }, busy)).status
    expect(status).toBe(429)
    await testDb().delete(webVitals)
    expect((await beacon({ name: 'CLS', value: 0.01, page: '/' }, '192.0.2.201')).status).toBe(204)
    expect(await storedRows()).toHaveLength(1)
  })
})

describe('GET /api/admin/vitals', () => {
  it('is the owner’s alone', () => {
    expectAdminOnly(['GET /admin/vitals'])
  })

  it('says nothing was measured when no visit sent a figure', async () => {
    expect(await speedReport()).toEqual({ source: 'd1', weeks: [] })
  })

  it('gives the 75th percentile of each page and metric in this week, with the visits behind it', async () => {
    // Eight LCPs on the home page: the 75th percentile is the 6th smallest, 2600 (needs improvement).
    for (const value of [3900, 1200, 2600, 900, 5100, 2300, 1800, 2500])
      expect((await beacon({ name: 'LCP', value, page: '/' })).status).toBe(204)
    // Three on checkout: the 3rd smallest of three.
    for (const value of [1500, 1100, 1300]) await beacon({ name: 'LCP', value, page: '/checkout' })
    await beacon({ name: 'CLS', value: 0.3, page: '/checkout' })
    const { weeks } = await speedReport()
    const rows = weeks.map(({ page, name, p75, visits }) => ({ page, name, p75, visits }))
    expect(rows).toEqual([
      { page: '/', name: 'LCP', p75: 2600, visits: 8 },
      { page: '/checkout', name: 'CLS', p75: 0.3, visits: 1 },
      { page: '/checkout', name: 'LCP', p75: 1500, visits: 3 },
    ])
  })

  it('cuts weeks at Monday 00:00 on the report clock (08:00Z) and keeps the last twelve', async () => {
    // Monday 2026-11-30 is the current week's first day; 08:00Z is its midnight at UTC−8.
    const now = Date.parse('2026-12-02T12:00:00Z')
    const at = (createdAt: string, value: number) => ({ page: '/' as const, name: 'TTFB', value, createdAt })
    await testDb()
      .insert(webVitals)
      .values([
        at('2026-11-30T08:00:00.000Z', 400),
        at('2026-11-30T09:00:00.000Z', 700),
        at('2026-11-30T07:59:59.999Z', 2000),
        at('2026-11-23T08:00:00.000Z', 100),
        at('2026-09-14T08:00:00.000Z', 300),
        at('2026-09-14T07:59:59.999Z', 9000),
      ])
    const weeks = await vitalWeeksFromD1(testDb(), now)
    expect(weeks).toEqual([
      { page: '/', name: 'TTFB', week: '2026-11-30', p75: 700, visits: 2 },
      { page: '/', name: 'TTFB', week: '2026-11-23', p75: 2000, visits: 2 },
      { page: '/', name: 'TTFB', week: '2026-09-14', p75: 300, visits: 1 },
    ])
  })
})
