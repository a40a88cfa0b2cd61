// Joining an item's waitlist in two steps, so the line cannot be filled with made-up addresses to keep
// freed seats off sale: joining stores the entry unconfirmed and emails a link; only the link
// puts the entry in the item's line (the ledger's join). An entry not confirmed within a day is expired.
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { InventoryType } from '../../../shared/constants.ts'
import { INVENTORY_TYPE_OF } from '../../../shared/rules/inventory.ts'
import { CONFIRM_WINDOW_MS, isConfirmedEntry } from '../../../shared/rules/waitlist-standing.ts'
import type { joinWaitlistSchema } from '../../../shared/schemas/waitlist.ts'
import type { Database } from '../../platform/db/client.ts'
import { waitlistEntries } from '../../platform/db/schema.ts'
import { findItemOnSale } from '../../platform/db/on-sale.ts'
import { HttpError } from '../../platform/http-error.ts'
import { offerOf } from '../checkout/checkout.ts'
import { contactIdOf, upsertContact } from '../leads/leads.ts'
import { queueEmail, WAITLIST_CONFIRM_TEMPLATE } from '../outbox/outbox.ts'
import { ledgerFor, waitlistEntryLifecycle } from '../seats/seats.ts'

export const SEATS_OPEN = 'A seat is open right now, so there is no need to wait: you can book it at checkout.'
/** The answer to every join, whatever the address's state, so the form never tells who waits or bought (decision 088). */
export const CHECK_INBOX =
  'Almost there: please check your email. It has a link to open within a day to take your place in line, ' +
  'or your place if you are in line already.'
export const TOO_MANY_JOINS =
  'Too many waitlist sign-ups for this option from your connection today. Please try again tomorrow.'
export const CONFIRM_UNKNOWN = 'This confirmation link has expired or is not valid. Please join the waitlist again.'

/** Entries one client address may start for one item in a day, confirmed or not: enough for a household. */
export const ENTRIES_PER_ADDRESS = 3
export { CONFIRM_WINDOW_MS }

type JoinInput = z.output<typeof joinWaitlistSchema>

/** The purchase a line's item sells: only pods and coaching slots have a line (a missing item is priced as a pod, which refuses it). */
export function purchaseTypeOf(itemType: InventoryType | undefined): 'brotherhood' | 'one-to-one' {
  return itemType === INVENTORY_TYPE_OF['one-to-one'] ? 'one-to-one' : 'brotherhood'
}

export const placeMessage = (place: number) =>
  place === 1
    ? 'You are first in line. We will email you the moment a seat opens.'
    : place > 1
      ? `You are number ${place} in line. We will email you when a seat opens for you.`
      : 'Your email address is confirmed.'

const confirmWindowStart = (now = Date.now()) => new Date(now - CONFIRM_WINDOW_MS).toISOString()

/** An entry counts once confirmed; one from before confirmation existed has no token and counts too. */
const isConfirmed = isConfirmedEntry

/**
 * A visitor asks to join the line of a sold-out item. A confirmed entry of the same address keeps its place,
 * emailed to that address; otherwise the entry waits, unconfirmed, for its email link. The answer is the same.
 */
