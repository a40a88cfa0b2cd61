// The guarantee in the Analytics tab (decision 107): for each month of the period, the actions that fell due and
// the share done on time, and the refund requests judged by the record (each carries a verdict) by how they ended,
// the owner's own refunds among them.
import { sql } from 'drizzle-orm'
import type { GuaranteeMonth } from '../../../shared/guarantee.ts'
import type { Database } from '../../platform/db/client.ts'
import { actions, refundRequests } from '../../platform/db/schema.ts'
import { reportMonthOf } from '../../platform/db/report-calendar.ts'

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole)

async function actionsByMonth(db: Database, fromIso: string, toIso: string) {
  const month = reportMonthOf(actions.dueAt)
  return db
    .select({
      month,
      due: sql<number>`count(*)`,
      onTime: sql<number>`sum(case when ${actions.status} = 'done' and ${actions.doneAt} <= ${actions.dueAt} then 1 else 0 end)`,
    })
    .from(actions)
    .where(sql`${actions.status} != 'withdrawn' and ${actions.dueAt} >= ${fromIso} and ${actions.dueAt} < ${toIso}`)
    .groupBy(month)
}

async function claimsByMonth(db: Database, fromIso: string, toIso: string) {
  const month = reportMonthOf(refundRequests.requestedAt)
  const r = refundRequests
  return db
    .select({
      month,
      claims: sql<number>`count(*)`,
      refunded: sql<number>`sum(case when ${r.status} in ('approved', 'refunding', 'refunded') then 1 else 0 end)`,
      declined: sql<number>`sum(case when ${r.status} = 'declined' then 1 else 0 end)`,
      waiting: sql<number>`sum(case when ${r.status} in ('awaiting-marks', 'awaiting-approval') then 1 else 0 end)`,
      byOwner: sql<number>`sum(case when ${r.ownerReason} is not null then 1 else 0 end)`,
    })
    .from(r)
    .where(sql`${r.guaranteeVerdict} is not null and ${r.requestedAt} >= ${fromIso} and ${r.requestedAt} < ${toIso}`)
    .groupBy(month)
}

/** Months from `fromIso` to `toIso` (actions falling due before `nowIso` only), oldest first. */
export async function guaranteeByMonth(
  db: Database,
  fromIso: string,
  toIso: string,
  nowIso: string,
): Promise<GuaranteeMonth[]> {
  const dueBy = toIso < nowIso ? toIso : nowIso
  const [due, claims] = await Promise.all([actionsByMonth(db, fromIso, dueBy), claimsByMonth(db, fromIso, toIso)])
  const months = [...new Set([...due.map((m) => m.month), ...claims.map((m) => m.month)])].sort()
  return months.map((month) => {
    const d = due.find((m) => m.month === month)
    const c = claims.find((m) => m.month === month)
    const actionsDue = Number(d?.due ?? 0)
    const doneOnTime = Number(d?.onTime ?? 0)
    return {
      month,
      actionsDue,
      doneOnTime,
      onTimeRate: rate(doneOnTime, actionsDue),
      claims: Number(c?.claims ?? 0),
      claimsRefunded: Number(c?.refunded ?? 0),
      claimsDeclined: Number(c?.declined ?? 0),
      claimsWaiting: Number(c?.waiting ?? 0),
      claimsByOwner: Number(c?.byOwner ?? 0),
    }
  })
}
