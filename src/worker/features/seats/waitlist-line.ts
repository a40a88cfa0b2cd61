// The waitlist of one item, in its InventoryLedger's SQLite: who waits in what order, and which of them
// holds an offer of a freed seat. The ledger decides with it synchronously, beside the seats, so a freed
// seat goes to the next person in the same step that frees it and never passes through public stock.
// Names and addresses stay in D1 (waitlist_entries); this table knows entries by their D1 id.
import type { WaitlistStatus } from '../../../shared/constants.ts'

export interface QueueRow extends Record<string, SqlStorageValue> {
  entry_id: number
  ord: number
  status: WaitlistStatus
  token: string | null
  /** Null while an offer is decided but not yet sent (the alarm sets the deadline as it sends it). */
  offer_expires: number | null
  /** The payment that is claiming the offer right now, or did last. */
  claim_hold: string | null
  seq: number
}

export type ClaimRefusal = 'offer-unknown' | 'offer-used' | 'offer-expired' | 'offer-in-use'

export class WaitlistLine {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS waitlist (
      entry_id INTEGER PRIMARY KEY, ord INTEGER NOT NULL, status TEXT NOT NULL, token TEXT UNIQUE,
      offer_expires INTEGER, claim_hold TEXT, changed_at INTEGER NOT NULL, seq INTEGER NOT NULL)`)
    sql.exec('CREATE INDEX IF NOT EXISTS waitlist_status_ord ON waitlist (status, ord)')
  }

  /** Adds an entry at the end of the line (a repeat keeps its place) and answers its place among those still in line. */
  join(entryId: number, seq: number): number {
    this.sql.exec(
      `INSERT INTO waitlist (entry_id, ord, status, changed_at, seq)
       VALUES (?, (SELECT coalesce(max(ord), 0) + 1 FROM waitlist), 'waiting', ?, ?) ON CONFLICT (entry_id) DO NOTHING`,
      entryId,
      Date.now(),
      seq,
    )
    return this.placeOf(entryId)
  }

  /** 1 for the first in line; offers out count as ahead of everyone still waiting. 0: not in line. */
  placeOf(entryId: number): number {
    const row = this.entry(entryId)
    if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return 0
    return this.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM waitlist WHERE status IN ('waiting', 'offered') AND ord <= ?`,
        row.ord,
      )
      .one().n
  }

  nextWaiting(): QueueRow | undefined {
    return this.sql.exec<QueueRow>(`SELECT * FROM waitlist WHERE status = 'waiting' ORDER BY ord LIMIT 1`).toArray()[0]
  }

  /** Gives the entry an offer; its deadline is set when it is sent. */
  offer(entryId: number, seq: number): void {
    this.sql.exec(
      `UPDATE waitlist SET status = 'offered', token = ?, offer_expires = NULL, claim_hold = NULL, ` +
        `changed_at = ?, seq = ? WHERE entry_id = ?`,
      crypto.randomUUID(),
      Date.now(),
      seq,
      entryId,
    )
  }

  set(entryId: number, status: WaitlistStatus, seq: number): void {
    this.sql.exec(
      'UPDATE waitlist SET status = ?, changed_at = ?, seq = ? WHERE entry_id = ?',
      status,
      Date.now(),
      seq,
      entryId,
    )
  }

  setClaim(entryId: number, holdId: string, seq: number): void {
    this.sql.exec(
      'UPDATE waitlist SET claim_hold = ?, changed_at = ?, seq = ? WHERE entry_id = ?',
      holdId,
      Date.now(),
      seq,
      entryId,
    )
  }

  setDeadline(entryId: number, at: number, seq: number): void {
    this.sql.exec(
      'UPDATE waitlist SET offer_expires = ?, changed_at = ?, seq = ? WHERE entry_id = ?',
      at,
      Date.now(),
      seq,
      entryId,
    )
  }

  entry(entryId: number): QueueRow | undefined {
    return this.sql.exec<QueueRow>('SELECT * FROM waitlist WHERE entry_id = ?', entryId).toArray()[0]
  }

  byToken(token: string): QueueRow | undefined {
    return this.sql.exec<QueueRow>('SELECT * FROM waitlist WHERE token = ?', token).toArray()[0]
  }

  /** The open offer this payment is claiming, if any. */
  claimedBy(holdId: string): QueueRow | undefined {
    return this.sql
      .exec<QueueRow>(`SELECT * FROM waitlist WHERE claim_hold = ? AND status = 'offered'`, holdId)
      .toArray()[0]
  }

  /** Offers out whose seat no payment is holding right now (a claim in progress is counted with the holds). */
  unclaimedOffers(isHeld: (holdId: string) => boolean): QueueRow[] {
    return this.offers().filter((row) => row.claim_hold === null || !isHeld(row.claim_hold))
  }

  offers(): QueueRow[] {
    return this.sql.exec<QueueRow>(`SELECT * FROM waitlist WHERE status = 'offered' ORDER BY ord`).toArray()
  }

  inLine(): QueueRow[] {
    return this.sql
      .exec<QueueRow>(`SELECT * FROM waitlist WHERE status IN ('waiting', 'offered') ORDER BY ord`)
      .toArray()
  }

  unsent(): QueueRow[] {
    return this.sql
      .exec<QueueRow>(`SELECT * FROM waitlist WHERE status = 'offered' AND offer_expires IS NULL ORDER BY ord`)
      .toArray()
  }

  changedSince(seq: number): QueueRow[] {
    return this.sql.exec<QueueRow>('SELECT * FROM waitlist WHERE seq > ? ORDER BY ord', seq).toArray()
  }

  /** When the alarm must next look at the line: an offer to send now, or the earliest deadline. */
  nextDue(): number | null {
    if (this.unsent().length > 0) return Date.now()
    return this.sql
      .exec<{ at: number | null }>(`SELECT min(offer_expires) AS at FROM waitlist WHERE status = 'offered'`)
      .one().at
  }
}

/** An offer is open until its deadline; one not sent yet has none. */
export const offerOpen = (row: QueueRow, now = Date.now()) =>
  row.status === 'offered' && (row.offer_expires === null || row.offer_expires > now)
