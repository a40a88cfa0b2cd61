// The InventoryLedger's alarm: lapsed holds return their seats, offers end or are sent with the owner's
// deadline, then D1 is brought up to date with every change it may have missed (the seat mirror and the
// line's mirror with its messages), and released rows already mirrored are pruned after a day.
import { log } from '../../platform/log.ts'
import { createDb } from '../../platform/db/client.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { anyChannelConfigured, deliverDueMessages } from '../outbox/outbox.ts'
import { giveBack, type LedgerParts } from './freed-seats.ts'
import { offerTerms } from './ledger-item.ts'
import { ledgerMirror } from './ledger-mirror.ts'
import type { LineMoves } from './line-moves.ts'
import { waitlistMirror } from './waitlist-mirror.ts'
import { loggableError } from '../../platform/loggable-error.ts'

/** Released holds are kept this long (for the alarm's mirror), then pruned. */
const KEEP_RELEASED_MS = 24 * 60 * 60 * 1000

export async function runLedgerAlarm(parts: LedgerParts, lineMoves: LineMoves, env: Env): Promise<void> {
  const { book, alarm } = parts
  if (!book.stored()) return
  for (const holdId of book.lapsedHolds(Date.now())) giveBack(parts, holdId, ['held'])
  lineMoves.endLapsedOffers()
  const sent = await sendOffers(parts, lineMoves, env)
  await mirrorToD1(parts, env)
  // An offer's clock is running: its messages go now rather than at the next cron minute.
  if (sent && anyChannelConfigured(env)) {
    await deliverDueMessages(createDb(env.DB), env).catch((error: unknown) =>
      log.error('Outbox delivery failed', { error: loggableError(error) }),
    )
  }
  book.pruneReleased(Date.now() - KEEP_RELEASED_MS)
  alarm.schedule()
}

/** Offers decided since the last alarm are sent now, with the owner's deadline, if the item is still open. */
async function sendOffers({ book, line }: LedgerParts, lineMoves: LineMoves, env: Env): Promise<boolean> {
  if (line.unsent().length === 0) return false
  const { open, hours } = await offerTerms(createDb(env.DB), book.ledger().item_id)
  // The line is read again after the wait: other calls may have changed it meanwhile.
  lineMoves.sendUnsent(open, Date.now() + hours * 60 * 60 * 1000)
  return open
}

/** Writes every hold changed since the last mirror, and the count, to D1 (guarded by seq). */
async function mirrorToD1({ book, line }: LedgerParts, env: Env): Promise<void> {
  const { item_id: itemId, available, seq, mirrored_seq: since } = book.ledger()
  if (seq <= since) return
  const holds = book.changedSince(since)
  const changedLine = line.changedSince(since)
  const db = createDb(env.DB)
  if (changedLine.length > 0)
    await rawBatch(db, waitlistMirror(db, new URL(env.PUBLIC_SITE_URL).origin).of(changedLine))
  const mirror = ledgerMirror(db)
  await db.batch([mirror.count({ itemId, available, seq }), ...holds.map((hold) => mirror.hold(itemId, hold))])
  book.markMirrored(seq)
}
