// The coach's calendar object against D1's bookings (decision 093). The calendar decides who gets a time and D1
// follows it (decision 072), but the two are written one after the other, so a fault between them leaves a time
// held in one and not the other. Every session not over yet is compared by its ref; each difference is listed and
// mended by a guarded write: a time with no booking behind it is freed, a booking the calendar lost is held again
// while its time is free, a booking left at an older time follows the calendar's move, and a time a move left
// held is freed once D1 no longer books it. What changed within the last hour is left alone: a booking may still
// be being written.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { bookings } from '../../platform/db/schema.ts'
import {
  type BookedSession,
  calendarAsBooked,
  type CalendarAsBooked,
  coachCalendar,
  type MovedFrom,
  packageGone,
} from '../bookings/bookings.ts'
import type { Difference } from './differences.ts'

type Booking = typeof bookings.$inferSelect
type Calendar = ReturnType<typeof coachCalendar>

const HOUR_MS = 3_600_000
/** D1 binds at most 100 parameters a statement. */
const CHUNK = 90
const iso = (ms: number) => new Date(ms).toISOString()
const endOf = (booking: Booking) => Date.parse(booking.startsAt) + booking.durationMinutes * 60_000

const difference = (kind: Difference['kind'], ref: string, detail: string, purchaseId: number | null): Difference => ({
  kind,
  key: `${kind}:${ref}`,
  detail,
  paymentIntentId: null,
  purchaseId,
  inventoryItemId: null,
})

/** D1's bookings not over at `nowMs`, and every row the calendar's refs name (whatever its status). */
async function bookingsToCompare(db: Database, refs: string[], nowMs: number): Promise<Map<string, Booking>> {
  const booked = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), gt(bookings.startsAt, iso(nowMs - 24 * HOUR_MS))))
  const named: Booking[] = []
  for (let i = 0; i < refs.length; i += CHUNK)
    named.push(
      ...(await db
        .select()
        .from(bookings)
        .where(inArray(bookings.ref, refs.slice(i, i + CHUNK)))),
    )
  const byRef = new Map<string, Booking>()
  for (const row of [...booked.filter((b) => endOf(b) > nowMs), ...named]) byRef.set(row.ref, row)
  return byRef
}

async function strayTime(calendar: Calendar, held: BookedSession, row: Booking | undefined, nowMs: number) {
  // A cancelled row was released already as D1 knows; a missing one may be a booking still being written.
  const freed = await calendar.releaseStray(held.ref, held.version, row ? nowMs : nowMs - HOUR_MS)
  const what = row ? 'a canceled booking' : 'no booking'
  const done = freed ? 'the time is free again' : 'left as it is: taken within the last hour'
  return difference(
    'calendar-time-without-booking',
    held.ref,
    `Session ${held.ref} at ${iso(held.start)} is held in the calendar with ${what} in the database; ${done}.`,
    row?.purchaseId ?? null,
  )
}

/**
 * D1 follows the calendar's newer version of the session (a move whose D1 write was lost); `followed` lists it.
 * Never onto a refunded package: the calendar goes back to D1's time instead (decision 116).
 */
async function followMove(
  db: Database,
  env: Env,
  held: BookedSession,
  row: Booking,
  nowMs: number,
  followed: Set<string>,
) {
  const [written] = await db
    .update(bookings)
    .set({ startsAt: iso(held.start), sequence: held.version, moves: held.moves })
    .where(
      and(
        eq(bookings.id, row.id),
        eq(bookings.status, 'booked'),
        lt(bookings.sequence, held.version),
        sql`not ${packageGone(bookings.purchaseId)}`,
      ),
    )
    .returning({ id: bookings.id })
  if (written) followed.add(held.ref)
  const done = written ? 'the database now follows the calendar' : await backToBooked(db, env, row, nowMs)
  return difference(
    'booking-time-differs',
    held.ref,
    `Session ${held.ref} is booked at ${row.startsAt} in the database and held at ${iso(held.start)} in the calendar; ${done}.`,
    row.purchaseId,
  )
}

const AS_BOOKED: Record<CalendarAsBooked, string> = {
  held: 'its package was refunded, so the database keeps its time and the calendar holds it there again',
  freed: 'its package was refunded, so the database keeps its time and the calendar lets go of the other',
  taken: 'its package was refunded, so the database keeps its time; left for the owner: another session holds it',
}

