// The actions feature's one entry (decision 096): the actions agreed after each call, his moves on them (done,
// undo, note) and the owner's (withdraw), each a guarded write that reports whether it applied.
export {
  type Action,
  type ActionMove,
  markActionDone,
  noteOnAction,
  reopenAction,
  REASON_REQUIRED,
  withdrawAction,
} from './action-moves.ts'
export { type ActionItem, type Assigned, assignActions, type Assignment } from './assign-actions.ts'
export { actionsOfPurchase } from './actions-of.ts'
export { defaultDueAt, nextSessionStart } from './default-due.ts'
export { actionLinksPublic } from './action-link-routes.ts'
export { actionsAdmin } from './actions-admin-routes.ts'
export { actionsOfClient, moveOwnAction, UNKNOWN_ACTION } from './client-actions.ts'
export { queueActionReminders } from './action-reminders.ts'
export { actionsOfContact, type OwnerAction, type OwnerActions } from './owner-actions.ts'
export { podSessionsToMark } from './pod-attendance.ts'
export { ACTION_LETTERS } from './action-letters.tsx'
