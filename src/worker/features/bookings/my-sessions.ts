// A client's booked sessions as My coaching shows them (decision 077): those not over yet, the earliest first, each
// with what he may still do himself under the coach's rules (and why not), the open times to book or move to, and
// the calendar file of each. Every read is keyed by his address as his code proved it.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { type BookingKind, sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookings } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { type Booking, DESCRIPTION, sessionCalendarText } from './booking-messages.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { changeRefusal, movesLeft } from './manage-booking.ts'
import { MY_COACHING_PATH } from './manage-link.ts'
import { openTimes } from './open-times.ts'

export interface MySession {
  ref: string
  kind: BookingKind
  description: string
  start: string
  durationMinutes: number
  /** The package whose credit it uses, as his page names purchases ('order-12'); null for a free call. */
  orderRef: string | null
  /** Why he cannot move or cancel it himself now; null while he can. */
  refusal: string | null
  movesLeft: number
  videoLink: string | null
}

/** The rules he is told before he books or cancels. */
export interface SessionPolicy {
  moveNoticeHours: number
  maxMoves: number
}

const ofAddress = (email: string) => sql`lower(${bookings.email}) = ${email.toLowerCase()}`

/** One of his bookings, by its ref; none when it is someone else's. */
export async function bookingOfClient(db: Database, ref: string, email: string): Promise<Booking | null> {
  const found = await db.query.bookings.findFirst({ where: and(eq(bookings.ref, ref), ofAddress(email)) })
  return found ?? null
}

/** His booked sessions not yet over (one running now stays, so its video link is there), earliest first. */
export async function sessionsOf(
  db: Database,
  email: string,
  now: number,
): Promise<{ sessions: MySession[]; policy: SessionPolicy }> {
  const ends = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${bookings.startsAt}, '+' || ${bookings.durationMinutes} || ' minutes')`
  const [rows, rules] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(ofAddress(email), eq(bookings.status, 'booked'), gt(ends, new Date(now).toISOString())))
      .orderBy(asc(bookings.startsAt)),
    getBookingRules(db),
  ])
  const sessions = rows.map((booking) => ({
    ref: booking.ref,
    kind: booking.kind,
    description: DESCRIPTION[booking.kind],
    start: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    orderRef: booking.purchaseId === null ? null : `order-${booking.purchaseId}`,
    refusal: changeRefusal(booking, rules, now),
    movesLeft: movesLeft(booking, rules),
    videoLink: rules.videoLink,
  }))
  return { sessions, policy: { moveNoticeHours: rules.moveNoticeHours, maxMoves: rules.maxMoves } }
}

/**
 * The open times now of a new one-to-one session, or of `moving`, his session being moved (its own time free to
 * it, its own length); instants, with the coach's zone.
 */
export async function sessionOpenTimes(db: Database, env: Env, now: number, moving?: Pick<Booking, 'ref' | 'kind'>) {
  const rules = await getBookingRules(db)
  const kind = moving?.kind ?? 'one-to-one'
  const times = await openTimes(db, env, rules, { kind, now, exceptRef: moving?.ref })
  return {
    coachTimeZone: BUSINESS_TIME_ZONE,
    durationMinutes: sessionMinutes(rules, kind),
    times: times.map((start) => new Date(start).toISOString()),
  }
}

/** The session's calendar file as it is now (same UID and SEQUENCE as his emails' invitations). */
export async function sessionCalendarFile(db: Database, env: Env, booking: Booking, now: number) {
  const [rules, settings] = await Promise.all([getBookingRules(db), getSiteSettings(db)])
  return sessionCalendarText(booking, MY_COACHING_PATH, { env, settings, rules, now: new Date(now) })
}
