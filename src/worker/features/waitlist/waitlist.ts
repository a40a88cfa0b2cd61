// The waitlist of sold-out pods and coaching slots: joining the line, reading and declining an offer, and
// the owner's view and removals. The item's InventoryLedger keeps the order and decides every offer;
// D1 keeps who each entry is (waitlist_entries), written here before the ledger hears of the entry.
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { InventoryType } from '../../../shared/constants.ts'
import { INVENTORY_TYPE_OF } from '../../../shared/rules/inventory.ts'
import type { joinWaitlistSchema } from '../../../shared/schemas/waitlist.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, waitlistEntries } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { contactIdOf, upsertContact } from '../leads/leads.ts'
import { offerOf } from '../checkout/checkout.ts'
import { findItemOnSale } from '../../platform/db/on-sale.ts'
import { type ClaimRefusal, ledgerFor, ledgerMirror, OFFER_REFUSALS, offerRefusal } from '../seats/seats.ts'

export const SEATS_OPEN = 'A seat is open right now, so there is no need to wait: you can book it at checkout.'
export const NOT_IN_LINE = 'This person is no longer on the waitlist.'

/** The purchase a line's item sells: only pods and coaching slots have a line (a missing item is priced as a pod, which refuses it). */
function purchaseTypeOf(itemType: InventoryType | undefined): 'brotherhood' | 'one-to-one' {
  return itemType === INVENTORY_TYPE_OF['one-to-one'] ? 'one-to-one' : 'brotherhood'
}

/** Joins the line of a sold-out item (the same person twice keeps one place) and answers the place in it. */
export async function joinWaitlist(
  db: Database,
  env: Env,
  input: z.output<typeof joinWaitlistSchema>,
): Promise<{ place: number }> {
  const [item] = await findItemOnSale(db, input.inventoryId)
  if (item?.type === 'consultation') throw new HttpError(404, 'That option has no waitlist.')
  // The price rules refuse what checkout refuses: an item off sale or past its closing date.
  offerOf(purchaseTypeOf(item?.type), input.inventoryId, item)
  const { email } = input
  const [known] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.inventoryItemId, input.inventoryId),
        eq(waitlistEntries.email, email),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1)
  const entryId = known?.id ?? (await addEntry(db, input, email))
  const joined = await ledgerFor(env, input.inventoryId).join(input.inventoryId, entryId)
  if (joined.ok) return { place: joined.place }
  if (!known) await db.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId))
  if (joined.reason === 'seats-open') throw new HttpError(409, SEATS_OPEN, { reason: 'seats-open' })
  throw new HttpError(404, 'That option is no longer available. Please choose another.')
}

async function addEntry(db: Database, input: z.output<typeof joinWaitlistSchema>, email: string): Promise<number> {
  const { phone } = input
  const [, rows] = await db.batch([
    upsertContact(db, { email, firstName: input.firstName, phone }),
    db
      .insert(waitlistEntries)
      .values({
        inventoryItemId: input.inventoryId,
        contactId: contactIdOf(email),
        firstName: input.firstName,
        email,
        phone,
        emailConsent: input.emailConsent,
        smsConsent: input.smsConsent,
      })
      .returning({ id: waitlistEntries.id }),
  ])
  return rows[0]!.id
}

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

/** The owner's view of an item's line: who, in what place, and the deadline of each offer out. */
export async function waitlistOf(db: Database, env: Env, itemId: number) {
  const line = await ledgerFor(env, itemId).line()
  if (line.length === 0) return []
  const people = await db
    .select({
      id: waitlistEntries.id,
      firstName: waitlistEntries.firstName,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(
      inArray(
        waitlistEntries.id,
        line.map((entry) => entry.entryId),
      ),
    )
  const byId = new Map(people.map((person) => [person.id, person]))
  return line.flatMap(({ entryId, status, place, offerExpiresAt }) => {
    const person = byId.get(entryId)
    if (!person) return []
    return [
      {
        ...person,
        status,
        place,
        offerExpiresAt: offerExpiresAt === null ? null : new Date(offerExpiresAt).toISOString(),
      },
    ]
  })
}

/** The owner takes someone out of the line; an offer they held passes to the next. */
export async function removeWaitlistEntry(db: Database, env: Env, entryId: number): Promise<void> {
  const itemId = await itemOfEntry(db, eq(waitlistEntries.id, entryId))
  if (itemId === undefined) throw new HttpError(404, NOT_IN_LINE)
  const answer = await ledgerFor(env, itemId).remove(entryId)
  if (!answer) throw new HttpError(409, NOT_IN_LINE)
  if (!answer.ok) throw offerRefusal(answer.reason)
  await ledgerMirror(db).count(answer)
}
