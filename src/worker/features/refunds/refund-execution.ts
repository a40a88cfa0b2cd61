// Making a refund, once, whoever asks and however often: one caller at a time claims the request (a guarded
// update in D1; a claim older than two minutes may be taken over, so a crash is retried by the cron), one
// refund row per payment intent, one Stripe refund per intent (idempotency key `refund:<intent>` with fixed
// parameters). An authorization never captured is canceled, not refunded. The request is finished (purchase
// refunded, seat back in the ledger, messages queued) when every payment has its refund, by the caller or by
// Stripe's webhook, whichever comes first; a refund that fails later puts things back (putBack). Those two
// steps run one at a time per request, in a PaymentSettlement object (refundStep).
import { log } from '../../platform/log.ts'
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type Stripe from 'stripe'
import type { RefundStatus } from '../../../shared/refunds.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import { refundCancelStatements, releaseRefundedSessions, restoreRefundedSessions } from '../bookings/bookings.ts'
import { queueCalendarCancellation } from '../calendar/calendar.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases, refundRequests, refunds } from '../../platform/db/schema.ts'
import {
  cancelIntent,
  findPurchase,
  moveStatement,
  paymentsReceived,
  type Purchase,
  refundStepsFor,
  settlementFor,
} from '../purchases/purchases.ts'
import { seatsOf } from '../seats/seats.ts'
import { cancelRemainingPayments, planPaymentsInFlight, resumePlanStatements } from '../plans/plans.ts'
import { buyerRefundEmail, ownerRefundMessages } from './refund-messages.ts'
import { findRefundRequest, refundOf } from './refund-reads.ts'
import { refundRequestLifecycle } from './refund-request-states.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'

export type RefundRequest = typeof refundRequests.$inferSelect
type RefundRow = typeof refunds.$inferSelect

/** A claim this old belongs to a caller that died or lost its way: the next caller may take it over. */
export const CLAIM_MS = 2 * 60 * 1000
const iso = (ms: number) => new Date(ms).toISOString()
const MADE: RefundStatus[] = ['pending', 'succeeded']
/** Statuses only move forward: a late copy of an older event never undoes a newer one. */
const EARLIER: Record<RefundStatus, RefundStatus[]> = {
  pending: [],
  succeeded: ['pending'],
  failed: ['pending', 'succeeded'],
  canceled: ['pending', 'succeeded'],
}
const UNCAPTURED = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
])

async function claim(db: Database, requestId: number, now: number): Promise<RefundRequest | null> {
  return refundRequestLifecycle.move(db, 'claim', {
    id: requestId,
    set: { claimedAt: iso(now) },
    where: [
      or(
        eq(refundRequests.status, 'approved'),
        and(eq(refundRequests.status, 'refunding'), lt(refundRequests.claimedAt, iso(now - CLAIM_MS))),
      ),
    ],
  })
}

/** Runs an approved request to its end; a request another caller holds, or one already finished, is left alone. */
export async function executeRefund(
  db: Database,
  env: Env,
  stripe: StripeClient,
  requestId: number,
  now: number,
): Promise<void> {
  const request = await claim(db, requestId, now)
  if (!request) return
  try {
    const purchase = await findPurchase(db, request.purchaseId)
    if (!purchase) return
    // A plan stops before its payments are counted, so no later payment is taken after the buyer asked for the
    // money back; one being charged right now is left to its charger and finishRefund waits for it.
    await cancelRemainingPayments(db, purchase.id, new Date(now))
    if (purchase.stripePaymentIntentId && (purchase.status === 'pending' || purchase.status === 'authorized')) {
      await releaseAuthorization(db, env, stripe, request, purchase.stripePaymentIntentId)
    }
    for (const payment of await paymentsReceived(db, purchase.id)) await refundPayment(db, stripe, request, payment)
    await refundStepsFor(env, request.id).refundStep(request.id, { finish: now })
  } catch (error) {
    if (!isStripeError(error)) throw error
    // Stripe refused for good (4xx): the owner decides. Anything else keeps the claim; the cron retries it.
    if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 409 &&
      error.statusCode !== 429
    ) {
      await failRequest(db, request, `Stripe refused the refund: ${error.message}`)
      return
    }
    log.error('Stripe failed while refunding', {
      refundRequestId: requestId,
      type: error.type,
      code: error.code,
      error: error.message,
    })
  }
}

/**
 * The card was authorized but the money never taken: cancel the authorization (the same request settlement
 * makes, so the two meet at Stripe rather than twice), then let settlement record what Stripe says: a canceled
 * payment gives its seat back and the purchase ends canceled; one captured meanwhile is then refunded.
 */
