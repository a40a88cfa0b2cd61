// A refunded package's sessions still ahead (decision 083). They are cancelled inside the refund's own batch, by a
// statement written after the purchase's move and guarded on it, so no booking can land on the package between
// the two: a booking's insert checks the purchase in its own statement. Each is marked with the refund request, so
// a refund that fails afterwards puts back exactly those. The coach's calendar object and the emails follow after
// the batch (the safe side: until they do, a cancelled time is held, never a booked one freed).
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { bookings, purchases } from '../../platform/db/schema.ts'
import { queueEmailWhen } from '../outbox/outbox.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { type Booking, cancelledMessage, confirmationMessage, type MessageContext } from './booking-messages.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { coachCalendar } from './calendar-of.ts'
import { packageGone } from './package-gone.ts'
import { MY_COACHING_PATH } from './manage-link.ts'

const iso = (ms: number) => new Date(ms).toISOString()

async function contextAt(db: Database, env: Env, now: number): Promise<MessageContext> {
  const [rules, settings] = await Promise.all([getBookingRules(db), getSiteSettings(db)])
  return { env, settings, rules, now: new Date(now) }
}

const cancelledByThe = (requestId: number, ref: string, sequence: number) =>
  sql`exists (select 1 from ${bookings} where ${bookings.ref} = ${ref} and ${bookings.status} = 'cancelled'
    and ${bookings.cancelledByRefund} = ${requestId} and ${bookings.sequence} = ${sequence})`

/**
 * The statement that cancels the package's sessions ahead, to run in the refund's batch after the purchase's move:
 * it applies only once the purchase no longer stands. Their emails and times follow in `releaseRefundedSessions`.
 */
export function refundCancelStatements(db: Database, purchaseId: number, requestId: number, now: number) {
  return [
    db
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: 'refund',
        cancelledByRefund: requestId,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: iso(now),
      })
      .where(
        and(
          eq(bookings.purchaseId, purchaseId),
          eq(bookings.status, 'booked'),
          gt(bookings.startsAt, iso(now)),
          packageGone(purchaseId),
        ),
      ),
  ]
}

const cancelledBy = (db: Database, requestId: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.cancelledByRefund, requestId), eq(bookings.status, 'cancelled')))

/**
 * After the refund's batch: each session it cancelled gives its time back to the coach's calendar object and he
 * gets its cancellation with its calendar file (no 'book another time': the money is back with him). The emails'
 * keys send each once, so this is safe to run again.
 */
export async function releaseRefundedSessions(db: Database, env: Env, requestId: number, now: number) {
  const cancelled = await cancelledBy(db, requestId)
  if (cancelled.length === 0) return 0
  const calendar = coachCalendar(env)
  for (const booking of cancelled) await calendar.release(booking.ref)
  const context = await contextAt(db, env, now)
  await rawBatch(
    db,
    cancelled.map((booking) =>
      queueEmailWhen(
        db,
        cancelledMessage(booking, true, null, context),
        cancelledByThe(requestId, booking.ref, booking.sequence),
      ),
    ),
  )
  return cancelled.length
}

/**
 * A refund that failed after it was made: the sessions it cancelled come back, each at its time if that time is
 * still ahead and free in the coach's calendar, with a new invitation (the next SEQUENCE). Guarded on the purchase
 * standing again and on the session still being the one that refund cancelled. A time taken meanwhile or already
 * past stays cancelled, its credit his to book again. Returns how many came back and how many could not.
 */
export async function restoreRefundedSessions(db: Database, env: Env, requestId: number, now: number) {
  const cancelled = await cancelledBy(db, requestId)
  if (cancelled.length === 0) return { restored: 0, notRestored: 0 }
  const context = await contextAt(db, env, now)
  const calendar = coachCalendar(env)
  let restored = 0
  for (const booking of cancelled) {
    const start = Date.parse(booking.startsAt)
    if (start <= now) continue
    const end = start + booking.durationMinutes * 60_000
    const taken = await calendar.take({ ref: booking.ref, start, end }, 0, {
      version: booking.sequence + 1,
      moves: booking.moves,
    })
    if (!taken.ok) continue
    const back: Booking = { ...booking, status: 'booked', sequence: taken.version, cancelledBy: null }
    const invitation = { ...confirmationMessage(back, MY_COACHING_PATH, context) }
    invitation.key = `booking-restored:${booking.ref}:${taken.version}`
    const [updated] = await rawBatch(db, [
      db
        .update(bookings)
        .set({
          status: 'booked',
          cancelledBy: null,
          cancelledByRefund: null,
          sequence: taken.version,
          updatedAt: iso(now),
        })
        .where(
          and(
            eq(bookings.id, booking.id),
            eq(bookings.status, 'cancelled'),
            eq(bookings.cancelledByRefund, requestId),
            sql`exists (select 1 from ${purchases} where ${purchases.id} = ${booking.purchaseId}
              and ${purchases.status} = 'succeeded')`,
            // A session he booked meanwhile on the same package may have taken this one's credit: never more
            // sessions than the package holds.
            sql`(select count(*) from bookings as held where held.purchase_id = ${booking.purchaseId}
              and held.status = 'booked') < (select coalesce(${purchases.sessionsIncluded}, 0) from ${purchases}
              where ${purchases.id} = ${booking.purchaseId})`,
          ),
        )
        .returning({ id: bookings.id }),
      queueEmailWhen(
        db,
        invitation,
        sql`exists (select 1 from ${bookings} where ${bookings.ref} = ${booking.ref}
          and ${bookings.status} = 'booked' and ${bookings.sequence} = ${taken.version})`,
      ),
    ])
    if ((updated?.results ?? []).length > 0) restored += 1
    else await calendar.release(booking.ref)
  }
  return { restored, notRestored: cancelled.length - restored }
}
