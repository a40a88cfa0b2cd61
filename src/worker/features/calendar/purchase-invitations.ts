// The invitations a purchase sends after its receipt, through the outbox: an update to every buyer when the
// owner moves a pod or slot (SEQUENCE + 1, stored; calls booked on the slot too), and a cancellation for one
// purchase (its refund).
// Each message carries its .ics, written when it is queued, so a retry sends the same file.
import { and, eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { findItem } from '../../platform/db/item-by-id.ts'
import { inventoryItems, outbox, purchases } from '../../platform/db/schema.ts'
import { type EmailMessage, queueEmail } from '../outbox/outbox.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import { callCalendarUpdates, callsBookedOn } from './call-invitations.ts'
import { sessionStarts, writeInvitation } from './invitation.ts'
import { buyerOf, calendarSiteUrl, describeStart, invitationAttachment, purchaseEvent } from './purchase-event.ts'
import { purchaseEventNow, scheduleWords } from './schedule-words.ts'

type Purchase = typeof purchases.$inferSelect
type Item = typeof inventoryItems.$inferSelect

/** The fields whose change moves a buyer's sessions. */
export const CALENDAR_FIELDS = ['startsOn', 'dayOfWeek', 'timeSlot'] as const

export function calendarChanged(
  before: Pick<Item, (typeof CALENDAR_FIELDS)[number]>,
  after: Pick<Item, (typeof CALENDAR_FIELDS)[number]>,
): boolean {
  return CALENDAR_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null))
}

function itemOf(db: Database, id: number | null) {
  return id === null ? Promise.resolve(undefined) : findItem(db, id)
}

/** Statements that raise the purchase's SEQUENCE from the one the email was written with and queue it. */
function queueWithSequence(
  db: Database,
  purchase: Purchase,
  sequence: number,
  message: EmailMessage<'calendar-update' | 'calendar-cancel'>,
): BatchItem<'sqlite'>[] {
  return [
    db
      .update(purchases)
      .set({ calendarSequence: sequence })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.calendarSequence, sequence - 1))),
    queueEmail(db, message),
  ]
}

/** One buyer's entry again at the next SEQUENCE, as the item stands in `item`; none while it has no series to send. */
function updateStatements(
  db: Database,
  purchase: Purchase,
  item: Item | undefined,
  settings: SiteSettings,
  siteUrl: string,
  now: Date,
): BatchItem<'sqlite'>[] {
  const sequence = purchase.calendarSequence + 1
  const event = purchaseEvent({ ...purchase, calendarSequence: sequence }, item, settings, siteUrl)
  // A pod whose start date or time was cleared has no series to send; its buyers keep the last one.
  if (!event) return []
  return queueWithSequence(db, purchase, sequence, {
    template: 'calendar-update',
    recipient: purchase.email,
    payload: {
      firstName: purchase.firstName,
      description: purchase.description,
      firstSession: describeStart(sessionStarts(event)[0]!, event.timeZone),
    },
    attachments: [invitationAttachment('REQUEST', event, buyerOf(purchase), now)],
    key: `calendar-update:${purchase.id}:${sequence}`,
  })
}

/**
 * The owner changed an item's day, time or start date: every buyer whose purchase stands, and everyone who
 * booked a call on it, gets the entry again with the same UID and the next SEQUENCE, which calendars apply
 * as an update. Returns how many.
 */
export async function queueCalendarUpdates(db: Database, env: Env, itemId: number, now = new Date()): Promise<number> {
  const [item, settings, buyers, calls] = await Promise.all([
    itemOf(db, itemId),
    getSiteSettings(db),
    db
      .select()
      .from(purchases)
      .where(and(eq(purchases.inventoryItemId, itemId), eq(purchases.status, 'succeeded'))),
    callsBookedOn(db, itemId),
  ])
  const siteUrl = calendarSiteUrl(env)
  const statements = buyers.flatMap((purchase) => updateStatements(db, purchase, item, settings, siteUrl, now))
  statements.push(...callCalendarUpdates(db, calls, item, settings, siteUrl, now))
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  return statements.length / 2
}

/**
 * Queues METHOD:CANCEL for one purchase (same UID, next SEQUENCE), so the buyer's calendar drops the
 * sessions; for a refund. Once per purchase: a second call queues nothing. Returns whether one was queued.
 */
export async function queueCalendarCancellation(
  db: Database,
  env: Env,
  purchaseId: number,
  now = new Date(),
): Promise<boolean> {
  const key = `calendar-cancel:${purchaseId}`
  const [purchase, queued, settings] = await Promise.all([
    db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) }),
    db.query.outbox.findFirst({ columns: { id: true }, where: eq(outbox.idempotencyKey, key) }),
    getSiteSettings(db),
  ])
  if (!purchase || queued) return false
  const sequence = purchase.calendarSequence + 1
  const event = purchaseEvent(
    { ...purchase, calendarSequence: sequence },
    await itemOf(db, purchase.inventoryItemId),
    settings,
    calendarSiteUrl(env),
  )
  if (!event) return false
  const [first, ...rest] = queueWithSequence(db, purchase, sequence, {
    template: 'calendar-cancel',
    recipient: purchase.email,
    payload: { firstName: purchase.firstName, description: purchase.description },
    attachments: [invitationAttachment('CANCEL', event, buyerOf(purchase), now)],
    key,
  })
  await db.batch([first!, ...rest])
  return true
}

/**
 * What the receipt says of the purchase's sessions, from its item as read with it: the invitation it carries
 * (REQUEST at the purchase's SEQUENCE) and the sessions in words; both null when there is no entry yet.
 */
export async function receiptCalendar(
  db: Database,
  env: Env,
  purchase: Purchase,
  item: Item | undefined,
  now = new Date(),
) {
  const event = purchaseEvent(purchase, item, await getSiteSettings(db), calendarSiteUrl(env))
  if (!event) return { invitation: null, schedule: null }
  return { invitation: invitationAttachment('REQUEST', event, buyerOf(purchase), now), schedule: scheduleWords(event) }
}

/**
 * The owner moved the item's day, time or start date after the receipt's read of it and before the purchase was
 * paid, so his update went to the buyers paid by then and not to this one: this one gets the entry again, as the
 * item stands now.
 */
export async function queueLateCalendarUpdate(
  db: Database,
  env: Env,
  purchase: Purchase,
  item: Item,
  now = new Date(),
): Promise<void> {
  const [first, ...rest] = updateStatements(db, purchase, item, await getSiteSettings(db), calendarSiteUrl(env), now)
  if (first) await db.batch([first, ...rest])
}

/**
 * The series as a file to import (METHOD:PUBLISH), for the purchase paid with this payment intent: handed only
 * to the success page that proved the intent's client secret (checkout/receipt-proof.ts).
 */
export async function publishedCalendar(
  db: Database,
  env: Env,
  paymentIntentId: string,
  now = new Date(),
): Promise<string | null> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  if (purchase?.status !== 'succeeded') return null
  const event = await purchaseEventNow(db, env, purchase)
  return event ? writeInvitation('PUBLISH', event, { now }) : null
}
