// The one D1 batch of a session booked on a package (decision 076). Its first statement inserts the booking only
// if the package is his, still stands, and has a credit its payments have opened (decision 082): an INSERT … SELECT
// whose WHERE counts the package's booked sessions, so two bookings at once can never both take the last open
// credit (D1 runs one statement at a time), and checks that no plan payment is overdue. Every
// other statement writes only if that row is there: the confirmation with its invitation, the coach's notice, and
// the two-left emails when this booking leaves exactly two (their keys send those once per package).
import { type SQL, sql } from 'drizzle-orm'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import type { Database } from '../../platform/db/client.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { bookings, planPayments, purchases } from '../../platform/db/schema.ts'
import { greetingName, queueEmailWhen } from '../outbox/outbox.ts'
import { type Booking, confirmationMessage, type MessageContext } from './booking-messages.ts'
import { bookingTimeWords } from '../../../shared/rules/two-zones.ts'
import { MY_COACHING_PATH } from './manage-link.ts'
import { bookedOn, buyAgainPath } from './session-credits.ts'

type Purchase = typeof purchases.$inferSelect

/** What the insert checks besides the package standing: whose it is, and how many sessions are open now. */
export interface CreditGuard {
  /** The signed-in client's address: the package must be his. */
  clientEmail: string
  /** Sessions his payments have opened (`sessionsOpen`, decision 082): a stale count is only ever too low. */
  open: number
}

/**
 * The booking row, written only while the package is the signed-in client's, stands, has a session open and
 * unbooked, and has no overdue payment the owner has not let pass; returns its id when it was written. A session
 * booked with a credit he gave back takes it only if no other booking took it first (decision 083).
 */
function insertIfCredit(db: Database, booking: Booking, purchase: Purchase, guard: CreditGuard) {
  const p = purchases
  return db.run(sql`insert into ${bookings} (ref, kind, purchase_id, contact_id, name, email, phone, starts_at,
      duration_minutes, visitor_time_zone, status, sequence, moves, rebooked_from, created_at, updated_at)
    select ${booking.ref}, 'one-to-one', ${p.id}, ${p.contactId}, ${booking.name}, ${booking.email}, ${booking.phone},
      ${booking.startsAt}, ${booking.durationMinutes}, ${booking.visitorTimeZone}, 'booked', ${booking.sequence},
      ${booking.moves}, ${booking.rebookedFrom}, ${booking.createdAt}, ${booking.updatedAt}
    from ${p}
    where ${p.id} = ${purchase.id} and ${p.status} = 'succeeded' and ${p.type} = 'one-to-one'
      and lower(${p.email}) = ${guard.clientEmail.toLowerCase()}
      and ${bookedOn(sql`${p.id}`)} < min(${p.sessionsIncluded}, ${guard.open})
      and not exists (select 1 from ${planPayments} where ${planPayments.purchaseId} = ${p.id}
        and ${planPayments.status} = 'overdue' and ${planPayments.number} > coalesce(${p.bookingsAllowedThrough}, 0))
      and (${booking.rebookedFrom} is null
        or not exists (select 1 from ${bookings} as taken where taken.rebooked_from = ${booking.rebookedFrom}))
    returning id`)
}

function twoLeftEmails(db: Database, purchase: Purchase, owner: string, when: SQL) {
  const included = purchase.sessionsIncluded!
  const path = buyAgainPath(purchase)
  return [
    queueEmailWhen(
      db,
      {
        template: 'sessions-two-left',
        recipient: purchase.email,
        payload: {
          firstName: greetingName(purchase.firstName),
          description: purchase.description,
          purchaseId: purchase.id,
          included,
          buyAgainPath: path,
        },
        key: `sessions-two-left:${purchase.id}`,
      },
      when,
    ),
    queueEmailWhen(
      db,
      {
        template: 'owner-sessions-two-left',
        recipient: owner,
        payload: {
          purchaseId: purchase.id,
          name: `${purchase.firstName} ${purchase.lastName}`,
          email: purchase.email,
          phone: purchase.phone,
          description: purchase.description,
          included,
          buyAgainPath: path,
        },
        key: `owner-sessions-two-left:${purchase.id}`,
      },
      when,
    ),
  ]
}

/** Writes the session and its messages if the package has a credit; the booking's id, or null when it had none. */
export async function writeIfCredit(
  db: Database,
  booking: Booking,
  purchase: Purchase,
  guard: CreditGuard,
  context: MessageContext,
): Promise<number | null> {
  const booked = sql`exists (select 1 from ${bookings} where ${bookings.ref} = ${booking.ref})`
  const twoLeft = sql`${booked} and ${purchase.sessionsIncluded} - ${bookedOn(sql`${purchase.id}`)} = 2`
  const owner = context.settings.contactEmail
  const [inserted] = await rawBatch(db, [
    insertIfCredit(db, booking, purchase, guard),
    queueEmailWhen(db, confirmationMessage(booking, MY_COACHING_PATH, context), booked),
    queueEmailWhen(
      db,
      {
        template: 'owner-new-lead',
        recipient: owner,
        payload: {
          kind: 'session-booked',
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          description:
            `Session of ${purchase.description} booked for ` +
            bookingTimeWords(Date.parse(booking.startsAt), BUSINESS_TIME_ZONE),
        },
        key: `owner-new-lead:booking:${booking.ref}`,
      },
      booked,
    ),
    ...twoLeftEmails(db, purchase, owner, twoLeft),
  ])
  const [row] = (inserted?.results ?? []) as { id: number }[]
  return row?.id ?? null
}