async function releaseAuthorization(
  db: Database,
  env: Env,
  stripe: StripeClient,
  request: RefundRequest,
  paymentIntentId: string,
): Promise<void> {
  let intent: Stripe.PaymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId)
  if (UNCAPTURED.has(intent.status)) {
    await db
      .insert(refunds)
      .values({
        refundRequestId: request.id,
        stripePaymentIntentId: paymentIntentId,
        kind: 'authorization-canceled',
        amount: 0,
      })
      .onConflictDoNothing()
    intent = await cancelIntent(stripe, paymentIntentId)
  }
  await settlementFor(env, paymentIntentId).settle(paymentIntentId, intent)
  if (intent.status === 'canceled') {
    await db
      .update(refunds)
      .set({ status: 'succeeded', updatedAt: new Date().toISOString() })
      .where(and(eq(refunds.stripePaymentIntentId, paymentIntentId), eq(refunds.status, 'pending')))
  } else if (intent.status === 'succeeded') {
    // Captured after all: it is a payment received now, and refunded like one.
    await db
      .delete(refunds)
      .where(
        and(
          eq(refunds.stripePaymentIntentId, paymentIntentId),
          eq(refunds.kind, 'authorization-canceled'),
          isNull(refunds.stripeRefundId),
        ),
      )
  }
}

async function refundPayment(
  db: Database,
  stripe: StripeClient,
  request: RefundRequest,
  payment: { stripePaymentIntentId: string; amount: number },
): Promise<void> {
  const intentId = payment.stripePaymentIntentId
  await db
    .insert(refunds)
    .values({ refundRequestId: request.id, stripePaymentIntentId: intentId, kind: 'refund', amount: payment.amount })
    .onConflictDoNothing()
  const row = await refundOf(db, intentId)
  if (!row || row.stripeRefundId || row.status !== 'pending') return
  let refund: Stripe.Refund
  try {
    // The amount is the row's, fixed when it was written: a retry sends the very same request.
    refund = await stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: row.amount,
        reason: 'requested_by_customer',
        metadata: { purchaseId: String(request.purchaseId), refundRequestId: String(request.id) },
      },
      { idempotencyKey: `refund:${intentId}` },
    )
  } catch (error) {
    // Refunded already (a retry after Stripe forgot the key, a day later): adopt the refund Stripe has.
    if ((error as { code?: string }).code !== 'charge_already_refunded') throw error
    const existing = await stripe.refunds.list({ payment_intent: intentId, limit: 10 })
    const made = existing.data.find((r) => MADE.includes(r.status as RefundStatus))
    if (!made) throw error
    refund = made
  }
  await recordRefund(db, refund)
}

/** Stripe's word on one refund, from an API answer or an event: the row only moves forward. */
export async function recordRefund(db: Database, refund: Stripe.Refund): Promise<RefundRow | null> {
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id
  if (!intentId) return null
  const status = (refund.status ?? 'pending') as RefundStatus
  const at = new Date().toISOString()
  await db.batch([
    db
      .update(refunds)
      .set({ stripeRefundId: refund.id, updatedAt: at })
      .where(and(eq(refunds.stripePaymentIntentId, intentId), isNull(refunds.stripeRefundId))),
    db
      .update(refunds)
      .set({ status, failureReason: refund.failure_reason ?? null, updatedAt: at })
      .where(
        and(
          eq(refunds.stripePaymentIntentId, intentId),
          eq(refunds.stripeRefundId, refund.id),
          inArray(refunds.status, EARLIER[status].length ? EARLIER[status] : ['__none__' as RefundStatus]),
        ),
      ),
  ])
  return (await refundOf(db, intentId)) ?? null
}

/**
 * Every payment has its refund: the purchase is refunded, its seat goes back to the ledger (once: the ledger
 * returns a seat only from a hold still sold), and the buyer and owner are told (once: keyed messages).
 */
export async function finishRefund(db: Database, env: Env, requestId: number, now: number): Promise<void> {
  const request = await findRefundRequest(db, requestId)
  if (request?.status === 'refunded') return releaseAfterBatch(db, env, request, now)
  if (request?.status !== 'refunding') return
  const purchase = await findPurchase(db, request.purchaseId)
  if (!purchase) return
  // A plan payment whose charge may still land (claimed, or processing at the bank) would be money received after
  // the refund: not finished until it is paid (then refunded by the cron's retry of this request) or refused.
  if (await planPaymentsInFlight(db, purchase.id)) return
  const rows = await db.query.refunds.findMany({ where: eq(refunds.refundRequestId, request.id) })
  const payments = await paymentsReceived(db, purchase.id)
  const made = (row: RefundRow | undefined) =>
    row !== undefined &&
    MADE.includes(row.status) &&
    (row.kind === 'authorization-canceled' || row.stripeRefundId !== null)
  if (
    rows.some((row) => !made(row)) ||
    payments.some((p) => !made(rows.find((row) => row.stripePaymentIntentId === p.stripePaymentIntentId)))
  )
    return
  if (rows.length === 0 && payments.length === 0 && purchase.status !== 'canceled') return
  const refunded = rows.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amount, 0)
  const seat = await returnSeatOf(db, env, purchase)
  // Every payment is back with the buyer, so their calendar drops the sessions; queued once per purchase, before
  // the batch so a retry after a failed batch cannot skip it.
  if (purchase.fulfilledAt) await queueCalendarCancellation(db, env, purchase.id, new Date(now))
  // A refunded package's sessions still ahead are cancelled in this same batch, after the purchase's move and
  // guarded on it, so no booking lands between the two (decision 083); their times go back to the coach after.
  const sessions = purchase.type === 'one-to-one' ? refundCancelStatements(db, purchase.id, request.id, now) : []
  const settings = await getSiteSettings(db)
  await db.batch([
    refundRequestLifecycle.statement(db, 'finish', { id: request.id, set: { refundedAt: iso(now) } }),
    moveStatement(db, purchase, 'refund'),
    ...sessions,
    buyerRefundEmail(db, purchase, refunded),
    ...ownerRefundMessages(db, settings, 'refunded', purchase, refunded),
    ...seat,
  ])
  if (purchase.type === 'one-to-one') await releaseRefundedSessions(db, env, request.id, now)
}

