// The buyer's side of the 30-day guarantee: what a refund link shows, and asking for the refund. Only the
// signed link says which purchase; the amount is always the server's (the payments received), never the
// browser's. Inside the window a request is approved at once, or waits for the owner (manual approval, up to
// 72 hours, then it approves itself: the guarantee is honoured by default).
import { and, eq, isNull, lte, or, lt, sql } from 'drizzle-orm'
import { GUARANTEE_CONDITIONS, type GuaranteeView } from '../../../shared/guarantee.ts'
import { MANUAL_APPROVAL_MS, type RefundLinkView } from '../../../shared/refunds.ts'
import { formatBusinessMoment } from '../../../shared/rules/business-time.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { refundRequests } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import type { Purchase } from '../purchases/purchases.ts'
import { CLAIM_MS, executeRefund, type RefundRequest } from './refund-execution.ts'
import { type RefundRecord, type RefundTerms, refundTermsOf } from './refund-terms.ts'
import { sessionsDelivered } from '../bookings/bookings.ts'
import { readRefundLink, refundSecret, windowEndOf, windowOpen } from './refund-link.ts'
import { ownerRefundMessagesWhen } from './refund-messages.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { findPurchase, paymentsReceived } from '../purchases/purchases.ts'
import { findRefundRequest, refundRequestOf } from './refund-reads.ts'
import { getRefundApproval, getSiteSettings } from '../site-settings/site-settings.ts'
import { agreementOfPurchase } from '../agreements/agreements.ts'
import {
  guaranteeStanding,
  loadGuaranteeRecord,
  type GuaranteeRecord,
  recordFingerprintSql,
} from '../guarantee/guarantee.ts'
import { decideAwaitingMarks } from './awaiting-marks.ts'
import { refundRequestLifecycle } from './refund-request-states.ts'

export const LINK_NOT_VALID = 'This refund link is not valid. Please use the link in your receipt, or contact us.'
export const LINKS_NOT_CONFIGURED =
  'Refunds by link are not set up on this site yet. Please contact us and we will refund you.'
export const NOTHING_TO_REFUND = 'This payment did not go through, so there is nothing to refund.'
export const RECORD_CHANGED =
  'Your record changed since this page was opened, so nothing was asked yet: here it is as it stands now.'
export const windowClosedMessage = (email: string, phone: string) =>
  `The 30-day guarantee for this purchase has ended, so it can no longer be refunded from this ` +
  `link. Please contact us at ${email} or ${phone}.`

const iso = (ms: number) => new Date(ms).toISOString()
const REFUNDABLE: Purchase['status'][] = ['succeeded', 'refunded', 'pending', 'authorized']

interface Resolved {
  purchase: Purchase
  request: RefundRequest | undefined
  windowEndsAt: number
  refundAmount: number
  terms: RefundTerms
  record: GuaranteeRecord
  guarantee: GuaranteeView
}

async function resolve(db: Database, env: Env, token: string, now: number): Promise<Resolved> {
  const secret = refundSecret(env)
  if (!secret) throw new HttpError(503, LINKS_NOT_CONFIGURED)
  const link = await readRefundLink(secret, token)
  const purchase = link && (await findPurchase(db, link.purchaseId))
  if (!link || !purchase || !purchase.stripePaymentIntentId) throw new HttpError(404, LINK_NOT_VALID)
  const request = await refundRequestOf(db, purchase.id)
  // A request once made is always shown (a canceled authorization ends its purchase canceled).
  if (!request && !REFUNDABLE.includes(purchase.status)) throw new HttpError(404, LINK_NOT_VALID)
  const received = await paymentsReceived(db, purchase.id)
  // The earlier of the signed end and the purchase's own: a link can never outlast the guarantee.
  const windowEndsAt = Math.min(link.windowEndsAt, windowEndOf(purchase))
  const record = await loadGuaranteeRecord(db, purchase.id, now)
  const guarantee = guaranteeStanding(record, now)
  const terms = refundTermsOf({
    received: received.reduce((sum, p) => sum + p.amount, 0),
    windowOpen: windowOpen(windowEndsAt, now),
    sessions: await sessionsOf(db, purchase, now),
    standing: guarantee.standing,
    reasons: guarantee.reasons,
  })
  return { purchase, request, windowEndsAt, refundAmount: request?.amount ?? terms.amount, terms, record, guarantee }
}

