// One InventoryLedger per inventory item decides every change to its seats: a seat is held while its buyer
// pays, sold when the payment is authorized, and returned when the payment fails, is canceled, or the hold
// lapses. Its state lives in the object's own SQLite and every decision is synchronous, so no two changes
// interleave and none waits on the network. D1 follows: each answer carries the free count and a change
// number (seq), and the caller writes them to D1 in the batch it makes anyway, guarded so an older mirror
// never overwrites a newer one. The alarm mirrors what it changes itself and repairs any mirror that failed.
import { DurableObject } from 'cloudflare:workers'
import { createDb } from '../db/client.ts'
import { type HoldChange, ledgerMirror, type SeatChange } from '../domain/ledger-mirror.ts'

export type HoldStatus = 'held' | 'sold' | 'released'

export interface HoldRecord {
  holdId: string
  expiresAt: number
  status: HoldStatus
}

/** Who asks for a hold, for the caps that keep a script from hoarding seats. */
export interface Holder {
  client?: string
  email?: string
}

/**
 * `created`: this call took the seat (false: the payment already had it). `replaced`: the same email's
 * earlier hold on this item, given back for this one (a buyer who reloaded the page and submitted again).
 */
export type HoldResult =
  | ({ ok: true; created: boolean; replaced: HoldChange | null } & SeatChange)
  | { ok: false; reason: 'sold-out' | 'unavailable' | 'too-many-holds' }

export type SecureResult = ({ ok: true } & SeatChange) | { ok: false; reason: 'sold-out' | 'unavailable' }

export type OpenSeatsResult = ({ ok: true; held: number } & SeatChange) | { ok: false; held: number }

/** A script holding seats without paying: each client address may keep this many seats waiting at once. */
export const OPEN_HOLDS_PER_CLIENT = 2
/** Released holds are kept this long (for the alarm's mirror), then pruned. */
const KEEP_RELEASED_MS = 24 * 60 * 60 * 1000

interface LedgerRow extends Record<string, SqlStorageValue> {
  item_id: number
  available: number
  seq: number
  mirrored_seq: number
}

interface HoldRow extends Record<string, SqlStorageValue> {
  hold_id: string
  status: HoldStatus
  expires_at: number
  seq: number
}

interface ItemRow {
  available_slots: number
  is_active: number
  is_archived: number
}

