// The one writer of outbox rows. Each call returns the insert unrun, so the caller writes the message in the
// same D1 batch as what causes it (a lead, a sale, a refund), or awaits it alone.
import { and, eq, is, like, SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { outbox } from '../../platform/db/schema.ts'
import type { EmailMessage, EmailPayloads, EmailTemplate, SmsMessage, SmsTemplate } from './message-payloads.ts'
import { outboxLifecycle } from './outbox-states.ts'
// What other features use of this one (this file is the feature's entry).
export { deliverSoon } from './deliver-soon.ts'
export { forwardInboundText } from './inbound-text.ts'
export { ownerSmsText } from './owner-sale-text.ts'
export { greetingName, hi, Lines, Link, questionsLine, subjectQuote } from './letter-kit.tsx'
export { type LetterBook, type LettersFor, provideLetters } from './letter-book.ts'
export { INBOUND_TEXT_LETTERS } from './inbound-text-letters.tsx'
export { WAITLIST_CONFIRM_TEMPLATE, WAITLIST_OFFER_TEMPLATE } from './message-payloads.ts'
export { anyChannelConfigured, deliverDueMessages, emailCanBeSent, previewEmail } from './outbox-delivery.ts'
export type {
  ActionLine,
  BookingRef,
  EmailMessage,
  EmailPayloads,
  OwnerLeadKind,
  OwnerRefundEvent,
  PlanPaymentFailure,
  SmsMessage,
} from './message-payloads.ts'

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

/**
 * An email written only if `condition` (an SQL truth) holds when the statement runs, for a claim made in the same
 * batch: the follow-ups queue a step only while the lead's enrolment is where the claim found it (decision 065), a
 * session's emails only if its guarded insert found a credit (decision 076). Same key rule as queueEmail. A raw
 * statement: batch it with `rawBatch` (platform/db/raw-batch.ts), since drizzle's own batch cannot bind it.
 */
export function queueEmailWhen<T extends EmailTemplate>(db: Database, message: EmailMessage<T>, condition: SQL) {
  const { key, template, recipient, payload, attachments } = message
  const files = attachments ? JSON.stringify(attachments) : null
  // The WHERE also keeps SQLite from reading ON CONFLICT as a join's ON.
  return db.run(sql`insert into ${outbox} (channel, template, recipient, payload, attachments, idempotency_key)
    select 'email', ${template}, ${recipient}, ${JSON.stringify(payload)}, ${files}, ${key} where ${condition}
    on conflict do nothing`)
}

/** A text written only if `condition` holds when the statement runs: queueEmailWhen's rule, for a text. */
export function queueSmsWhen(db: Database, message: SmsMessage, condition: SQL) {
  const { key, template, recipient, payload } = message
  return db.run(sql`insert into ${outbox} (channel, template, recipient, payload, idempotency_key)
    select 'sms', ${template}, ${recipient}, ${JSON.stringify(payload)}, ${key} where ${condition}
    on conflict do nothing`)
}

/** A message whose recipient, and any field of whose payload, is an SQL expression of the row a statement reads. */
type FromRow<M> = M extends { template: infer T; key: string; payload: infer P }
  ? { template: T; key: string; recipient: SQL; payload: { [K in keyof P]: P[K] | SQL } }
  : never

/**
 * An email addressed from the row `from` holds where `where` is true, so personal details that live only in D1
 * reach the message without passing through the caller (the waitlist's offers). No row, no message; same key rule
 * as queueEmail. A raw statement for `rawBatch`, as queueEmailWhen's.
 */
export function queueEmailFrom<T extends EmailTemplate>(
  db: Database,
  message: FromRow<EmailMessage<T>>,
  from: SQL,
  where: SQL,
) {
  return queueFrom(db, 'email', message, from, where)
}

/** A text addressed from a row: queueEmailFrom's rule, for a text. */
export function queueSmsFrom<T extends SmsTemplate>(
  db: Database,
  message: FromRow<SmsMessage<T>>,
  from: SQL,
  where: SQL,
) {
  return queueFrom(db, 'sms', message, from, where)
}

function queueFrom(
  db: Database,
  channel: 'email' | 'sms',
  { template, key, recipient, payload }: { template: string; key: string; recipient: SQL; payload: object },
  from: SQL,
  where: SQL,
) {
  // A text is bound as it is, which json_object quotes; anything else not an expression goes in as its JSON.
  const fields = Object.entries(payload)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const json = is(value, SQL) || typeof value === 'string' ? sql`${value}` : sql`json(${JSON.stringify(value)})`
      return sql`${name}, ${json}`
    })
  // The WHERE is required: it also keeps SQLite from reading ON CONFLICT as a join's ON.
  return db.run(sql`insert into ${outbox} (channel, template, recipient, payload, idempotency_key)
    select ${channel}, ${template}, ${recipient}, json_object(${sql.join(fields, sql`, `)}), ${key}
    from ${from} where ${where}
    on conflict do nothing`)
}

/**
 * True while a message whose key starts with `keyPrefix` (an SQL text expression, with no `%` or `_` in it) is
 * queued and not yet taken for sending: a claimed email waiting for its retry, say.
 */
export const queuedUnder = (keyPrefix: SQL) =>
  sql`exists (select 1 from ${outbox} where ${outbox.status} = 'pending' and ${outbox.idempotencyKey} like ${keyPrefix} || '%')`

/**
 * Messages not yet taken for sending whose key starts with `keyPrefix`, withheld with the reason so they never go
 * and the owner sees why (a lead's follow-up queued before he booked): held back on purpose, not a failure to
 * retry or to be alarmed about.
 */
export function withdrawQueued(db: Database, keyPrefix: string, reason: string) {
  const escaped = keyPrefix.replace(/[\\%_]/g, (char) => `\\${char}`)
  return outboxLifecycle.statement(db, 'withdraw', {
    every: true,
    set: { lastError: reason },
    where: [like(outbox.idempotencyKey, sql`${`${escaped}%`} escape '\\'`)],
  })
}

/**
 * What a queued email was written with, by its key: so a page can say exactly what the email said (the success
 * page, its receipt's schedule and open times). Null when no such email was queued.
 */
export async function queuedPayload<T extends EmailTemplate>(
  db: Database,
  template: T,
  key: string,
): Promise<Partial<EmailPayloads[T]> | null> {
  const row = await db.query.outbox.findFirst({
    columns: { payload: true },
    where: and(eq(outbox.idempotencyKey, key), eq(outbox.template, template)),
  })
  return row ? (row.payload as Partial<EmailPayloads[T]>) : null
}
