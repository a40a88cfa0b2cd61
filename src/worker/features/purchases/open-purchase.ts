// A purchase still open to the buyer's changes (pending, or failed after a declined card): written by the
// reserve, and put back by it when a later step of the same reserve is refused. Both writes touch a row only
// while it is still open, so a sale that settlement has locked keeps exactly what it was sold with.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { PURCHASE_MOVES, type Purchase } from './purchase-states.ts'

/** Who buys what, at the server's price, as the reserve decided it. */
export type OpenSale = { contactId: SQL<number> | number | null } & Pick<
  Purchase,
  | 'inventoryItemId'
  | 'type'
  | 'description'
  | 'amount'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'emailConsent'
  | 'smsConsent'
  | 'planPayments'
  | 'stripeCustomerId'
>

const OPEN = [...PURCHASE_MOVES.resubmit.from]

/**
 * The purchase waiting for payment on this intent: created, or rewritten while still open (the `resubmit`
 * move). Returns no row when the payment has moved on (authorized, settled, refunded, canceled).
 */
export function recordOpenSale(db: Database, paymentIntentId: string, sale: OpenSale, planToken: string | null) {
  return db
    .insert(purchases)
    .values({ ...sale, status: PURCHASE_MOVES.resubmit.to, stripePaymentIntentId: paymentIntentId, planToken })
    .onConflictDoUpdate({
      target: purchases.stripePaymentIntentId,
      // A buyer who switches to the plan on a second submit gets a link then; one who had it keeps it.
      set: {
        ...sale,
        status: PURCHASE_MOVES.resubmit.to,
        planToken: sql`coalesce(${purchases.planToken}, excluded.plan_token)`,
      },
      setWhere: inArray(purchases.status, OPEN),
    })
    .returning()
}

/** Every field a reserve writes, but the contact's id (a sub-select, the same for the same email). */
const WRITTEN = [
  'inventoryItemId',
  'type',
  'description',
  'amount',
  'firstName',
  'lastName',
  'email',
  'phone',
  'emailConsent',
  'smsConsent',
  'planPayments',
  'stripeCustomerId',
] as const satisfies ReadonlyArray<keyof OpenSale>

/**
 * The row still holds what `ours` wrote: nobody settled or rewrote it since. Every written field is compared,
 * so a concurrent reserve that changed only the buyer's phone or name is not undone with ours.
 */
function stillOurs(ours: Purchase) {
  return and(
    eq(purchases.id, ours.id),
    eq(purchases.status, PURCHASE_MOVES.resubmit.to),
    ...WRITTEN.map((field) => (ours[field] === null ? isNull(purchases[field]) : eq(purchases[field], ours[field]))),
  )
}

/**
 * Undoes one reserve's write: the row as it was before (`previous`, read in the same transaction) or no row
 * at all. Applies only while the row is exactly as this reserve left it; reports whether it did.
 */
export async function putBackOpenSale(db: Database, ours: Purchase, previous: Purchase | undefined): Promise<boolean> {
  const undone = previous
    ? await db.update(purchases).set(previous).where(stillOurs(ours)).returning({ id: purchases.id })
    : await db.delete(purchases).where(stillOurs(ours)).returning({ id: purchases.id })
  return undone.length > 0
}
