// A purchase's intake (decision 109): his answers saved one question at a time as he types, and his "Finished",
// a guarded write that reports whether it applied. A purchase that stands (paid, not refunded) has one.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { intakeAnswers, intakeQuestions, purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { INTAKE_QUESTION_REMOVED } from '../../../shared/intake.ts'
import { activeQuestions } from './intake-questions.ts'

export interface IntakeItem {
  questionId: number
  prompt: string
  answer: string
  /** The owner removed the question after it was answered: the coach still reads it. */
  removed: boolean
}

export interface Intake {
  items: IntakeItem[]
  doneAt: string | null
}

/** The purchases that ask an intake: a pod or a one-to-one package. */
export const INTAKE_TYPES = ['brotherhood', 'one-to-one'] as const

/** His intake: the questions asked now with his answers, and the removed ones he had answered. */
export async function intakeOf(db: Database, purchase: { id: number; intakeDoneAt: string | null }): Promise<Intake> {
  const [asked, answers] = await Promise.all([
    activeQuestions(db),
    db
      .select({ questionId: intakeAnswers.questionId, answer: intakeAnswers.answer, prompt: intakeQuestions.prompt })
      .from(intakeAnswers)
      .innerJoin(intakeQuestions, eq(intakeQuestions.id, intakeAnswers.questionId))
      .where(eq(intakeAnswers.purchaseId, purchase.id))
      .orderBy(asc(intakeQuestions.position)),
  ])
  const given = new Map(answers.map((row) => [row.questionId, row]))
  const items: IntakeItem[] = asked.map((question) => ({
    questionId: question.id,
    prompt: question.prompt,
    answer: given.get(question.id)?.answer ?? '',
    removed: false,
  }))
  const askedIds = new Set(asked.map((question) => question.id))
  for (const row of answers)
    if (!askedIds.has(row.questionId) && row.answer.trim() !== '') items.push({ ...row, removed: true })
  return { items, doneAt: purchase.intakeDoneAt }
}

/** One answer as he typed it, written over the last; a question the owner removed meanwhile refuses it (409). */
export async function saveAnswer(db: Database, purchaseId: number, questionId: number, answer: string) {
  const question = await db.query.intakeQuestions.findFirst({ where: eq(intakeQuestions.id, questionId) })
  if (!question || !question.active) throw new HttpError(409, INTAKE_QUESTION_REMOVED)
  const updatedAt = new Date().toISOString()
  await db
    .insert(intakeAnswers)
    .values({ purchaseId, questionId, answer, updatedAt })
    .onConflictDoUpdate({ target: [intakeAnswers.purchaseId, intakeAnswers.questionId], set: { answer, updatedAt } })
  return { savedAt: updatedAt }
}

/** His "Finished": set once; reports whether this press set it (a second press finds it set). */
export async function finishIntake(db: Database, purchaseId: number, now = new Date()): Promise<boolean> {
  const done = await db
    .update(purchases)
    .set({ intakeDoneAt: now.toISOString() })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.intakeDoneAt)))
    .returning({ id: purchases.id })
  return done.length > 0
}

/** Whether a purchase asks an intake: it stands, and it is a pod or a package. */
export const asksIntake = (purchase: { type: string; status: string }) =>
  purchase.status === 'succeeded' && (INTAKE_TYPES as readonly string[]).includes(purchase.type)
