// When an InventoryLedger's alarm must ring next: the first hold to lapse, a change not yet mirrored to D1
// (repaired within a minute should a caller's write fail), the line's changes (at once), an offer's deadline.
import type { SeatBook } from './seat-book.ts'
import { REPAIR_MS } from './seat-moves.ts'
import type { WaitlistLine } from './waitlist-line.ts'

/** How late an alarm may ring before this object stops trusting that it will. */
const OVERDUE_ALARM_MS = 5_000

/** The next moment anything is due; null when nothing is. */
export function nextAlarmAt(book: SeatBook, line: WaitlistLine): number | null {
  const ledger = book.stored()
  const next = book.nextExpiry()
  // Released seats the alarm has not mirrored yet are repaired within a minute, should a caller's write fail.
  const repair = ledger && ledger.seq > ledger.mirrored_seq ? Date.now() + REPAIR_MS : null
  // The line's changes are the alarm's alone to write (and offers to send), so it comes at once for them.
  const changed = ledger && line.changedSince(ledger.mirrored_seq).length > 0 ? Date.now() : null
  const at = [next, repair, changed, line.nextDue()]
    .filter((t): t is number => t !== null)
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY)
  return Number.isFinite(at) ? at : null
}

/**
 * An alarm this object set (`alarmAt`) rings by `at` (it then sets the next one, so nothing due later is missed).
 * One that should have rung a while ago is not believed: a failed alarm run may have left it behind, and holds
 * must not stop expiring because of it.
 */
export function ringsBy(alarmAt: number | null, at: number): boolean {
  return alarmAt !== null && alarmAt <= at && alarmAt > Date.now() - OVERDUE_ALARM_MS
}
