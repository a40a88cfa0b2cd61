// Charging a plan's later payments off session with the card saved at checkout. A plan of N payments
// makes N charges at most, whatever runs twice: each payment is a unique row (purchase, number), a run
// claims the row before it calls Stripe, and the call's idempotency key names the payment and the attempt,
// so a run that died mid-call is followed by one that sends the same request and gets Stripe's saved answer.
// A declined payment keeps the seat, tells the buyer how to update the card, and is tried again on days
// 1, 3, 5 and 7; after that the plan is overdue and the owner decides. A debit that confirms later waits in
// `processing` for its webhook (plan-intent-events.ts) or a look-up, and is never charged again meanwhile.
// Every write of a payment's status is a compare-and-set in plan-payment-states.ts.
import { log } from '../../platform/log.ts'
import { and, asc, eq, exists, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type Stripe from 'stripe'
import { CURRENCY } from '../../../shared/constants.ts'
import { attemptTime } from '../../../shared/rules/plan-schedule.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { rawBatch } from '../../platform/db/raw-batch.ts'
import { planPayments, purchases, refundRequests } from '../../platform/db/schema.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import { type PlanPaymentFailure, queueEmail, queueEmailWhen, queueSmsWhen } from '../outbox/outbox.ts'
import { planFailureSms } from './plan-letters.tsx'
import { claimPayment, movePayment, type PlanPayment, STOPPED_BY, tryMove } from './plan-payment-states.ts'
import { planLifecycle } from './plan-states.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'

type Purchase = typeof purchases.$inferSelect

/** Long enough for a charge and its write; a run that took longer is taken to have died. */
const CLAIM_MS = 2 * 60_000
/** A processing debit is looked up this often when no webhook settled it (bank debits take up to 4 business days). */
const LOOK_UP_MS = 60 * 60_000
const BATCH = 25

export interface ChargeRun {
  paid: number
  failed: number
}

/**
 * The payments due at `now` and not being charged by another run, the earliest unpaid payment of each plan
 * only (a later one waits for the one before it), of plans still running with no refund asked. An attempt
 * whose request may already be at Stripe is finished with the same key whatever became of the plan since: a
 * charge that landed is then recorded (and refunded by the refund waiting for it), never lost. `purchaseId`
 * narrows the run to one plan, as after the buyer updates the card.
 */
function duePayments(db: Database, now: Date, purchaseId?: number) {
  const at = now.toISOString()
  const earlier = alias(planPayments, 'earlier')
  return db
    .select({ payment: planPayments, purchase: purchases })
    .from(planPayments)
    .innerJoin(purchases, eq(purchases.id, planPayments.purchaseId))
    .where(
      and(
        inArray(planPayments.status, ['scheduled', 'retrying']),
        lte(planPayments.nextAttemptAt, at),
        or(isNull(planPayments.claimedUntil), lte(planPayments.claimedUntil, at)),
        or(
          isNotNull(planPayments.attemptPaymentMethodId),
          and(
            eq(purchases.status, 'succeeded'),
            eq(purchases.planStatus, 'active'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(refundRequests)
                .where(
                  and(
                    eq(refundRequests.purchaseId, purchases.id),
                    inArray(refundRequests.status, ['awaiting-approval', 'approved', 'refunding']),
                  ),
                ),
            ),
          ),
        ),
        purchaseId === undefined ? undefined : eq(purchases.id, purchaseId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.purchaseId, planPayments.purchaseId),
                sql`${earlier.number} < ${planPayments.number}`,
                ne(earlier.status, 'paid'),
                ne(earlier.status, 'canceled'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(planPayments.nextAttemptAt))
    .limit(BATCH)
}

export async function chargeDuePlanPayments(
  db: Database,
  env: Env,
  stripe: StripeClient,
  now: Date,
  purchaseId?: number,
): Promise<ChargeRun> {
  const run: ChargeRun = { paid: 0, failed: 0 }
  for (const { payment, purchase } of await duePayments(db, now, purchaseId)) {
    const claimed = await claimPayment(db, payment, purchase.stripePaymentMethodId, now, CLAIM_MS)
    if (!claimed) continue
    const outcome = await charge(stripe, claimed, purchase)
    if (outcome.kind === 'paid') {
      if (await recordPaid(db, claimed, purchase, outcome.intent, now)) run.paid += 1
    } else if (outcome.kind === 'processing') {
      await tryMove(db, claimed, 'process', {
        status: 'processing',
        stripePaymentIntentId: outcome.intent.id,
        claimedUntil: null,
        attemptPaymentMethodId: null,
        nextAttemptAt: new Date(now.getTime() + LOOK_UP_MS).toISOString(),
      })
    } else if (outcome.kind === 'declined') {
      if (await recordFailure(db, env, claimed, purchase, outcome, now)) run.failed += 1
    } else {
      // Not an answer about the card (Stripe down, the same key still in flight): the claim lapses and the
      // next run sends the same request with the same key (the card of the attempt stays fixed).
      await tryMove(
        db,
        claimed,
        'release',
        { claimedUntil: null },
        eq(planPayments.claimedUntil, claimed.claimedUntil!),
      )
    }
  }
  run.paid += await lookUpProcessing(db, env, stripe, now, purchaseId)
  return run
}

/**
 * Processing payments whose webhook has not settled them by their look-up time: Stripe's own copy of the
 * intent decides (webhooks can be late or lost); one still processing is looked at again later.
 */
async function lookUpProcessing(
  db: Database,
  env: Env,
  stripe: StripeClient,
  now: Date,
  purchaseId?: number,
): Promise<number> {
  const rows = await db
    .select()
    .from(planPayments)
    .where(
      and(
        eq(planPayments.status, 'processing'),
        lte(planPayments.nextAttemptAt, now.toISOString()),
        purchaseId === undefined ? undefined : eq(planPayments.purchaseId, purchaseId),
      ),
    )
    .limit(BATCH)
  let paid = 0
  for (const row of rows) {
    let intent: Stripe.PaymentIntent
    try {
      intent = await stripe.paymentIntents.retrieve(row.stripePaymentIntentId!)
    } catch (error) {
      if (!isStripeError(error)) throw error
      log.error('Stripe failed while looking up a processing plan payment', { id: row.id, error: error.message })
      continue
    }
    const settled = await settlePlanIntent(db, env, intent, now)
    if (settled === 'paid') paid += 1
    if (settled === 'unchanged' && intent.status === 'processing')
      await tryMove(
        db,
        row,
        'recheck',
        { nextAttemptAt: new Date(now.getTime() + LOOK_UP_MS).toISOString() },
        eq(planPayments.stripePaymentIntentId, intent.id),
      )
  }
  return paid
}

/**
 * Stripe's word on one of the plan's intents (a webhook's copy or a look-up): a success pays its payment
 * (whatever the charger heard, a success for payment n is that payment's only one); a failure counts only
 * against the processing attempt it belongs to, so a late or repeated copy of an older attempt's failure, or a
 * copy that meets a payment already settled, changes nothing.
 */
export async function settlePlanIntent(
  db: Database,
  env: Env,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<'paid' | 'failed' | 'unchanged'> {
  const purchaseId = Number(intent.metadata?.planPurchaseId)
  const number = Number(intent.metadata?.planPaymentNumber)
  if (!Number.isInteger(purchaseId) || !Number.isInteger(number)) return 'unchanged'
  const [found] = await db
    .select({ payment: planPayments, purchase: purchases })
    .from(planPayments)
    .innerJoin(purchases, eq(purchases.id, planPayments.purchaseId))
    .where(and(eq(planPayments.purchaseId, purchaseId), eq(planPayments.number, number)))
  // Row ids repeat across databases (a copy, a test site on the same Stripe account): the first payment's intent does not.
  if (!found || found.purchase.stripePaymentIntentId !== intent.metadata?.planOf) return 'unchanged'
  const { payment, purchase } = found
  const ownIntent = payment.status !== 'processing' || payment.stripePaymentIntentId === intent.id
  if (intent.status === 'succeeded' && ownIntent && ['scheduled', 'retrying', 'processing'].includes(payment.status))
    return (await recordPaid(db, payment, purchase, intent, now)) ? 'paid' : 'unchanged'
  if (
    (intent.status === 'requires_payment_method' || intent.status === 'canceled') &&
    payment.status === 'processing' &&
    ownIntent
  ) {
    const error = intent.last_payment_error
    const outcome: Declined = {
      kind: 'declined',
      code: error?.decline_code ?? error?.code ?? intent.status,
      message: error?.message ?? 'The bank did not accept the payment.',
      intentId: intent.id,
    }
    return (await recordFailure(db, env, payment, purchase, outcome, now)) ? 'failed' : 'unchanged'
  }
  return 'unchanged'
}

type Declined = { kind: 'declined'; code: string; message: string; intentId: string | null }
type ChargeOutcome =
  | { kind: 'paid'; intent: Stripe.PaymentIntent }
  | { kind: 'processing'; intent: Stripe.PaymentIntent }
  | Declined
  | { kind: 'unanswered' }

async function charge(stripe: StripeClient, payment: PlanPayment, purchase: Purchase): Promise<ChargeOutcome> {
  if (!purchase.stripeCustomerId || !payment.attemptPaymentMethodId) {
    return { kind: 'declined', code: 'no_saved_card', message: 'No card is saved for this plan.', intentId: null }
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: payment.amount,
        currency: CURRENCY,
        customer: purchase.stripeCustomerId,
        payment_method: payment.attemptPaymentMethodId,
        off_session: true,
        confirm: true,
        description: `${purchase.description}: payment ${payment.number} of ${purchase.planPayments}`,
        receipt_email: purchase.email,
        metadata: {
          planPurchaseId: String(purchase.id),
          planOf: purchase.stripePaymentIntentId ?? '',
          planPaymentNumber: String(payment.number),
        },
      },
      // Named by the first payment's intent, unique to this purchase for good (ids of rows are not, across databases).
      { idempotencyKey: `plan-payment:${purchase.stripePaymentIntentId}:${payment.number}:${payment.attempts}` },
    )
    if (intent.status === 'succeeded') return { kind: 'paid', intent }
    // A debit that confirms later: the money may still come, so this attempt is never sent again.
    if (intent.status === 'processing') return { kind: 'processing', intent }
    return {
      kind: 'declined',
      code: intent.status,
      message: 'The payment needs your confirmation.',
      intentId: intent.id,
    }
  } catch (error) {
    if (!isStripeError(error)) throw error
    // Any refusal (a card error, a method detached or not the customer's, a bad request) is an answer: sent
    // again with the same key Stripe would only repeat it, so it counts as an attempt and the next one gets a
    // new key. Only no answer (5xx, the network), a key still in flight (409) or a rate limit (429) is retried.
    const status = error.statusCode ?? 0
    // A key reused with other parameters (the buyer's email blanked by data deletion since the first try) says
    // nothing about the card: the first request may have charged it, so it is not an attempt that failed.
    const sameKeyOtherRequest = error.type === 'StripeIdempotencyError'
    if (status >= 400 && status < 500 && status !== 409 && status !== 429 && !sameKeyOtherRequest) {
      const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null
      return { kind: 'declined', code: error.code ?? 'card_declined', message: error.message, intentId }
    }
    log.error('Stripe failed while charging a plan payment', {
      purchaseId: purchase.id,
      number: payment.number,
      type: error.type,
      code: error.code,
      error: error.message,
    })
    return { kind: 'unanswered' }
  }
}

/** The payment is paid: its receipt and, with the last one, the plan completed, all or nothing. Won or lost. */
async function recordPaid(
  db: Database,
  payment: PlanPayment,
  purchase: Purchase,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<boolean> {
  const unpaid = alias(planPayments, 'unpaid')
  // The buyer as they are now: one whose data was deleted while the charge was in flight gets no receipt.
  const buyer = (await db.query.purchases.findFirst({ where: eq(purchases.id, purchase.id) })) ?? purchase
  const [moved] = await db.batch([
    movePayment(
      db,
      payment,
      'pay',
      {
        status: 'paid',
        paidAt: now.toISOString(),
        stripePaymentIntentId: intent.id,
        claimedUntil: null,
        attemptPaymentMethodId: null,
      },
      payment.status === 'processing' ? eq(planPayments.stripePaymentIntentId, intent.id) : undefined,
    ),
    planLifecycle.statement(db, 'complete', {
      id: purchase.id,
      where: [
        notExists(
          db
            .select({ one: sql`1` })
            .from(unpaid)
            .where(and(eq(unpaid.purchaseId, purchase.id), ne(unpaid.status, 'paid'))),
        ),
      ],
    }),
    // Keyed per payment: a loser's copy (the same charge recorded by another run or a webhook) is dropped.
    ...(buyer.email
      ? [
          queueEmail(db, {
            template: 'plan-payment-receipt',
            recipient: buyer.email,
            payload: {
              firstName: buyer.firstName,
              description: purchase.description,
              amount: payment.amount,
              number: payment.number,
              payments: purchase.planPayments,
            },
            key: `plan-payment-receipt:${purchase.id}:${payment.number}`,
          }),
        ]
      : []),
  ])
  return moved.length > 0
}

/**
 * A refused payment: the buyer hears at once with the link to update the card; the last refusal makes the plan
 * overdue. On a plan stopped meanwhile (a refund, a deletion) the payment is stopped too and nobody is asked
 * to pay. Returns whether this caller recorded it.
 */
async function recordFailure(
  db: Database,
  env: Env,
  payment: PlanPayment,
  read: Purchase,
  outcome: Declined,
  now: Date,
): Promise<boolean> {
  const failures = payment.attempts + 1
  // The plan and the buyer as they are now, not as the run read them before calling Stripe.
  const current = await db.query.purchases.findFirst({ where: eq(purchases.id, read.id) })
  const purchase = current ?? read
  if (purchase.planStatus === 'canceled') {
    const stopped = await tryMove(db, payment, 'fail', {
      status: 'canceled',
      attempts: failures,
      claimedUntil: null,
      attemptPaymentMethodId: null,
      stripePaymentIntentId: outcome.intentId,
      lastError: outcome.message,
      // Only a deletion empties the email; the resume after a failed refund must not restart a deleted buyer's plan.
      lastErrorCode: STOPPED_BY[purchase.email ? 'refund' : 'deletion'],
      lastFailedAt: now.toISOString(),
    })
    return stopped !== undefined
  }
  const next = attemptTime(payment.dueOn, failures)
  const key = `${purchase.id}:${payment.number}:${failures}`
  const needsAuthentication = outcome.code === 'authentication_required' || outcome.code === 'requires_action'
  const notice: PlanPaymentFailure = {
    firstName: purchase.firstName,
    description: purchase.description,
    amount: payment.amount,
    number: payment.number,
    token: purchase.planToken,
    nextAttemptAt: next,
    needsAuthentication,
  }
  const settings = next ? null : await getSiteSettings(db)
  // The buyer's notices, the plan's overdue and the owner's message all wait on this refusal having applied.
  const recorded = refusalRecorded(db, payment.id, next ? 'retrying' : 'overdue', failures)
  const [moved] = await rawBatch(db, [
    movePayment(
      db,
      payment,
      'fail',
      {
        status: next ? 'retrying' : 'overdue',
        attempts: failures,
        nextAttemptAt: next ?? payment.nextAttemptAt,
        claimedUntil: null,
        attemptPaymentMethodId: null,
        stripePaymentIntentId: outcome.intentId,
        lastError: outcome.message,
        lastErrorCode: outcome.code,
        lastFailedAt: now.toISOString(),
      },
      payment.status === 'processing' ? eq(planPayments.stripePaymentIntentId, outcome.intentId ?? '') : undefined,
    ),
    // Keyed per attempt: a loser's copy (the same refusal recorded by someone else) is dropped; a payment another
    // writer recorded paid first tells the buyer nothing failed.
    queueEmailWhen(
      db,
      {
        template: 'plan-payment-failed',
        recipient: purchase.email,
        payload: notice,
        key: `plan-payment-failed:${key}`,
      },
      recorded,
    ),
    ...(purchase.smsConsent
      ? [
          queueSmsWhen(
            db,
            {
              template: 'plan-payment-failed',
              recipient: toE164(purchase.phone),
              payload: { text: planFailureSms(notice, siteOrigin(env)) },
              key: `plan-payment-failed-sms:${key}`,
            },
            recorded,
          ),
        ]
      : []),
    ...(settings
      ? [
          planLifecycle.statement(db, 'fallBehind', { id: purchase.id, where: [recorded] }),
          queueEmailWhen(
            db,
            {
              template: 'owner-plan-overdue',
              recipient: settings.contactEmail,
              payload: {
                name: `${purchase.firstName} ${purchase.lastName}`,
                email: purchase.email,
                phone: purchase.phone,
                description: purchase.description,
                amount: payment.amount,
                number: payment.number,
                reason: outcome.message,
              },
              key: `plan-overdue:${purchase.id}:${payment.number}`,
            },
            recorded,
          ),
        ]
      : []),
  ])
  return Boolean(moved?.results.length)
}

/**
 * True inside the batch once this refusal applied: the payment holds the status and attempts it wrote (its move
 * applied, or the same refusal was recorded by another writer). A payment another writer moved first (a webhook
 * recording it paid) leaves the plan as it is, and nobody is told of a failure.
 */
function refusalRecorded(db: Database, paymentId: number, status: 'retrying' | 'overdue', failures: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(planPayments)
      .where(and(eq(planPayments.id, paymentId), eq(planPayments.status, status), eq(planPayments.attempts, failures))),
  )
}

/** The site's address for links in texts; the email templates get theirs from the outbox. */
function siteOrigin(env: Env): string {
  try {
    return new URL(env.PUBLIC_SITE_URL).origin
  } catch {
    return ''
  }
}