/** What is done when D1 did not follow: for a refunded package the calendar goes back to D1's time. */
async function backToBooked(db: Database, env: Env, row: Booking, nowMs: number): Promise<string> {
  const [gone] =
    row.purchaseId === null ? [] : await db.all<{ yes: number }>(sql`select ${packageGone(row.purchaseId)} as yes`)
  if (!gone?.yes) return 'left for the owner: the database is not older'
  return AS_BOOKED[await calendarAsBooked(env, row, nowMs)]
}

/**
 * A time a move left held (its D1 write or the freeing after it failed): freed once D1 no longer books the session
 * there, listed unless the move was listed already (D1 just followed it).
 */
async function movedFromTime(calendar: Calendar, left: MovedFrom, row: Booking | undefined, followed: boolean) {
  if (row?.status === 'booked' && Date.parse(row.startsAt) === left.start && !followed) return null
  const freed = await calendar.releaseMovedFrom(left.ref, left.version)
  if (followed) return null
  const done = freed ? 'the time is free again' : 'left as it is: freed meanwhile'
  const detail =
    `Session ${left.ref} was moved from ${iso(left.start)}, still held in the calendar and no longer booked ` +
    `there in the database; ${done}.`
  const found = difference('calendar-time-without-booking', left.ref, detail, row?.purchaseId ?? null)
  // Its own key: the session's ref may have a difference of the same kind this night.
  return { ...found, key: `${found.key}@${left.version}` }
}

/** A booked session the calendar lost (a cancel or a booking whose D1 answer was lost): held again while free. */
async function lostSession(db: Database, calendar: Calendar, row: Booking, nowMs: number): Promise<Difference | null> {
  const session = {
    ref: row.ref,
    start: Date.parse(row.startsAt),
    end: endOf(row),
    version: row.sequence,
    moves: row.moves,
  }
  let done = 'left as it is: changed within the last hour'
  if (Date.parse(row.updatedAt) < nowMs - HOUR_MS) {
    const held = await calendar.restore(session)
    // Taken since the calendar was read: a booking being written, not a difference.
    if (held === 'held-already') return null
    // A cancel that landed meanwhile wins: the time held again is freed.
    const now = held === 'held' && (await db.query.bookings.findFirst({ where: eq(bookings.id, row.id) }))
    if (now && now.status !== 'booked') await calendar.releaseStray(row.ref, row.sequence, Number.MAX_SAFE_INTEGER)
    done =
      held === 'held'
        ? 'held again in the calendar'
        : 'left for the owner: another session holds its time; move or cancel it'
  }
  return difference(
    'booking-not-in-calendar',
    row.ref,
    `Session ${row.ref} at ${row.startsAt} is booked in the database and not held in the calendar; ${done}.`,
    row.purchaseId,
  )
}

/** Compares and mends; the differences found, each saying what was done about it. */
export async function calendarDifferences(db: Database, env: Env, nowMs: number): Promise<Difference[]> {
  const calendar = coachCalendar(env)
  const [held, left] = await Promise.all([calendar.busy(nowMs), calendar.movedFrom(nowMs)])
  const rows = await bookingsToCompare(db, [...new Set([...held, ...left].map((session) => session.ref))], nowMs)
  const found: Difference[] = []
  const followed = new Set<string>()
  for (const session of held) {
    const row = rows.get(session.ref)
    if (!row || row.status !== 'booked') found.push(await strayTime(calendar, session, row, nowMs))
    else if (Date.parse(row.startsAt) !== session.start || endOf(row) !== session.end)
      found.push(await followMove(db, env, session, row, nowMs, followed))
  }
  for (const time of left) {
    const freed = await movedFromTime(calendar, time, rows.get(time.ref), followed.has(time.ref))
    if (freed) found.push(freed)
  }
  const heldRefs = new Set(held.map((session) => session.ref))
  for (const row of rows.values()) {
    if (row.status !== 'booked' || endOf(row) <= nowMs || heldRefs.has(row.ref)) continue
    const lost = await lostSession(db, calendar, row, nowMs)
    if (lost) found.push(lost)
  }
  return found
}
