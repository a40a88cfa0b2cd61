// A guarantee refund asked while a call of its window was not marked yet (decision 106): the request waits, and
// the coach's marks decide it. It is read as it stood when he asked (the calls and actions due by then), with the
// marks as they are now: met moves it to approved and the refund runs; not met moves it to declined. Each move is
// a guarded write from awaiting-marks, and the client's email rides in the same batch, so he is told once either way.
import { and, eq, sql } from 'drizzle-orm'
import { GUARANTEE_CONDITIONS } from '../../../shared/guarantee.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases, refundRequests } from '../../platform/db/schema.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { queueEmailWhen } from '../outbox/outbox.ts'
import { guaranteeStanding, loadGuaranteeRecord, recordFingerprintSql } from '../guarantee/guarantee.ts'
import { executeRefund, type RefundRequest } from './refund-execution.ts'
import { refundRequestLifecycle } from './refund-request-states.ts'

const iso = (ms: number) => new Date(ms).toISOString()

/** Decides one waiting request if the marks now allow; returns the status it moved to, or null. */
export async function decideAwaitingMarks(
  db: Database,
  env: Env,
  stripe: StripeClient,
  request: RefundRequest,
  now: number,
): Promise<'approved' | 'declined' | null> {
  if (request.status !== 'awaiting-marks') return null
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.id, request.purchaseId) })
  if (!purchase) return null
  const record = await loadGuaranteeRecord(db, purchase.id, now)
  // As it stood when he asked: what fell due after his request never counts against him.
  const asked = Date.parse(request.requestedAt)
  const standing = guaranteeStanding(
    { ...record, covered: true, windowEndsAt: Math.max(asked, record.windowEndsAt) },
    asked,
  )
  if (standing.standing === 'awaiting-marks') {
    await noteChecked(db, request.id, record.fingerprint)
    return null
  }
  const met = standing.standing === 'on-track'
  // Guarded on the record it read too: a mark corrected meanwhile leaves the request waiting for the next pass.
  const sameRecord = sql`${recordFingerprintSql(purchase.id)} = ${record.fingerprint}`
  const to = met ? 'approved' : 'declined'
  const [moved] = await rawBatch(db, [
    refundRequestLifecycle.statement(db, met ? 'marksMet' : 'marksNotMet', {
      id: request.id,
      set: met
        ? { approvedAt: iso(now), approvedBy: 'guarantee', guaranteeVerdict: 'met' }
        : { guaranteeVerdict: 'not-met', failureReason: standing.reasons.join('; ') },
      where: [sameRecord],
    }),
    queueEmailWhen(
      db,
      {
        template: 'guarantee-claim-decided',
        recipient: purchase.email,
        payload: {
          firstName: purchase.firstName,
          description: purchase.description,
          purchaseId: purchase.id,
          met,
          amount: request.amount,
          reasons: standing.reasons,
          conditions: GUARANTEE_CONDITIONS,
        },
        key: `guarantee-claim-decided:${purchase.id}`,
      },
      sql`changes() = 1`,
    ),
  ])
  if (!moved?.meta.changes) return null
  if (met) await executeRefund(db, env, stripe, request.id, now)
  return to
}

/**
 * Notes the record a pass read and could not decide on, while the request still waits: the next passes skip it
 * until a mark, an action or a booking changes that record, so undecidable requests never crowd out the others.
 */
async function noteChecked(db: Database, requestId: number, fingerprint: string): Promise<boolean> {
  const noted = await db
    .update(refundRequests)
    .set({ checkedPrint: fingerprint })
    .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'awaiting-marks')))
  return noted.meta.changes === 1
}
