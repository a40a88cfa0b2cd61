// The Analytics tab's follow-up figures (decision 065): for every email of every sequence, how many were sent in
// the period, and of the men it reached, how many booked a call, bought or unsubscribed with it as the last
// follow-up they had received (a man who acted after the last email of a finished sequence counts there).
import type { AnalyticsReport } from '../../../shared/schemas/analytics-report.ts'
import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import type { Database } from '../../platform/db/client.ts'
import { followUpEnrolments, followUpSequences, followUpSteps, outbox } from '../../platform/db/schema.ts'
import { stopReasonOf } from './stop-rule.ts'

/** The outbox retries for three days (decision 025); a week leaves room for the owner's retry by hand. */
const WRITTEN_BEFORE_SENT_MS = 7 * 86_400_000

/** One follow-up email's figures, as the Analytics report carries them. */
export type FollowUpStepFigures = AnalyticsReport['followUps'][number]

/** Sends between `startIso` (included) and `endIso` (excluded), per step still in its sequence. */
export async function followUpReport(db: Database, startIso: string, endIso: string): Promise<FollowUpStepFigures[]> {
  const e = followUpEnrolments
  const payload = (field: string) => sql`json_extract(${outbox.payload}, ${`$.${field}`})`
  // What the man did with this email as his last: the reason his sequence stopped, or what he did after it ended.
  const outcome = sql`(case when ${e.lastPosition} = ${payload('position')} then
    (case when ${e.stopReason} = 'completed' then ${stopReasonOf(e.contactId)} else ${e.stopReason} end) end)`
  const tally = (reason: string): SQL<number> => sql<number>`coalesce(sum(${outcome} = ${reason}), 0)`
  // Not one db.batch: D1's batch answers rows as objects, and the two tables' `id` columns of the join would meet.
  const [steps, sends] = await Promise.all([
    db
      .select({
        sequenceId: followUpSequences.id,
        sequence: followUpSequences.name,
        stepId: followUpSteps.id,
        position: followUpSteps.position,
        delayDays: followUpSteps.delayDays,
        subject: followUpSteps.subject,
      })
      .from(followUpSteps)
      .innerJoin(followUpSequences, eq(followUpSequences.id, followUpSteps.sequenceId))
      .orderBy(asc(followUpSequences.id), asc(followUpSteps.position)),
    db
      .select({
        stepId: sql<number>`${payload('stepId')}`,
        sent: count(),
        booked: tally('booked'),
        bought: tally('bought'),
        unsubscribed: tally('unsubscribed'),
      })
      .from(outbox)
      .innerJoin(e, eq(e.id, payload('enrolmentId')))
      .where(
        and(
          eq(outbox.template, FOLLOW_UP_TEMPLATE),
          eq(outbox.status, 'sent'),
          gte(outbox.sentAt, startIso),
          lt(outbox.sentAt, endIso),
          // On the created_at index: a follow-up is sent within the outbox's days of retries after it is written.
          gte(outbox.createdAt, new Date(Date.parse(startIso) - WRITTEN_BEFORE_SENT_MS).toISOString()),
          lt(outbox.createdAt, endIso),
        ),
      )
      .groupBy(payload('stepId')),
  ])
  return steps.map((step) => {
    const figures = sends.find((row) => Number(row.stepId) === step.stepId)
    return {
      ...step,
      sent: figures?.sent ?? 0,
      booked: Number(figures?.booked ?? 0),
      bought: Number(figures?.bought ?? 0),
      unsubscribed: Number(figures?.unsubscribed ?? 0),
    }
  })
}
