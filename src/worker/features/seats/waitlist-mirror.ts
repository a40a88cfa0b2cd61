// D1's copy of the ledger's waitlist decisions, written by the ledger's alarm: each entry's status and offer
// (guarded by ledger_seq, as the seat mirror is), and for each offer sent, its email, and its text message
// when the person agreed to texts. Names and addresses are read from waitlist_entries inside the statement
// (the outbox's queueEmailFrom and queueSmsFrom), so they never live in the ledger, and an entry deleted
// meanwhile (a data deletion) gets no message. The outbox's idempotency key makes a repeated mirror send nothing
// twice. Every statement is for one `rawBatch`, so the entries and their messages are written together.
import { lt, sql } from 'drizzle-orm'
import { formatDeadline } from '../../../shared/rules/business-time.ts'
import { claimPath, declinePath } from '../../../shared/waitlist-links.ts'
import type { Database } from '../../platform/db/client.ts'
import type { BatchStatement } from '../../platform/db/raw-batch.ts'
import { waitlistEntries } from '../../platform/db/schema.ts'
import { queueEmailFrom, queueSmsFrom, WAITLIST_OFFER_TEMPLATE } from '../outbox/outbox.ts'
import type { QueueRow } from './waitlist-line.ts'
import { COPY_OF, waitlistEntryLifecycle } from './waitlist-entry-states.ts'

export function waitlistMirror(db: Database, siteOrigin: string) {
  const entry = (row: QueueRow) =>
    waitlistEntryLifecycle.statement(db, COPY_OF[row.status], {
      id: row.entry_id,
      set: {
        offerToken: row.token,
        offerExpiresAt: row.offer_expires === null ? null : new Date(row.offer_expires).toISOString(),
        ledgerSeq: row.seq,
      },
      where: [lt(waitlistEntries.ledgerSeq, row.seq)],
    })

  const email = (token: string, entryId: number, deadline: number) =>
    queueEmailFrom(
      db,
      {
        template: WAITLIST_OFFER_TEMPLATE,
        recipient: sql`e.email`,
        payload: { firstName: sql`e.first_name`, itemName: sql`i.name`, token, deadline: formatDeadline(deadline) },
        key: `waitlist-offer:${token}`,
      },
      sql`waitlist_entries e JOIN inventory_items i ON i.id = e.inventory_item_id`,
      sql`e.id = ${entryId}`,
    )

  const text = (token: string, entryId: number, deadline: number) =>
    queueSmsFrom(
      db,
      {
        template: WAITLIST_OFFER_TEMPLATE,
        recipient: sql`e.phone`,
        payload: {
          text:
            `A seat you waited for is open and held for you until ${formatDeadline(deadline)}: ` +
            `${siteOrigin}${claimPath(token)} Not interested? ${siteOrigin}${declinePath(token)}`,
        },
        key: `waitlist-offer-sms:${token}`,
      },
      sql`waitlist_entries e`,
      sql`e.id = ${entryId} AND e.sms_consent = 1`,
    )

  return {
    /** Statements that bring D1 up to these queue rows, with the messages of offers now sent. */
    of(rows: QueueRow[]): BatchStatement[] {
      return rows.flatMap((row) => {
        const sent = row.status === 'offered' && row.token !== null && row.offer_expires !== null
        return sent
          ? [
              entry(row),
              email(row.token!, row.entry_id, row.offer_expires!),
              text(row.token!, row.entry_id, row.offer_expires!),
            ]
          : [entry(row)]
      })
    },
  }
}
