// The owner's side of the follow-up sequences (decision 065): the list with each sequence's steps, sources and
// leads; a new sequence (the suggested one or a blank email); renaming; adding, editing and removing a step;
// which sequence each signup source starts. Steps keep their order in time: a step's day lies between its
// neighbours', so 'the next step' of a lead is also the next one due.
import { and, asc, count, desc, eq, gt, lt, max, sql } from 'drizzle-orm'
import { FOLLOW_UP_MAX_DAY, FOLLOW_UP_MAX_STEPS } from '../../../shared/follow-ups.ts'
import type { z } from 'zod'
import type { FOLLOW_UP_STARTS, followUpStepSchema } from '../../../shared/schemas/follow-ups.ts'
import { EMAIL_SIGNUP_SOURCES, type EmailSignupSource } from '../../../shared/schemas/leads.ts'
import type { Database } from '../../platform/db/client.ts'
import { followUpEnrolments, followUpSequences, followUpSources, followUpSteps } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { SUGGESTED_STEPS } from './suggested-sequence.ts'

type StepInput = z.output<typeof followUpStepSchema>

const BLANK_STEP = {
  delayDays: 0,
  subject: 'A note from your coach, {firstName}',
  body: 'Hi {firstName},\n\nWrite this email here. A blank line starts a new paragraph.',
}
/** A step added at the end comes this many days after the last one. */
const ADDED_STEP_GAP_DAYS = 3

const sequenceNotFound = () => new HttpError(404, 'Sequence not found')
const stepNotFound = () => new HttpError(404, 'Email not found')

export async function listSequences(db: Database) {
  const e = followUpEnrolments
  const [sequences, steps, sources, leads] = await db.batch([
    db.select().from(followUpSequences).orderBy(asc(followUpSequences.id)),
    db.select().from(followUpSteps).orderBy(asc(followUpSteps.sequenceId), asc(followUpSteps.position)),
    db.select().from(followUpSources),
    db
      .select({ sequenceId: e.sequenceId, running: sql<number>`sum(${e.stoppedAt} is null)`, all: count() })
      .from(e)
      .groupBy(e.sequenceId),
  ])
  return {
    sequences: sequences.map((sequence) => {
      const counts = leads.find((row) => row.sequenceId === sequence.id)
      return {
        id: sequence.id,
        name: sequence.name,
        updatedAt: sequence.updatedAt,
        sources: sources.filter((row) => row.sequenceId === sequence.id).map((row) => row.source),
        running: Number(counts?.running ?? 0),
        finished: (counts?.all ?? 0) - Number(counts?.running ?? 0),
        steps: steps
          .filter((step) => step.sequenceId === sequence.id)
          .map(({ id, position, delayDays, subject, body, updatedAt }) => ({
            id,
            position,
            delayDays,
            subject,
            body,
            updatedAt,
          })),
      }
    }),
    sources: Object.fromEntries(
      EMAIL_SIGNUP_SOURCES.map((source) => [source, sources.find((row) => row.source === source)?.sequenceId ?? null]),
    ) as Record<EmailSignupSource, number | null>,
  }
}

export async function createSequence(
  db: Database,
  input: { name: string; startFrom: (typeof FOLLOW_UP_STARTS)[number] },
): Promise<{ id: number }> {
  const [sequence] = await db.insert(followUpSequences).values({ name: input.name }).returning()
  const steps = input.startFrom === 'suggested' ? SUGGESTED_STEPS : [BLANK_STEP]
  await db
    .insert(followUpSteps)
    .values(steps.map((step, index) => ({ ...step, sequenceId: sequence!.id, position: index + 1 })))
  return { id: sequence!.id }
}

export async function renameSequence(db: Database, id: number, name: string): Promise<void> {
  const [row] = await db
    .update(followUpSequences)
    .set({ name, updatedAt: new Date().toISOString() })
    .where(eq(followUpSequences.id, id))
    .returning({ id: followUpSequences.id })
  if (!row) throw sequenceNotFound()
}

/** Only a sequence no lead has entered: one that has keeps its leads' history (point its sources elsewhere). */
export async function deleteSequence(db: Database, id: number): Promise<void> {
  const [entered] = await db
    .select({ n: count() })
    .from(followUpEnrolments)
    .where(eq(followUpEnrolments.sequenceId, id))
  const leads = entered?.n ?? 0
  if (leads > 0)
    throw new HttpError(
      409,
      `${countOf(leads, 'lead has', 'leads have')} been in this sequence, so it stays for their history. ` +
        'To stop using it, point its sources at another sequence or at none.',
    )
  const [row] = await db
    .delete(followUpSequences)
    .where(eq(followUpSequences.id, id))
    .returning({ id: followUpSequences.id })
  if (!row) throw sequenceNotFound()
}

