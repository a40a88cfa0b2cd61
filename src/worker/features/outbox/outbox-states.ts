// A message's lifecycle in the outbox as a table (decision 124): every move between its statuses and the one guarded
// write that makes a move (platform/db/lifecycle.ts). A message is written `pending` (outbox.ts); the delivery job
// claims it for a lease and records what the provider answered; the owner may retry a failed one.
import type { OUTBOX_STATUSES } from '../../../shared/schemas/outbox.ts'
import { lifecycle, type Move } from '../../platform/db/lifecycle.ts'
import { outbox } from '../../platform/db/schema.ts'

type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * What the delivery job writes after a send: only while the message is still `sending` under the lease its claim
 * wrote (`nextAttemptAt`). A runner whose lease lapsed mid-send, and whose message another runner claimed since,
 * writes nothing, so a sent message is never put back to be sent again or marked failed.
 */
const AFTER_SEND = { from: ['sending'], locks: ['nextAttemptAt'] } as const

export const OUTBOX_MOVES = {
  /** A runner takes the message for a lease: pending, or sending under a lease that lapsed (the due time it read). */
  claim: { from: ['pending', 'sending'], to: 'sending', locks: ['nextAttemptAt'] },
  /** The provider took it. */
  deliver: { ...AFTER_SEND, to: 'sent' },
  /** An opt-out found at send time (decision 084): held back on purpose, never sent. */
  withhold: { ...AFTER_SEND, to: 'withheld' },
  /** The provider refused for now: tried again after a backoff. */
  retryLater: { ...AFTER_SEND, to: 'pending' },
  /** Refused for good, or still refused past the retry horizon. */
  giveUp: { ...AFTER_SEND, to: 'failed' },
  /** Messages no longer wanted before they went (a lead's follow-ups after he acted). */
  withdraw: { from: ['pending'], to: 'withheld', locks: [] },
  /** The owner retries a failed message from Settings. */
  retry: { from: ['failed'], to: 'pending', locks: [] },
} as const satisfies Record<string, Move<OutboxStatus>>

/** The only writer of `outbox.status` after a message is queued. */
export const outboxLifecycle = lifecycle(outbox, 'status', 'id', OUTBOX_MOVES)
