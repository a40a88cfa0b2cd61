// D1's copy of the ledger's waitlist decisions, written by the ledger's alarm: each entry's status and offer
// (guarded by ledger_seq, as the seat mirror is), and for each offer sent, its email, and its text message
// when the person agreed to texts. Names and addresses are read from waitlist_entries inside the statement,
// so they never live in the ledger, and an entry deleted meanwhile (a data deletion) gets no message.
// The outbox's idempotency key makes a repeated mirror send nothing twice.
import { formatDeadline } from '../../../shared/rules/business-time.ts'
import { claimPath, declinePath } from '../../../shared/waitlist-links.ts'
import { WAITLIST_OFFER_TEMPLATE } from '../outbox/outbox.ts'
import type { QueueRow } from './waitlist-line.ts'

export function waitlistMirror(db: D1Database, siteOrigin: string) {
  const entry = (row: QueueRow) =>
    db
      .prepare(
        'UPDATE waitlist_entries SET status = ?, offer_token = ?, offer_expires_at = ?, ledger_seq = ? WHERE id = ? AND ledger_seq < ?',
      )
      .bind(
        row.status,
        row.token,
        row.offer_expires === null ? null : new Date(row.offer_expires).toISOString(),
        row.seq,
        row.entry_id,
        row.seq,
      )

  const email = (token: string, entryId: number, deadline: number) =>
    db
      .prepare(
        `INSERT INTO outbox (channel, template, recipient, payload, idempotency_key)
         SELECT 'email', ?, e.email, json_object('firstName', e.first_name, 'itemName', i.name, 'token', ?, 'deadline', ?), ?
         FROM waitlist_entries e JOIN inventory_items i ON i.id = e.inventory_item_id WHERE e.id = ?
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(WAITLIST_OFFER_TEMPLATE, token, formatDeadline(deadline), `waitlist-offer:${token}`, entryId)

  const text = (token: string, entryId: number, deadline: number) =>
    db
      .prepare(
        `INSERT INTO outbox (channel, template, recipient, payload, idempotency_key)
         SELECT 'sms', ?, e.phone, json_object('text', ?), ? FROM waitlist_entries e WHERE e.id = ? AND e.sms_consent = 1
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        WAITLIST_OFFER_TEMPLATE,
        `A seat you waited for is open and held for you until ${formatDeadline(deadline)}: ` +
          `${siteOrigin}${claimPath(token)} Not interested? ${siteOrigin}${declinePath(token)}`,
        `waitlist-offer-sms:${token}`,
        entryId,
      )

  return {
    /** Statements that bring D1 up to these queue rows, with the messages of offers now sent. */
    of(rows: QueueRow[]): D1PreparedStatement[] {
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
