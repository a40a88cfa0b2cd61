// Fulfilment happens once per payment however often and in whatever order the webhook and the confirm
// call arrive: the purchase moves authorized → succeeded once (a guarded move), and its messages carry unique keys.
import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { ONE_TO_ONE_SESSIONS } from '../../../shared/constants.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems } from '../../platform/db/schema.ts'
import { receiptInvitation } from '../calendar/calendar.ts'
import { moveStatement, type Purchase } from '../purchases/purchases.ts'
import { ownerSmsText, queueEmail, queueSms } from '../outbox/outbox.ts'
import { refundPathFor } from '../refunds/refunds.ts'
import { planViewOf } from '../plans/plans.ts'
import { getSiteSettings } from '../content/content.ts'

type Package = Partial<Pick<Purchase, 'sessionsIncluded' | 'sessionRelease' | 'sessionCap'>>

/**
 * The sessions a one-to-one purchase includes and the rule that opens them, as its item names them now (SPEC §1's
 * twelve, opening with the payments, without one; decisions 076, 082). Nothing for any other purchase.
 */
async function sessionsBought(db: Database, purchase: Purchase): Promise<Package> {
  if (purchase.type !== 'one-to-one') return {}
  if (purchase.sessionsIncluded !== null) return {}
  const item =
    purchase.inventoryItemId === null
      ? undefined
      : await db.query.inventoryItems.findFirst({
          columns: { sessionsIncluded: true, sessionRelease: true, sessionCap: true },
          where: eq(inventoryItems.id, purchase.inventoryItemId),
        })
  return {
    sessionsIncluded: item?.sessionsIncluded ?? ONE_TO_ONE_SESSIONS,
    sessionRelease: item?.sessionRelease ?? null,
    sessionCap: item?.sessionCap ?? null,
  }
}

/**
 * `alongside`: statements that belong to the same moment (the sold seat's mirror), written in the same batch.
 * The receipt carries the calendar invitation when the purchase has sessions to put on a calendar, and the
 * refund link, whose 30 days start at this fulfilment. The purchase as this call fulfilled it, or null when
 * another had (the messages' keys keep them single either way).
 */
export async function fulfilPurchase(
  db: Database,
  env: Env,
  purchase: Purchase,
  alongside: BatchItem<'sqlite'>[] = [],
): Promise<Purchase | null> {
  const [settings, invitation, sessionTerms] = await Promise.all([
    getSiteSettings(db),
    receiptInvitation(db, env, purchase),
    sessionsBought(db, purchase),
  ])
  const key = purchase.stripePaymentIntentId ?? `purchase-${purchase.id}`
  const customerName = `${purchase.firstName} ${purchase.lastName}`
  const fulfilledAt = purchase.fulfilledAt ?? new Date().toISOString()
  const refundPath = await refundPathFor(env, { ...purchase, fulfilledAt })
  const [updated] = await db.batch([
    moveStatement(db, purchase, 'fulfil', { fulfilledAt, ...sessionTerms }),
    queueEmail(db, {
      template: 'purchase-receipt',
      recipient: purchase.email,
      payload: {
        firstName: purchase.firstName,
        description: purchase.description,
        amount: purchase.amount,
        type: purchase.type,
        calendar: Boolean(invitation),
        refundPath,
        plan: planViewOf(purchase),
        planToken: purchase.planToken,
      },
      attachments: invitation ? [invitation] : null,
      key: `receipt:${key}`,
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
  ])
  return updated[0] ?? null
}
