// His moves on an action and the owner's (decision 096): open → done (his press, any time: done after the due time
// is kept as done late), done → open (his undo, only before the due time), open | done → withdrawn (the owner, with
// a reason). Each is one guarded write whose WHERE is the state it moves from; a caller that loses reads the row
// as it is and knows its move did not apply.
import { and, eq, gt, inArray } from 'drizzle-orm'
import { ACTION_NOTE_MAX } from '../../../shared/guarantee.ts'
import type { Database } from '../../platform/db/client.ts'
import { actions } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'

export type Action = typeof actions.$inferSelect

/** What a move did: `applied` when this call changed the row; the row as it is now (null: no such action). */
export interface ActionMove {
  applied: boolean
  action: Action | null
}

export const REASON_REQUIRED = 'Say why the action is withdrawn: he and the record will read it.'
export const NOTE_TOO_LONG = `A note is at most ${ACTION_NOTE_MAX} characters.`

const iso = (ms: number) => new Date(ms).toISOString()

const current = (db: Database, id: number) =>
  db.query.actions.findFirst({ where: eq(actions.id, id) }).then((a) => a ?? null)

async function settle(db: Database, id: number, moved: Action | undefined): Promise<ActionMove> {
  return moved ? { applied: true, action: moved } : { applied: false, action: await current(db, id) }
}

/** open → done. A done action stays done with its first time (pressing twice changes nothing). */
export async function markActionDone(db: Database, id: number, nowMs: number): Promise<ActionMove> {
  const [moved] = await db
    .update(actions)
    .set({ status: 'done', doneAt: iso(nowMs), updatedAt: iso(nowMs) })
    .where(and(eq(actions.id, id), eq(actions.status, 'open')))
    .returning()
  return settle(db, id, moved)
}

/** done → open, only strictly before the due time: once due, what was done by then is the record. */
export async function reopenAction(db: Database, id: number, nowMs: number): Promise<ActionMove> {
  const [moved] = await db
    .update(actions)
    .set({ status: 'open', doneAt: null, updatedAt: iso(nowMs) })
    .where(and(eq(actions.id, id), eq(actions.status, 'done'), gt(actions.dueAt, iso(nowMs))))
    .returning()
  return settle(db, id, moved)
}

/** open | done → withdrawn by the owner; a reason is required (400 without one). */
export async function withdrawAction(db: Database, id: number, reason: string, nowMs: number): Promise<ActionMove> {
  const why = reason.trim()
  if (!why) throw new HttpError(400, REASON_REQUIRED, { fields: { reason: REASON_REQUIRED } })
  const [moved] = await db
    .update(actions)
    .set({ status: 'withdrawn', withdrawnReason: why, updatedAt: iso(nowMs) })
    .where(and(eq(actions.id, id), inArray(actions.status, ['open', 'done'])))
    .returning()
  return settle(db, id, moved)
}

/** His short note on an action not withdrawn; an empty note clears it. */
export async function noteOnAction(db: Database, id: number, note: string, nowMs: number): Promise<ActionMove> {
  const text = note.trim()
  if (text.length > ACTION_NOTE_MAX) throw new HttpError(400, NOTE_TOO_LONG, { fields: { note: NOTE_TOO_LONG } })
  const [moved] = await db
    .update(actions)
    .set({ note: text || null, updatedAt: iso(nowMs) })
    .where(and(eq(actions.id, id), inArray(actions.status, ['open', 'done'])))
    .returning()
  return settle(db, id, moved)
}
