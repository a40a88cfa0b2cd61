// Attendance (decision 075): once a session has begun the owner marks it attended or no-show;
// the sessions over and not yet marked make his short list; each month's no-show rate goes to Analytics.
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { AttendanceMark } from '../../../shared/attendance.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookings } from '../../platform/db/schema.ts'
import { reportMonthOf } from '../../platform/db/report-calendar.ts'
import { HttpError } from '../../platform/http-error.ts'

type Booking = typeof bookings.$inferSelect

export const NOT_YET = 'This session has not begun yet: mark it once it has.'
export const NOT_HELD = 'A canceled session has no attendance to mark.'
const TO_MARK_LIMIT = 50

/** When a session ends, in SQL: its start plus its length. */
const endOf = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${bookings.startsAt}, '+' || ${bookings.durationMinutes} || ' minutes')`

/**
 * The mark of a session that has begun (a mark can be corrected), as a statement not yet run, so the actions agreed
 * with it can be written in the same transaction; it returns the row only when it applied.
 */
export function markStatement(db: Database, id: number, mark: AttendanceMark, nowMs: number) {
  const now = new Date(nowMs).toISOString()
  return db
    .update(bookings)
    .set({ attendance: mark, attendanceMarkedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked'), lte(bookings.startsAt, now)))
    .returning()
}

/** Refuses (409) the mark of a session cancelled or not begun by `nowMs`: checked before anything is written. */
export function checkMarkable(booking: Pick<Booking, 'status' | 'startsAt'>, nowMs: number): void {
  if (booking.status === 'cancelled') throw new HttpError(409, NOT_HELD)
  if (Date.parse(booking.startsAt) > nowMs) throw new HttpError(409, NOT_YET)
}

/** Why a mark did not apply, read again: the session is gone (404), cancelled or not begun (409). */
export async function markRefused(db: Database, id: number, nowMs: number): Promise<never> {
  const booking = await db.query.bookings.findFirst({ where: eq(bookings.id, id) })
  if (!booking) throw new HttpError(404, 'Booking not found')
  checkMarkable(booking, nowMs)
  throw new HttpError(409, NOT_YET)
}

/** Marks a session that has begun; refuses a cancelled or future one. */
export async function markAttendance(db: Database, id: number, mark: AttendanceMark, nowMs = Date.now()) {
  const [marked] = await markStatement(db, id, mark, nowMs)
  return marked ?? markRefused(db, id, nowMs)
}

/** Sessions over and not yet marked, the latest first: what the owner has to do after his sessions. */
export function sessionsToMark(db: Database, nowMs = Date.now()) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        isNull(bookings.attendance),
        sql`${endOf} <= ${new Date(nowMs).toISOString()}`,
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(TO_MARK_LIMIT)
}

export interface AttendanceMonth {
  /** YYYY-MM of the sessions' start, UTC. */
  month: string
  attended: number
  noShows: number
  /** No-shows of the marked sessions, 0–1; null when none was marked. */
  noShowRate: number | null
}

/** The months from `fromIso` to `toIso` with marked sessions, oldest first. */
export async function attendanceByMonth(db: Database, fromIso: string, toIso: string): Promise<AttendanceMonth[]> {
  const month = reportMonthOf(bookings.startsAt)
  const rows = await db
    .select({
      month,
      attended: sql<number>`sum(case when ${bookings.attendance} = 'attended' then 1 else 0 end)`,
      noShows: sql<number>`sum(case when ${bookings.attendance} = 'no-show' then 1 else 0 end)`,
    })
    .from(bookings)
    .where(
      and(
        sql`${bookings.attendance} is not null`,
        sql`${bookings.startsAt} >= ${fromIso}`,
        sql`${bookings.startsAt} < ${toIso}`,
      ),
    )
    .groupBy(month)
    .orderBy(month)
  return rows.map((row) => {
    const marked = Number(row.attended) + Number(row.noShows)
    return {
      month: row.month,
      attended: Number(row.attended),
      noShows: Number(row.noShows),
      noShowRate: marked === 0 ? null : Number(row.noShows) / marked,
    }
  })
}
