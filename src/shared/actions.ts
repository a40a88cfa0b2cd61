// An action as he and the owner read it (decision 096): open, done, overdue (its due time passed and not done),
// or withdrawn by the owner. "Overdue" is not stored: it is read from the due time at the moment of reading.
import type { ActionStatus } from './guarantee.ts'

export const ACTION_STATES = ['open', 'done', 'overdue', 'withdrawn'] as const
export type ActionState = (typeof ACTION_STATES)[number]

export const ACTION_STATE_LABELS: Readonly<Record<ActionState, string>> = {
  open: 'Open',
  done: 'Done',
  overdue: 'Overdue',
  withdrawn: 'Withdrawn',
}

export function actionState(action: { status: ActionStatus; dueAt: string }, nowMs: number): ActionState {
  if (action.status !== 'open') return action.status
  return Date.parse(action.dueAt) <= nowMs ? 'overdue' : 'open'
}

/** An action as his pages show it: the Done link's page and My coaching. */
export interface ActionView {
  id: number
  title: string
  detail: string | null
  dueAt: string
  /** 'Tue, Dec 8, 11:59 PM Pacific time'. */
  due: string
  state: ActionState
  doneAt: string | null
  /** Done after its due time: kept as done, but not on time. */
  doneLate: boolean
  note: string | null
  /** He may still undo it: done, and its due time not reached. */
  canUndo: boolean
  /** What it belongs to, as his purchases are named. */
  description: string
}
