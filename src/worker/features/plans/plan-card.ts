// The buyer's side of a plan, reached by the link in the receipt and in every failed-payment message: the
// schedule and what became of each payment, and a new card saved through a Stripe SetupIntent, after which
// a failed or overdue payment is tried again at once.
import { eq } from 'drizzle-orm'
import type { PlanView } from '../../../shared/plan-terms.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { claimCardChange, countCardUpdate, recordSetupIntent, releaseCardChange } from './card-update-limit.ts'
import { chargeDuePlanPayments } from './plan-charges.ts'
import { retryNowStatement } from './plan-payment-states.ts'
import { planLifecycle } from './plan-states.ts'
import { paymentsOfPlan, planViewWithStatus } from './plan-schedule.ts'

type Purchase = typeof purchases.$inferSelect

export const PLAN_NOT_FOUND = 'We could not find this payment plan. Please use the link in your latest email.'
export const CARD_NOT_SAVED = 'Your new card was not saved. Please try again.'

export interface PlanPage {
  description: string
  firstName: string
  status: Purchase['planStatus']
  plan: PlanView
  /** The payment waiting on the buyer's card, if one failed. */
  failing: { number: number; amount: number; reason: string | null; nextAttemptAt: string | null } | null
}

export async function planByToken(db: Database, token: string): Promise<Purchase> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.planToken, token) })
  if (!purchase || !purchase.planPayments || !purchase.planStatus) throw new HttpError(404, PLAN_NOT_FOUND)
  return purchase
}

export async function planPage(db: Database, purchase: Purchase): Promise<PlanPage> {
  const rows = await paymentsOfPlan(db, purchase.id)
  const failing = rows.find((row) => row.status === 'retrying' || row.status === 'overdue')
  return {
    description: purchase.description,
    firstName: purchase.firstName,
    status: purchase.planStatus,
    plan: planViewWithStatus(purchase, rows)!,
    failing: failing
      ? {
          number: failing.number,
          amount: failing.amount,
          reason: failing.lastError,
          nextAttemptAt: failing.status === 'retrying' ? failing.nextAttemptAt : null,
        }
      : null,
  }
}

/** A SetupIntent for the plan's customer; the browser confirms it with Stripe.js, as at checkout. */
export async function startCardUpdate(
  db: Database,
  stripe: StripeClient,
  purchase: Purchase,
  now: Date,
): Promise<{ clientSecret: string }> {
  if (!purchase.stripeCustomerId || purchase.planStatus === 'completed' || purchase.planStatus === 'canceled')
    throw new HttpError(409, 'This plan has no payments left to make.')
  const update = await countCardUpdate(db, purchase.id, now)
  const setup = await stripe.setupIntents.create(
    {
      customer: purchase.stripeCustomerId,
      usage: 'off_session',
      // Cards only (this SDK's name for payment_method_types): a card answers at once, so a charge is paid or
      // refused in the call. A method that confirms days later (bank debits) would leave each payment processing.
      allowed_payment_method_types: ['card'],
      metadata: { purchaseId: String(purchase.id) },
    },
    { idempotencyKey: `plan-card:${purchase.id}:${crypto.randomUUID()}` },
  )
  if (!(await recordSetupIntent(db, update, setup.id)))
    throw new Error(`Card update ${update} already had a SetupIntent`)
  return { clientSecret: setup.client_secret! }
}

/**
 * The card saved by the buyer's SetupIntent becomes the plan's card, once Stripe says it succeeded for this
 * plan's customer; then a payment that failed (or ran out of tries) is due again now and tried at once.
 */
export async function finishCardUpdate(
  db: Database,
  env: Env,
  stripe: StripeClient,
  purchase: Purchase,
  setupIntentId: string,
  now: Date,
): Promise<void> {
  let setup
  try {
    setup = await stripe.setupIntents.retrieve(setupIntentId)
  } catch (error) {
    if (isStripeError(error) && error.code === 'resource_missing')
      throw new HttpError(400, CARD_NOT_SAVED, { fields: { setupIntentId: CARD_NOT_SAVED } })
    throw error
  }
  const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id
  const paymentMethod = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id
  if (
    setup.status !== 'succeeded' ||
    !paymentMethod ||
    customer !== purchase.stripeCustomerId ||
    setup.metadata?.purchaseId !== String(purchase.id)
  ) {
    throw new HttpError(409, CARD_NOT_SAVED)
  }
  // The same card sent again (a reload after Stripe's return, a second tab) changes nothing and charges nothing.
  if (paymentMethod === purchase.stripePaymentMethodId) return
  // Each SetupIntent started through this link changes the card once: a resend, or two saved cards sent back
  // and forth, would otherwise retry an overdue payment at once every time.
  const claim = await claimCardChange(db, purchase.id, setup.id, now)
  if (claim === 'unknown') throw new HttpError(409, CARD_NOT_SAVED)
  if (claim === 'applied-before') return
  try {
    await db.batch([
      db.update(purchases).set({ stripePaymentMethodId: paymentMethod }).where(eq(purchases.id, purchase.id)),
      retryNowStatement(db, purchase.id, now),
      planLifecycle.statement(db, 'catchUp', { id: purchase.id }),
    ])
  } catch (error) {
    await releaseCardChange(db, purchase.id, setup.id, now)
    throw error
  }
  await chargeDuePlanPayments(db, env, stripe, now, purchase.id)
}
