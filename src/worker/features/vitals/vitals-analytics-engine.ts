// The speed panel's figures read back from the Analytics Engine dataset through Cloudflare's SQL API: the same
// weeks and 75th percentile as D1 gives (vitals-weeks.ts), each row weighted by its sample interval, since the
// dataset may keep one row for many when traffic is heavy.
import type { VitalWeek } from '../../../shared/schemas/web-vitals.ts'
import { VITAL_NAMES, VITAL_PAGES } from '../../../shared/web-vitals.ts'
import { HttpError } from '../../platform/http-error.ts'
import type { VitalsEnv } from './vitals-env.ts'
import { reportStartMs } from './vitals-weeks.ts'

export const VITALS_DATASET_NAME = 'brotherhood_vitals'
const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

export const canReadAnalyticsEngine = (env: VitalsEnv) => Boolean(env.CLOUDFLARE_ACCOUNT_ID && env.VITALS_READ_TOKEN)

export async function vitalWeeksFromAnalyticsEngine(env: VitalsEnv, nowMs = Date.now()): Promise<VitalWeek[]> {
  const since = Math.floor(reportStartMs(nowMs) / 1000)
  const query = `SELECT blob1 AS page, blob2 AS name,
      formatDateTime(toStartOfWeek(timestamp - INTERVAL '8' HOUR, 1), '%Y-%m-%d') AS week,
      quantileExactWeighted(0.75)(double1, _sample_interval) AS p75, sum(_sample_interval) AS visits
    FROM ${VITALS_DATASET_NAME} WHERE timestamp >= toDateTime(${since})
    GROUP BY page, name, week ORDER BY week DESC, page, name FORMAT JSON`
  const base = env.VITALS_SQL_API_BASE || CLOUDFLARE_API
  const response = await fetch(`${base}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/analytics_engine/sql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.VITALS_READ_TOKEN}` },
    body: query,
  })
  if (!response.ok) throw new HttpError(502, 'The speed figures could not be read from Analytics Engine')
  const { data } = (await response.json()) as { data: Record<string, unknown>[] }
  return data.flatMap((row) => {
    const page = VITAL_PAGES.find((known) => known === row.page)
    const name = VITAL_NAMES.find((known) => known === row.name)
    if (!page || !name) return []
    return [{ page, name, week: String(row.week), p75: Number(row.p75), visits: Number(row.visits) }]
  })
}
