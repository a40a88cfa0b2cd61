// The coach's hours and rules: one row, its JSON checked on the way in and on the way out, so a row an older
// release wrote (or a hand edit) that no longer fits falls back to the defaults instead of breaking the booking.
import { DEFAULT_BOOKING_RULES } from '../../../shared/bookings/default-booking-rules.ts'
import { type BookingRules, bookingRulesSchema } from '../../../shared/schemas/booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { bookingRules } from '../../platform/db/schema.ts'

const SINGLE_ROW_ID = 1

// Built once per database client (platform/db/prepared.ts): every open-times question and acceptance reads it.
const rulesRow = preparedStatement((db: Database) => db.select().from(bookingRules).limit(1))

export async function getBookingRules(db: Database): Promise<BookingRules> {
  const [row] = await rulesRow(db, {})
  if (!row) return DEFAULT_BOOKING_RULES
  const parsed = bookingRulesSchema.safeParse(row.rules)
  return parsed.success ? parsed.data : DEFAULT_BOOKING_RULES
}

export async function saveBookingRules(db: Database, rules: BookingRules): Promise<void> {
  await db
    .insert(bookingRules)
    .values({ id: SINGLE_ROW_ID, rules })
    .onConflictDoUpdate({ target: bookingRules.id, set: { rules, updatedAt: new Date().toISOString() } })
}
