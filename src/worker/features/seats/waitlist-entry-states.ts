// A waitlist entry's lifecycle in D1 as a table (decision 124): every move of `waitlist_entries.status` and the one
// guarded write that makes a move (platform/db/lifecycle.ts). An entry is written `waiting` by the waitlist's join.
// Once its address is confirmed it is in the item's line, and the InventoryLedger decides its offers, claims,
// expiries, declines and removals (waitlist-line.ts): D1 copies each decision, ordered by the ledger's seq, not by
// the status it finds. Only an entry not confirmed yet, which the ledger never heard of, is moved by D1 alone.
import { WAITLIST_STATUSES, type WaitlistStatus } from '../../../shared/constants.ts'
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { waitlistEntries } from '../../platform/db/schema.ts'

/** A copy of the ledger's decision lands on whatever D1 holds: the ledger's seq, not D1's status, orders them. */
const ANY = WAITLIST_STATUSES

export const WAITLIST_ENTRY_MOVES = {
  /** The owner takes out an entry whose address is not confirmed (the caller adds: confirm token set, not confirmed). */
  removeUnconfirmed: { from: ['waiting'], to: 'removed', locks: [] },
  /** The cron's cleanup of entries never confirmed (the caller adds: not confirmed, and a day and an hour old). */
  expireUnconfirmed: { from: ['waiting'], to: 'expired', locks: [] },
  /** The ledger's decisions copied to D1 (waitlist-mirror.ts; the caller adds: an older ledger seq). */
  copyWaiting: { from: ANY, to: 'waiting', locks: [] },
  copyOffered: { from: ANY, to: 'offered', locks: [] },
  copyClaimed: { from: ANY, to: 'claimed', locks: [] },
  copyExpired: { from: ANY, to: 'expired', locks: [] },
  copyDeclined: { from: ANY, to: 'declined', locks: [] },
  copyRemoved: { from: ANY, to: 'removed', locks: [] },
  copyLeft: { from: ANY, to: 'left', locks: [] },
} as const satisfies Record<string, Move<WaitlistStatus>>

/** The move that copies the ledger's status of an entry. */
export const COPY_OF = {
  waiting: 'copyWaiting',
  offered: 'copyOffered',
  claimed: 'copyClaimed',
  expired: 'copyExpired',
  declined: 'copyDeclined',
  removed: 'copyRemoved',
  left: 'copyLeft',
} as const satisfies Record<WaitlistStatus, keyof typeof WAITLIST_ENTRY_MOVES>

/** The only writer of `waitlist_entries.status` after an entry is written. */
export const waitlistEntryLifecycle = lifecycle(waitlistEntries, 'status', 'id', WAITLIST_ENTRY_MOVES)