export class InventoryLedger extends DurableObject<Env> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`CREATE TABLE IF NOT EXISTS ledger (
      id INTEGER PRIMARY KEY CHECK (id = 1), item_id INTEGER NOT NULL, available INTEGER NOT NULL,
      seq INTEGER NOT NULL, mirrored_seq INTEGER NOT NULL DEFAULT 0)`)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      hold_id TEXT PRIMARY KEY, status TEXT NOT NULL, expires_at INTEGER NOT NULL, client TEXT, email TEXT,
      changed_at INTEGER NOT NULL, seq INTEGER NOT NULL)`)
    this.sql.exec('CREATE INDEX IF NOT EXISTS holds_status_expiry ON holds (status, expires_at)')
    void ctx.blockConcurrencyWhile(() => this.adoptStoredValue())
  }

  /** Takes a free seat for this payment; a repeat for the same payment answers the seat it already has. */
  async hold(itemId: number, holdId: string, ttlMs: number, holder: Holder = {}): Promise<HoldResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    const existing = this.holdRow(holdId)
    if (existing && existing.status !== 'released') return { ok: true, created: false, replaced: null, ...this.change(existing) }
    if (this.tooManyHolds(holdId, holder)) return { ok: false, reason: 'too-many-holds' }
    const replaced = holder.email === undefined ? null : this.releaseEarlierHoldOf(holder.email, holdId)
    if (this.ledger().available <= 0) return { ok: false, reason: 'sold-out' }
    const expiresAt = Date.now() + ttlMs
    const seq = this.bump(-1)
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
    this.scheduleAlarm()
    return { ok: true, created: true, replaced, ...this.change(this.holdRow(holdId)!) }
  }

  /**
   * Makes the seat this payment's, in one step: its hold becomes a sale; if the hold lapsed, a free seat is
   * sold instead; a repeat answers the same sale. Refused only when no seat is left.
   */
  async secure(itemId: number, holdId: string): Promise<SecureResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    const existing = this.holdRow(holdId)
    if (existing?.status === 'sold') return { ok: true, ...this.change(existing) }
    if (existing?.status !== 'held') {
      if (this.ledger().available <= 0) return { ok: false, reason: 'sold-out' }
      const seq = this.bump(-1)
      this.sql.exec(
        `INSERT INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, 'sold', ?, ?, ?)
         ON CONFLICT (hold_id) DO UPDATE SET status = 'sold', changed_at = excluded.changed_at, seq = excluded.seq`,
        holdId,
        Date.now(),
        Date.now(),
        seq,
      )
    } else {
      this.sql.exec(`UPDATE holds SET status = 'sold', changed_at = ?, seq = ? WHERE hold_id = ?`, Date.now(), this.bump(0), holdId)
    }
    return { ok: true, ...this.change(this.holdRow(holdId)!) }
  }

  /** Gives a held seat back (a declined card, an undone reservation); a sold seat stays sold. Null: nothing changed. */
  release(holdId: string): SeatChange | null {
    return this.giveBack(holdId, ['held'])
  }

  /** The payment ended canceled: its seat comes back whether held or already sold, and only once. */
  returnSeat(holdId: string): SeatChange | null {
    return this.giveBack(holdId, ['held', 'sold'])
  }

  /**
   * The owner's edit of an item: `open` seats are for sale, counting those held in a checkout right now.
   * Held seats stay their buyers'; the free count becomes open − held, so a hold that later lapses gives
   * its seat back within the owner's number. Fewer open seats than holds is refused with nothing changed.
   */
  async setOpenSeats(itemId: number, open: number): Promise<OpenSeatsResult> {
    const loaded = await this.ensureLoaded(itemId, { available: open })
    if (!loaded) this.initialize(itemId, open)
    const held = this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM holds WHERE status = 'held'`).one().n
    if (open < held) return { ok: false, held }
    const seq = this.bump(open - held - this.ledger().available)
    return { ok: true, held, itemId, available: this.ledger().available, seq, hold: null }
  }

  /** The ledger as tests and the admin read it. */
  snapshot(): { itemId: number; available: number; seq: number; holds: Record<string, HoldRecord> } | null {
    const ledger = this.sql.exec<LedgerRow>('SELECT * FROM ledger').toArray()[0]
    if (!ledger) return null
    const rows = this.sql.exec<HoldRow>(`SELECT hold_id, status, expires_at, seq FROM holds WHERE status != 'released'`).toArray()
    const holds = Object.fromEntries(rows.map((row) => [row.hold_id, { holdId: row.hold_id, expiresAt: row.expires_at, status: row.status }]))
    return { itemId: ledger.item_id, available: ledger.available, seq: ledger.seq, holds }
  }

  /** Lapsed holds return their seats; then D1 is brought up to date with every change it may have missed. */
  override async alarm(): Promise<void> {
    const ledger = this.sql.exec<LedgerRow>('SELECT * FROM ledger').toArray()[0]
    if (!ledger) return
    const expired = this.sql.exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND expires_at <= ?`, Date.now()).toArray()
    for (const hold of expired) this.giveBack(hold.hold_id, ['held'])
    await this.mirrorToD1()
    this.sql.exec(`DELETE FROM holds WHERE status = 'released' AND changed_at < ? AND seq <= ?`, Date.now() - KEEP_RELEASED_MS, this.ledger().mirrored_seq)
    this.scheduleAlarm()
  }

  /** Writes every hold changed since the last mirror, and the count, to D1 (guarded by seq). */
  private async mirrorToD1(): Promise<void> {
    const { item_id: itemId, available, seq, mirrored_seq: since } = this.ledger()
    if (seq <= since) return
    const rows = this.sql.exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE seq > ?', since).toArray()
    const mirror = ledgerMirror(createDb(this.env.DB))
    await createDb(this.env.DB).batch([
      mirror.count({ itemId, available, seq }),
      ...rows.map((row) => mirror.hold(itemId, { holdId: row.hold_id, status: row.status, expiresAt: row.expires_at, seq: row.seq })),
    ])
    this.sql.exec('UPDATE ledger SET mirrored_seq = MAX(mirrored_seq, ?)', seq)
  }

  private giveBack(holdId: string, from: HoldStatus[]): SeatChange | null {
    const existing = this.holdRow(holdId)
    if (!existing || !from.includes(existing.status)) return null
    const seq = this.bump(1)
    this.sql.exec(`UPDATE holds SET status = 'released', changed_at = ?, seq = ? WHERE hold_id = ?`, Date.now(), seq, holdId)
    this.scheduleAlarm()
    return this.change(this.holdRow(holdId)!)
  }

  /** One address may keep only a few seats waiting for payment at once. */
  private tooManyHolds(holdId: string, { client }: Holder): boolean {
    if (client === undefined) return false
    const open = this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM holds WHERE status = 'held' AND client = ? AND hold_id != ?`, client, holdId).one().n
    return open >= OPEN_HOLDS_PER_CLIENT
  }

  /** One email keeps one seat waiting: a new payment of the same buyer takes the place of the earlier one. */
  private releaseEarlierHoldOf(email: string, holdId: string): HoldChange | null {
    const earlier = this.sql.exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND email = ? AND hold_id != ?`, email, holdId).toArray()[0]
    return earlier ? (this.giveBack(earlier.hold_id, ['held'])?.hold ?? null) : null
  }

  /** Moves the free count by `delta` and returns the new change number. */
  private bump(delta: number): number {
    return this.sql.exec<{ seq: number }>('UPDATE ledger SET available = available + ?, seq = seq + 1 RETURNING seq', delta).one().seq
  }

  private ledger(): LedgerRow {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger').one()
  }

  private holdRow(holdId: string): HoldRow | undefined {
    return this.sql.exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE hold_id = ?', holdId).toArray()[0]
  }

  private change(hold: HoldRow): SeatChange {
    const ledger = this.ledger()
    return { itemId: ledger.item_id, available: ledger.available, seq: ledger.seq, hold: { holdId: hold.hold_id, status: hold.status, expiresAt: hold.expires_at, seq: hold.seq } }
  }

  /**
   * The first use of an item starts from D1's count (read once in the item's life, before any decision);
   * false for an item not on sale. `seed` skips the read when the caller already knows the number.
   */
  private async ensureLoaded(itemId: number, seed?: { available: number }): Promise<boolean> {
    if (this.sql.exec('SELECT 1 FROM ledger').toArray().length > 0) return true
    if (seed) return false
    const row = await this.env.DB.prepare('SELECT available_slots, is_active, is_archived FROM inventory_items WHERE id = ?').bind(itemId).first<ItemRow>()
    if (!row || !row.is_active || row.is_archived) return false
    this.initialize(itemId, row.available_slots)
    return true
  }

  private initialize(itemId: number, available: number): void {
    this.sql.exec('INSERT INTO ledger (id, item_id, available, seq, mirrored_seq) VALUES (1, ?, ?, 1, 1) ON CONFLICT (id) DO NOTHING', itemId, Math.max(0, available))
  }

  /** A ledger written by the earlier version kept everything in one stored value: move it into the tables once. */
  private async adoptStoredValue(): Promise<void> {
    const old = await this.ctx.storage.get<{ itemId: number; available: number; holds: Record<string, HoldRecord> }>('ledger')
    if (!old) return
    this.initialize(old.itemId, old.available)
    for (const hold of Object.values(old.holds)) {
      this.sql.exec(`INSERT OR IGNORE INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, ?, ?, ?, 1)`, hold.holdId, hold.status, hold.expiresAt, Date.now())
    }
    await this.ctx.storage.delete('ledger')
  }

  private scheduleAlarm(): void {
    const ledger = this.sql.exec<LedgerRow>('SELECT seq, mirrored_seq FROM ledger').toArray()[0]
    const next = this.sql.exec<{ at: number | null }>(`SELECT min(expires_at) AS at FROM holds WHERE status = 'held'`).one().at
    // Released seats the alarm has not mirrored yet are repaired within a minute, should a caller's write fail.
    const repair = ledger && ledger.seq > ledger.mirrored_seq ? Date.now() + 60_000 : null
    const at = [next, repair].filter((t): t is number => t !== null).reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY)
    if (Number.isFinite(at)) void this.ctx.storage.setAlarm(at)
  }
}
