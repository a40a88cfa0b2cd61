// The one way to an item's seats for checkout, settlement, refunds and the owner's inventory edit. Each call
// asks the item's InventoryLedger and answers with the D1 statements that mirror its decision, for the
// caller to write in the batch it makes anyway (ledger-mirror.ts). An item-less purchase (the plain free
// strategy call) has no seat: every call answers as done, with nothing to mirror.
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import type { Holder, HoldResult } from './ledger-types.ts'
import { HOLD_TTL_MS, ledgerFor } from './ledger-for.ts'
import { ledgerMirror, type SeatChange } from './ledger-mirror.ts'

export type MirrorStatements = BatchItem<'sqlite'>[]

type Refusal<R> = R extends { ok: false } ? R : never

/** `created`: this call took the seat, so only then does a failed write give it back. */
export type Held = { ok: true; created: boolean; mirror: MirrorStatements } | Refusal<HoldResult>

export type Secured = { ok: true; mirror: MirrorStatements } | { ok: false; reason: 'sold-out' | 'unavailable' }

export type OpenSeats = { ok: true } | { ok: false; held: number; reason: 'held' | 'changed'; open: number }

/** A mirror written on its own, as far as D1 lets it: should the write fail, the ledger's alarm repairs D1. */
export async function mirrorNow(db: Database, [first, ...rest]: MirrorStatements): Promise<void> {
  if (first) await db.batch([first, ...rest]).catch(() => {})
}

/** What checkout, settlement, refunds and the inventory edit may do with one item's seats. */
export interface Seats {
  /**
   * Holds a seat while its buyer pays (HOLD_TTL_MS); the same email's earlier hold on the item is given back
   * in the same answer. With `offerToken` the seat is the one a waitlist offer keeps for its holder.
   */
  hold(holdId: string, holder: Holder, offerToken?: string): Promise<Held>
  /** Sells the payment's seat: its hold, or a free seat if the hold lapsed; a repeat answers the same sale. */
  secure(holdId: string): Promise<Secured>
  /** A held seat goes back (a declined card, another item chosen); a sold one stays sold. */
  release(holdId: string): Promise<MirrorStatements>
  /** The payment ended canceled or was refunded: its seat comes back, held or sold, and only once. */
  returnSeat(holdId: string): Promise<MirrorStatements>
  /**
   * A seat taken for a write that then failed comes back, and D1 is told if it can be; if D1 is down, the
   * ledger's alarm mirrors the return later. D1 never saw the seat go, so the two agree either way.
   */
  undo(holdId: string, how: 'release' | 'returnSeat'): Promise<void>
  /** The owner's number of seats for sale, held ones included; refused below the seats being paid for. */
  /** `openWas`: the seats for sale the owner saw; a change since refuses the edit. */
  setOpenSeats(open: number, openWas?: number): Promise<OpenSeats>
}

const NO_SEAT: Seats = {
  hold: async () => ({ ok: true, created: false, mirror: [] }),
  secure: async () => ({ ok: true, mirror: [] }),
  release: async () => [],
  returnSeat: async () => [],
  undo: async () => {},
  setOpenSeats: async () => ({ ok: true }),
}

export function seatsOf(db: Database, env: Env, itemId: number | null): Seats {
  return itemId === null ? NO_SEAT : itemSeats(db, env, itemId)
}

function itemSeats(db: Database, env: Env, itemId: number): Seats {
  const ledger = ledgerFor(env, itemId)
  const mirror = ledgerMirror(db)
  const mirrored = (change: SeatChange | null): MirrorStatements => (change ? mirror.of(change) : [])
  const release = async (holdId: string) => mirrored(await ledger.release(holdId))
  const returnSeat = async (holdId: string) => mirrored(await ledger.returnSeat(holdId))

  return {
    release,
    returnSeat,
    async hold(holdId, holder, offerToken) {
      const held = await ledger.hold(itemId, holdId, HOLD_TTL_MS, holder, offerToken)
      if (!held.ok) return held
      const replaced = held.replaced ? [mirror.hold(itemId, held.replaced)] : []
      return { ok: true, created: held.created, mirror: [...mirror.of(held), ...replaced] }
    },
    async secure(holdId) {
      const seat = await ledger.secure(itemId, holdId)
      return seat.ok ? { ok: true, mirror: mirror.of(seat) } : seat
    },
    async undo(holdId, how) {
      await mirrorNow(db, await (how === 'release' ? release : returnSeat)(holdId))
    },
    async setOpenSeats(open, openWas) {
      const result = await ledger.setOpenSeats(itemId, open, openWas)
      if (!result.ok) return result
      await mirror.count(result)
      return { ok: true }
    },
  }
}
