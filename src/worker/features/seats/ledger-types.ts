// What an InventoryLedger answers its callers: the seat API, the waitlist feature and tests.
import type { HoldChange, SeatChange } from './ledger-mirror.ts'
import type { ClaimRefusal, QueueRow } from './waitlist-line.ts'

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

/** Refused: fewer open seats than held ones, or (`open`) the seats for sale were no longer what the owner saw. */
export type OpenSeatsResult =
  ({ ok: true; held: number } & SeatChange) | { ok: false; held: number; reason: 'held' | 'changed'; open: number }

/** How the ledger's parts ask for its alarm: `schedule` sets it for what is due, `dueBy` says one already rings by then. */
export interface AlarmHook {
  schedule(): void
  dueBy(at: number): boolean
}
