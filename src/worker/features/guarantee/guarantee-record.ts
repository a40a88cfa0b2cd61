// The guarantee's record of one purchase (decision 096), read in one D1 batch (one transaction) with the
// fingerprint of the rows it came from: the calls of its window with their marks, and the actions due in it. The
// refund link's press writes only while that fingerprint is still the one read (guardedOnRecord).
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { windowEndOf } from '../../../shared/refunds.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { actions, bookings, inventoryItems, podAttendance, purchases } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'
import type { GuaranteeAction, GuaranteeCall, GuaranteeRecord } from './guarantee-standing.ts'

/** What the guarantee covers: a pod or a one-to-one package, paid. */
const COVERED_TYPES = new Set(['brotherhood', 'one-to-one'])

/**
 * Every row the record is read from, as one string, in SQL so a guarded write can compare it in its own
 * statement: the purchase's state, its sessions (status, time, mark), its actions, its pod marks and its pod's
 * schedule (an owner moving a pod's dates changes which of its calls fall in the 30 days).
 */
export function recordFingerprintSql(purchaseId: number | SQL): SQL {
  return sql`(select coalesce(p.status || ':' || coalesce(p.fulfilled_at, ''), '') from purchases p where p.id = ${purchaseId})
    || '#' || coalesce((select group_concat(x, '|') from (select b.id || ':' || b.status || ':' || b.starts_at || ':'
      || coalesce(b.attendance, '') as x from bookings b where b.purchase_id = ${purchaseId} order by b.id)), '')
    || '#' || coalesce((select group_concat(x, '|') from (select a.id || ':' || a.status || ':' || a.due_at || ':'
      || coalesce(a.done_at, '') as x from actions a where a.purchase_id = ${purchaseId} order by a.id)), '')
    || '#' || coalesce((select group_concat(x, '|') from (select m.session_starts_at || ':' || m.mark as x
      from pod_attendance m where m.purchase_id = ${purchaseId} order by m.session_starts_at)), '')
    || '#' || coalesce((select coalesce(i.starts_on, '') || ':' || coalesce(i.day_of_week, '') || ':'
      || coalesce(i.time_slot, '') from inventory_items i join purchases p on p.inventory_item_id = i.id
      where p.id = ${purchaseId} and p.type = 'brotherhood'), '')`
}

const inWindow = (at: number, start: number, end: number) => at >= start && at <= end

function podCalls(
  item: typeof inventoryItems.$inferSelect | undefined,
  marks: Map<string, GuaranteeCall['mark']>,
): { startsAt: number; mark: GuaranteeCall['mark'] }[] {
  if (!item) return []
  return podSessionTimes(item).map(({ start }) => ({
    startsAt: start,
    mark: marks.get(new Date(start).toISOString()) ?? null,
  }))
}

// The record's six reads, built once per database client (platform/db/prepared.ts): a refund link's press and
// the owner's views read a record each time, and Drizzle building these six anew cost more than running them.
type RecordSlot = { purchaseId: number }
const fingerprintRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db.select({ fingerprint: sql<string>`${recordFingerprintSql(slot.purchaseId)}` }).from(sql`(select 1)`),
)
const purchaseRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db.select().from(purchases).where(eq(purchases.id, slot.purchaseId)),
)
const sessionsRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db
    .select({ startsAt: bookings.startsAt, attendance: bookings.attendance })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, slot.purchaseId), eq(bookings.status, 'booked'))),
)
const actionsRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db.select().from(actions).where(eq(actions.purchaseId, slot.purchaseId)),
)
const podMarksRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db.select().from(podAttendance).where(eq(podAttendance.purchaseId, slot.purchaseId)),
)
const podRead = preparedStatement((db: Database, slot: RecordSlot) =>
  db
    .select()
    .from(inventoryItems)
    .where(sql`${inventoryItems.id} = (select inventory_item_id from purchases where id = ${slot.purchaseId})`),
)

/** The record of decision 096 for one purchase; `nowMs` is the moment it is read at (the standing's clock). */
export async function loadGuaranteeRecord(db: Database, purchaseId: number, nowMs: number): Promise<GuaranteeRecord> {
  void nowMs
  const slot = { purchaseId }
  const [[print], [purchase], sessions, assigned, podMarks, [pod]] = await db.batch([
    fingerprintRead(db, slot),
    purchaseRead(db, slot),
    sessionsRead(db, slot),
    actionsRead(db, slot),
    podMarksRead(db, slot),
    podRead(db, slot),
  ])
  const fingerprint = print?.fingerprint ?? ''
  if (!purchase)
    return { purchaseId, covered: false, windowStartsAt: 0, windowEndsAt: 0, calls: [], actions: [], fingerprint }
  const windowStartsAt = Date.parse(purchase.fulfilledAt ?? purchase.createdAt)
  const windowEndsAt = windowEndOf(purchase)
  const covered =
    COVERED_TYPES.has(purchase.type) &&
    purchase.status === 'succeeded' &&
    purchase.fulfilledAt !== null &&
    purchase.amount > 0
  const marks = new Map(podMarks.map((m) => [m.sessionStartsAt, m.mark] as const))
  const all: GuaranteeCall[] =
    purchase.type === 'brotherhood'
      ? podCalls(pod, marks)
      : sessions.map((s) => ({ startsAt: Date.parse(s.startsAt), mark: s.attendance }))
  const calls = all
    .filter((call) => inWindow(call.startsAt, windowStartsAt, windowEndsAt))
    .sort((a, b) => a.startsAt - b.startsAt)
  const due: GuaranteeAction[] = assigned
    .filter((a) => a.status !== 'withdrawn' && inWindow(Date.parse(a.dueAt), windowStartsAt, windowEndsAt))
    .map((a) => ({
      id: a.id,
      title: a.title,
      dueAt: Date.parse(a.dueAt),
      status: a.status,
      doneAt: a.doneAt ? Date.parse(a.doneAt) : null,
    }))
    .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
  return { purchaseId, covered, windowStartsAt, windowEndsAt, calls, actions: due, fingerprint }
}
