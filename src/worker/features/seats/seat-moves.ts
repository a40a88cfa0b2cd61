// The moves of a payment's seat, decided synchronously on a loaded ledger: hold, sell, give back, and the
// owner's number of open seats. The InventoryLedger loads the item first and calls these.
import type { HoldChange, SeatChange } from './ledger-mirror.ts'
import type { Holder, HoldResult, OpenSeatsResult, SecureResult } from './ledger-types.ts'
import { claimable, giveBack, type LedgerParts, offerFreeSeats, unclaimedOffers } from './freed-seats.ts'
import type { LedgerRow } from './seat-book.ts'
import { offerOpen } from './waitlist-line.ts'

/** A change the alarm has not mirrored yet is repaired this soon, should the caller's own mirror fail. */
export const REPAIR_MS = 60_000

export class SeatMoves {
  constructor(private readonly parts: LedgerParts) {}

  /**
   * Takes a free seat for this payment; a repeat for the same payment answers the seat it already has.
   * With `offerToken` the seat is the one a waitlist offer keeps for its holder, not one on sale; while this
   * payment holds it, another payment cannot claim the same offer.
   */
  hold(holdId: string, ttlMs: number, holder: Holder, offerToken?: string): HoldResult {
    const { book, line, alarm } = this.parts
    const existing = book.holdRow(holdId)
    if (existing && existing.status !== 'released')
      return { ok: true, created: false, replaced: null, ...book.change(existing) }
    if (book.tooManyHolds(holdId, holder)) return { ok: false, reason: 'too-many-holds' }
    const replaced = holder.email === undefined ? null : this.releaseEarlierHoldOf(holder.email, holdId)
    let after: LedgerRow
    if (offerToken !== undefined) {
      const offer = claimable(this.parts, offerToken, holdId)
      if (typeof offer === 'string') return { ok: false, reason: offer }
      after = book.bumpTo(0)
      line.setClaim(offer.entry_id, holdId, after.seq)
    } else {
      const taken = book.takeSeat()
      if (!taken) return { ok: false, reason: 'sold-out' }
      after = taken
    }
    const seq = after.seq
    const expiresAt = Date.now() + ttlMs
    book.putHeld(holdId, expiresAt, holder, seq)
    // A plain hold adds only its expiry and a change to mirror, both due no sooner than a minute from now: an
    // alarm already set by then covers them (it sets the next one when it rings). An offer's claim changes the line.
    if (offerToken !== undefined || !alarm.dueBy(Date.now() + Math.min(ttlMs, REPAIR_MS))) alarm.schedule()
    const hold: HoldChange = { holdId, status: 'held', expiresAt, seq }
    return { ok: true, created: true, replaced, itemId: after.item_id, available: after.available, seq, hold }
  }

  /**
   * Makes the seat this payment's, in one step: its hold becomes a sale; if the hold lapsed, a free seat is
   * sold instead; a repeat answers the same sale. Refused only when no seat is left.
   */
  secure(holdId: string): SecureResult {
    const { book, line } = this.parts
    const existing = book.holdRow(holdId)
    if (existing?.status === 'sold') return { ok: true, ...book.change(existing) }
    const offer = line.claimedBy(holdId)
    if (existing?.status !== 'held') {
      // A claim whose hold lapsed (a slow card check) still has its offer's seat while the offer is open.
      const fromOffer = offer !== undefined && offerOpen(offer)
      const after = fromOffer ? book.bumpTo(0) : book.takeSeat()
      if (!after) return { ok: false, reason: 'sold-out' }
      if (fromOffer) line.set(offer.entry_id, 'claimed', after.seq)
      const expiresAt = Date.now()
      book.putSold(holdId, expiresAt, after.seq)
      // A row sold before keeps its expiry (the conflict leaves it), so that one is read back.
      if (existing) return { ok: true, ...book.change(book.holdRow(holdId)!) }
      return { ok: true, ...book.soldChange(after, holdId, expiresAt) }
    }
    const after = book.bumpTo(0)
    book.setStatus(holdId, 'sold', after.seq)
    if (offer) line.set(offer.entry_id, 'claimed', after.seq)
    return { ok: true, ...book.soldChange(after, holdId, existing.expires_at) }
  }

  /** Gives a held seat back (a declined card, an undone reservation); a sold seat stays sold. Null: nothing changed. */
  release(holdId: string): SeatChange | null {
    return giveBack(this.parts, holdId, ['held'])
  }

  /** The payment ended canceled: its seat comes back whether held or already sold, and only once. */
  returnSeat(holdId: string): SeatChange | null {
    return giveBack(this.parts, holdId, ['held', 'sold'])
  }

  /**
   * The owner's edit of an item: `open` seats are for sale, counting those held in a checkout right now.
   * Held seats stay their buyers'; the free count becomes open − held, so a hold that later lapses gives
   * its seat back within the owner's number. Fewer open seats than holds is refused with nothing changed.
   */
  setOpenSeats(open: number, openWas?: number): OpenSeatsResult {
    const { book, alarm } = this.parts
    // What the owner's list shows as for sale: free and held (decision 062's seed 139: a sale between his read
    // and his save must not let his old number sell the sold seat again).
    const openNow = book.ledger().available + book.heldCount()
    // Seats offered to the waitlist are kept like held ones; the rest beyond them go to the next in line first.
    const held = book.heldCount() + unclaimedOffers(this.parts).length
    if (openWas !== undefined && openWas !== openNow) return { ok: false, held, reason: 'changed', open: openNow }
    if (open < held) return { ok: false, held, reason: 'held', open: openNow }
    book.bump(open - held - book.ledger().available)
    offerFreeSeats(this.parts)
    alarm.schedule()
    const { item_id: itemId, available, seq } = book.ledger()
    return { ok: true, held, itemId, available, seq, hold: null }
  }

  /** One email keeps one seat waiting: a new payment of the same buyer takes the place of the earlier one. */
  private releaseEarlierHoldOf(email: string, holdId: string): HoldChange | null {
    const earlier = this.parts.book.earlierHoldOf(email, holdId)
    return earlier ? (giveBack(this.parts, earlier, ['held'])?.hold ?? null) : null
  }
}
