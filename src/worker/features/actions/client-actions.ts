// A signed-in client's actions for My coaching: those of his paid purchases, by due time, the owner's withdrawn
// ones left out (they ask nothing of him). An action that is not his is answered as one that does not exist.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { ActionView } from '../../../shared/actions.ts'
import type { Database } from '../../platform/db/client.ts'
import { actions, purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { markActionDone, reopenAction } from './action-moves.ts'
import { actionView } from './action-view.ts'

export const UNKNOWN_ACTION = 'We could not find this action on your page. Please reload it.'
export const UNDO_REFUSED = 'This action is already due, so it can no longer be undone.'

const ofClient = (email: string) =>
  and(sql`lower(${purchases.email}) = ${email.toLowerCase()}`, eq(purchases.status, 'succeeded'))

function rowsOfClient(db: Database, email: string) {
  return db
    .select({ action: actions, description: purchases.description })
    .from(actions)
    .innerJoin(purchases, eq(purchases.id, actions.purchaseId))
    .where(and(ofClient(email), ne(actions.status, 'withdrawn')))
    .orderBy(asc(actions.dueAt), asc(actions.id))
}

export async function actionsOfClient(db: Database, email: string, nowMs: number): Promise<ActionView[]> {
  const rows = await rowsOfClient(db, email)
  return rows.map((row) => actionView(row.action, row.description, nowMs))
}

async function ownAction(db: Database, email: string, id: number) {
  const [row] = await db
    .select({ action: actions, description: purchases.description })
    .from(actions)
    .innerJoin(purchases, eq(purchases.id, actions.purchaseId))
    .where(and(ofClient(email), eq(actions.id, id), inArray(actions.status, ['open', 'done'])))
  if (!row) throw new HttpError(404, UNKNOWN_ACTION)
  return row
}

/** His press on My coaching: done (twice changes nothing), or undone before its due time (409 after). */
export async function moveOwnAction(
  db: Database,
  email: string,
  id: number,
  move: 'done' | 'undo',
  nowMs: number,
): Promise<ActionView> {
  const { description } = await ownAction(db, email, id)
  const moved = move === 'done' ? await markActionDone(db, id, nowMs) : await reopenAction(db, id, nowMs)
  if (move === 'undo' && !moved.applied && moved.action?.status === 'done') throw new HttpError(409, UNDO_REFUSED)
  if (!moved.action || moved.action.status === 'withdrawn') throw new HttpError(404, UNKNOWN_ACTION)
  return actionView(moved.action, description, nowMs)
}
