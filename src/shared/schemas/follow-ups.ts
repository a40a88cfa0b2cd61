// The Sequences tab's forms (decision 065): a step's day, subject and body, a sequence's name, which sequence
// each signup source starts. The admin's form validates with these before sending and the worker again on
// arrival, with the same messages.
import { z } from 'zod'
import { FOLLOW_UP_BODY_MAX, FOLLOW_UP_MAX_DAY, FOLLOW_UP_NAME_MAX, FOLLOW_UP_SUBJECT_MAX } from '../follow-ups.ts'
import { followUpTextProblem } from '../follow-up-text.ts'
import { EMAIL_SIGNUP_SOURCES } from './leads.ts'

const DAY_MESSAGE = `Day must be a whole number from 0 to ${FOLLOW_UP_MAX_DAY}`

/** Text the email is made of: required, within its limit, with only the placeholder and links it can carry. */
function followUpText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Please keep this under ${max} characters` })
    .superRefine((text, ctx) => {
      const problem = followUpTextProblem(text)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

/** What the owner writes for one email: its day, subject and body. Also what the preview and the test send take. */
export const followUpStepSchema = z.strictObject({
  delayDays: z
    .number({ error: DAY_MESSAGE })
    .int({ error: DAY_MESSAGE })
    .min(0, { error: DAY_MESSAGE })
    .max(FOLLOW_UP_MAX_DAY, { error: DAY_MESSAGE }),
  subject: followUpText('Subject is required', FOLLOW_UP_SUBJECT_MAX),
  body: followUpText('Body is required', FOLLOW_UP_BODY_MAX),
})
export type FollowUpStepInput = z.input<typeof followUpStepSchema>

/** The preview and the test send: the words as they stand in the form, saved or not. */
export const followUpDraftSchema = followUpStepSchema.pick({ subject: true, body: true })

const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(FOLLOW_UP_NAME_MAX, { error: `Please keep this under ${FOLLOW_UP_NAME_MAX} characters` })

export const FOLLOW_UP_STARTS = ['suggested', 'blank'] as const

export const followUpSequenceCreateSchema = z.strictObject({
  name: nameField,
  startFrom: z.enum(FOLLOW_UP_STARTS, { error: 'Please choose how the sequence starts' }),
})

export const followUpSequenceRenameSchema = z.strictObject({ name: nameField })

export const followUpSourceParam = z.object({
  source: z.enum(EMAIL_SIGNUP_SOURCES, { error: 'Unknown signup source' }),
})

/** Which sequence a source starts; null for none. */
export const followUpSourceSchema = z.strictObject({
  sequenceId: z.number({ error: 'Please choose a sequence' }).int().positive().nullable(),
})
