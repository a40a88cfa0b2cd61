// The waitlist's moves, decided synchronously beside the seats: joining, declining and removing, what an
// offer link may do, and the alarm's part of the line (offers past their deadline, offers being sent).
import { claimable, type LedgerParts, passOn } from './freed-seats.ts'
import type { JoinResult, OfferAnswer, OfferState, QueueView } from './ledger-types.ts'
import { offerOpen } from './waitlist-line.ts'

export class LineMoves {
  constructor(private readonly parts: LedgerParts) {}

  /** Puts an entry (already written to D1) at the end of the line, while every seat is taken. */
  join(entryId: number): JoinResult {
    const { book, line, alarm } = this.parts
    const place = line.placeOf(entryId)
    if (place > 0) return { ok: true, place }
    if (book.ledger().available > 0) return { ok: false, reason: 'seats-open' }
    const joined = line.join(entryId, book.bump(0))
    alarm.schedule()
    return { ok: true, place: joined }
  }

  /** The 'not interested' link: the offer ends and its seat goes to the next in line. */
  decline(token: string): OfferAnswer {
    const offer = claimable(this.parts, token, null)
    if (typeof offer === 'string') return { ok: false, reason: offer }
    this.parts.line.set(offer.entry_id, 'declined', this.parts.book.bump(0))
    return this.afterOfferEnded()
  }

  /** The owner takes an entry out of the line; an offer it held passes on. Null: not in line. */
  remove(entryId: number): OfferAnswer | null {
    const { book, line } = this.parts
    const row = line.entry(entryId)
    if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return null
    if (row.status === 'offered' && row.claim_hold !== null && book.isHeld(row.claim_hold))
      return { ok: false, reason: 'offer-in-use' }
    line.set(entryId, 'removed', book.bump(0))
    if (row.status === 'waiting') return { ok: true, ...book.countChange() }
    return this.afterOfferEnded()
  }

  offerState(token: string): OfferState {
    const row = this.parts.line.byToken(token)
    if (!row) return { state: 'unknown' }
    if (row.status === 'claimed') return { state: 'used' }
    if (!offerOpen(row)) return { state: 'ended' }
    if (row.claim_hold !== null && this.parts.book.isHeld(row.claim_hold)) return { state: 'in-use' }
    return { state: 'open', expiresAt: row.offer_expires }
  }

  /** Everyone still in line, in order, with the deadlines of the offers out. */
  view(): QueueView[] {
    const { line } = this.parts
    return line.inLine().map((row) => ({
      entryId: row.entry_id,
      status: row.status,
      place: line.placeOf(row.entry_id),
      offerExpiresAt: row.offer_expires,
    }))
  }

  /** Offers past their deadline end and pass on, unless their holder is paying right now (the hold decides). */
  endLapsedOffers(): void {
    const { book, line } = this.parts
    for (const row of line.offers()) {
      if (row.offer_expires === null || row.offer_expires > Date.now()) continue
      if (row.claim_hold !== null && book.isHeld(row.claim_hold)) continue
      line.set(row.entry_id, 'expired', book.bump(0))
      passOn(this.parts)
    }
  }

  /**
   * Offers decided but not sent get the owner's deadline, or, for an item closed or taken off sale meanwhile,
   * go back: the seat returns to sale and the people stay in line, in their places.
   */
  sendUnsent(open: boolean, deadline: number): void {
    const { book, line } = this.parts
    for (const row of line.unsent()) {
      if (open) line.setDeadline(row.entry_id, deadline, book.bump(0))
      else line.set(row.entry_id, 'waiting', book.bump(1))
    }
  }

  /** An offer ended before its seat was claimed: the seat passes on. */
  private afterOfferEnded(): OfferAnswer {
    passOn(this.parts)
    this.parts.alarm.schedule()
    return { ok: true, ...this.parts.book.countChange() }
  }
}
