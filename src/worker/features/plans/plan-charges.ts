// Charging a plan's later payments off session with the card saved at checkout. A plan of N payments
// makes N charges at most, whatever runs twice: each payment is a unique row (purchase, number), a run
// claims the row before it calls Stripe, and the call's idempotency key names the payment and the attempt,
// so a run that died mid-call is followed by one that sends the same request and gets Stripe's saved answer.
// A declined payment keeps the seat, tells the buyer how to update the card, and is tried again on days
// 1, 3, 5 and 7; after that the plan is overdue and the owner decides.
import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type Stripe from 'stripe'
import { CURRENCY } from '../../../shared/constants.ts'
import { attemptTime } from '../../../shared/rules/plan-schedule.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { planPayments, purchases } from '../../platform/db/schema.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import { planFailureSms } from '../outbox/outbox.ts'
import { queueEmail, queueSms } from '../outbox/outbox.ts'
import type { PlanPayment } from './plan-schedule.ts'
import { getSiteSettings } from '../content/content.ts'

type Purchase = typeof purchases.$inferSelect

/** Long enough for a charge and its write; a run that took longer is taken to have died. */
const CLAIM_MS = 2 * 60_000
const BATCH = 25

export interface ChargeRun {
  paid: number
  failed: number
}

/**
 * The payments due at `now` and not being charged by another run, of plans still running, the earliest
 * unpaid payment of each plan only (a later one waits for the one before it). `purchaseId` narrows the run
 * to one plan, as after the buyer updates the card.
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
        eq(purchases.status, 'succeeded'),
        eq(purchases.planStatus, 'active'),
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
    const claimed = await claim(db, payment, purchase, now)
    if (!claimed) continue
    const outcome = await charge(stripe, claimed, purchase)
    if (outcome.kind === 'paid') {
      await recordPaid(db, claimed, purchase, outcome.intent, now)
      run.paid += 1
    } else if (outcome.kind === 'declined') {
      await recordFailure(db, env, claimed, purchase, outcome, now)
      run.failed += 1
    } else {
      // Not an answer about the card (Stripe down, the same key still in flight): the claim lapses and the
      // next run sends the same request with the same key.
      await db.update(planPayments).set({ claimedUntil: null }).where(eq(planPayments.id, claimed.id))
    }
  }
  return run
}

/** Only one run gets the row; the card it charges is fixed for this attempt so a retry is the same request. */
async function claim(
  db: Database,
  payment: PlanPayment,
  purchase: Purchase,
  now: Date,
): Promise<PlanPayment | undefined> {
  const at = now.toISOString()
  const [row] = await db
    .update(planPayments)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
      attemptPaymentMethodId: sql`coalesce(${planPayments.attemptPaymentMethodId}, ${purchase.stripePaymentMethodId})`,
    })
    .where(
      and(
        eq(planPayments.id, payment.id),
        eq(planPayments.attempts, payment.attempts),
        inArray(planPayments.status, ['scheduled', 'retrying']),
        lte(planPayments.nextAttemptAt, at),
        or(isNull(planPayments.claimedUntil), lte(planPayments.claimedUntil, at)),
      ),
    )
    .returning()
  return row
}

type ChargeOutcome =
  | { kind: 'paid'; intent: Stripe.PaymentIntent }
  | { kind: 'declined'; code: string; message: string; intentId: string | null }
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
    if (intent.status === 'processing') return { kind: 'unanswered' }
    return {
      kind: 'declined',
      code: intent.status,
      message: 'The payment needs your confirmation.',
      intentId: intent.id,
    }
  } catch (error) {
    if (!isStripeError(error)) throw error
    if (error.type === 'StripeCardError') {
      const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null
      return { kind: 'declined', code: error.code ?? 'card_declined', message: error.message, intentId }
    }
    console.error('Stripe failed while charging a plan payment', {
      purchaseId: purchase.id,
      number: payment.number,
      type: error.type,
      code: error.code,
      message: error.message,
    })
    return { kind: 'unanswered' }
  }
}

