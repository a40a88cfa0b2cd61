// One InventoryLedger per inventory item decides every change to its seats: a seat is held while its buyer
// pays, sold when the payment is authorized, and returned when the payment fails, is canceled, or the hold
// lapses. Its state lives in the object's own SQLite (seat-book.ts, waitlist-line.ts) and every decision is
// synchronous (seat-moves.ts, line-moves.ts, freed-seats.ts), so no two changes interleave and none waits on
// the network. D1 follows: each answer carries the free count and a change number (seq), and the caller writes
// them in the batch it makes anyway (ledger-mirror.ts); the alarm (ledger-alarm.ts, set by alarm-clock.ts) mirrors what
// it changes itself and repairs any mirror that failed. This class only loads the item and wires the parts.
import { DurableObject } from 'cloudflare:workers'
import { createDb } from '../../platform/db/client.ts'
import { nextAlarmAt, ringsBy } from './alarm-clock.ts'
import type { LedgerParts } from './freed-seats.ts'
import { runLedgerAlarm } from './ledger-alarm.ts'
import { startingSeats } from './ledger-item.ts'
import type * as T from './ledger-types.ts'
import type { SeatChange } from './ledger-mirror.ts'
import { LineMoves } from './line-moves.ts'
import { SeatBook } from './seat-book.ts'
import { SeatMoves } from './seat-moves.ts'
import { WaitlistLine } from './waitlist-line.ts'

export class InventoryLedger extends DurableObject<Env> {
  private readonly parts: LedgerParts
  private readonly seats: SeatMoves
  private readonly lineMoves: LineMoves
  /** The ledger row exists (it is never deleted), so no call needs to look for it again. */
  private loaded = false
  /** When the alarm this object set will ring (null: none set since it started, or it has rung). */
  private alarmAt: number | null = null

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    const book = new SeatBook(ctx.storage.sql)
    const line = new WaitlistLine(ctx.storage.sql)
    const alarm = { schedule: () => this.scheduleAlarm(), dueBy: (at: number) => ringsBy(this.alarmAt, at) }
    this.parts = { book, line, alarm }
    this.seats = new SeatMoves(this.parts)
    this.lineMoves = new LineMoves(this.parts)
    void ctx.blockConcurrencyWhile(() => this.adoptStoredValue())
  }

  async hold(
    itemId: number,
    holdId: string,
    ttlMs: number,
    holder: T.Holder = {},
    offerToken?: string,
  ): Promise<T.HoldResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    return this.seats.hold(holdId, ttlMs, holder, offerToken)
  }

  async secure(itemId: number, holdId: string): Promise<T.SecureResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    return this.seats.secure(holdId)
  }

  release(holdId: string): SeatChange | null {
    return this.seats.release(holdId)
  }

  returnSeat(holdId: string): SeatChange | null {
    return this.seats.returnSeat(holdId)
  }

  async setOpenSeats(itemId: number, open: number, openWas?: number): Promise<T.OpenSeatsResult> {
    const loaded = await this.ensureLoaded(itemId, { available: open })
    if (!loaded) this.initialize(itemId, open)
    return this.seats.setOpenSeats(open, loaded ? openWas : undefined)
  }

  async join(itemId: number, entryId: number): Promise<T.JoinResult> {
    if (!(await this.ensureLoaded(itemId))) return { ok: false, reason: 'unavailable' }
    return this.lineMoves.join(entryId)
  }

  decline(token: string): T.OfferAnswer {
    return this.lineMoves.decline(token)
  }

  remove(entryId: number): T.OfferAnswer | null {
    return this.lineMoves.remove(entryId)
  }

  offerState(token: string): T.OfferState {
    return this.lineMoves.offerState(token)
  }

  line(): T.QueueView[] {
    return this.lineMoves.view()
  }

  snapshot() {
    return this.parts.book.snapshot()
  }

  /** Seats sold, for the nightly reconciliation against D1's sales (decision 068). */
  soldCount(): number {
    return this.parts.book.soldCount()
  }

  override async alarm(): Promise<void> {
    this.alarmAt = null
    await runLedgerAlarm(this.parts, this.lineMoves, this.env)
  }

  private scheduleAlarm(): void {
    const at = nextAlarmAt(this.parts.book, this.parts.line)
    if (at === null || ringsBy(this.alarmAt, at)) return
    this.alarmAt = at
    void this.ctx.storage.setAlarm(at)
  }

  /**
   * The first use of an item starts from D1's count (read once in the item's life, before any decision);
   * false for an item not on sale. `seed` skips the read when the caller already knows the number.
   */
  private async ensureLoaded(itemId: number, seed?: { available: number }): Promise<boolean> {
    if (this.loaded) return true
    if (this.parts.book.stored()) return (this.loaded = true)
    if (seed) return false
    const available = await startingSeats(createDb(this.env.DB), itemId)
    if (available === null) return false
    this.initialize(itemId, available)
    return true
  }

  private initialize(itemId: number, available: number): void {
    this.parts.book.initialize(itemId, available)
    this.loaded = true
  }

  /** A ledger written by the earlier version kept everything in one stored value: move it into the tables once. */
  private async adoptStoredValue(): Promise<void> {
    const old = await this.ctx.storage.get<{ itemId: number; available: number; holds: Record<string, T.HoldRecord> }>(
      'ledger',
    )
    if (!old) return
    this.initialize(old.itemId, old.available)
    for (const hold of Object.values(old.holds)) this.parts.book.adopt(hold)
    await this.ctx.storage.delete('ledger')
  }
}
