// The actions of a purchase as the record keeps them, by due time (the earliest first), withdrawn ones included:
// each reader decides what a withdrawn action means to it.
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { actions } from '../../platform/db/schema.ts'
import type { Action } from './action-moves.ts'

export function actionsOfPurchase(db: Database, purchaseId: number): Promise<Action[]> {
  return db
    .select()
    .from(actions)
    .where(eq(actions.purchaseId, purchaseId))
    .orderBy(asc(actions.dueAt), asc(actions.id))
}
