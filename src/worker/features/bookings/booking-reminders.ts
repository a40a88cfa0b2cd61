// The day-before reminder of a booked session: its time on the coach's clock and the person's own (a traveller
// reads both), and a link to move or cancel it. A reminder is part of the booking he asked for, so it needs no
// marketing consent; the owner's reminders switch turns it off with the others. Its key names the booking's
// version, so a session moved into the next day after a reminder gets one for its new time, and no version two.
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { bookings, outbox } from '../../platform/db/schema.ts'
import { getSiteSettings, remindersEnabled } from '../site-settings/site-settings.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { sessionPayload } from './booking-messages.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { freshManageLink } from './manage-link.ts'

const DAY_MS = 86_400_000

const reminderKey = (ref: string, sequence: number) => `booking-reminder:${ref}:${sequence}`

/** Booked sessions starting within a day whose reminder for their current version is not written yet. */
function due(db: Database, nowMs: number) {
  const key = sql`'booking-reminder:' || ${bookings.ref} || ':' || ${bookings.sequence}`
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, new Date(nowMs).toISOString()),
        lte(bookings.startsAt, new Date(nowMs + DAY_MS).toISOString()),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(eq(outbox.idempotencyKey, key)),
        ),
      ),
    )
}

/** Queues the reminders now due; returns how many were written. */
export async function queueBookingReminders(db: Database, env: Env, now = new Date()): Promise<number> {
  if (!(await remindersEnabled(db))) return 0
  const [rows, settings, rules] = await Promise.all([due(db, now.getTime()), getSiteSettings(db), getBookingRules(db)])
  const context = { env, settings, rules, now }
  let written = 0
  for (const booking of rows) {
    // The server keeps no token it could put in a link: each reminder's link is a new one for the same booking.
    const link = await freshManageLink(db, booking)
    await db.batch([
      queueEmail(db, {
        template: 'booking-reminder',
        recipient: booking.email,
        payload: sessionPayload(booking, link.path, context),
        key: reminderKey(booking.ref, booking.sequence),
      }),
      ...link.statements,
    ])
    written += 1
  }
  return written
}
