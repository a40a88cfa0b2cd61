// One InventoryLedger per inventory item decides every change to its seats: a seat is held while its buyer
// pays, sold when the payment is authorized, and returned when the payment fails, is canceled, or the hold
// lapses. Its state lives in the object's own SQLite and every decision is synchronous, so no two changes
// interleave and none waits on the network. D1 follows: each answer carries the free count and a change
// number (seq), and the caller writes them to D1 in the batch it makes anyway, guarded so an older mirror
// never overwrites a newer one. The alarm mirrors what it changes itself and repairs any mirror that failed.
// While anyone waits for the item (waitlist-queue.ts), a freed seat is offered to the next in line instead
// of going back on sale; the alarm sends each offer, ends it at its deadline and passes it on.
import { DurableObject } from 'cloudflare:workers'
import { createDb } from '../../platform/db/client.ts'
import { anyChannelConfigured, deliverDueMessages } from '../outbox/outbox-delivery.ts'
import { offerTerms, startingSeats } from './ledger-item.ts'
import { type HoldChange, ledgerMirror, type SeatChange } from './ledger-mirror.ts'
import { waitlistMirror } from '../waitlist/waitlist-mirror.ts'
import { type ClaimRefusal, offerOpen, type QueueRow, WaitlistQueue } from '../waitlist/waitlist-queue.ts'

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
  | { ok: false; reason: 'sold-out' | 'unavailable' | 'too-many-holds' | ClaimRefusal }

/** `seats-open`: nobody needs to wait, a seat is on sale. `place`: 1 for the next in line. */
export type JoinResult = { ok: true; place: number } | { ok: false; reason: 'unavailable' | 'seats-open' }

export type OfferAnswer = ({ ok: true } & SeatChange) | { ok: false; reason: ClaimRefusal }

/** What the person holding an offer link may do with it now. */
export type OfferState =
  { state: 'open'; expiresAt: number | null } | { state: 'used' | 'ended' | 'in-use' | 'unknown' }

/** A line as the owner sees it, in order. */
export interface QueueView {
  entryId: number
  status: QueueRow['status']
  place: number
  offerExpiresAt: number | null
}

export type SecureResult = ({ ok: true } & SeatChange) | { ok: false; reason: 'sold-out' | 'unavailable' }

export type OpenSeatsResult = ({ ok: true; held: number } & SeatChange) | { ok: false; held: number }

/** A script holding seats without paying: each client address may keep this many seats waiting at once. */
export const OPEN_HOLDS_PER_CLIENT = 2
/** Released holds are kept this long (for the alarm's mirror), then pruned. */
const KEEP_RELEASED_MS = 24 * 60 * 60 * 1000
/** A change the alarm has not mirrored yet is repaired this soon, should the caller's own mirror fail. */
const REPAIR_MS = 60_000

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

/** How late an alarm may ring before this object stops trusting that it will. */
const OVERDUE_ALARM_MS = 5_000