const stillCharging = (payment: PlanPayment) =>
  and(
    eq(planPayments.id, payment.id),
    eq(planPayments.attempts, payment.attempts),
    inArray(planPayments.status, ['scheduled', 'retrying']),
  )

async function recordPaid(
  db: Database,
  payment: PlanPayment,
  purchase: Purchase,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<void> {
  const unpaid = alias(planPayments, 'unpaid')
  await db.batch([
    db
      .update(planPayments)
      .set({
        status: 'paid',
        paidAt: now.toISOString(),
        stripePaymentIntentId: intent.id,
        claimedUntil: null,
        attemptPaymentMethodId: null,
      })
      .where(stillCharging(payment)),
    db
      .update(purchases)
      .set({ planStatus: 'completed' })
      .where(
        and(
          eq(purchases.id, purchase.id),
          eq(purchases.planStatus, 'active'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(unpaid)
              .where(and(eq(unpaid.purchaseId, purchase.id), ne(unpaid.status, 'paid'))),
          ),
        ),
      ),
    queueEmail(db, {
      template: 'plan-payment-receipt',
      recipient: purchase.email,
      payload: {
        firstName: purchase.firstName,
        description: purchase.description,
        amount: payment.amount,
        number: payment.number,
        payments: purchase.planPayments,
      },
      key: `plan-payment-receipt:${purchase.id}:${payment.number}`,
    }),
  ])
}

/** A refused card: the buyer hears at once with the link to update it; the last refusal makes the plan overdue. */
async function recordFailure(
  db: Database,
  env: Env,
  payment: PlanPayment,
  purchase: Purchase,
  outcome: Extract<ChargeOutcome, { kind: 'declined' }>,
  now: Date,
): Promise<void> {
  const failures = payment.attempts + 1
  const next = attemptTime(payment.dueOn, failures)
  const key = `${purchase.id}:${payment.number}:${failures}`
  const needsAuthentication = outcome.code === 'authentication_required' || outcome.code === 'requires_action'
  const notice = {
    firstName: purchase.firstName,
    description: purchase.description,
    amount: payment.amount,
    number: payment.number,
    token: purchase.planToken,
    nextAttemptAt: next,
    needsAuthentication,
  }
  const settings = next ? null : await getSiteSettings(db)
  await db.batch([
    db
      .update(planPayments)
      .set({
        status: next ? 'retrying' : 'overdue',
        attempts: failures,
        nextAttemptAt: next ?? payment.nextAttemptAt,
        claimedUntil: null,
        attemptPaymentMethodId: null,
        stripePaymentIntentId: outcome.intentId,
        lastError: outcome.message,
        lastErrorCode: outcome.code,
        lastFailedAt: now.toISOString(),
      })
      .where(stillCharging(payment)),
    queueEmail(db, {
      template: 'plan-payment-failed',
      recipient: purchase.email,
      payload: notice,
      key: `plan-payment-failed:${key}`,
    }),
    ...(purchase.smsConsent
      ? [
          queueSms(db, {
            template: 'plan-payment-failed',
            recipient: toE164(purchase.phone),
            payload: { text: planFailureSms(notice, siteOrigin(env)) },
            key: `plan-payment-failed-sms:${key}`,
          }),
        ]
      : []),
    ...(settings
      ? [
          db
            .update(purchases)
            .set({ planStatus: 'overdue' })
            .where(and(eq(purchases.id, purchase.id), eq(purchases.planStatus, 'active'))),
          queueEmail(db, {
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
          }),
        ]
      : []),
  ])
}

/** The site's address for links in texts; the email templates get theirs from the outbox. */
function siteOrigin(env: Env): string {
  try {
    return new URL(env.PUBLIC_SITE_URL).origin
  } catch {
    return ''
  }
}
