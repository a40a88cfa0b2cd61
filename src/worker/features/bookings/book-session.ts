// A new booking: the time must be open under the coach's rules now, then the coach's calendar object takes it
// (or refuses: someone else just did), then D1 writes the booking, its link, the contact and the confirmation in
// one batch. If that write fails, the time goes back, so no time is held by a booking nobody knows of.
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { type BookingKind, sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookingLinks, bookings, strategyCalls } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../content/content.ts'
import { contactIdOf, splitName, upsertContact } from '../leads/leads.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { type Booking, confirmationEmail } from './booking-messages.ts'
import { bookingTimeWords } from './booking-time-words.ts'
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
}

export type BookingOutcome =
  | { ok: true; booking: Booking; managePath: string }
  | { ok: false; reason: 'closed' | 'not-open' | 'taken'; nextTimes: number[] }

const DAY_MS = 86_400_000

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
  const { id: _id, contactId: _contact, ...row } = booking
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
      db.insert(bookings).values({ ...row, contactId: contactIdOf(request.email) }),
      db.insert(bookingLinks).values({ tokenHash, bookingId: sql`(select id from ${bookings} where ref = ${ref})` }),
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
    await calendar.release(ref)
    throw error
  }
  return { ok: true, booking, managePath: managePath(token) }
}