export async function joinWaitlist(
  db: Database,
  env: Env,
  input: JoinInput,
  clientAddress: string,
): Promise<{ place: null; message: string }> {
  const [item] = await findItemOnSale(db, input.inventoryId)
  if (item?.type === 'consultation') throw new HttpError(404, 'That option has no waitlist.')
  // The price rules refuse what checkout refuses: an item off sale or past its closing date.
  offerOf(purchaseTypeOf(item?.type), input.inventoryId, item)
  // The ledger decides for good when the link is used; this spares a visitor a wait while a seat is on sale.
  if (item && item.availableSlots > 0) throw new HttpError(409, SEATS_OPEN, { reason: 'seats-open' })
  const { email } = input
  const since = confirmWindowStart()
  const entries = await openEntriesOf(db, input.inventoryId, email)
  const confirmed = entries.find(isConfirmed)
  if (confirmed) return emailPlace(db, env, input, item?.name ?? '', confirmed.id)
  if (await addUnconfirmed(db, input, clientAddress, item?.name ?? '', since))
    return { place: null, message: CHECK_INBOX }
  // Not added: an entry for this email and item came first (this ask, or one at the same moment), or this
  // address has its day's entries for the item. Asking again within the day sends no second email.
  const open = await openEntriesOf(db, input.inventoryId, email)
  const confirmedSince = open.find(isConfirmed)
  if (confirmedSince) return emailPlace(db, env, input, item?.name ?? '', confirmedSince.id)
  if (open.some((entry) => entry.createdAt > since)) return { place: null, message: CHECK_INBOX }
  throw new HttpError(429, TOO_MANY_JOINS)
}

/** Emails an address already in line its place, once a day at most however often it is typed into the form. */
async function emailPlace(db: Database, env: Env, input: JoinInput, itemName: string, entryId: number) {
  const { place } = await joinLine(env, input.inventoryId, entryId)
  await queueEmail(db, {
    template: 'waitlist-place',
    recipient: input.email,
    payload: { firstName: input.firstName, itemName, place },
    key: `waitlist-place:${entryId}:${new Date().toISOString().slice(0, 10)}`,
  })
  return { place: null, message: CHECK_INBOX }
}

/** The entries of this email for this item that still wait for a seat (confirmed or not). */
function openEntriesOf(db: Database, itemId: number, email: string) {
  return db
    .select({
      id: waitlistEntries.id,
      confirmToken: waitlistEntries.confirmToken,
      confirmedAt: waitlistEntries.confirmedAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.inventoryItemId, itemId),
        eq(waitlistEntries.email, email),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(waitlistEntries.id)
}

/**
 * Stores the unconfirmed entry and queues its link, unless this email already has an entry for the item that
 * counts (confirmed, or unconfirmed within its day) or this address has made its day's entries for the item.
 * Checks and insert are one statement, so joins sent at the same moment cannot all slip past them. Answers
 * whether the entry was added; only then is its email queued.
 */
async function addUnconfirmed(
  db: Database,
  input: JoinInput,
  clientAddress: string,
  itemName: string,
  since: string,
): Promise<boolean> {
  const { email, phone, firstName } = input
  const confirmToken = crypto.randomUUID()
  const t = waitlistEntries
  // The contact first (the entry names it); writing it again for an entry not added changes nothing.
  await upsertContact(db, { email, firstName, phone })
  const added = await db.all<{ id: number }>(sql`
      INSERT INTO ${t} (inventory_item_id, contact_id, first_name, email, phone, email_consent, sms_consent,
        confirm_token, client_address)
      SELECT ${input.inventoryId}, ${contactIdOf(email)}, ${firstName}, ${email}, ${phone},
        ${input.emailConsent ? 1 : 0}, ${input.smsConsent ? 1 : 0}, ${confirmToken}, ${clientAddress}
      WHERE NOT EXISTS (
        SELECT 1 FROM ${t} WHERE ${t.inventoryItemId} = ${input.inventoryId} AND ${t.email} = ${email}
          AND ${t.status} IN ('waiting', 'offered')
          AND (${t.confirmToken} IS NULL OR ${t.confirmedAt} IS NOT NULL OR ${t.createdAt} > ${since})
      ) AND (
        SELECT count(*) FROM ${t} WHERE ${t.inventoryItemId} = ${input.inventoryId}
          AND ${t.clientAddress} = ${clientAddress} AND ${t.createdAt} > ${since}
      ) < ${ENTRIES_PER_ADDRESS}
      RETURNING id`)
  if (added.length === 0) {
    // The entry may be this email's own from a join whose email was never queued (D1 failed between the two
    // writes): queued again under the same key, so a link already on its way is not sent twice.
    const pending = await unconfirmedEntryOf(db, input.inventoryId, email, since)
    if (pending) await queueConfirmation(db, email, firstName, itemName, pending)
    return false
  }
  await queueConfirmation(db, email, firstName, itemName, confirmToken)
  return true
}

function queueConfirmation(db: Database, email: string, firstName: string, itemName: string, token: string) {
  return queueEmail(db, {
    template: WAITLIST_CONFIRM_TEMPLATE,
    recipient: email,
    payload: { firstName, itemName, token },
    key: `waitlist-confirm:${token}`,
  })
}

/** The confirmation token of this email's entry for the item that still waits for its link, if any. */
async function unconfirmedEntryOf(db: Database, itemId: number, email: string, since: string) {
  const [entry] = await db
    .select({ token: waitlistEntries.confirmToken })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.inventoryItemId, itemId),
        eq(waitlistEntries.email, email),
        eq(waitlistEntries.status, 'waiting'),
        isNull(waitlistEntries.confirmedAt),
        gt(waitlistEntries.createdAt, since),
      ),
    )
    .limit(1)
  return entry?.token ?? null
}

