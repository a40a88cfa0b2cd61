// A new free call: the time must be open under the coach's rules now, then the coach's calendar object takes it
// (or refuses: someone else just did), then one guarded insert writes the booking unless this email or phone has
// a call still ahead or the client address booked its day's calls (decision 088), then one batch writes its link,
// the contact and the confirmation. If either write fails or refuses, the time goes back, so no time is held by a
// booking nobody knows of.
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { type BookingKind, sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookingLinks, bookings, strategyCalls } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { contactIdOf, splitName, upsertContact } from '../leads/leads.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { type Booking, confirmationEmail } from './booking-messages.ts'
import { bookingTimeWords } from '../../../shared/rules/two-zones.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { coachCalendar } from './calendar-of.ts'
import { hashManageToken, managePath, newManageToken } from './manage-token.ts'
import { nextTimesNear } from './next-times.ts'
import { openTimes } from './open-times.ts'

export interface BookingRequest {
  kind: BookingKind
  name: string
  email: string
  phone: string
  start: number
  visitorTimeZone: string
  /** The client address it comes from, counted per day; never stored as typed. */
  clientAddress: string
}

export type BookingOutcome =
  | { ok: true; booking: Booking; managePath: string }
  | { ok: false; reason: 'closed' | 'not-open' | 'taken' | 'already-booked' | 'too-many'; nextTimes: number[] }

const DAY_MS = 86_400_000
export const FREE_CALLS_PER_ADDRESS_PER_DAY = 3

async function addressKey(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`booked-from:${address}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

type NewCall = Omit<
  Booking,
  'id' | 'contactId' | 'purchaseId' | 'status' | 'moves' | 'attendance' | 'attendanceMarkedAt'
>

/**
 * Writes the call unless its email or phone has one not yet over, or its client address booked its day's calls:
 * counted and written in one statement, so calls sent together cannot pass the limits together. A refusal is
 * then read back to say which limit stood in the way.
 */
async function insertCall(db: Database, call: NewCall, bookedFrom: string, now: number) {
  const b = bookings
  const liveSince = new Date(now - call.durationMinutes * 60_000).toISOString()
  const dayAgo = new Date(now - DAY_MS).toISOString()
  const hasLiveCall = sql`exists (select 1 from ${b} where ${b.kind} = 'strategy-call' and ${b.status} = 'booked'
    and ${b.startsAt} > ${liveSince} and (lower(${b.email}) = lower(${call.email}) or ${b.phone} = ${call.phone}))`
  const underDayCount = sql`(select count(*) from ${b} where ${b.kind} = 'strategy-call'
    and ${b.bookedFrom} = ${bookedFrom} and ${b.createdAt} > ${dayAgo}) < ${FREE_CALLS_PER_ADDRESS_PER_DAY}`
  const [row] = await db.all<{ id: number }>(sql`
    insert into ${b} (ref, kind, strategy_call_id, name, email, phone, starts_at, duration_minutes,
      visitor_time_zone, sequence, booked_from, created_at, updated_at)
    select ${call.ref}, ${call.kind}, ${call.strategyCallId}, ${call.name}, ${call.email}, ${call.phone},
      ${call.startsAt}, ${call.durationMinutes}, ${call.visitorTimeZone}, ${call.sequence}, ${bookedFrom},
      ${call.createdAt}, ${call.updatedAt}
    where not ${hasLiveCall} and ${underDayCount}
    returning id`)
  if (row) return { ok: true as const, id: row.id }
  const [live] = await db.all<{ found: number }>(sql`select ${hasLiveCall} as found`)
  return { ok: false as const, reason: live?.found ? ('already-booked' as const) : ('too-many' as const) }
}

/** The form he sent just before booking (same address, within a day), so the owner sees his answers beside it. */
function recentCallOf(db: Database, email: string, now: number) {
  return db
    .select({ id: strategyCalls.id })
    .from(strategyCalls)
    .where(and(eq(strategyCalls.email, email), gte(strategyCalls.createdAt, new Date(now - DAY_MS).toISOString())))
    .orderBy(desc(strategyCalls.id))
    .limit(1)
}

export async function bookSession(
  db: Database,
  env: Env,
  request: BookingRequest,
  now: number,
): Promise<BookingOutcome> {
  const [rules, settings] = await Promise.all([getBookingRules(db), getSiteSettings(db)])
  if (settings.bookingPage !== 'site') return { ok: false, reason: 'closed', nextTimes: [] }
  const open = await openTimes(db, env, rules, { kind: request.kind, now })
  if (!open.includes(request.start))
    return { ok: false, reason: 'not-open', nextTimes: nextTimesNear(open, request.start) }
  const ref = crypto.randomUUID()
  const durationMinutes = sessionMinutes(rules, request.kind)
  const end = request.start + durationMinutes * 60_000
  const calendar = coachCalendar(env)
  const taken = await calendar.take({ ref, start: request.start, end }, rules.bufferMinutes * 60_000)
  if (!taken.ok) {
    const fresh = await openTimes(db, env, rules, { kind: request.kind, now })
    return { ok: false, reason: 'taken', nextTimes: nextTimesNear(fresh, request.start) }
  }
  const token = newManageToken()
  const tokenHash = (await hashManageToken(token))!
  const [call] = await recentCallOf(db, request.email, now)
  const booking: Booking = {
    id: 0,
    ref,
    kind: request.kind,
    strategyCallId: call?.id ?? null,
    purchaseId: null,
    contactId: null,
    name: request.name,
    email: request.email,
    phone: request.phone,
    startsAt: new Date(request.start).toISOString(),
    durationMinutes,
    visitorTimeZone: request.visitorTimeZone,
    status: 'booked',
    sequence: taken.version,
    moves: 0,
    attendance: null,
    attendanceMarkedAt: null,
    cancelledBy: null,
    cancelledByRefund: null,
    rebookedFrom: null,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
  }
  const { id: _id, contactId: _contact, purchaseId: _purchase, status: _status, moves: _moves, ...unwritten } = booking
  const { attendance: _attendance, attendanceMarkedAt: _marked, ...newCall } = unwritten
  const written = await insertCall(db, newCall, await addressKey(request.clientAddress), now)
  if (!written.ok) {
    await calendar.release(ref)
    return { ok: false, reason: written.reason, nextTimes: [] }
  }
  booking.id = written.id
  const { firstName, lastName } = splitName(request.name)
  const context = { env, settings, rules, now: new Date(now) }
  try {
    await db.batch([
      upsertContact(db, {
        email: request.email,
        firstName: firstName || null,
        lastName: lastName || null,
        phone: request.phone,
      }),
      db
        .update(bookings)
        .set({ contactId: contactIdOf(request.email) })
        .where(eq(bookings.id, written.id)),
      db.insert(bookingLinks).values({ tokenHash, bookingId: written.id }),
      confirmationEmail(db, booking, managePath(token), context),
      queueEmail(db, {
        template: 'owner-new-lead',
        recipient: settings.contactEmail,
        payload: {
          kind: 'strategy-call-booked',
          name: request.name,
          email: request.email,
          phone: request.phone,
          description: `Free Strategy Call booked for ${bookingTimeWords(request.start, BUSINESS_TIME_ZONE)}`,
        },
        key: `owner-new-lead:booking:${ref}`,
      }),
    ])
  } catch (error) {
    await db.delete(bookings).where(eq(bookings.id, written.id))
    await calendar.release(ref)
    throw error
  }
  return { ok: true, booking, managePath: managePath(token) }
}
