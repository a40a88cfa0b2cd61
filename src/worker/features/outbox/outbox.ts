// The one writer of outbox rows. Each call returns the insert unrun, so the caller writes the message in the
// same D1 batch as what causes it (a lead, a sale, a refund), or awaits it alone.
import type { Database } from '../../platform/db/client.ts'
import { type OutboxAttachment, outbox } from '../../platform/db/schema.ts'
// What other features use of this one (this file is the feature's entry).
export { deliverSoon } from './deliver-soon.ts'
export { ownerSmsText } from './owner-sale-text.ts'
export { planFailureSms, WAITLIST_CONFIRM_TEMPLATE, WAITLIST_OFFER_TEMPLATE } from './message-templates.ts'
export { anyChannelConfigured, deliverDueMessages } from './outbox-delivery.ts'

export interface OutboxMessage {
  template: string
  recipient: string
  payload: Record<string, unknown>
  /** Names the message once and for all: a second row with the same key is dropped, so it is sent once. */
  key: string
  /** Files sent with an email, written with it so a retry sends the same file. */
  attachments?: OutboxAttachment[] | null
}

export function queueEmail(db: Database, message: OutboxMessage) {
  return queue(db, 'email', message)
}

export function queueSms(db: Database, message: OutboxMessage) {
  return queue(db, 'sms', message)
}

function queue(db: Database, channel: 'email' | 'sms', { key, ...message }: OutboxMessage) {
  return db
    .insert(outbox)
    .values({ channel, ...message, idempotencyKey: key })
    .onConflictDoNothing()
}
