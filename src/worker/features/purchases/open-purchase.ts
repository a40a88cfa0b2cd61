// A purchase still open to the buyer's changes (pending, or failed after a declined card): written by the
// reserve, and put back by it when a later step of the same reserve is refused. Both writes touch a row only
// while it is still open, so a sale that settlement has locked keeps exactly what it was sold with. One reserve
// at a time holds the row's lease (decision 078): undo steps of two reserves at once would put back each other's
// writes, and the last one to run would leave a row nobody chose.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { contactIdOf } from '../../platform/db/contact-id.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { purchases } from '../../platform/db/schema.ts'
import { isOpen, PURCHASE_MOVES, type Purchase } from './purchase-states.ts'

/** Who buys what, at the server's price, as the reserve decided it; the contact is the one of its email. */
export type OpenSale = Pick<
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
  | 'agreementVersion'
>

const OPEN = [...PURCHASE_MOVES.resubmit.from]

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
  'agreementVersion',
] as const satisfies ReadonlyArray<keyof OpenSale>

/**
 * One reserve's hold on the purchase while it works. It lapses on its own, so a reserve that died half way
 * (an isolate evicted while Stripe answered) blocks the buyer's next submit for this long at most. `takesOver`:
 * the lease of a reserve that Stripe shows is done (decision 134), which this one may replace before it lapses;
 * '' for none.
 */
export interface ReserveLease {
  id: string
  takenAt: number
  until: number
  takesOver: string
}

const LEASE_MS = 30_000

export function newReserveLease(now: number, takesOver = ''): ReserveLease {
  return { id: crypto.randomUUID(), takenAt: now, until: now + LEASE_MS, takesOver }
}

/** Another reserve of this payment is at work on the row (read in the same transaction as the refused write). */
export function heldByAnotherReserve(row: Purchase | undefined, lease: ReserveLease): boolean {
  return row !== undefined && isOpen(row) && row.reserveLease !== null && (row.reserveLeaseUntil ?? 0) >= lease.takenAt
}

/**
 * The purchase waiting for payment on this intent: created, or rewritten while still open (the `resubmit`
 * move) and no other reserve holds it, or the one holding it is the done one `lease` takes over; either way
 * with `lease` on it. Returns no row when the payment has moved on (authorized, settled, refunded, canceled) or
 * another reserve is at work on it.
 */
export function recordOpenSale(
  db: Database,
  paymentIntentId: string,
  sale: OpenSale,
  planToken: string | null,
  lease: ReserveLease,
) {
  return openSaleWrite(db, {
    ...sale,
    paymentIntentId,
    planToken,
    leaseId: lease.id,
    leaseTakenAt: lease.takenAt,
    leaseUntil: lease.until,
    takesOver: lease.takesOver,
  })
}

type OpenSaleSlots = OpenSale & {
  paymentIntentId: string
  planToken: string | null
  leaseId: string
  leaseTakenAt: number
  leaseUntil: number
  takesOver: string
}

const openSaleWrite = preparedStatement((db: Database, slot: OpenSaleSlots) => {
  const sale = {
    ...(Object.fromEntries(WRITTEN.map((field) => [field, slot[field]])) as OpenSale),
    contactId: contactIdOf(slot.email),
    reserveLease: slot.leaseId,
    reserveLeaseUntil: slot.leaseUntil,
    status: PURCHASE_MOVES.resubmit.to,
  }
  return db
    .insert(purchases)
    .values({ ...sale, stripePaymentIntentId: slot.paymentIntentId, planToken: slot.planToken })
    .onConflictDoUpdate({
      target: purchases.stripePaymentIntentId,
      // A buyer who switches to the plan on a second submit gets a link then; one who had it keeps it.
      set: { ...sale, planToken: sql`coalesce(${purchases.planToken}, excluded.plan_token)` },
      setWhere: and(
        inArray(purchases.status, OPEN),
        or(
          isNull(purchases.reserveLease),
          lt(purchases.reserveLeaseUntil, slot.leaseTakenAt),
          eq(purchases.reserveLease, slot.takesOver),
        ),
      ),
    })
    .returning()
})

/**
 * The reserve is done with the row (its intent priced, and the seat of the item he left released): the buyer's
 * next submit may write it. Only a reserve that moved him to another item ends its lease this way; any other one
 * ends it at Stripe, by the intent's `reserve` metadata (decision 134).
 */
export const reserveLeaseEnd = (db: Database, ours: Purchase) =>
  leaseEnd(db, { id: ours.id, lease: ours.reserveLease ?? '' })

const leaseEnd = preparedStatement((db: Database, slot: { id: number; lease: string }) =>
  db
    .update(purchases)
    .set({ reserveLease: null, reserveLeaseUntil: null })
    .where(and(eq(purchases.id, slot.id), eq(purchases.reserveLease, slot.lease)))
    .returning({ id: purchases.id }),
)

/**
 * The row still holds what `ours` wrote: our lease is on it (no later reserve took it over after ours lapsed),
 * and nobody settled or changed it since. Every written field is compared, so another writer's change (a data
 * deletion's anonymised name) is never undone with ours.
 */
function stillOurs(ours: Purchase) {
  return and(
    eq(purchases.id, ours.id),
    eq(purchases.status, PURCHASE_MOVES.resubmit.to),
    eq(purchases.reserveLease, ours.reserveLease ?? ''),
    ...WRITTEN.map((field) => (ours[field] === null ? isNull(purchases[field]) : eq(purchases[field], ours[field]))),
  )
}

/** Every column but the id: assigning a key, even to itself, makes SQLite look through every table naming it. */
const withoutId = ({ id: _id, ...columns }: Purchase) => columns

/**
 * Undoes one reserve's write: the row as it was before (`previous`, read in the same transaction) or no row at
 * all. Applies only while the row is exactly as this reserve left it; reports whether it did. The row comes back
 * lease-free: the lease `previous` held, if any, had lapsed or was a done reserve's that this one took over.
 */
export async function putBackOpenSale(db: Database, ours: Purchase, previous: Purchase | undefined): Promise<boolean> {
  const lease = { reserveLease: null, reserveLeaseUntil: null }
  const undone = previous
    ? await db
        .update(purchases)
        .set({ ...withoutId(previous), ...lease })
        .where(stillOurs(ours))
        .returning({ id: purchases.id })
    : await db.delete(purchases).where(stillOurs(ours)).returning({ id: purchases.id })
  return undone.length > 0
}
