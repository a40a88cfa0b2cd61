// One InventoryLedger per inventory item serializes every change to its seats: a seat is held while its
// buyer pays, sold when the payment succeeds, and returned when the payment fails or the hold expires.
// The Durable Object's single thread is what makes "two buyers never get the last seat" true.
import { DurableObject } from 'cloudflare:workers'

export interface HoldRecord {
  holdId: string
  expiresAt: number
  status: 'held' | 'sold'
}

export type HoldResult = { ok: true; holdId: string; expiresAt: number; available: number } | { ok: false; reason: 'sold-out' }

interface Ledger {
  available: number
  holds: Record<string, HoldRecord>
}

export class InventoryLedger extends DurableObject<Env> {
  /** Sets the seat count the ledger starts from (the item's availableSlots when it was first used). */
  async initialize(available: number): Promise<number> {
    const ledger = await this.read()
    if (ledger) return ledger.available
    await this.write({ available, holds: {} })
    return available
  }

  async hold(holdId: string, ttlMs: number, nowMs = Date.now()): Promise<HoldResult> {
    const ledger = await this.readOrThrow()
    const existing = ledger.holds[holdId]
    if (existing) return { ok: true, holdId, expiresAt: existing.expiresAt, available: ledger.available }
    if (ledger.available <= 0) return { ok: false, reason: 'sold-out' }
    const expiresAt = nowMs + ttlMs
    ledger.available -= 1
    ledger.holds[holdId] = { holdId, expiresAt, status: 'held' }
    await this.write(ledger)
    await this.scheduleAlarm(ledger)
    return { ok: true, holdId, expiresAt, available: ledger.available }
  }

  /** Turns a hold into a sale; false when the hold is gone (expired and released). Repeats are no-ops. */
  async sell(holdId: string): Promise<boolean> {
    const ledger = await this.readOrThrow()
    const hold = ledger.holds[holdId]
    if (!hold) return false
    if (hold.status === 'held') {
      hold.status = 'sold'
      await this.write(ledger)
    }
    return true
  }

  /** Gives a held seat back; a sold seat stays sold. Returns the seats now available. */
  async release(holdId: string): Promise<number> {
    const ledger = await this.readOrThrow()
    const hold = ledger.holds[holdId]
    if (hold?.status === 'held') {
      delete ledger.holds[holdId]
      ledger.available += 1
      await this.write(ledger)
    }
    return ledger.available
  }

  async snapshot(): Promise<Ledger | null> {
    return (await this.read()) ?? null
  }

  override async alarm(): Promise<void> {
    const ledger = await this.read()
    if (!ledger) return
    const now = Date.now()
    for (const hold of Object.values(ledger.holds)) {
      if (hold.status === 'held' && hold.expiresAt <= now) {
        delete ledger.holds[hold.holdId]
        ledger.available += 1
      }
    }
    await this.write(ledger)
    await this.scheduleAlarm(ledger)
  }

  private async scheduleAlarm(ledger: Ledger): Promise<void> {
    const next = Object.values(ledger.holds)
      .filter((hold) => hold.status === 'held')
      .reduce((soonest, hold) => Math.min(soonest, hold.expiresAt), Number.POSITIVE_INFINITY)
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next)
  }

  private read(): Promise<Ledger | undefined> {
    return this.ctx.storage.get<Ledger>('ledger')
  }

  private async readOrThrow(): Promise<Ledger> {
    const ledger = await this.read()
    if (!ledger) throw new Error('InventoryLedger used before initialize()')
    return ledger
  }

  private write(ledger: Ledger): Promise<void> {
    return this.ctx.storage.put('ledger', ledger)
  }
}
