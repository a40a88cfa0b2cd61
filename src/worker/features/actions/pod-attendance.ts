// Attendance at a pod's sessions, per man (decision 096): a pod session is the pod's weekly time, not a booking,
// so its marks are rows of their own, one per man and session; the owner's latest mark counts. The men of a pod
// are the paid purchases of its item made before that session began.
import { and, eq, gte, inArray, lte } from 'drizzle-orm'
import type { AttendanceMark } from '../../../shared/attendance.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, podAttendance, purchases } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'

/** How far back a held pod session stays on the owner's list while a man of it is not marked. */
const LOOK_BACK_MS = 14 * 86_400_000

export interface PodMan {
  purchaseId: number
  name: string
  email: string
  mark: AttendanceMark | null
}

export interface PodSessionToMark {
  itemId: number
  itemName: string
  startsAt: string
  men: PodMan[]
}

type Item = typeof inventoryItems.$inferSelect

/** The item's sessions that are over (ended by now) and began within the look-back, the latest first. */
function heldSessions(item: Item, nowMs: number): string[] {
  return podSessionTimes(item)
    .filter((session) => session.end <= nowMs && session.start >= nowMs - LOOK_BACK_MS)
    .map((session) => new Date(session.start).toISOString())
    .reverse()
}

/** Each pod session held lately in which a man is not marked yet, with every man of it and his mark. */
export async function podSessionsToMark(db: Database, nowMs: number): Promise<PodSessionToMark[]> {
  const pods = await db.select().from(inventoryItems).where(eq(inventoryItems.type, 'brotherhood_pod'))
  const held = pods.flatMap((item) => heldSessions(item, nowMs).map((startsAt) => ({ item, startsAt })))
  if (held.length === 0) return []
  const [men, marks] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(
        and(
          inArray(
            purchases.inventoryItemId,
            pods.map((item) => item.id),
          ),
          eq(purchases.type, 'brotherhood'),
          eq(purchases.status, 'succeeded'),
        ),
      ),
    db
      .select()
      .from(podAttendance)
      .where(gte(podAttendance.sessionStartsAt, new Date(nowMs - LOOK_BACK_MS).toISOString())),
  ])
  const markOf = new Map(marks.map((row) => [`${row.purchaseId}|${row.sessionStartsAt}`, row.mark]))
  return held
    .map(({ item, startsAt }) => ({
      itemId: item.id,
      itemName: item.name,
      startsAt,
      men: men
        .filter((man) => man.inventoryItemId === item.id && man.createdAt <= startsAt)
        .map((man) => ({
          purchaseId: man.id,
          name: `${man.firstName} ${man.lastName}`.trim(),
          email: man.email,
          mark: markOf.get(`${man.id}|${startsAt}`) ?? null,
        })),
    }))
    .filter((session) => session.men.some((man) => man.mark === null))
}

export type PodMarkRefusal = 'not-a-member' | 'not-a-session' | 'not-yet'

/**
 * The owner's mark of one man at one pod session that has begun; a second mark replaces the first (the latest
 * counts). Refused, without a write, for a purchase that is not a paid seat of a pod or a time that is not one of
 * its sessions.
 */
export async function markPodAttendance(
  db: Database,
  purchaseId: number,
  sessionStartsAt: string,
  mark: AttendanceMark,
  nowMs: number,
): Promise<{ applied: true } | { applied: false; refusal: PodMarkRefusal }> {
  const startsAt = new Date(sessionStartsAt).toISOString()
  const [seat] = await db
    .select({ item: inventoryItems, createdAt: purchases.createdAt })
    .from(purchases)
    .innerJoin(inventoryItems, eq(inventoryItems.id, purchases.inventoryItemId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.type, 'brotherhood'), eq(purchases.status, 'succeeded')))
  if (!seat) return { applied: false, refusal: 'not-a-member' }
  const isSession = podSessionTimes(seat.item).some((session) => session.start === Date.parse(startsAt))
  if (!isSession) return { applied: false, refusal: 'not-a-session' }
  if (Date.parse(startsAt) > nowMs) return { applied: false, refusal: 'not-yet' }
  const markedAt = new Date(nowMs).toISOString()
  await db
    .insert(podAttendance)
    .values({ purchaseId, sessionStartsAt: startsAt, mark, markedAt })
    .onConflictDoUpdate({
      target: [podAttendance.purchaseId, podAttendance.sessionStartsAt],
      set: { mark, markedAt },
      // An older mark arriving late never replaces a newer one.
      setWhere: lte(podAttendance.markedAt, markedAt),
    })
  return { applied: true }
}
