// A man's follow-ups as the owner reads them in his journey (Leads tab): each sequence he entered, from which
// form, each email claimed for him with what the outbox did with it (sent, waiting, withheld and why), the next
// one and when it is due, or why the sequence stopped. Opens are not tracked (no pixel in our emails).
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { followUpSubject } from '../../../shared/follow-up-text.ts'
import { greetingName } from '../outbox/outbox.ts'
import { followUpKeyPrefix } from './run-follow-ups.ts'
import type { Database } from '../../platform/db/client.ts'
import { followUpEnrolments, followUpSequences, followUpSteps, outbox } from '../../platform/db/schema.ts'

const DAY_MS = 86_400_000

/** One enrolment's emails by their keys (`sequence:<enrolment>:<step>`): a range of the keys' unique index. */
const keysOf = (enrolmentId: number) => {
  const prefix = followUpKeyPrefix(enrolmentId)
  return and(gte(outbox.idempotencyKey, prefix), lt(outbox.idempotencyKey, `${prefix.slice(0, -1)};`))
}

/** Subjects read as he got them: his name in place of {firstName}. */
export async function followUpJourney(db: Database, contact: { id: number; firstName: string | null }) {
  const contactId = contact.id
  const e = followUpEnrolments
  const enrolments = await db
    .select({ enrolment: e, sequence: followUpSequences.name })
    .from(e)
    .innerJoin(followUpSequences, eq(followUpSequences.id, e.sequenceId))
    .where(eq(e.contactId, contactId))
    .orderBy(asc(e.id))
  if (enrolments.length === 0) return []
  const ids = enrolments.map((row) => row.enrolment.id)
  const enrolmentOf = sql<number>`json_extract(${outbox.payload}, '$.enrolmentId')`
  const [emails, steps] = await db.batch([
    db
      .select({
        enrolmentId: enrolmentOf,
        position: sql<number>`json_extract(${outbox.payload}, '$.position')`,
        subject: sql<string>`json_extract(${outbox.payload}, '$.subject')`,
        firstName: sql<string | null>`json_extract(${outbox.payload}, '$.firstName')`,
        status: outbox.status,
        queuedAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        note: outbox.lastError,
      })
      .from(outbox)
      .where(or(...ids.map(keysOf)))
      .orderBy(asc(outbox.id)),
    db
      .select()
      .from(followUpSteps)
      .where(
        inArray(
          followUpSteps.sequenceId,
          enrolments.map((row) => row.enrolment.sequenceId),
        ),
      )
      .orderBy(asc(followUpSteps.position)),
  ])
  return enrolments.map(({ enrolment, sequence }) => {
    const next = enrolment.stoppedAt
      ? undefined
      : steps.find((step) => step.sequenceId === enrolment.sequenceId && step.position > enrolment.lastPosition)
    return {
      id: enrolment.id,
      sequence,
      source: enrolment.source,
      enrolledAt: enrolment.enrolledAt,
      stoppedAt: enrolment.stoppedAt,
      stopReason: enrolment.stopReason,
      emails: emails
        .filter((email) => email.enrolmentId === enrolment.id)
        .map(({ enrolmentId: _enrolment, firstName, subject, ...email }) => ({
          ...email,
          subject: followUpSubject(subject, greetingName(firstName)),
        })),
      next: next
        ? {
            position: next.position,
            subject: followUpSubject(next.subject, greetingName(contact.firstName)),
            dueAt: new Date(Date.parse(enrolment.enrolledAt) + next.delayDays * DAY_MS).toISOString(),
          }
        : null,
    }
  })
}
