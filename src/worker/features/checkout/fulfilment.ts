// Fulfilment happens once per payment however often and in whatever order the webhook and the confirm
// call arrive: the purchase moves authorized → succeeded once (a guarded move), and its messages carry unique keys.
import type { BatchItem } from 'drizzle-orm/batch'
import { ONE_TO_ONE_SESSIONS } from '../../../shared/constants.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import type { Database } from '../../platform/db/client.ts'
import { findItem, itemRow } from '../../platform/db/item-by-id.ts'
import { calendarChanged, describeStart, queueLateCalendarUpdate, receiptCalendar } from '../calendar/calendar.ts'
import { sessionOpenTimes } from '../bookings/bookings.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { log } from '../../platform/log.ts'
import { moveStatement, type Purchase, type PurchaseItem } from '../purchases/purchases.ts'
import { ownerSmsText, queueEmail, queueSms } from '../outbox/outbox.ts'
import { refundPathFor } from '../refunds/refunds.ts'
import { planViewOf } from '../plans/plans.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'

type Package = Partial<Pick<Purchase, 'sessionsIncluded' | 'sessionRelease' | 'sessionCap'>>

/**
 * The sessions a one-to-one purchase includes and the rule that opens them, as its item names them now (SPEC §1's
 * twelve, opening with the payments, without one; decisions 076, 082). Nothing for any other purchase.
 */
function sessionsBought(purchase: Purchase, item: PurchaseItem | undefined): Package {
  if (purchase.type !== 'one-to-one') return {}
  if (purchase.sessionsIncluded !== null) return {}
  return {
    sessionsIncluded: item?.sessionsIncluded ?? ONE_TO_ONE_SESSIONS,
    sessionRelease: item?.sessionRelease ?? null,
    sessionCap: item?.sessionCap ?? null,
  }
}

/** How many open times the receipt of a one-to-one package names, so he can book his first session at once. */
export const RECEIPT_OPEN_TIMES = 3

/**
 * The first times a one-to-one buyer can book now, as he reads them; none for another purchase, or when the coach's
 * calendar cannot be read now (the receipt still sends him to My coaching, which reads them again).
 */
async function firstOpenTimes(db: Database, env: Env, purchase: Purchase): Promise<string[]> {
  if (purchase.type !== 'one-to-one') return []
  try {
    const { times } = await sessionOpenTimes(db, env, Date.now())
    return times.slice(0, RECEIPT_OPEN_TIMES).map((time) => describeStart(new Date(time), BUSINESS_TIME_ZONE))
  } catch (error) {
    log.warn('Open times for the receipt could not be read', { error: String(error) })
    return []
  }
}

/** What names a purchase's messages once: its payment intent, or the purchase for one without. */
const receiptKeyPart = (purchase: Purchase) => purchase.stripePaymentIntentId ?? `purchase-${purchase.id}`

/** The receipt's key, by which the success page reads what the receipt said. */
export const receiptKey = (purchase: Purchase) => `receipt:${receiptKeyPart(purchase)}`

/** The purchase's item: the one read with it when that is still the one it names, else read now. */
async function receiptItem(db: Database, purchase: Purchase, read: PurchaseItem | undefined) {
  if (purchase.inventoryItemId === null) return undefined
  return read?.id === purchase.inventoryItemId ? read : findItem(db, purchase.inventoryItemId)
}

/**
 * `read`: the purchase's item as settlement read it with the purchase. `alongside`: statements that belong to the
 * same moment (the sold seat's mirror), written in the same batch. The receipt carries the calendar invitation
 * when the purchase has sessions to put on a calendar, and the refund link, whose 30 days start at this
 * fulfilment. The purchase as this call fulfilled it, or null when another had (the messages' keys keep them
 * single either way).
 */
export async function fulfilPurchase(
  db: Database,
  env: Env,
  purchase: Purchase,
  read: PurchaseItem | undefined,
  alongside: BatchItem<'sqlite'>[] = [],
): Promise<Purchase | null> {
  const item = await receiptItem(db, purchase, read)
  const [settings, { invitation, schedule }, openTimes] = await Promise.all([
    getSiteSettings(db),
    receiptCalendar(db, env, purchase, item),
    firstOpenTimes(db, env, purchase),
  ])
  const key = receiptKeyPart(purchase)
  const customerName = `${purchase.firstName} ${purchase.lastName}`
  const fulfilledAt = purchase.fulfilledAt ?? new Date().toISOString()
  const refundPath = await refundPathFor(env, { ...purchase, fulfilledAt })
  const [[updated], ...rest] = await db.batch([
    moveStatement(db, purchase, 'fulfil', { fulfilledAt, ...sessionsBought(purchase, item) }),
    queueEmail(db, {
      template: 'purchase-receipt',
      recipient: purchase.email,
      payload: {
        firstName: purchase.firstName,
        description: purchase.description,
        amount: purchase.amount,
        type: purchase.type,
        calendar: Boolean(invitation),
        schedule,
        openTimes,
        refundPath,
        plan: planViewOf(purchase),
        planToken: purchase.planToken,
      },
      attachments: invitation ? [invitation] : null,
      key: receiptKey(purchase),
    }),
    queueSms(db, {
      template: 'owner-purchase',
      recipient: toE164(settings.contactPhone),
      payload: {
        text: ownerSmsText(customerName, purchase.type, purchase.amount, purchase.planPayments),
        purchaseId: purchase.id,
      },
      key: `owner-sms:${key}`,
    }),
    ...alongside,
    // Read after the move, in its transaction: an edit of the item's schedule since the receipt's read shows here.
    itemRow(db, purchase.inventoryItemId ?? 0),
  ])
  const [itemNow] = rest.at(-1) as PurchaseItem[]
  if (updated && item && itemNow && calendarChanged(item, itemNow)) {
    // The sale is made and is answered as made; a failure here is logged, and the buyer keeps the receipt's time.
    await queueLateCalendarUpdate(db, env, updated, itemNow).catch((error: unknown) =>
      log.error('The moved sessions could not be queued for a buyer paid during the move', {
        purchaseId: updated.id,
        error: String(error),
      }),
    )
  }
  return updated ?? null
}
