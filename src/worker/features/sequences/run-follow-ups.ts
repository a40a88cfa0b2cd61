// The minute's follow-up job (decision 065), in three steps:
// 1. stop: every running enrolment whose man has acted (stop-rule.ts) is stopped with the reason, and any of its
//    emails still waiting in the outbox is withdrawn, so he gets nothing more within a minute of acting;
// 2. complete: a running enrolment with no step left after its last one is ended as 'completed' (a run after the
//    one that queued its last email, so a man who acts meanwhile is still stopped and his email withdrawn);
// 3. send: each running enrolment whose next step is due (its day after the signup by `now`, and no sooner after
//    the previous email than the days between the two steps, so a lead never gets a pile after an outage) is
//    claimed by a compare-and-set on its last position that also re-reads the stop rule, in the D1 batch that
//    queues the email under the key `sequence:<enrolment>:<step>`; a second run, a concurrent one or a retry finds
//    the position moved and writes nothing, and the key would refuse a second row anyway. The outbox sends it
//    (retries, the suppression list, the unsubscribe headers). Nothing is claimed while email cannot be sent, so
//    the steps wait in order rather than in the outbox.
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { FOLLOW_UP_STOP_LABELS, FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import type { Database } from '../../platform/db/client.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { contacts, followUpEnrolments, followUpSteps } from '../../platform/db/schema.ts'
import { deliverDueMessages, emailCanBeSent, queuedUnder, queueEmailWhen, withdrawQueued } from '../outbox/outbox.ts'
import { stopReasonOf } from './stop-rule.ts'

/** Claims per run: a minute's worth for a small business; the rest go the next minute. */
const BATCH = 50

const e = followUpEnrolments

/** Every outbox key of one enrolment's emails starts with this. */
export const followUpKeyPrefix = (enrolmentId: number) => `sequence:${enrolmentId}:`
/** The same prefix for the enrolment of the row in hand, in SQL. */
const followUpKeyPrefixOfRow = sql`'sequence:' || ${followUpEnrolments.id} || ':'`
const followUpKey = (enrolmentId: number, stepId: number) => `${followUpKeyPrefix(enrolmentId)}${stepId}`

export interface FollowUpRun {
  stopped: number
  completed: number
  queued: number
}

/**
 * One run at `nowMs`: the moment it records (a stop, a step's claim) and reads steps as due by, so a local run
 * `--advance`d two days sends what would be due then and the steps after keep their spacing from it.
 */
export async function runFollowUps(db: Database, env: Env, nowMs = Date.now()): Promise<FollowUpRun> {
  const now = new Date(nowMs).toISOString()
  const stopped = await stopThoseWhoActed(db, now)
  const completed = await completeFinished(db, now)
  if (!emailCanBeSent(env)) return { stopped, completed, queued: 0 }
  let queued = 0
  for (const step of await dueSteps(db, nowMs)) if (await claimStep(db, step, now)) queued += 1
  // Sent now rather than at the outbox's next run; its claim keeps the two from sending one message twice. A
  // cron run's `now` is its scheduled minute, which can be before the rows just written: they count as due too.
  if (queued > 0) await deliverDueMessages(db, env, Math.max(nowMs, Date.now()))
  return { stopped, completed, queued }
}

/**
 * A completed sequence whose last email still waits in the outbox (the provider refused it and a retry is due):
 * a man who acts before it goes is spared it too, and his sequence reads as stopped for what he did.
 */
const lastEmailWaiting = () => and(eq(e.stopReason, 'completed'), queuedUnder(followUpKeyPrefixOfRow))

async function stopThoseWhoActed(db: Database, now: string): Promise<number> {
  const reason = stopReasonOf(e.contactId)
  const stopped = await db
    .update(e)
    .set({ stoppedAt: now, stopReason: reason })
    .where(and(or(isNull(e.stoppedAt), lastEmailWaiting()), sql`${reason} is not null`))
    .returning({ id: e.id, reason: e.stopReason })
  const [first, ...rest] = stopped.map(({ id, reason }) =>
    withdrawQueued(
      db,
      followUpKeyPrefix(id),
      `Not sent: the follow-ups stopped because ${FOLLOW_UP_STOP_LABELS[reason!]}`,
    ),
  )
  if (first) await db.batch([first, ...rest])
  return stopped.length
}

/** Steps after the enrolment's last one; `later` names the inner table apart from any outer one. */
const stepsAfterLast = (what: SQL) =>
  sql`(select ${what} from ${followUpSteps} later
    where later.sequence_id = ${e.sequenceId} and later.position > ${e.lastPosition})`

async function completeFinished(db: Database, now: string): Promise<number> {
  const done = await db
    .update(e)
    .set({ stoppedAt: now, stopReason: 'completed' })
    .where(and(isNull(e.stoppedAt), sql`not exists ${stepsAfterLast(sql`1`)}`))
    .returning({ id: e.id })
  return done.length
}

const DATE = `'%Y-%m-%dT%H:%M:%fZ'`
const plusDays = (instant: SQL, days: SQL) => sql`strftime(${sql.raw(DATE)}, ${instant}, '+' || ${days} || ' days')`

/** Each running enrolment whose next step is due by `nowMs`, oldest enrolment first. */
export async function dueSteps(db: Database, nowMs: number): Promise<DueStep[]> {
  const s = followUpSteps
  const previousDay = sql`coalesce((select max(earlier.delay_days) from ${followUpSteps} earlier
    where earlier.sequence_id = ${e.sequenceId} and earlier.position <= ${e.lastPosition}), 0)`
  // Its day after the signup, and its gap after the email before it (none before the first: '' sorts first).
  const dueAt = sql`max(${plusDays(sql`${e.enrolledAt}`, sql`${s.delayDays}`)},
    coalesce(${plusDays(sql`${e.lastStepAt}`, sql`max(0, ${s.delayDays} - ${previousDay})`)}, ''))`
  return db
    .select({
      enrolmentId: e.id,
      lastPosition: e.lastPosition,
      email: contacts.email,
      firstName: contacts.firstName,
      stepId: s.id,
      position: s.position,
      subject: s.subject,
      body: s.body,
    })
    .from(e)
    .innerJoin(contacts, eq(contacts.id, e.contactId))
    .innerJoin(s, and(eq(s.sequenceId, e.sequenceId), eq(s.position, stepsAfterLast(sql`min(later.position)`))))
    .where(and(isNull(e.stoppedAt), sql`${dueAt} <= ${new Date(nowMs).toISOString()}`))
    .orderBy(asc(e.id))
    .limit(BATCH)
}

export type DueStep = {
  enrolmentId: number
  lastPosition: number
  email: string
  firstName: string | null
  stepId: number
  position: number
  subject: string
  body: string
}

/**
 * The guarded write: the email is queued, and the enrolment moved to this step, only while the enrolment is still
 * running, still at the position this run read, and its man has still not acted. One D1 batch is one transaction,
 * and both statements test the same condition, so either both happen or neither does.
 */
export async function claimStep(db: Database, step: DueStep, now = new Date().toISOString()): Promise<boolean> {
  const stillThere = and(
    eq(e.id, step.enrolmentId),
    isNull(e.stoppedAt),
    eq(e.lastPosition, step.lastPosition),
    sql`${stopReasonOf(e.contactId)} is null`,
  )!
  const [, claimed] = await rawBatch(db, [
    queueEmailWhen(
      db,
      {
        template: FOLLOW_UP_TEMPLATE,
        recipient: step.email,
        payload: {
          enrolmentId: step.enrolmentId,
          stepId: step.stepId,
          position: step.position,
          subject: step.subject,
          body: step.body,
          firstName: step.firstName,
        },
        key: followUpKey(step.enrolmentId, step.stepId),
      },
      sql`exists (select 1 from ${e} where ${stillThere})`,
    ),
    db.update(e).set({ lastPosition: step.position, lastStepAt: now }).where(stillThere).returning({ id: e.id }),
  ])
  return claimed!.results.length === 1
}
