// The speed panel's figures from D1: for each page, metric and week, the 75th percentile of the visits' values
// (nearest rank: the smallest value at or above three quarters of them, as CrUX reads its p75) and their number.
// Weeks start on Monday on the report calendar (UTC−8 all year, shared/rules/business-clock.ts).
import { sql } from 'drizzle-orm'
import { reportDay, reportDayStartMs } from '../../../shared/rules/business-clock.ts'
import type { VitalWeek } from '../../../shared/schemas/web-vitals.ts'
import type { Database } from '../../platform/db/client.ts'
import { REPORT_SHIFT } from '../../platform/db/report-calendar.ts'

const DAY_MS = 86_400_000
export const REPORT_WEEKS = 12

/** Monday of the report week an instant falls in. */
export function weekOf(instantMs: number): string {
  const day = reportDay(instantMs)
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return reportDay(reportDayStartMs(day) - weekday * DAY_MS)
}

/** The first instant of the oldest week shown: this week and the eleven before it. */
export const reportStartMs = (nowMs: number) => reportDayStartMs(weekOf(nowMs)) - (REPORT_WEEKS - 1) * 7 * DAY_MS

export async function vitalWeeksFromD1(db: Database, nowMs = Date.now()): Promise<VitalWeek[]> {
  const since = new Date(reportStartMs(nowMs)).toISOString()
  // Monday on or before the day: six days back, then forward to the next Monday.
  const week = sql`date(created_at, ${REPORT_SHIFT}, '-6 days', 'weekday 1')`
  const rows = await db.all<{ page: string; name: string; week: string; p75: number; visits: number }>(sql`
    with ranked as (
      select page, name, ${week} as week, value,
        row_number() over (partition by page, name, ${week} order by value) as rank,
        count(*) over (partition by page, name, ${week}) as visits
      from web_vitals where created_at >= ${since}
    )
    select page, name, week, value as p75, visits from ranked
    where rank = (3 * visits + 3) / 4
    order by week desc, page, name`)
  return rows as VitalWeek[]
}
