// What the owner sends to assign actions with a session's mark, what he sends to withdraw one, and what a client
// sends from the Done link's page and My coaching. A due time is an ISO instant (the admin's datetime field on the
// business's clock, turned into one by the browser); none means the default (decision 104).
import { z } from 'zod'
import { ATTENDANCE_MARKS } from '../attendance.ts'
import { ACTION_DETAIL_MAX, ACTION_NOTE_MAX, ACTION_TITLE_MAX } from '../guarantee.ts'

export const ACTIONS_PER_CALL_MAX = 10
const DUE_MESSAGE = 'Please choose a due date'
const LINK_MESSAGE = 'This link is not complete. Please open it again from your email.'

const dueField = z
  .string({ error: DUE_MESSAGE })
  .max(40, { error: DUE_MESSAGE })
  .refine((value) => !Number.isNaN(Date.parse(value)) && /Z$|[+-]\d{2}:\d{2}$/.test(value), { error: DUE_MESSAGE })
  .nullish()

export const actionItemSchema = z.strictObject({
  title: z
    .string({ error: 'Write the action in a line' })
    .trim()
    .min(1, { error: 'Write the action in a line' })
    .max(ACTION_TITLE_MAX, { error: `Keep the action under ${ACTION_TITLE_MAX} characters` }),
  detail: z
    .string()
    .trim()
    .max(ACTION_DETAIL_MAX, { error: `Keep the detail under ${ACTION_DETAIL_MAX} characters` })
    .nullish(),
  dueAt: dueField,
})
export type ActionItemInput = z.input<typeof actionItemSchema>

const actionItems = z
  .array(actionItemSchema)
  .max(ACTIONS_PER_CALL_MAX, { error: `At most ${ACTIONS_PER_CALL_MAX} actions a call` })
  .default([])

const attendance = z.enum(ATTENDANCE_MARKS, { error: 'Choose attended or no-show' })

/** A one-to-one session's mark and the actions agreed in it, as one step. */
export const markSessionSchema = z.strictObject({ attendance, actions: actionItems })

/** One man's mark at a pod session and his own actions. */
export const markPodSessionSchema = z.strictObject({
  purchaseId: z.number().int().positive(),
  sessionStartsAt: z.iso.datetime({ error: 'Choose the pod session' }),
  attendance,
  actions: actionItems,
})

export const withdrawSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why the action is withdrawn' })
    .trim()
    .min(1, { error: 'Say why the action is withdrawn' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
})

const tokenField = z.string({ error: LINK_MESSAGE }).min(1, { error: LINK_MESSAGE }).max(100, { error: LINK_MESSAGE })
export const actionLinkSchema = z.strictObject({ token: tokenField })
const noteField = z
  .string({ error: 'Please write a note' })
  .max(ACTION_NOTE_MAX, { error: `Keep the note under ${ACTION_NOTE_MAX} characters` })
export const actionLinkNoteSchema = z.strictObject({ token: tokenField, note: noteField })
export const actionNoteSchema = z.strictObject({ note: noteField })
