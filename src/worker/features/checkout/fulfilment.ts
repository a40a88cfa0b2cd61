// Fulfilment happens once per payment however often and in whatever order the webhook and the confirm
// call arrive: the purchase row changes only while unfulfilled, and its messages carry unique keys.
import { and, eq, isNull } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { PURCHASE_TYPE_LABELS } from '../../../shared/purchase-type-labels.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import type { Database } from '../../platform/db/client.ts'
import { receiptInvitation } from '../calendar/calendar.ts'
import { purchases } from '../../platform/db/schema.ts'
import { queueEmail, queueSms } from '../outbox/outbox.ts'
import { refundPathFor } from '../refunds/refunds.ts'
import { planViewOf } from '../plans/plans.ts'
import { getSiteSettings } from '../content/content.ts'

type Purchase = typeof purchases.$inferSelect

/** (541) 555-0142 → +15415550142, the form Twilio wants. */
export function toE164(usPhone: string): string {
  return `+1${usPhone.replace(/\D/g, '').slice(-10)}`
}

export function ownerSmsText(
  customerName: string,
  type: Purchase['type'],
  amountCents: number,
  planPayments: number | null = null,
): string {
  const price = planPayments
    ? `${planPayments} × ${formatPrice(amountCents)} (first payment made)`
    : formatPrice(amountCents)
  return `New purchase: ${customerName} bought ${PURCHASE_TYPE_LABELS[type]} for ${price}.`
}

/** What the success page shows of a purchase this call fulfilled: the same link and calendar as its receipt. */
export interface Fulfilled {
  refundPath: string | null
  calendar: boolean
}

/**
 * `alongside`: statements that belong to the same moment (the sold seat's mirror), written in the same batch.
 * The receipt carries the calendar invitation when the purchase has sessions to put on a calendar, and the
 * refund link, whose 30 days start at this fulfilment. Returns what the success page needs when this call
 * fulfilled the purchase, so it is not read and worked out again; null when it had been fulfilled before.
 */
export async function fulfilPurchase(
  db: Database,
  env: Env,
  purchase: Purchase,
  alongside: BatchItem<'sqlite'>[] = [],
): Promise<Fulfilled | null> {
  const [settings, invitation] = await Promise.all([getSiteSettings(db), receiptInvitation(db, env, purchase)])
  const key = purchase.stripePaymentIntentId ?? `purchase-${purchase.id}`
  const customerName = `${purchase.firstName} ${purchase.lastName}`
  const fulfilledAt = purchase.fulfilledAt ?? new Date().toISOString()
  const refundPath = await refundPathFor(env, { ...purchase, fulfilledAt })
  const [updated] = await db.batch([
    db
      .update(purchases)
      .set({ status: 'succeeded', fulfilledAt })
      .where(and(eq(purchases.id, purchase.id), isNull(purchases.fulfilledAt)))
      .returning({ id: purchases.id }),
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
  return updated.length > 0 ? { refundPath, calendar: invitation !== null } : null
}
