// The owner's edit of the agreement and his answers to the intake: checked in the admin's form and on the Worker.
import { z } from 'zod'
import { AGREEMENT_WORDS_MAX, missingBlanks } from '../agreement.ts'
import { INTAKE_ANSWER_MAX } from '../guarantee.ts'

export const agreementEditSchema = z.strictObject({
  words: z
    .string({ error: 'Please write the agreement' })
    .trim()
    .min(1, { error: 'Please write the agreement' })
    .max(AGREEMENT_WORDS_MAX, { error: `Please keep the agreement to ${AGREEMENT_WORDS_MAX} characters` })
    .superRefine((words, ctx) => {
      const missing = missingBlanks(words)
      if (missing.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Keep ${missing.map((fact) => `{{${fact}}}`).join(', ')}: the buyer must read these facts before paying`,
        })
    }),
})

export const INTAKE_PROMPT_MAX = 300

export const intakeAnswerSchema = z.strictObject({
  questionId: z.number().int().positive(),
  answer: z.string().max(INTAKE_ANSWER_MAX, { error: `Please keep each answer to ${INTAKE_ANSWER_MAX} characters` }),
})

export const intakeQuestionsSchema = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        id: z.number().int().positive().optional(),
        prompt: z
          .string()
          .trim()
          .min(1, { error: 'Please write the question' })
          .max(INTAKE_PROMPT_MAX, { error: `Please keep each question to ${INTAKE_PROMPT_MAX} characters` }),
      }),
    )
    .max(20, { error: 'Please keep to 20 questions' }),
})
