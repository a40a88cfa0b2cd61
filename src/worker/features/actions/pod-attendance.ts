// Attendance at a pod's sessions, per man (decision 096): a pod session is the pod's weekly time, not a booking,
// so its marks are rows of their own, one per man and session; the owner's latest mark counts. The men of a pod
// are the paid purchases of its item made before that session began.
import { and, eq, inArray, lte } from 'drizzle-orm'
import type { AttendanceMark } from '../../../shared/attendance.ts'
import { windowEndOf } from '../../../shared/refunds.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, podAttendance, purchases, refundRequests } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'

/**
 * How far back a held pod session stays on the owner's list while a man of it is not marked, unless his
 * guarantee hangs on that mark (decision 114): then it stays until he is marked.
 */
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
type Seat = typeof purchases.$inferSelect

/** The item's sessions that are over (ended by now), the latest first. */
function heldSessions(item: Item, nowMs: number): string[] {
  return podSessionTimes(item)
    .filter((session) => session.end <= nowMs)
    .map((session) => new Date(session.start).toISOString())
    .reverse()
}

/**
 * Whether his guarantee waits on his mark at this session: it began inside his 30 days, and those days are not
 * over or his claim waits for the marks. Such a session never ages off the list.
 */
function guaranteeWaitsOn(man: Seat, startsAt: string, nowMs: number, claimsWaiting: Set<number>): boolean {
  if (man.fulfilledAt === null) return false
  const at = Date.parse(startsAt)
  const windowEndsAt = windowEndOf(man)
  const inWindow = at >= Date.parse(man.fulfilledAt) && at <= windowEndsAt
  return inWindow && (windowEndsAt >= nowMs || claimsWaiting.has(man.id))
}

/**
 * Each held pod session in which a man is not marked yet, with every man of it and his mark: those of the last
 * two weeks, and any older one a man's guarantee still waits on.
 */
export async function podSessionsToMark(db: Database, nowMs: number): Promise<PodSessionToMark[]> {
  const pods = await db.select().from(inventoryItems).where(eq(inventoryItems.type, 'brotherhood_pod'))
  const held = pods.flatMap((item) => heldSessions(item, nowMs).map((startsAt) => ({ item, startsAt })))
  if (held.length === 0) return []
  const men = await db
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
    )
  const ids = men.map((man) => man.id)
  const [marks, waiting] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(podAttendance).where(inArray(podAttendance.purchaseId, ids)),
          db
            .select({ purchaseId: refundRequests.purchaseId })
            .from(refundRequests)
            .where(and(inArray(refundRequests.purchaseId, ids), eq(refundRequests.status, 'awaiting-marks'))),
        ])
  const markOf = new Map(marks.map((row) => [`${row.purchaseId}|${row.sessionStartsAt}`, row.mark]))
  const claimsWaiting = new Set(waiting.map((row) => row.purchaseId))
  const recent = (startsAt: string) => Date.parse(startsAt) >= nowMs - LOOK_BACK_MS
  return held
    .map(({ item, startsAt }) => {
      const ofSession = men.filter((man) => man.inventoryItemId === item.id && man.createdAt <= startsAt)
      const unmarked = ofSession.filter((man) => !markOf.has(`${man.id}|${startsAt}`))
      const listed =
        unmarked.length > 0 &&
        (recent(startsAt) || unmarked.some((man) => guaranteeWaitsOn(man, startsAt, nowMs, claimsWaiting)))
      return {
        listed,
        session: {
          itemId: item.id,
          itemName: item.name,
          startsAt,
          men: ofSession.map((man) => ({
            purchaseId: man.id,
            name: `${man.firstName} ${man.lastName}`.trim(),
            email: man.email,
            mark: markOf.get(`${man.id}|${startsAt}`) ?? null,
          })),
        },
      }
    })
    .filter(({ listed }) => listed)
    .map(({ session }) => session)
}

export type PodMarkRefusal = 'not-a-member' | 'not-a-session' | 'not-yet' | 'later-mark'

/**
 * The owner's mark of one man at one pod session that has begun, as a statement not yet run, so the actions
 * agreed with it can be written in the same transaction; it returns the row only when it applied. Refused,
 * without a write, for a purchase that is not a paid seat of a pod or a time that is not one of its sessions.
 */
export async function podMarkWrite(
  db: Database,
  purchaseId: number,
  sessionStartsAt: string,
  mark: AttendanceMark,
  nowMs: number,
) {
  const startsAt = new Date(sessionStartsAt).toISOString()
  const [seat] = await db
    .select({ item: inventoryItems, createdAt: purchases.createdAt })
    .from(purchases)
    .innerJoin(inventoryItems, eq(inventoryItems.id, purchases.inventoryItemId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.type, 'brotherhood'), eq(purchases.status, 'succeeded')))
  if (!seat) return { refusal: 'not-a-member' as const }
  const isSession = podSessionTimes(seat.item).some((session) => session.start === Date.parse(startsAt))
  if (!isSession) return { refusal: 'not-a-session' as const }
  if (Date.parse(startsAt) > nowMs) return { refusal: 'not-yet' as const }
  const markedAt = new Date(nowMs).toISOString()
  const statement = db
    .insert(podAttendance)
    .values({ purchaseId, sessionStartsAt: startsAt, mark, markedAt })
    .onConflictDoUpdate({
      target: [podAttendance.purchaseId, podAttendance.sessionStartsAt],
      set: { mark, markedAt },
      // An older mark arriving late never replaces a newer one.
      setWhere: lte(podAttendance.markedAt, markedAt),
    })
    .returning({ mark: podAttendance.mark })
  return { statement }
}

/** Whether the mark's statement wrote (its returned rows): none when a later mark already saved stands. */
export const markWritten = (result: unknown): boolean => Array.isArray(result) && result.length > 0
