// Where a seat goes when a payment gives it back, shared by the seat moves and the waitlist's moves so every
// path that frees a seat (a release, a returned sale, a lapsed hold, an offer ended, the owner adding seats)
// decides the same way in the same synchronous step: the claimant's open offer, else the next in line, else sale.
import type { SeatChange } from './ledger-mirror.ts'
import type { AlarmHook, HoldStatus } from './ledger-types.ts'
import type { SeatBook } from './seat-book.ts'
import { type ClaimRefusal, offerOpen, type QueueRow, type WaitlistLine } from './waitlist-line.ts'

/** One item's ledger state and its alarm, as the moves share them. */
export interface LedgerParts {
  book: SeatBook
  line: WaitlistLine
  alarm: AlarmHook
}

/** A held (or sold, when `from` says so) seat comes back once; null: nothing changed. */
export function giveBack(parts: LedgerParts, holdId: string, from: HoldStatus[]): SeatChange | null {
  const existing = parts.book.holdRow(holdId)
  if (!existing || !from.includes(existing.status)) return null
  parts.book.setStatus(holdId, 'released', seatFreedBy(parts, holdId))
  parts.alarm.schedule()
  return parts.book.change(parts.book.holdRow(holdId)!)
}

/**
 * Where a seat a payment gave back goes: to the open offer that payment was claiming (its holder may try
 * again until the deadline), else to the next person in line, else back on sale. Returns the change number.
 */
function seatFreedBy(parts: LedgerParts, holdId: string): number {
  const { book, line } = parts
  const claim = line.claimedBy(holdId)
  if (claim && offerOpen(claim)) {
    const seq = book.bump(0)
    line.setClaim(claim.entry_id, holdId, seq)
    return seq
  }
  if (claim) line.set(claim.entry_id, 'expired', book.bump(0))
  return passOn(parts)
}

/** A freed seat goes to the first person waiting, or back on sale if nobody waits. */
export function passOn({ book, line }: LedgerParts): number {
  const next = line.nextWaiting()
  if (!next) return book.bump(1)
  const seq = book.bump(0)
  line.offer(next.entry_id, seq)
  return seq
}

/** Seats on sale go to people waiting, one offer per seat, in order (the owner added seats). */
export function offerFreeSeats({ book, line }: LedgerParts): void {
  for (let next = line.nextWaiting(); next && book.ledger().available > 0; next = line.nextWaiting()) {
    line.offer(next.entry_id, book.bump(-1))
  }
}

/** An offer that can be claimed by this payment (null: by none, as for a decline), or why not. */
export function claimable({ book, line }: LedgerParts, token: string, holdId: string | null): QueueRow | ClaimRefusal {
  const row = line.byToken(token)
  if (!row) return 'offer-unknown'
  if (row.status === 'claimed') return 'offer-used'
  if (!offerOpen(row)) return 'offer-expired'
  if (row.claim_hold !== null && row.claim_hold !== holdId && book.isHeld(row.claim_hold)) return 'offer-in-use'
  return row
}

/** Offers out whose seat no payment is holding right now (a claim in progress is counted with the holds). */
export const unclaimedOffers = ({ book, line }: LedgerParts): QueueRow[] =>
  line.unclaimedOffers((holdId) => book.isHeld(holdId))
