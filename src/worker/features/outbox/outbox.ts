// The one writer of outbox rows. Each call returns the insert unrun, so the caller writes the message in the
// same D1 batch as what causes it (a lead, a sale, a refund), or awaits it alone.
import type { Database } from '../../platform/db/client.ts'
import { outbox } from '../../platform/db/schema.ts'
import type { EmailMessage, SmsMessage } from './message-payloads.ts'
// What other features use of this one (this file is the feature's entry).
export { deliverSoon } from './deliver-soon.ts'
export { ownerSmsText } from './owner-sale-text.ts'
export {
  OWNER_REFUND_SUBJECTS,
  planFailureSms,
  WAITLIST_CONFIRM_TEMPLATE,
  WAITLIST_OFFER_TEMPLATE,
} from './message-templates.ts'
export { anyChannelConfigured, deliverDueMessages } from './outbox-delivery.ts'
export type { BookingRef, EmailMessage, OwnerRefundEvent, PlanPaymentFailure, SmsMessage } from './message-payloads.ts'

export function queueEmail(db: Database, message: EmailMessage) {
  return queue(db, 'email', message)
}

export function queueSms(db: Database, message: SmsMessage) {
  return queue(db, 'sms', message)
}

function queue(db: Database, channel: 'email' | 'sms', { key, ...message }: EmailMessage | SmsMessage) {
  return db
    .insert(outbox)
    .values({ channel, ...message, idempotencyKey: key })
    .onConflictDoNothing()
}
