// A client's actions as the owner reads them (the Leads journey): every action of his purchases with its state
// now, withdrawn ones with their reason, and his open and overdue counts.
import { asc, eq } from 'drizzle-orm'
import { type ActionState, actionState } from '../../../shared/actions.ts'
import type { Database } from '../../platform/db/client.ts'
import { actions, purchases } from '../../platform/db/schema.ts'
import { dueWords } from './due-words.ts'

export interface OwnerAction {
  id: number
  purchaseId: number
  description: string
  title: string
  detail: string | null
  assignedAt: string
  dueAt: string
  due: string
  state: ActionState
  doneAt: string | null
  doneLate: boolean
  note: string | null
  withdrawnReason: string | null
}

export interface OwnerActions {
  open: number
  overdue: number
  actions: OwnerAction[]
}

export async function actionsOfContact(db: Database, contactId: number, nowMs: number): Promise<OwnerActions> {
  const rows = await db
    .select({ action: actions, description: purchases.description })
    .from(actions)
    .innerJoin(purchases, eq(purchases.id, actions.purchaseId))
    .where(eq(purchases.contactId, contactId))
    .orderBy(asc(actions.dueAt), asc(actions.id))
  const list = rows.map(({ action, description }) => ({
    id: action.id,
    purchaseId: action.purchaseId,
    description,
    title: action.title,
    detail: action.detail,
    assignedAt: action.createdAt,
    dueAt: action.dueAt,
    due: dueWords(action.dueAt),
    state: actionState(action, nowMs),
    doneAt: action.doneAt,
    doneLate: action.doneAt !== null && action.doneAt > action.dueAt,
    note: action.note,
    withdrawnReason: action.withdrawnReason,
  }))
  return {
    open: list.filter((action) => action.state === 'open').length,
    overdue: list.filter((action) => action.state === 'overdue').length,
    actions: list,
  }
}
