// The waitlist of sold-out pods and coaching slots: reading and declining an offer, and the owner's view
// and removals (joining and confirming: waitlist-join.ts). The item's InventoryLedger keeps the order and decides every offer;
// D1 keeps who each entry is (waitlist_entries), written here before the ledger hears of the entry.
import { and, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { WaitlistStatus } from '../../../shared/constants.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, waitlistEntries } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { CONFIRM_WINDOW_MS, purchaseTypeOf } from './waitlist-join.ts'
import {
  type ClaimRefusal,
  ledgerFor,
  ledgerMirror,
  OFFER_REFUSALS,
  offerRefusal,
  waitlistEntryLifecycle,
} from '../seats/seats.ts'

export { expireUnconfirmedEntries, SEATS_OPEN } from './waitlist-join.ts'
export const NOT_IN_LINE = 'This person is no longer on the waitlist.'

/** What an offer link opens: the offer (for checkout to fill in) and whether it can still be used. */
export async function readOffer(db: Database, env: Env, token: string) {
  const [row] = await db
    .select({
      inventoryId: waitlistEntries.inventoryItemId,
      firstName: waitlistEntries.firstName,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      itemName: inventoryItems.name,
      itemType: inventoryItems.type,
      price: inventoryItems.price,
    })
    .from(waitlistEntries)
    .innerJoin(inventoryItems, eq(inventoryItems.id, waitlistEntries.inventoryItemId))
    .where(eq(waitlistEntries.offerToken, token))
    .limit(1)
  if (!row) throw offerRefusal('offer-unknown')
  const state = await ledgerFor(env, row.inventoryId).offerState(token)
  const refusal: ClaimRefusal | null =
    state.state === 'open'
      ? null
      : state.state === 'used'
        ? 'offer-used'
        : state.state === 'in-use'
          ? 'offer-in-use'
          : state.state === 'ended'
            ? 'offer-expired'
            : 'offer-unknown'
  const { itemType, firstName, email, phone, ...offer } = row
  const type = purchaseTypeOf(itemType)
  if (refusal === null) {
    const expiresAt =
      state.state === 'open' && state.expiresAt !== null ? new Date(state.expiresAt).toISOString() : null
    return { ...offer, type, open: true as const, message: null, firstName, email, phone, expiresAt }
  }
  // Who the offer was for is told only while it can be used (checkout fills it in): a used, ended or
  // declined link may sit in a forwarded mail or on a shared screen, and then shows nobody's details.
  return {
    ...offer,
    type,
    open: false as const,
    message: OFFER_REFUSALS[refusal],
    firstName: null,
    email: null,
    phone: null,
    expiresAt: null,
  }
}

/** The item whose line holds the entry, or undefined when no entry matches. */
async function itemOfEntry(db: Database, entry: SQL): Promise<number | undefined> {
  const [row] = await db.select({ itemId: waitlistEntries.inventoryItemId }).from(waitlistEntries).where(entry).limit(1)
  return row?.itemId
}

/** The 'not interested' link: the offer ends now and its seat passes to the next in line. */
export async function declineOffer(db: Database, env: Env, token: string): Promise<void> {
  const itemId = await itemOfEntry(db, eq(waitlistEntries.offerToken, token))
  if (itemId === undefined) throw offerRefusal('offer-unknown')
  const answer = await ledgerFor(env, itemId).decline(token)
  if (!answer.ok) throw offerRefusal(answer.reason)
  await ledgerMirror(db).count(answer)
}

/** The owner's view of an item's line: who, in what place, the deadline of each offer out, and after them
 * the entries still waiting for their email link (marked unconfirmed, with no place: they are not in line). */
export async function waitlistOf(db: Database, env: Env, itemId: number) {
  const line = await ledgerFor(env, itemId).line()
  const person = {
    id: waitlistEntries.id,
    firstName: waitlistEntries.firstName,
    email: waitlistEntries.email,
    phone: waitlistEntries.phone,
    createdAt: waitlistEntries.createdAt,
  }
  const [people, unconfirmed] = await Promise.all([
    line.length === 0
      ? []
      : db
          .select(person)
          .from(waitlistEntries)
          .where(
            inArray(
              waitlistEntries.id,
              line.map((entry) => entry.entryId),
            ),
          ),
    db
      .select(person)
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.inventoryItemId, itemId),
          eq(waitlistEntries.status, 'waiting'),
          isNotNull(waitlistEntries.confirmToken),
          isNull(waitlistEntries.confirmedAt),
          gt(waitlistEntries.createdAt, new Date(Date.now() - CONFIRM_WINDOW_MS).toISOString()),
        ),
      )
      .orderBy(waitlistEntries.id),
  ])
  const byId = new Map(people.map((person) => [person.id, person]))
  const inLine = line.flatMap(({ entryId, status, place, offerExpiresAt }) => {
    const person = byId.get(entryId)
    if (!person) return []
    const deadline = offerExpiresAt === null ? null : new Date(offerExpiresAt).toISOString()
    return [
      { ...person, status: status as WaitlistStatus | 'unconfirmed', place, offerExpiresAt: deadline, confirmed: true },
    ]
  })
  // The ledger first, D1 second on confirming: an entry already in line is shown there only.
  const waiting = unconfirmed
    .filter((entry) => !byId.has(entry.id))
    .map((entry) => ({ ...entry, status: 'unconfirmed' as const, place: null, offerExpiresAt: null, confirmed: false }))
  return [...inLine, ...waiting]
}

/** The owner takes someone out of the line; an offer they held passes to the next. */
export async function removeWaitlistEntry(db: Database, env: Env, entryId: number): Promise<void> {
  const itemId = await itemOfEntry(db, eq(waitlistEntries.id, entryId))
  if (itemId === undefined) throw new HttpError(404, NOT_IN_LINE)
  // An entry whose address is not confirmed is not in the ledger's line: only D1 knows it.
  const unconfirmed = await waitlistEntryLifecycle.move(db, 'removeUnconfirmed', {
    id: entryId,
    where: [isNotNull(waitlistEntries.confirmToken), isNull(waitlistEntries.confirmedAt)],
  })
  if (unconfirmed) return
  const answer = await ledgerFor(env, itemId).remove(entryId)
  if (!answer) throw new HttpError(409, NOT_IN_LINE)
  if (!answer.ok) throw offerRefusal(answer.reason)
  await ledgerMirror(db).count(answer)
}
export { WAITLIST_LETTERS } from './waitlist-letters.tsx'