async function sessionsOf(db: Database, purchase: Purchase, now: number): Promise<RefundRecord['sessions']> {
  if (purchase.type !== 'one-to-one' || purchase.sessionsIncluded === null) return null
  return { included: purchase.sessionsIncluded, ...(await sessionsDelivered(db, purchase.id, now)) }
}

function stateOf({ request, windowEndsAt, terms }: Resolved, now: number): RefundLinkView['state'] {
  if (request) return request.status
  if (!windowOpen(windowEndsAt, now)) return 'expired'
  return terms.basis === 'not-met' ? 'not-met' : 'available'
}

interface Shown {
  contact: RefundLinkView['contact']
  agreement: RefundLinkView['agreement']
}

function viewOf(resolved: Resolved, { contact, agreement }: Shown, now: number): RefundLinkView {
  const { purchase, request, windowEndsAt, refundAmount, terms, guarantee } = resolved
  return {
    state: stateOf(resolved, now),
    description: purchase.description,
    amountPaid: purchase.amount,
    refundAmount,
    why: terms.why,
    paidAt: purchase.fulfilledAt ?? purchase.createdAt,
    windowEndsAt: iso(windowEndsAt),
    approveAfter: request?.approveAfter ?? null,
    contact,
    guarantee: guarantee.standing === 'none' ? null : guarantee,
    conditions: GUARANTEE_CONDITIONS,
    agreement,
  }
}

/** The coach's contact, and the agreement this purchase was sold with: the page quotes its own version. */
async function shownWith(db: Database, purchaseId: number): Promise<Shown> {
  const [settings, agreement] = await Promise.all([getSiteSettings(db), agreementOfPurchase(db, purchaseId)])
  return {
    contact: { name: settings.businessName, email: settings.contactEmail, phone: settings.contactPhone },
    agreement: agreement && { text: agreement.text, versionDate: agreement.versionDate },
  }
}

export async function viewRefundLink(db: Database, env: Env, token: string, now: number): Promise<RefundLinkView> {
  const resolved = await resolve(db, env, token, now)
  return viewOf(resolved, await shownWith(db, resolved.purchase.id), now)
}

/**
 * Asks for the refund; a second ask (double click, reload, another tab) finds the first and changes nothing. A
 * press names the record's hash its page showed: another record (a mark or an action landed since) is shown again,
 * never refunded (decision 106).
 */
export async function requestRefund(
  db: Database,
  env: Env,
  stripe: StripeClient,
  token: string,
  now: number,
  seenHash?: string,
): Promise<RefundLinkView> {
  const resolved = await resolve(db, env, token, now)
  const shown = await shownWith(db, resolved.purchase.id)
  const { contact } = shown
  if (!resolved.request) {
    // Only the guarantee refunds by the link; anything else the owner decides (decision 083).
    if (resolved.terms.basis === 'owner-decides')
      throw new HttpError(410, windowClosedMessage(contact.email, contact.phone))
    if (resolved.purchase.status === 'refunded') throw new HttpError(409, NOTHING_TO_REFUND)
    if (seenHash !== undefined && seenHash !== resolved.guarantee.recordHash) throw new HttpError(409, RECORD_CHANGED)
    // Not met: the page shows the record and the clause; the link asks nothing.
    if (resolved.terms.basis === 'not-met') return viewOf(resolved, shown, now)
    const request = await recordRequest(db, resolved, now)
    if (!request) throw new HttpError(409, RECORD_CHANGED)
    resolved.request = request
  }
  if (resolved.request.status === 'approved' || resolved.request.status === 'refunding') {
    await executeRefund(db, env, stripe, resolved.request.id, now)
    resolved.request = await findRefundRequest(db, resolved.request.id)
  }
  return viewOf(resolved, shown, now)
}

/**
 * The request, written only while the record is the one this press read (its fingerprint, compared in the
 * insert's own statement); null when a mark or an action changed it meanwhile and no request stands.
 */