/**
 * The step after the batch, again: a finish that stopped between its batch and freeing the cancelled sessions'
 * times (a crash, a failed call to the calendar) left them held with no booking. Any later finish of the request
 * (Stripe's next event, the caller's retry) frees them; each is freed once and its email sent once.
 */
async function releaseAfterBatch(db: Database, env: Env, request: RefundRequest, now: number): Promise<void> {
  const purchase = await db.query.purchases.findFirst({
    columns: { type: true },
    where: eq(purchases.id, request.purchaseId),
  })
  if (purchase?.type === 'one-to-one') await releaseRefundedSessions(db, env, request.id, now)
}

async function returnSeatOf(db: Database, env: Env, purchase: Purchase) {
  if (!purchase.stripePaymentIntentId) return []
  return seatsOf(db, env, purchase.inventoryItemId).returnSeat(purchase.stripePaymentIntentId)
}

/** Stripe refused the refund outright: nothing was given back, nothing changes but the request; the owner decides. */
async function failRequest(db: Database, request: RefundRequest, reason: string): Promise<void> {
  const purchase = await findPurchase(db, request.purchaseId)
  const failed = await refundRequestLifecycle.move(db, 'stripeRefused', {
    id: request.id,
    set: { failureReason: reason },
  })
  if (!failed || !purchase) return
  // The refund stopped the plan before Stripe refused it: what it stopped is due again (decision 053).
  const plan = await resumePlanStatements(db, purchase)
  const planNote = plan.resumed
    ? ` The plan runs again: its ${plan.resumed} remaining payment(s) are due as scheduled.`
    : ''
  const settings = await getSiteSettings(db)
  const [sms, email] = ownerRefundMessages(
    db,
    settings,
    'failed',
    purchase,
    request.amount,
    `${reason}. The buyer keeps the purchase and the seat.${planNote}`,
    `request-${request.id}`,
  )
  await db.batch([sms, email, ...plan.statements])
}

/**
 * A refund failed after it was made (Stripe's refund.failed): the money stayed with the business, so the
 * purchase is paid again and the buyer gets a seat again if one is free (the one they gave back may have been
 * sold); the owner is told either way (decision 031).
 */
export async function putBack(db: Database, env: Env, row: RefundRow): Promise<void> {
  const request = await findRefundRequest(db, row.refundRequestId)
  if (!request) return
  const reason = `The card refused the refund (${row.failureReason ?? 'no reason given'})`
  const failed = await refundRequestLifecycle.move(db, 'refundFailed', {
    id: request.id,
    set: { failureReason: reason },
  })
  if (!failed) return
  const purchase = await findPurchase(db, request.purchaseId)
  if (!purchase) return
  const statements: BatchItem<'sqlite'>[] = [moveStatement(db, purchase, 'refundFailed')]
  let seatNote = 'The buyer keeps the purchase.'
  // A purchase that never took money (its authorization was canceled) has no seat to take again.
  if (purchase.inventoryItemId !== null && purchase.stripePaymentIntentId && purchase.status !== 'canceled') {
    const seat = await seatsOf(db, env, purchase.inventoryItemId).secure(purchase.stripePaymentIntentId)
    if (seat.ok) {
      statements.push(...seat.mirror)
      seatNote = 'The buyer keeps the purchase and has their seat again.'
    } else {
      seatNote = 'The buyer keeps the purchase, but no seat was free to give back: the item is one seat over.'
    }
  }
  // The plan part (decision 053): what this refund stopped is due again, and the owner hears it.
  const plan = await resumePlanStatements(db, purchase)
  statements.push(...plan.statements)
  const planNote = plan.resumed
    ? ` The plan runs again: its ${plan.resumed} remaining payment(s) are due as scheduled.`
    : ''
  const settings = await getSiteSettings(db)
  statements.push(
    ...ownerRefundMessages(
      db,
      settings,
      'failed',
      purchase,
      row.amount,
      `${reason}. ${seatNote}${planNote}`,
      row.stripeRefundId ?? row.stripePaymentIntentId,
    ),
  )
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  // The sessions this refund cancelled come back where their times are still free (decision 083).
  if (purchase.type === 'one-to-one') await restoreRefundedSessions(db, env, request.id, Date.now())
}
