// One InventoryLedger per inventory item serializes every change to its seats: a seat is held while its
// buyer pays, sold when the payment succeeds, and returned when the payment fails or the hold expires.
// Each change runs inside blockConcurrencyWhile, including its write to D1, so no two changes interleave
// and `available_slots` in D1 always ends at the ledger's count.
import { DurableObject } from 'cloudflare:workers'

export interface HoldRecord {
  holdId: string
  expiresAt: number
  status: 'held' | 'sold'
}

export type HoldResult =
  | { ok: true; holdId: string; expiresAt: number; available: number }
  | { ok: false; reason: 'sold-out' | 'unavailable' }

export type OpenSeatsResult = { ok: true; available: number; held: number } | { ok: false; held: number }

interface Ledger {
  itemId: number
  available: number
  holds: Record<string, HoldRecord>
}

interface ItemRow {
  available_slots: number
  is_active: number
  is_archived: number
}

export class InventoryLedger extends DurableObject<Env> {
  hold(itemId: number, holdId: string, ttlMs: number): Promise<HoldResult> {
    return this.serialized(async () => {
      const ledger = await this.load(itemId)
      if (!ledger) return { ok: false, reason: 'unavailable' }
      const existing = ledger.holds[holdId]
      if (existing) return { ok: true, holdId, expiresAt: existing.expiresAt, available: ledger.available }
      if (ledger.available <= 0) return { ok: false, reason: 'sold-out' }
      const expiresAt = Date.now() + ttlMs
      ledger.available -= 1
      ledger.holds[holdId] = { holdId, expiresAt, status: 'held' }
      await this.save(ledger, [
        this.env.DB.prepare(
          `INSERT INTO seat_holds (id, inventory_item_id, stripe_payment_intent_id, status, expires_at) VALUES (?1, ?2, ?1, 'held', ?3)
           ON CONFLICT(id) DO UPDATE SET status = 'held', expires_at = ?3`,
        ).bind(holdId, itemId, new Date(expiresAt).toISOString()),
      ])
      return { ok: true, holdId, expiresAt, available: ledger.available }
    })
  }

  /** Turns a hold into a sale; false when the hold is gone (expired and released). Repeats are no-ops. */
  sell(holdId: string): Promise<boolean> {
    return this.serialized(async () => {
      const ledger = await this.stored()
      const hold = ledger?.holds[holdId]
      if (!ledger || !hold) return false
      if (hold.status === 'held') {
        hold.status = 'sold'
        await this.save(ledger, [this.env.DB.prepare(`UPDATE seat_holds SET status = 'sold' WHERE id = ?`).bind(holdId)])
      }
      return true
    })
  }

  /** Gives a held seat back; a sold seat stays sold. */
  release(holdId: string): Promise<void> {
    return this.serialized(async () => {
      const ledger = await this.stored()
      if (!ledger || ledger.holds[holdId]?.status !== 'held') return
      delete ledger.holds[holdId]
      ledger.available += 1
      await this.save(ledger, [this.env.DB.prepare(`UPDATE seat_holds SET status = 'released' WHERE id = ?`).bind(holdId)])
    })
  }

  /** The owner changed the item's seat count: the ledger takes the new number of free seats. */
  setAvailable(itemId: number, available: number): Promise<number> {
    return this.serialized(async () => {
      const ledger = (await this.load(itemId)) ?? { itemId, available, holds: {} }
      ledger.available = Math.max(0, available)
      await this.save(ledger, [])
      return ledger.available
    })
  }

  /**
   * The owner's edit of an item: `open` seats are for sale, counting those held in a checkout right now.
   * Held seats stay their buyers'; the free count becomes open − held. So a hold that later lapses gives its
   * seat back within the owner's number and never above it, and a sale uses a seat the owner counted.
   * Holds are counted and the count written in one serialized step, so no hold can slip in between.
   * Fewer open seats than holds is refused with nothing changed: a buyer mid-payment keeps their seat.
   */
  setOpenSeats(itemId: number, open: number): Promise<OpenSeatsResult> {
    return this.serialized(async () => {
      const ledger = (await this.stored()) ?? { itemId, available: open, holds: {} }
      const held = Object.values(ledger.holds).filter((hold) => hold.status === 'held').length
      if (open < held) return { ok: false, held }
      ledger.available = open - held
      await this.save(ledger, [])
      return { ok: true, available: ledger.available, held }
    })
  }

  async snapshot(): Promise<Ledger | null> {
    return (await this.stored()) ?? null
  }

  override alarm(): Promise<void> {
    return this.serialized(async () => {
      const ledger = await this.stored()
      if (!ledger) return
      const now = Date.now()
      const expired = Object.values(ledger.holds).filter((hold) => hold.status === 'held' && hold.expiresAt <= now)
      if (expired.length === 0) return this.scheduleAlarm(ledger)
      for (const hold of expired) delete ledger.holds[hold.holdId]
      ledger.available += expired.length
      await this.save(
        ledger,
        expired.map((hold) => this.env.DB.prepare(`UPDATE seat_holds SET status = 'released' WHERE id = ?`).bind(hold.holdId)),
      )
    })
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    return this.ctx.blockConcurrencyWhile(work)
  }

  /** The ledger, started from D1's count the first time an item is used; null for an item not on sale. */
  private async load(itemId: number): Promise<Ledger | null> {
    const ledger = await this.stored()
    if (ledger) return ledger
    const row = await this.env.DB.prepare('SELECT available_slots, is_active, is_archived FROM inventory_items WHERE id = ?')
      .bind(itemId)
      .first<ItemRow>()
    if (!row || !row.is_active || row.is_archived) return null
    return { itemId, available: row.available_slots, holds: {} }
  }

  private stored(): Promise<Ledger | undefined> {
    return this.ctx.storage.get<Ledger>('ledger')
  }

  /** Ledger first (the authority), then D1 follows in one batch. */
  private async save(ledger: Ledger, statements: D1PreparedStatement[]): Promise<void> {
    await this.ctx.storage.put('ledger', ledger)
    await this.env.DB.batch([
      ...statements,
      this.env.DB.prepare('UPDATE inventory_items SET available_slots = ?, updated_at = ? WHERE id = ?').bind(
        ledger.available,
        new Date().toISOString(),
        ledger.itemId,
      ),
    ])
    await this.scheduleAlarm(ledger)
  }

  private async scheduleAlarm(ledger: Ledger): Promise<void> {
    const next = Object.values(ledger.holds)
      .filter((hold) => hold.status === 'held')
      .reduce((soonest, hold) => Math.min(soonest, hold.expiresAt), Number.POSITIVE_INFINITY)
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next)
  }
}
