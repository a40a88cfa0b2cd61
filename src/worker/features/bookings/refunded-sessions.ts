// A refunded package's sessions still ahead are cancelled (decision 076): the money is back with him, so the
// coach's times go back to the calendar and he gets each cancellation with its calendar file. Those already held
// stay as they were. Called by the refund's finish, before its batch, so a retry finds only what is left.
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { bookings } from '../../platform/db/schema.ts'
import { cancelBooking } from './manage-booking.ts'

export async function cancelRefundedSessions(db: Database, env: Env, purchaseId: number, now: number) {
  const ahead = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.purchaseId, purchaseId),
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, new Date(now).toISOString()),
      ),
    )
  for (const booking of ahead) await cancelBooking(db, env, booking, 'refund', now)
  return ahead.length
}
