// An action as his pages show it (shared/actions.ts's ActionView), read at one moment: overdue and whether he may
// still undo are decided by that moment and the due time.
import { actionState, type ActionView } from '../../../shared/actions.ts'
import type { Action } from './action-moves.ts'
import { dueWords } from './due-words.ts'

export function actionView(action: Action, description: string, nowMs: number): ActionView {
  const beforeDue = nowMs < Date.parse(action.dueAt)
  return {
    id: action.id,
    title: action.title,
    detail: action.detail,
    dueAt: action.dueAt,
    due: dueWords(action.dueAt),
    state: actionState(action, nowMs),
    doneAt: action.doneAt,
    doneLate: action.doneAt !== null && action.doneAt > action.dueAt,
    note: action.note,
    canUndo: action.status === 'done' && beforeDue,
    description,
  }
}
