// The coach's calendar put back to what D1 books for one session, when the two parted over a package refunded
// meanwhile: a move whose guarded D1 write refused it, or the night finding the calendar moved on without D1. The
// calendar lets go of every time the session holds and holds D1's again while it is booked and not over.
import type { Booking } from './booking-messages.ts'
import { coachCalendar } from './calendar-of.ts'

/** What the calendar holds for the session now: D1's time, nothing (cancelled or over), or nothing for now
 * because another session took D1's time meanwhile (left for the owner). */
export type CalendarAsBooked = 'held' | 'freed' | 'taken'

export async function calendarAsBooked(env: Env, row: Booking, nowMs: number): Promise<CalendarAsBooked> {
  const calendar = coachCalendar(env)
  await calendar.release(row.ref)
  const start = Date.parse(row.startsAt)
  const end = start + row.durationMinutes * 60_000
  if (row.status !== 'booked' || end <= nowMs) return 'freed'
  const held = await calendar.restore({ ref: row.ref, start, end, version: row.sequence, moves: row.moves })
  return held === 'taken' ? 'taken' : 'held'
}