async function sequenceExists(db: Database, id: number): Promise<void> {
  const row = await db.query.followUpSequences.findFirst({ where: eq(followUpSequences.id, id) })
  if (!row) throw sequenceNotFound()
}

/**
 * A new last email. Its position is after every position a lead of this sequence has reached, so a removed step's
 * position is never given to a new one (a lead past it would skip the new email).
 */
export async function addStep(db: Database, sequenceId: number): Promise<{ id: number }> {
  await sequenceExists(db, sequenceId)
  const [steps, reached] = await db.batch([
    db
      .select({ position: followUpSteps.position, delayDays: followUpSteps.delayDays })
      .from(followUpSteps)
      .where(eq(followUpSteps.sequenceId, sequenceId))
      .orderBy(desc(followUpSteps.position)),
    db
      .select({ position: max(followUpEnrolments.lastPosition) })
      .from(followUpEnrolments)
      .where(eq(followUpEnrolments.sequenceId, sequenceId)),
  ])
  if (steps.length >= FOLLOW_UP_MAX_STEPS)
    throw new HttpError(409, `A sequence has at most ${FOLLOW_UP_MAX_STEPS} emails`)
  const last = steps[0]
  const position = Math.max(last?.position ?? 0, reached[0]?.position ?? 0) + 1
  const delayDays = Math.min((last?.delayDays ?? 0) + (last ? ADDED_STEP_GAP_DAYS : 0), FOLLOW_UP_MAX_DAY)
  const [step] = await db
    .insert(followUpSteps)
    .values({ ...BLANK_STEP, sequenceId, position, delayDays })
    .returning({ id: followUpSteps.id })
  return { id: step!.id }
}

/** The step's day must keep the order: on or after the previous email's, on or before the next one's. */
async function dayProblem(db: Database, step: { sequenceId: number; position: number }, day: number) {
  const [before, after] = await db.batch([
    db
      .select({ day: max(followUpSteps.delayDays) })
      .from(followUpSteps)
      .where(and(eq(followUpSteps.sequenceId, step.sequenceId), lt(followUpSteps.position, step.position))),
    db
      .select({ day: sql<number | null>`min(${followUpSteps.delayDays})` })
      .from(followUpSteps)
      .where(and(eq(followUpSteps.sequenceId, step.sequenceId), gt(followUpSteps.position, step.position))),
  ])
  const earliest = before[0]?.day ?? null
  const latest = after[0]?.day ?? null
  if (earliest !== null && day < earliest)
    return `This email comes after one sent on day ${earliest}: choose day ${earliest} or later`
  if (latest !== null && day > latest)
    return `This email comes before one sent on day ${latest}: choose day ${latest} or earlier`
  return null
}

export async function updateStep(db: Database, sequenceId: number, stepId: number, input: StepInput) {
  const step = await db.query.followUpSteps.findFirst({
    where: and(eq(followUpSteps.id, stepId), eq(followUpSteps.sequenceId, sequenceId)),
  })
  if (!step) throw stepNotFound()
  const problem = await dayProblem(db, step, input.delayDays)
  if (problem) throw new HttpError(400, problem, { fields: { delayDays: problem } })
  const [row] = await db
    .update(followUpSteps)
    .set({ ...input, updatedAt: new Date().toISOString() })
    .where(eq(followUpSteps.id, stepId))
    .returning()
  return row!
}

/** A lead past the removed email is unaffected; one before it gets the next email on its day. */
export async function removeStep(db: Database, sequenceId: number, stepId: number): Promise<void> {
  const steps = await db
    .select({ id: followUpSteps.id })
    .from(followUpSteps)
    .where(eq(followUpSteps.sequenceId, sequenceId))
  if (!steps.some((step) => step.id === stepId)) throw stepNotFound()
  if (steps.length === 1)
    throw new HttpError(409, 'A sequence needs at least one email. To stop sending it, point its sources elsewhere.')
  await db.delete(followUpSteps).where(eq(followUpSteps.id, stepId))
}

export async function setSource(db: Database, source: EmailSignupSource, sequenceId: number | null): Promise<void> {
  if (sequenceId === null) {
    await db.delete(followUpSources).where(eq(followUpSources.source, source))
    return
  }
  await sequenceExists(db, sequenceId)
  await db
    .insert(followUpSources)
    .values({ source, sequenceId })
    .onConflictDoUpdate({
      target: followUpSources.source,
      set: { sequenceId, updatedAt: new Date().toISOString() },
    })
}
