// An item's seats in its InventoryLedger's SQLite: the one-row `ledger` (free count, change number `seq`, the
// last seq mirrored to D1) and one row per hold. Plain synchronous SQL over the object's storage, no awaits and
// no I/O, so a decision made with it is never interleaved with another; the ledger's other parts build on it.
import type { HoldChange, SeatChange } from './ledger-mirror.ts'
import type { Holder, HoldRecord, HoldStatus } from './ledger-types.ts'

export interface LedgerRow extends Record<string, SqlStorageValue> {
  item_id: number
  available: number
  seq: number
  mirrored_seq: number
}

export interface HoldRow extends Record<string, SqlStorageValue> {
  hold_id: string
  status: HoldStatus
  expires_at: number
  seq: number
}

/** A script holding seats without paying: each client address may keep this many seats waiting at once. */
export const OPEN_HOLDS_PER_CLIENT = 2

export class SeatBook {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS ledger (
      id INTEGER PRIMARY KEY CHECK (id = 1), item_id INTEGER NOT NULL, available INTEGER NOT NULL,
      seq INTEGER NOT NULL, mirrored_seq INTEGER NOT NULL DEFAULT 0)`)
    sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      hold_id TEXT PRIMARY KEY, status TEXT NOT NULL, expires_at INTEGER NOT NULL, client TEXT, email TEXT,
      changed_at INTEGER NOT NULL, seq INTEGER NOT NULL)`)
    sql.exec('CREATE INDEX IF NOT EXISTS holds_status_expiry ON holds (status, expires_at)')
    // The caps look up one client's and one email's open holds on every hold: without these, each hold would
    // read every open hold of the item inside the serialized step.
    sql.exec(`CREATE INDEX IF NOT EXISTS holds_held_client ON holds (client) WHERE status = 'held'`)
    sql.exec(`CREATE INDEX IF NOT EXISTS holds_held_email ON holds (email) WHERE status = 'held'`)
  }

  /** The ledger row, or undefined before the item's first use (it is never deleted once written). */
  stored(): LedgerRow | undefined {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger').toArray()[0]
  }

  ledger(): LedgerRow {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger').one()
  }

  initialize(itemId: number, available: number): void {
    this.sql.exec(
      'INSERT INTO ledger (id, item_id, available, seq, mirrored_seq) VALUES (1, ?, ?, 1, 1) ON CONFLICT (id) DO NOTHING',
      itemId,
      Math.max(0, available),
    )
  }

  /** Moves the free count by `delta` and returns the new change number. */
  bump(delta: number): number {
    return this.bumpTo(delta).seq
  }

  /** Moves the free count by `delta` and returns the ledger as it now stands. */
  bumpTo(delta: number): LedgerRow {
    return this.sql
      .exec<LedgerRow>('UPDATE ledger SET available = available + ?, seq = seq + 1 RETURNING *', delta)
      .one()
  }

  /** Takes one free seat in the same statement that checks there is one; null when none is left. */
  takeSeat(): LedgerRow | null {
    return (
      this.sql
        .exec<LedgerRow>('UPDATE ledger SET available = available - 1, seq = seq + 1 WHERE available > 0 RETURNING *')
        .toArray()[0] ?? null
    )
  }

  markMirrored(seq: number): void {
    this.sql.exec('UPDATE ledger SET mirrored_seq = MAX(mirrored_seq, ?)', seq)
  }

  holdRow(holdId: string): HoldRow | undefined {
    return this.sql
      .exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE hold_id = ?', holdId)
      .toArray()[0]
  }

  isHeld(holdId: string): boolean {
    return this.holdRow(holdId)?.status === 'held'
  }

  putHeld(holdId: string, expiresAt: number, holder: Holder, seq: number): void {
    this.sql.exec(
      `INSERT INTO holds (hold_id, status, expires_at, client, email, changed_at, seq) VALUES (?, 'held', ?, ?, ?, ?, ?)
       ON CONFLICT (hold_id) DO UPDATE SET status = 'held', expires_at = excluded.expires_at, client = excluded.client,
       email = excluded.email, changed_at = excluded.changed_at, seq = excluded.seq`,
      holdId,
      expiresAt,
      holder.client ?? null,
      holder.email ?? null,
      Date.now(),
      seq,
    )
  }

  /** A sale with no live hold behind it; a row sold before keeps its expiry (the conflict leaves it). */
  putSold(holdId: string, expiresAt: number, seq: number): void {
    this.sql.exec(
      `INSERT INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, 'sold', ?, ?, ?)
       ON CONFLICT (hold_id) DO UPDATE SET status = 'sold', changed_at = excluded.changed_at, seq = excluded.seq`,
      holdId,
      expiresAt,
      Date.now(),
      seq,
    )
  }

  setStatus(holdId: string, status: HoldStatus, seq: number): void {
    this.sql.exec(
      'UPDATE holds SET status = ?, changed_at = ?, seq = ? WHERE hold_id = ?',
      status,
      Date.now(),
      seq,
      holdId,
    )
  }

  heldCount(): number {
    return this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM holds WHERE status = 'held'`).one().n
  }

  soldCount(): number {
    return this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM holds WHERE status = 'sold'`).one().n
  }

  /** One address may keep only a few seats waiting for payment at once. */
  tooManyHolds(holdId: string, { client }: Holder): boolean {
    if (client === undefined) return false
    const open = this.sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM holds WHERE status = 'held' AND client = ? AND hold_id != ?`,
        client,
        holdId,
      )
      .one().n
    return open >= OPEN_HOLDS_PER_CLIENT
  }

  /** The same email's other open hold, if any (one email keeps one seat waiting). */
  earlierHoldOf(email: string, holdId: string): string | undefined {
    return this.sql
      .exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND email = ? AND hold_id != ?`, email, holdId)
      .toArray()[0]?.hold_id
  }

  lapsedHolds(now: number): string[] {
    return this.sql
      .exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND expires_at <= ?`, now)
      .toArray()
      .map((row) => row.hold_id)
  }

  nextExpiry(): number | null {
    return this.sql.exec<{ at: number | null }>(`SELECT min(expires_at) AS at FROM holds WHERE status = 'held'`).one()
      .at
  }

  changedSince(seq: number): HoldChange[] {
    return this.sql
      .exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE seq > ?', seq)
      .toArray()
      .map(holdChangeOf)
  }

  /** Released rows are kept a while for the alarm's mirror, then forgotten once mirrored. */
  pruneReleased(changedBefore: number): void {
    this.sql.exec(
      `DELETE FROM holds WHERE status = 'released' AND changed_at < ? AND seq <= ?`,
      changedBefore,
      this.ledger().mirrored_seq,
    )
  }

  /** A hold the earlier version of the ledger stored, taken over as it was. */
  adopt(hold: HoldRecord): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, ?, ?, ?, 1)`,
      hold.holdId,
      hold.status,
      hold.expiresAt,
      Date.now(),
    )
  }

  change(hold: HoldRow): SeatChange {
    const { item_id: itemId, available, seq } = this.ledger()
    return { itemId, available, seq, hold: holdChangeOf(hold) }
  }

  countChange(): SeatChange {
    const { item_id: itemId, available, seq } = this.ledger()
    return { itemId, available, seq, hold: null }
  }

  soldChange(after: LedgerRow, holdId: string, expiresAt: number): SeatChange {
    const hold: HoldChange = { holdId, status: 'sold', expiresAt, seq: after.seq }
    return { itemId: after.item_id, available: after.available, seq: after.seq, hold }
  }

  /** The ledger as tests and the admin read it. */
  snapshot(): { itemId: number; available: number; seq: number; holds: Record<string, HoldRecord> } | null {
    const ledger = this.stored()
    if (!ledger) return null
    const rows = this.sql
      .exec<HoldRow>(`SELECT hold_id, status, expires_at, seq FROM holds WHERE status != 'released'`)
      .toArray()
    const holds = Object.fromEntries(
      rows.map((row) => [row.hold_id, { holdId: row.hold_id, expiresAt: row.expires_at, status: row.status }]),
    )
    return { itemId: ledger.item_id, available: ledger.available, seq: ledger.seq, holds }
  }
}

const holdChangeOf = (row: HoldRow): HoldChange => ({
  holdId: row.hold_id,
  status: row.status,
  expiresAt: row.expires_at,
  seq: row.seq,
})
