// The owner refunds anything from the admin, whatever the guarantee's record says (decision 106), with his reason
// kept beside the request (`owner_reason`) and shown wherever the request is. The request is the purchase's one
// (a waiting or declined one is taken over by a guarded move), and the refund then runs like any other.
import { eq } from 'drizzle-orm'
import type { GuaranteeVerdict } from '../../../shared/guarantee.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases, refundRequests } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { guaranteeStanding, loadGuaranteeRecord } from '../guarantee/guarantee.ts'
import { paymentsReceived } from '../purchases/purchases.ts'
import { executeRefund, type RefundRequest } from './refund-execution.ts'
import { refundRequestLifecycle } from './refund-request-states.ts'

export const NOTHING_PAID = 'This purchase has no payment to refund.'
export const ALREADY_REFUNDING = 'This purchase is already refunded, or its refund is under way.'
export const REFUND_FAILED_BEFORE =
  'A refund of this purchase failed at the card: see the reason in Refunds, and contact the client.'

const iso = (ms: number) => new Date(ms).toISOString()

function verdictOf(standing: ReturnType<typeof guaranteeStanding>): GuaranteeVerdict {
  if (standing.standing === 'on-track') return 'met'
  if (standing.standing === 'not-met' || standing.standing === 'awaiting-marks') return standing.standing
  return standing.standing === 'ended' && standing.met ? 'met' : 'outside'
}

export async function ownerRefund(
  db: Database,
  env: Env,
  stripe: StripeClient,
  purchaseId: number,
  reason: string,
  now: number,
): Promise<RefundRequest> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) })
  if (!purchase) throw new HttpError(404, 'Purchase not found')
  const received = (await paymentsReceived(db, purchase.id)).reduce((sum, p) => sum + p.amount, 0)
  if (purchase.status !== 'succeeded' || received <= 0) throw new HttpError(409, NOTHING_PAID)
  const guarantee = guaranteeStanding(await loadGuaranteeRecord(db, purchase.id, now), now)
  const owner = {
    status: 'approved' as const,
    approvedAt: iso(now),
    approvedBy: 'owner' as const,
    ownerReason: reason,
    guaranteeVerdict: verdictOf(guarantee),
    recordHash: guarantee.recordHash,
  }
  await db
    .insert(refundRequests)
    .values({ purchaseId: purchase.id, amount: received, requestedAt: iso(now), ...owner })
    .onConflictDoNothing()
  const existing = (await db.query.refundRequests.findFirst({ where: eq(refundRequests.purchaseId, purchase.id) }))!
  if (existing.status !== 'approved' || existing.ownerReason !== reason) {
    // The requests he may take over: waiting (for him or for the marks) or declined under the guarantee.
    const { status: _approved, ...approval } = owner
    const taken = await refundRequestLifecycle.move(db, 'ownerTakesOver', {
      id: existing.id,
      set: { ...approval, amount: received },
    })
    if (!taken) throw new HttpError(409, existing.status === 'failed' ? REFUND_FAILED_BEFORE : ALREADY_REFUNDING)
  }
  await executeRefund(db, env, stripe, existing.id, now)
  return (await db.query.refundRequests.findFirst({ where: eq(refundRequests.id, existing.id) }))!
}
