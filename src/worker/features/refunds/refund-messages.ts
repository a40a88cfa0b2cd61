// The messages a refund causes, as outbox rows with keys that make each one once per purchase: the buyer's
// confirmation, and the owner's text and email when a refund is asked for (manual approval), made or failed.
import { formatPrice } from '../../../shared/rules/inventory.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import type { Purchase } from '../purchases/purchases.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import type { SQL } from 'drizzle-orm'
import { type OwnerRefundEvent, queueEmail, queueEmailWhen, queueSms, queueSmsWhen } from '../outbox/outbox.ts'
import { OWNER_REFUND_SUBJECTS } from './refund-letters.tsx'

const nameOf = (purchase: Purchase) => `${purchase.firstName} ${purchase.lastName}`

/** Begins with the email's subject for the event, so the owner's text and email say the same. */
export function ownerRefundText(event: OwnerRefundEvent, purchase: Purchase, amount: number, detail = ''): string {
  const headline = `${OWNER_REFUND_SUBJECTS[event]}: ${nameOf(purchase)}, ${purchase.description}, ${formatPrice(amount)}`
  if (event === 'requested') return `${headline}. Approve it in the admin, or it is approved by itself on ${detail}.`
  if (event === 'refunded') return `${headline}. The seat is back on sale.`
  return `${headline}. ${detail} Please contact them.`
}

export function buyerRefundEmail(db: Database, purchase: Purchase, amount: number) {
  return queueEmail(db, {
    template: 'refund-confirmation',
    recipient: purchase.email,
    payload: { firstName: purchase.firstName, description: purchase.description, amount },
    key: `refund-confirmation:${purchase.id}`,
  })
}

/** The owner's text and email about one refund event; `key` tells apart events that may happen more than once. */
export function ownerRefundMessages(
  db: Database,
  settings: SiteSettings,
  event: OwnerRefundEvent,
  purchase: Purchase,
  amount: number,
  detail = '',
  key = String(purchase.id),
) {
  const text = ownerRefundText(event, purchase, amount, detail)
  return [
    queueSms(db, {
      template: 'owner-refund',
      recipient: toE164(settings.contactPhone),
      payload: { text, purchaseId: purchase.id },
      key: `owner-refund-${event}-sms:${key}`,
    }),
    queueEmail(db, {
      template: 'owner-refund',
      recipient: settings.contactEmail,
      payload: { event, text, purchaseId: purchase.id },
      key: `owner-refund-${event}-email:${key}`,
    }),
  ] as const
}

/** The owner's 'requested' text and email, written only if `condition` holds (a request the same batch wrote). */
export function ownerRefundMessagesWhen(
  db: Database,
  settings: SiteSettings,
  purchase: Purchase,
  amount: number,
  approveBy: string,
  condition: SQL,
) {
  const text = ownerRefundText('requested', purchase, amount, approveBy)
  return [
    queueSmsWhen(
      db,
      {
        template: 'owner-refund',
        recipient: toE164(settings.contactPhone),
        payload: { text, purchaseId: purchase.id },
        key: `owner-refund-requested-sms:${purchase.id}`,
      },
      condition,
    ),
    queueEmailWhen(
      db,
      {
        template: 'owner-refund',
        recipient: settings.contactEmail,
        payload: { event: 'requested', text, purchaseId: purchase.id },
        key: `owner-refund-requested-email:${purchase.id}`,
      },
      condition,
    ),
  ] as const
}