export class InventoryLedger extends DurableObject<Env> {
  private readonly sql: SqlStorage
  private readonly queue: WaitlistQueue
  /** The ledger row exists (it is never deleted), so no call needs to look for it again. */
  private loaded = false
  /** When the alarm this object set will ring (null: none set since it started, or it has rung). */
  private alarmAt: number | null = null

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.queue = new WaitlistQueue(this.sql)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS ledger (
      id INTEGER PRIMARY KEY CHECK (id = 1), item_id INTEGER NOT NULL, available INTEGER NOT NULL,
      seq INTEGER NOT NULL, mirrored_seq INTEGER NOT NULL DEFAULT 0)`)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS holds (
      hold_id TEXT PRIMARY KEY, status TEXT NOT NULL, expires_at INTEGER NOT NULL, client TEXT, email TEXT,
      changed_at INTEGER NOT NULL, seq INTEGER NOT NULL)`)
    this.sql.exec('CREATE INDEX IF NOT EXISTS holds_status_expiry ON holds (status, expires_at)')
    // The caps look up one client's and one email's open holds on every hold: without these, each hold would
    // read every open hold of the item inside the serialized step.
    this.sql.exec(`CREATE INDEX IF NOT EXISTS holds_held_client ON holds (client) WHERE status = 'held'`)
    this.sql.exec(`CREATE INDEX IF NOT EXISTS holds_held_email ON holds (email) WHERE status = 'held'`)
    void ctx.blockConcurrencyWhile(() => this.adoptStoredValue())
  }

  /**
   * Takes a free seat for this payment; a repeat for the same payment answers the seat it already has.
   * With `offerToken` the seat is the one a waitlist offer keeps for its holder, not one on sale; while this
   * payment holds it, another payment cannot claim the same offer.
   */
  async hold(
    itemId: number,
    holdId: string,
    ttlMs: number,
    holder: Holder = {},
    offerToken?: string,
  ): Promise<HoldResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    const existing = this.holdRow(holdId)
    if (existing && existing.status !== 'released')
      return { ok: true, created: false, replaced: null, ...this.change(existing) }
    if (this.tooManyHolds(holdId, holder)) return { ok: false, reason: 'too-many-holds' }
    const replaced = holder.email === undefined ? null : this.releaseEarlierHoldOf(holder.email, holdId)
    let after: LedgerRow
    if (offerToken !== undefined) {
      const offer = this.claimable(offerToken, holdId)
      if (typeof offer === 'string') return { ok: false, reason: offer }
      after = this.bumpTo(0)
      this.queue.setClaim(offer.entry_id, holdId, after.seq)
    } else {
      const taken = this.takeSeat()
      if (!taken) return { ok: false, reason: 'sold-out' }
      after = taken
    }
    const seq = after.seq
    const expiresAt = Date.now() + ttlMs
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
    // A plain hold adds only its expiry and a change to mirror, both due no sooner than a minute from now: an
    // alarm already set by then covers them (it sets the next one when it rings). An offer's claim changes the line.
    if (offerToken !== undefined || !this.alarmDueBy(Date.now() + Math.min(ttlMs, REPAIR_MS))) this.scheduleAlarm()
    const hold: HoldChange = { holdId, status: 'held', expiresAt, seq }
    return { ok: true, created: true, replaced, itemId: after.item_id, available: after.available, seq, hold }
  }

  /**
   * Makes the seat this payment's, in one step: its hold becomes a sale; if the hold lapsed, a free seat is
   * sold instead; a repeat answers the same sale. Refused only when no seat is left.
   */
  async secure(itemId: number, holdId: string): Promise<SecureResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    const existing = this.holdRow(holdId)
    if (existing?.status === 'sold') return { ok: true, ...this.change(existing) }
    const offer = this.queue.claimedBy(holdId)
    if (existing?.status !== 'held') {
      // A claim whose hold lapsed (a slow card check) still has its offer's seat while the offer is open.
      const fromOffer = offer !== undefined && offerOpen(offer)
      const after = fromOffer ? this.bumpTo(0) : this.takeSeat()
      if (!after) return { ok: false, reason: 'sold-out' }
      if (fromOffer) this.queue.set(offer.entry_id, 'claimed', after.seq)
      const expiresAt = Date.now()
      this.sql.exec(
        `INSERT INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, 'sold', ?, ?, ?)
         ON CONFLICT (hold_id) DO UPDATE SET status = 'sold', changed_at = excluded.changed_at, seq = excluded.seq`,
        holdId,
        expiresAt,
        Date.now(),
        after.seq,
      )
      // A row sold before keeps its expiry (the conflict leaves it), so that one is read back.
      if (existing) return { ok: true, ...this.change(this.holdRow(holdId)!) }
      return { ok: true, ...this.soldChange(after, holdId, expiresAt) }
    }
    const after = this.bumpTo(0)
    this.sql.exec(
      `UPDATE holds SET status = 'sold', changed_at = ?, seq = ? WHERE hold_id = ?`,
      Date.now(),
      after.seq,
      holdId,
    )
    if (offer) this.queue.set(offer.entry_id, 'claimed', after.seq)
    return { ok: true, ...this.soldChange(after, holdId, existing.expires_at) }
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
    // Seats offered to the waitlist are kept like held ones; the rest beyond them go to the next in line first.
    const held =
      this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM holds WHERE status = 'held'`).one().n +
      this.unclaimedOffers().length
    if (open < held) return { ok: false, held }
    this.bump(open - held - this.ledger().available)
    this.offerFreeSeats()
    this.scheduleAlarm()
    const { available, seq } = this.ledger()
    return { ok: true, held, itemId, available, seq, hold: null }
  }

  /** Puts an entry (already written to D1) at the end of the line, while every seat is taken. */
  async join(itemId: number, entryId: number): Promise<JoinResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    const place = this.queue.placeOf(entryId)
    if (place > 0) return { ok: true, place }
    if (this.ledger().available > 0) return { ok: false, reason: 'seats-open' }
    const joined = this.queue.join(entryId, this.bump(0))
    this.scheduleAlarm()
    return { ok: true, place: joined }
  }

  /** The 'not interested' link: the offer ends and its seat goes to the next in line. */
  decline(token: string): OfferAnswer {
    const offer = this.claimable(token, null)
    if (typeof offer === 'string') return { ok: false, reason: offer }
    this.queue.set(offer.entry_id, 'declined', this.bump(0))
    return this.afterOfferEnded()
  }

  /** The owner takes an entry out of the line; an offer it held passes on. Null: not in line. */
  remove(entryId: number): OfferAnswer | null {
    const row = this.queue.entry(entryId)
    if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return null
    if (row.status === 'offered' && row.claim_hold !== null && this.isHeld(row.claim_hold))
      return { ok: false, reason: 'offer-in-use' }
    this.queue.set(entryId, 'removed', this.bump(0))
    if (row.status === 'waiting') return { ok: true, ...this.countChange() }
    return this.afterOfferEnded()
  }

  offerState(token: string): OfferState {
    const row = this.queue.byToken(token)
    if (!row) return { state: 'unknown' }
    if (row.status === 'claimed') return { state: 'used' }
    if (!offerOpen(row)) return { state: 'ended' }
    if (row.claim_hold !== null && this.isHeld(row.claim_hold)) return { state: 'in-use' }
    return { state: 'open', expiresAt: row.offer_expires }
  }

  /** Everyone still in line, in order, with the deadlines of the offers out. */
  line(): QueueView[] {
    return this.queue.inLine().map((row) => ({
      entryId: row.entry_id,
      status: row.status,
      place: this.queue.placeOf(row.entry_id),
      offerExpiresAt: row.offer_expires,
    }))
  }

  /** The ledger as tests and the admin read it. */
  snapshot(): { itemId: number; available: number; seq: number; holds: Record<string, HoldRecord> } | null {
    const ledger = this.sql.exec<LedgerRow>('SELECT * FROM ledger').toArray()[0]
    if (!ledger) return null
    const rows = this.sql
      .exec<HoldRow>(`SELECT hold_id, status, expires_at, seq FROM holds WHERE status != 'released'`)
      .toArray()
    const holds = Object.fromEntries(
      rows.map((row) => [row.hold_id, { holdId: row.hold_id, expiresAt: row.expires_at, status: row.status }]),
    )
    return { itemId: ledger.item_id, available: ledger.available, seq: ledger.seq, holds }
  }

  /** Lapsed holds return their seats; then D1 is brought up to date with every change it may have missed. */
  override async alarm(): Promise<void> {
    this.alarmAt = null
    const ledger = this.sql.exec<LedgerRow>('SELECT * FROM ledger').toArray()[0]
    if (!ledger) return
    const expired = this.sql
      .exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND expires_at <= ?`, Date.now())
      .toArray()
    for (const hold of expired) this.giveBack(hold.hold_id, ['held'])
    this.endLapsedOffers()
    const sent = await this.sendOffers()
    await this.mirrorToD1()
    // An offer's clock is running: its messages go now rather than at the next cron minute.
    if (sent && anyChannelConfigured(this.env)) {
      await deliverDueMessages(createDb(this.env.DB), this.env).catch((error: unknown) =>
        console.error('Outbox delivery failed', error),
      )
    }
    this.sql.exec(
      `DELETE FROM holds WHERE status = 'released' AND changed_at < ? AND seq <= ?`,
      Date.now() - KEEP_RELEASED_MS,
      this.ledger().mirrored_seq,
    )
    this.scheduleAlarm()
  }

  /** Writes every hold changed since the last mirror, and the count, to D1 (guarded by seq). */
  private async mirrorToD1(): Promise<void> {
    const { item_id: itemId, available, seq, mirrored_seq: since } = this.ledger()
    if (seq <= since) return
    const rows = this.sql
      .exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE seq > ?', since)
      .toArray()
    const line = this.queue.changedSince(since)
    if (line.length > 0)
      await this.env.DB.batch(waitlistMirror(this.env.DB, new URL(this.env.PUBLIC_SITE_URL).origin).of(line))
    const mirror = ledgerMirror(createDb(this.env.DB))
    await createDb(this.env.DB).batch([
      mirror.count({ itemId, available, seq }),
      ...rows.map((row) =>
        mirror.hold(itemId, { holdId: row.hold_id, status: row.status, expiresAt: row.expires_at, seq: row.seq }),
      ),
    ])
    this.sql.exec('UPDATE ledger SET mirrored_seq = MAX(mirrored_seq, ?)', seq)
  }

  private giveBack(holdId: string, from: HoldStatus[]): SeatChange | null {
    const existing = this.holdRow(holdId)
    if (!existing || !from.includes(existing.status)) return null
    const seq = this.seatFreedBy(holdId)
    this.sql.exec(
      `UPDATE holds SET status = 'released', changed_at = ?, seq = ? WHERE hold_id = ?`,
      Date.now(),
      seq,
      holdId,
    )
    this.scheduleAlarm()
    return this.change(this.holdRow(holdId)!)
  }

  /**
   * Where a seat a payment gave back goes: to the open offer that payment was claiming (its holder may try
   * again until the deadline), else to the next person in line, else back on sale. Returns the change number.
   */
  private seatFreedBy(holdId: string): number {
    const claim = this.queue.claimedBy(holdId)
    if (claim && offerOpen(claim)) {
      const seq = this.bump(0)
      this.queue.setClaim(claim.entry_id, holdId, seq)
      return seq
    }
    if (claim) this.queue.set(claim.entry_id, 'expired', this.bump(0))
    return this.passOn()
  }

  /** A freed seat goes to the first person waiting, or back on sale if nobody waits. */
  private passOn(): number {
    const next = this.queue.nextWaiting()
    if (!next) return this.bump(1)
    const seq = this.bump(0)
    this.queue.offer(next.entry_id, seq)
    return seq
  }

  /** Seats on sale go to people waiting, one offer per seat, in order (the owner added seats). */
  private offerFreeSeats(): void {
    for (let next = this.queue.nextWaiting(); next && this.ledger().available > 0; next = this.queue.nextWaiting()) {
      this.queue.offer(next.entry_id, this.bump(-1))
    }
  }

  /** An offer that can be claimed by this payment (null: by none, as for a decline), or why not. */
  private claimable(token: string, holdId: string | null): QueueRow | ClaimRefusal {
    const row = this.queue.byToken(token)
    if (!row) return 'offer-unknown'
    if (row.status === 'claimed') return 'offer-used'
    if (!offerOpen(row)) return 'offer-expired'
    if (row.claim_hold !== null && row.claim_hold !== holdId && this.isHeld(row.claim_hold)) return 'offer-in-use'
    return row
  }

  /** An offer ended before its seat was claimed: the seat passes on. */
  private afterOfferEnded(): OfferAnswer {
    this.passOn()
    this.scheduleAlarm()
    return { ok: true, ...this.countChange() }
  }

  /** Offers past their deadline end and pass on, unless their holder is paying right now (the hold decides). */
  private endLapsedOffers(): void {
    for (const row of this.queue.offers()) {
      if (row.offer_expires === null || row.offer_expires > Date.now()) continue
      if (row.claim_hold !== null && this.isHeld(row.claim_hold)) continue
      this.queue.set(row.entry_id, 'expired', this.bump(0))
      this.passOn()
    }
  }

  /**
   * Offers decided since the last alarm are sent now, with the owner's deadline. An item closed or taken off
   * sale meanwhile makes no offers: its seats go back and the people stay in line, in their places.
   */
  private async sendOffers(): Promise<boolean> {
    if (this.queue.unsent().length === 0) return false
    const { open, hours } = await offerTerms(createDb(this.env.DB), this.ledger().item_id)
    const deadline = Date.now() + hours * 60 * 60 * 1000
    // Read again after the wait: other calls may have changed the line meanwhile.
    for (const row of this.queue.unsent()) {
      if (open) this.queue.setDeadline(row.entry_id, deadline, this.bump(0))
      else this.queue.set(row.entry_id, 'waiting', this.bump(1))
    }
    return open
  }

  private unclaimedOffers(): QueueRow[] {
    return this.queue.unclaimedOffers((holdId) => this.isHeld(holdId))
  }

  private isHeld(holdId: string): boolean {
    return this.holdRow(holdId)?.status === 'held'
  }

  private countChange(): SeatChange {
    const { item_id: itemId, available, seq } = this.ledger()
    return { itemId, available, seq, hold: null }
  }

  /** One address may keep only a few seats waiting for payment at once. */
  private tooManyHolds(holdId: string, { client }: Holder): boolean {
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

  /** One email keeps one seat waiting: a new payment of the same buyer takes the place of the earlier one. */
  private releaseEarlierHoldOf(email: string, holdId: string): HoldChange | null {
    const earlier = this.sql
      .exec<HoldRow>(`SELECT hold_id FROM holds WHERE status = 'held' AND email = ? AND hold_id != ?`, email, holdId)
      .toArray()[0]
    return earlier ? (this.giveBack(earlier.hold_id, ['held'])?.hold ?? null) : null
  }

  /** Moves the free count by `delta` and returns the new change number. */
  private bump(delta: number): number {
    return this.bumpTo(delta).seq
  }

  /** Moves the free count by `delta` and returns the ledger as it now stands. */
  private bumpTo(delta: number): LedgerRow {
    return this.sql
      .exec<LedgerRow>('UPDATE ledger SET available = available + ?, seq = seq + 1 RETURNING *', delta)
      .one()
  }

  /** Takes one free seat in the same statement that checks there is one; null when none is left. */
  private takeSeat(): LedgerRow | null {
    return (
      this.sql
        .exec<LedgerRow>('UPDATE ledger SET available = available - 1, seq = seq + 1 WHERE available > 0 RETURNING *')
        .toArray()[0] ?? null
    )
  }

  private soldChange(after: LedgerRow, holdId: string, expiresAt: number): SeatChange {
    const hold: HoldChange = { holdId, status: 'sold', expiresAt, seq: after.seq }
    return { itemId: after.item_id, available: after.available, seq: after.seq, hold }
  }

  private ledger(): LedgerRow {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger').one()
  }

  private holdRow(holdId: string): HoldRow | undefined {
    return this.sql
      .exec<HoldRow>('SELECT hold_id, status, expires_at, seq FROM holds WHERE hold_id = ?', holdId)
      .toArray()[0]
  }

  private change(hold: HoldRow): SeatChange {
    const ledger = this.ledger()
    return {
      itemId: ledger.item_id,
      available: ledger.available,
      seq: ledger.seq,
      hold: { holdId: hold.hold_id, status: hold.status, expiresAt: hold.expires_at, seq: hold.seq },
    }
  }

  /**
   * The first use of an item starts from D1's count (read once in the item's life, before any decision);
   * false for an item not on sale. `seed` skips the read when the caller already knows the number.
   */
  private async ensureLoaded(itemId: number, seed?: { available: number }): Promise<boolean> {
    if (this.loaded) return true
    if (this.sql.exec('SELECT 1 FROM ledger').toArray().length > 0) return (this.loaded = true)
    if (seed) return false
    const available = await startingSeats(createDb(this.env.DB), itemId)
    if (available === null) return false
    this.initialize(itemId, available)
    return true
  }

  private initialize(itemId: number, available: number): void {
    this.sql.exec(
      'INSERT INTO ledger (id, item_id, available, seq, mirrored_seq) VALUES (1, ?, ?, 1, 1) ON CONFLICT (id) DO NOTHING',
      itemId,
      Math.max(0, available),
    )
    this.loaded = true
  }

  /** A ledger written by the earlier version kept everything in one stored value: move it into the tables once. */
  private async adoptStoredValue(): Promise<void> {
    const old = await this.ctx.storage.get<{ itemId: number; available: number; holds: Record<string, HoldRecord> }>(
      'ledger',
    )
    if (!old) return
    this.initialize(old.itemId, old.available)
    for (const hold of Object.values(old.holds)) {
      this.sql.exec(
        `INSERT OR IGNORE INTO holds (hold_id, status, expires_at, changed_at, seq) VALUES (?, ?, ?, ?, 1)`,
        hold.holdId,
        hold.status,
        hold.expiresAt,
        Date.now(),
      )
    }
    await this.ctx.storage.delete('ledger')
  }

  private scheduleAlarm(): void {
    const ledger = this.sql.exec<LedgerRow>('SELECT seq, mirrored_seq FROM ledger').toArray()[0]
    const next = this.sql
      .exec<{ at: number | null }>(`SELECT min(expires_at) AS at FROM holds WHERE status = 'held'`)
      .one().at
    // Released seats the alarm has not mirrored yet are repaired within a minute, should a caller's write fail.
    const repair = ledger && ledger.seq > ledger.mirrored_seq ? Date.now() + REPAIR_MS : null
    // The line's changes are the alarm's alone to write (and offers to send), so it comes at once for them.
    const line = ledger && this.queue.changedSince(ledger.mirrored_seq).length > 0 ? Date.now() : null
    const at = [next, repair, line, this.queue.nextDue()]
      .filter((t): t is number => t !== null)
      .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY)
    if (!Number.isFinite(at) || this.alarmDueBy(at)) return
    this.alarmAt = at
    void this.ctx.storage.setAlarm(at)
  }

  /**
   * An alarm this object set rings by `at` (it then sets the next one, so nothing due later is missed). One that
   * should have rung a while ago is not believed: a failed alarm run may have left it behind, and holds must not
   * stop expiring because of it.
   */
  private alarmDueBy(at: number): boolean {
    return this.alarmAt !== null && this.alarmAt <= at && this.alarmAt > Date.now() - OVERDUE_ALARM_MS
  }
}
