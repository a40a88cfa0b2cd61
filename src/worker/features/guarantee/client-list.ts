// The owner's one list of coaching clients (decision 107): each paid pod or one-to-one package with where its
// guarantee stands, the next session, actions open and overdue, whether the intake is done and the sessions left.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { findItem } from '../../platform/db/item-by-id.ts'
import { actions, bookings, purchases } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'
import type { GuaranteeView } from '../../../shared/guarantee.ts'
import { loadGuaranteeRecord } from './guarantee-record.ts'
import { guaranteeStanding } from './guarantee-standing.ts'

/** The newest first; an owner with more clients than this reads the Leads tab for the rest. */
const LIST_LIMIT = 100

export interface CoachingClient {
  purchaseId: number
  name: string
  email: string
  description: string
  type: 'brotherhood' | 'one-to-one'
  paidAt: string
  guarantee: GuaranteeView
  /** The next session's start (ISO), null when none is booked or left. */
  nextSession: string | null
  actionsOpen: number
  actionsOverdue: number
  intakeDoneAt: string | null
  /** Sessions not yet held: a package's credits not used, a pod's meetings ahead. */
  sessionsLeft: number | null
}

type Row = typeof purchases.$inferSelect

async function actionCounts(db: Database, ids: number[], nowIso: string) {
  const rows = await db
    .select({
      purchaseId: actions.purchaseId,
      open: sql<number>`sum(case when ${actions.status} = 'open' then 1 else 0 end)`,
      overdue: sql<number>`sum(case when ${actions.status} = 'open' and ${actions.dueAt} < ${nowIso} then 1 else 0 end)`,
    })
    .from(actions)
    .where(inArray(actions.purchaseId, ids))
    .groupBy(actions.purchaseId)
  return new Map(rows.map((r) => [r.purchaseId, { open: Number(r.open), overdue: Number(r.overdue) }]))
}

async function packageSessions(db: Database, row: Row, nowIso: string) {
  const booked = await db
    .select({ startsAt: bookings.startsAt, attendance: bookings.attendance })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, row.id), eq(bookings.status, 'booked')))
    .orderBy(bookings.startsAt)
  const next = booked.find((b) => b.startsAt > nowIso)?.startsAt ?? null
  const held = booked.filter((b) => b.startsAt <= nowIso).length
  return { next, left: row.sessionsIncluded === null ? null : Math.max(0, row.sessionsIncluded - held) }
}

async function podSessions(db: Database, row: Row, now: number) {
  if (row.inventoryItemId === null) return { next: null, left: null }
  const item = await findItem(db, row.inventoryItemId)
  const ahead = item ? podSessionTimes(item).filter((s) => s.start > now) : []
  return { next: ahead[0] ? new Date(ahead[0].start).toISOString() : null, left: ahead.length }
}

export async function coachingClients(db: Database, now: number): Promise<CoachingClient[]> {
  const nowIso = new Date(now).toISOString()
  const rows = await db
    .select()
    .from(purchases)
    .where(and(inArray(purchases.type, ['brotherhood', 'one-to-one']), eq(purchases.status, 'succeeded')))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(LIST_LIMIT)
  if (rows.length === 0) return []
  const counts = await actionCounts(
    db,
    rows.map((r) => r.id),
    nowIso,
  )
  return Promise.all(
    rows.map(async (row) => {
      const sessions =
        row.type === 'one-to-one' ? await packageSessions(db, row, nowIso) : await podSessions(db, row, now)
      return {
        purchaseId: row.id,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        description: row.description,
        type: row.type as CoachingClient['type'],
        paidAt: row.fulfilledAt ?? row.createdAt,
        guarantee: guaranteeStanding(await loadGuaranteeRecord(db, row.id, now), now),
        nextSession: sessions.next,
        actionsOpen: counts.get(row.id)?.open ?? 0,
        actionsOverdue: counts.get(row.id)?.overdue ?? 0,
        intakeDoneAt: row.intakeDoneAt,
        sessionsLeft: sessions.left,
      }
    }),
  )
}
