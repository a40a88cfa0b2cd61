// Where a waitlist entry stands as the owner reads it: an entry whose email address is not
// confirmed is not in line; after a day it is expired, whether or not the cron has marked it yet.
import type { WaitlistStatus } from '../constants.ts'

/** How long a confirmation link stays good; an entry still unconfirmed after it is treated as never made. */
export const CONFIRM_WINDOW_MS = 24 * 60 * 60 * 1000

export interface EntryStanding {
  status: WaitlistStatus
  /** Null on entries from before confirmation existed: they count as confirmed. */
  confirmToken: string | null
  confirmedAt: string | null
  createdAt: string
}

export type WaitlistStanding = WaitlistStatus | 'unconfirmed' | 'expired: never confirmed'

export const isConfirmedEntry = (entry: Pick<EntryStanding, 'confirmToken' | 'confirmedAt'>) =>
  entry.confirmToken === null || entry.confirmedAt !== null

export function waitlistStanding(entry: EntryStanding, now = Date.now()): WaitlistStanding {
  if (isConfirmedEntry(entry) || (entry.status !== 'waiting' && entry.status !== 'expired')) return entry.status
  const fresh = entry.status === 'waiting' && entry.createdAt > new Date(now - CONFIRM_WINDOW_MS).toISOString()
  return fresh ? 'unconfirmed' : 'expired: never confirmed'
}