/** Puts a confirmed entry in the item's line; the ledger keeps the place of one already there. */
async function joinLine(env: Env, itemId: number, entryId: number): Promise<{ place: number; message: string }> {
  const joined = await ledgerFor(env, itemId).join(itemId, entryId)
  if (joined.ok) return { place: joined.place, message: placeMessage(joined.place) }
  if (joined.reason === 'seats-open') throw new HttpError(409, SEATS_OPEN, { reason: 'seats-open' })
  throw new HttpError(404, 'That option is no longer available. Please choose another.')
}

/** The link in the confirmation email: the entry joins the line now. Using it again answers the same place. */
export async function confirmWaitlistEntry(db: Database, env: Env, token: string) {
  const [entry] = await db
    .select({
      id: waitlistEntries.id,
      itemId: waitlistEntries.inventoryItemId,
      confirmedAt: waitlistEntries.confirmedAt,
      createdAt: waitlistEntries.createdAt,
      status: waitlistEntries.status,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.confirmToken, token))
    .limit(1)
  const inLine = entry?.status === 'waiting' || entry?.status === 'offered'
  if (!entry || (entry.confirmedAt === null && (!inLine || entry.createdAt <= confirmWindowStart()))) {
    // Unknown, expired, or removed by the owner before it was confirmed: nothing joins the line.
    throw new HttpError(404, CONFIRM_UNKNOWN)
  }
  // A click after the entry's turn has passed (claimed, expired, removed) changes nothing.
  if (!inLine) return { place: 0, message: placeMessage(0) }
  // The ledger first: should D1's write fail, the entry is in line and a second click only records it.
  const answer = await joinLine(env, entry.itemId, entry.id)
  if (entry.confirmedAt === null) {
    await db
      .update(waitlistEntries)
      .set({ confirmedAt: new Date().toISOString() })
      .where(and(eq(waitlistEntries.id, entry.id), isNull(waitlistEntries.confirmedAt)))
  }
  return answer
}

/** Hours after its day that the cron marks an unconfirmed entry expired: a link used at the last moment lands first. */
const EXPIRY_GRACE_MS = 60 * 60 * 1000

/**
 * The cron's cleanup: an entry still unconfirmed a day after it was made is marked expired (it was treated as
 * expired from its day already: its link joins nobody, and no offer ever reaches it). A compare-and-set on the
 * unconfirmed waiting status; answers how many it marked.
 */
export async function expireUnconfirmedEntries(db: Database, now: number): Promise<number> {
  const expired = await waitlistEntryLifecycle.statement(db, 'expireUnconfirmed', {
    every: true,
    where: [
      isNotNull(waitlistEntries.confirmToken),
      isNull(waitlistEntries.confirmedAt),
      lte(waitlistEntries.createdAt, new Date(now - CONFIRM_WINDOW_MS - EXPIRY_GRACE_MS).toISOString()),
    ],
  })
  return expired.length
}