async function recordRequest(db: Database, resolved: Resolved, now: number): Promise<RefundRequest | null> {
  const { purchase, refundAmount, terms, record, guarantee } = resolved
  const settings = await getSiteSettings(db)
  const awaiting = terms.basis === 'awaiting-marks'
  const manual = !awaiting && (await getRefundApproval(db)) === 'manual'
  const approveAfter = manual ? iso(now + MANUAL_APPROVAL_MS) : null
  const status = awaiting ? 'awaiting-marks' : manual ? 'awaiting-approval' : 'approved'
  // A purchase the guarantee does not cover (not paid yet: an authorization) refunds as it always has.
  const verdict = guarantee.standing === 'none' ? null : awaiting ? 'awaiting-marks' : 'met'
  const insert = guardedInsert(db, record, {
    purchaseId: purchase.id,
    amount: refundAmount,
    status,
    requestedAt: iso(now),
    approveAfter,
    approvedAt: status === 'approved' ? iso(now) : null,
    approvedBy: status === 'approved' ? 'guarantee' : null,
    verdict,
    recordHash: guarantee.recordHash,
  })
  // The owner hears of a request in the same transaction, but only of one that was written.
  const written = sql`exists (select 1 from ${refundRequests} where ${refundRequests.purchaseId} = ${purchase.id})`
  const told = manual
    ? ownerRefundMessagesWhen(db, settings, purchase, refundAmount, formatBusinessMoment(approveAfter!), written)
    : []
  await rawBatch(db, [insert, ...told])
  // Whoever inserted first, this is the one request of the purchase.
  return (await refundRequestOf(db, purchase.id)) ?? null
}

interface NewRequest {
  purchaseId: number
  amount: number
  status: RefundRequest['status']
  requestedAt: string
  approveAfter: string | null
  approvedAt: string | null
  approvedBy: 'guarantee' | null
  verdict: RefundRequest['guaranteeVerdict']
  recordHash: string
}

function guardedInsert(db: Database, record: GuaranteeRecord, row: NewRequest) {
  return db.run(sql`insert into ${refundRequests} (purchase_id, amount, status, requested_at, approve_after,
      approved_at, approved_by, guarantee_verdict, record_hash)
    select ${row.purchaseId}, ${row.amount}, ${row.status}, ${row.requestedAt}, ${row.approveAfter},
      ${row.approvedAt}, ${row.approvedBy}, ${row.verdict}, ${row.recordHash}
    where ${recordFingerprintSql(row.purchaseId)} = ${record.fingerprint}
    on conflict do nothing`)
}

/** The owner's approval, or the clock's after 72 hours; then the refund is made like any other. */
export async function approveRefund(
  db: Database,
  env: Env,
  stripe: StripeClient,
  requestId: number,
  by: 'owner' | 'timeout',
  now: number,
): Promise<RefundRequest | null> {
  const approved = await refundRequestLifecycle.move(db, 'approve', {
    id: requestId,
    set: { approvedAt: iso(now), approvedBy: by },
  })
  if (!approved) return null
  await executeRefund(db, env, stripe, requestId, now)
  return (await findRefundRequest(db, requestId)) ?? null
}

/**
 * The cron: waiting requests past their 72 hours approve themselves; approved or abandoned ones are run again;
 * requests waiting for the coach's marks are decided once he has marked (decision 106).
 */
export async function runDueRefunds(db: Database, env: Env, stripe: StripeClient, now: number): Promise<number> {
  const due = await db.query.refundRequests.findMany({
    where: or(
      and(eq(refundRequests.status, 'awaiting-approval'), lte(refundRequests.approveAfter, iso(now))),
      eq(refundRequests.status, 'approved'),
      and(eq(refundRequests.status, 'refunding'), lt(refundRequests.claimedAt, iso(now - CLAIM_MS))),
    ),
    limit: 50,
  })
  for (const request of due) {
    if (request.status === 'awaiting-approval') await approveRefund(db, env, stripe, request.id, 'timeout', now)
    else await executeRefund(db, env, stripe, request.id, now)
  }
  return due.length + (await decideWaitingClaims(db, env, stripe, now))
}

/**
 * Requests waiting for the coach's marks, each decided when his marks allow; returns how many moved. A pass looks
 * only at those whose record changed since a pass last found it undecided, so the batch always moves on.
 */
export async function decideWaitingClaims(db: Database, env: Env, stripe: StripeClient, now: number): Promise<number> {
  const waiting = await db
    .select()
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.status, 'awaiting-marks'),
        or(
          isNull(refundRequests.checkedPrint),
          sql`${refundRequests.checkedPrint} <> ${recordFingerprintSql(sql`${refundRequests.purchaseId}`)}`,
        ),
      ),
    )
    .orderBy(refundRequests.requestedAt)
    .limit(50)
  let moved = 0
  for (const request of waiting) if (await decideAwaitingMarks(db, env, stripe, request, now)) moved++
  return moved
}
