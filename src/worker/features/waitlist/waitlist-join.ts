// Joining an item's waitlist in two steps, so the line cannot be filled with made-up addresses to keep
// freed seats off sale (issue 23): joining stores the entry unconfirmed and emails a link; only the link
// puts the entry in the item's line (the ledger's join). An entry not confirmed within a day is expired.
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { InventoryType } from '../../../shared/constants.ts'
import { INVENTORY_TYPE_OF } from '../../../shared/rules/inventory.ts'
import type { joinWaitlistSchema } from '../../../shared/schemas/waitlist.ts'
import type { Database } from '../../platform/db/client.ts'
import { waitlistEntries } from '../../platform/db/schema.ts'
import { findItemOnSale } from '../../platform/db/on-sale.ts'
import { HttpError } from '../../platform/http-error.ts'
import { offerOf } from '../checkout/checkout.ts'
import { contactIdOf, upsertContact } from '../leads/leads.ts'
import { queueEmail, WAITLIST_CONFIRM_TEMPLATE } from '../outbox/outbox.ts'
import { ledgerFor } from '../seats/seats.ts'

export const SEATS_OPEN = 'A seat is open right now, so there is no need to wait: you can book it at checkout.'
export const CHECK_INBOX =
  'Almost there: we have emailed you a link. Open it within a day to confirm your address and take your place in line.'
export const TOO_MANY_JOINS =
  'Too many waitlist sign-ups for this option from your connection today. Please try again tomorrow.'
export const CONFIRM_UNKNOWN = 'This confirmation link has expired or is not valid. Please join the waitlist again.'

/** Entries one client address may start for one item in a day, confirmed or not: enough for a household. */
export const ENTRIES_PER_ADDRESS = 3
/** How long a confirmation link stays good; an entry still unconfirmed after it is treated as never made. */
export const CONFIRM_WINDOW_MS = 24 * 60 * 60 * 1000

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
const isConfirmed = (entry: { confirmToken: string | null; confirmedAt: string | null }) =>
  entry.confirmToken === null || entry.confirmedAt !== null

/**
 * A visitor asks to join the line of a sold-out item. A confirmed entry of the same address keeps its place
 * (answered as before); otherwise the entry waits, unconfirmed, for its email link.
 */
export async function joinWaitlist(
  db: Database,
  env: Env,
  input: JoinInput,
  clientAddress: string,
): Promise<{ place: number | null; message: string }> {
  const [item] = await findItemOnSale(db, input.inventoryId)
  if (item?.type === 'consultation') throw new HttpError(404, 'That option has no waitlist.')
  // The price rules refuse what checkout refuses: an item off sale or past its closing date.
  offerOf(purchaseTypeOf(item?.type), input.inventoryId, item)
  // The ledger decides for good when the link is used; this spares a visitor a wait while a seat is on sale.
  if (item && item.availableSlots > 0) throw new HttpError(409, SEATS_OPEN, { reason: 'seats-open' })
  const { email } = input
  const since = confirmWindowStart()
  const entries = await db
    .select({
      id: waitlistEntries.id,
      confirmToken: waitlistEntries.confirmToken,
      confirmedAt: waitlistEntries.confirmedAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.inventoryItemId, input.inventoryId),
        eq(waitlistEntries.email, email),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
  const confirmed = entries.find(isConfirmed)
  if (confirmed) return joinLine(env, input.inventoryId, confirmed.id)
  // One open entry per email and item: a second ask within the day sends no second email.
  if (entries.some((entry) => entry.createdAt > since)) return { place: null, message: CHECK_INBOX }
  const [recent] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.inventoryItemId, input.inventoryId),
        eq(waitlistEntries.clientAddress, clientAddress),
        gt(waitlistEntries.createdAt, since),
      ),
    )
  if ((recent?.n ?? 0) >= ENTRIES_PER_ADDRESS) throw new HttpError(429, TOO_MANY_JOINS)
  await addUnconfirmed(db, input, clientAddress, item?.name ?? '')
  return { place: null, message: CHECK_INBOX }
}

async function addUnconfirmed(db: Database, input: JoinInput, clientAddress: string, itemName: string) {
  const { email, phone, firstName } = input
  const confirmToken = crypto.randomUUID()
  await db.batch([
    upsertContact(db, { email, firstName, phone }),
    db.insert(waitlistEntries).values({
      inventoryItemId: input.inventoryId,
      contactId: contactIdOf(email),
      firstName,
      email,
      phone,
      emailConsent: input.emailConsent,
      smsConsent: input.smsConsent,
      confirmToken,
      clientAddress,
    }),
    queueEmail(db, {
      template: WAITLIST_CONFIRM_TEMPLATE,
      recipient: email,
      payload: { firstName, itemName, token: confirmToken },
      key: `waitlist-confirm:${confirmToken}`,
    }),
  ])
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
