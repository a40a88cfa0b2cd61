// The owner's intake questions (decision 109): an ordered list he edits; a question he removes is only marked
// inactive, so every answer given to it stays readable beside the client.
import { asc, eq, notInArray, sql } from 'drizzle-orm'
import { DEFAULT_INTAKE_QUESTIONS } from '../../../shared/intake.ts'
import type { Database } from '../../platform/db/client.ts'
import { intakeQuestions } from '../../platform/db/schema.ts'

export type IntakeQuestion = typeof intakeQuestions.$inferSelect

/** The questions asked now, in order; a site that never had any gets the business's first three. */
export async function activeQuestions(db: Database): Promise<IntakeQuestion[]> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)` }).from(intakeQuestions)
  if (count === 0)
    await db.insert(intakeQuestions).values(DEFAULT_INTAKE_QUESTIONS.map((prompt, position) => ({ prompt, position })))
  return db
    .select()
    .from(intakeQuestions)
    .where(eq(intakeQuestions.active, true))
    .orderBy(asc(intakeQuestions.position))
}

/**
 * The owner's list as saved: each question with an id keeps it (its answers stay with its new words), a new one
 * is added, and an active one left out is removed from the form but keeps its answers.
 */
export async function saveQuestions(db: Database, list: { id?: number; prompt: string }[]): Promise<IntakeQuestion[]> {
  await activeQuestions(db)
  const kept = list.flatMap((question) => (question.id ? [question.id] : []))
  await db
    .update(intakeQuestions)
    .set({ active: false })
    .where(kept.length > 0 ? notInArray(intakeQuestions.id, kept) : sql`1 = 1`)
  for (const [position, question] of list.entries()) {
    if (question.id)
      await db
        .update(intakeQuestions)
        .set({ prompt: question.prompt, position, active: true })
        .where(eq(intakeQuestions.id, question.id))
    else await db.insert(intakeQuestions).values({ prompt: question.prompt, position })
  }
  return activeQuestions(db)
}
