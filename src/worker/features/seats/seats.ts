// The seat ledger's one entry: every other feature reaches an item's seats, its waitlist line and the
// InventoryLedger class through here, never through the files beside it.
export { InventoryLedger } from './inventory-ledger.ts'
export { HOLD_TTL_MS, ledgerFor } from './ledger-for.ts'
export { FREE_HOLD_PREFIX, type HoldChange, ledgerMirror, type SeatChange } from './ledger-mirror.ts'
export type * from './ledger-types.ts'
export { OPEN_HOLDS_PER_CLIENT } from './seat-book.ts'
export { OFFER_REFUSALS, offerRefusal } from './offer-refusals.ts'
export {
  type Held,
  mirrorNow,
  type MirrorStatements,
  type OpenSeats,
  type Seats,
  seatsOf,
  type Secured,
} from './seats-of.ts'
export type { ClaimRefusal, QueueRow } from './waitlist-line.ts'
export { waitlistEntryLifecycle } from './waitlist-entry-states.ts'
