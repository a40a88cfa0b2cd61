// Settling a payment: capture when the seat is secured, cancel when it is not, return the seat when the
// payment ends canceled, fulfil once when the money is in. Reached from the webhook, the success page and
// the reconciler, always through the payment's PaymentSettlement object (one settle at a time per payment,
// later callers share its answer), so Stripe sees one capture and never a key in flight.
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { CURRENCY } from '../../../shared/constants.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { type Purchase, SOLD_OUT_MESSAGE } from './checkout.ts'
import { type Fulfilled, fulfilPurchase } from './fulfilment.ts'
import { mirrorNow, seatsOf } from '../seats/seats.ts'
import { startPlanStatements } from '../plans/plans.ts'

export const NOT_CHARGED = 'Your card was not charged.'
export const NOT_FOUND = 'We could not find this purchase.'
export const STRANDED = `We could not keep a seat for this payment, so it was canceled. ${NOT_CHARGED}`
export const CANCELED = `This payment was canceled. ${NOT_CHARGED}`
export const NOT_COMPLETED = 'Your payment has not completed yet.'
export const MISMATCH = 'This payment does not match its order. Please contact support.'
/** The provider failed while settling: the card may be authorized but is not charged; the reconciler retries. */
export const SETTLE_PROVIDER_FAILED =
  'Our payment provider did not respond as expected, so your payment is not confirmed yet. You ' +
  'have not been charged; if it goes through, your receipt will follow by email.'
export const PAID_WITHOUT_SEAT =
  'Your payment went through, but we could not confirm your seat. We will contact you shortly.'

/**
 * `final`: nothing about this payment will change any more (sold, canceled, unknown), so a caller that
 * waited on another settle may take its answer as its own. `receipt`: the refund link and calendar of the
 * fulfilment this settle made, for the success page (absent when the purchase was fulfilled before).
 */
export type SettleResult =
  | { status: 200; success: true; final: true; purchase: Purchase; receipt?: Fulfilled }
  | { status: 409 | 502; success: false; final: boolean; message: string; purchase: Purchase | null }

const answer = (status: 409 | 502, purchase: Purchase | null, message: string, final: boolean): SettleResult => ({
  status,
  success: false,
  final,
  message,
  purchase,
})

/** A finished purchase is answered from D1 alone: no call to Stripe. */
function finished(purchase: Purchase | undefined): SettleResult | null {
  if (purchase?.status === 'succeeded' && purchase.fulfilledAt)
    return { status: 200, success: true, final: true, purchase }
  if (purchase?.status === 'canceled') return answer(409, purchase, CANCELED, true)
  return null
}

export async function settlePayment(
  db: Database,
  env: Env,
  stripe: StripeClient,
  paymentIntentId: string,
  known?: Stripe.PaymentIntent,
): Promise<SettleResult> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  const done = finished(purchase)
  if (done) return done
  try {
    const intent = known ?? (await stripe.paymentIntents.retrieve(paymentIntentId))
    if (!purchase) return await settleStranded(stripe, intent)
    return await settleKnown(db, env, stripe, purchase, intent)
  } catch (error) {
    if (!isStripeError(error)) throw error
    if (error.code === 'resource_missing') return answer(409, purchase ?? null, NOT_FOUND, true)
    console.error('Stripe failed while settling', {
      paymentIntentId,
      type: error.type,
      code: error.code,
      message: error.message,
    })
    return answer(502, purchase ?? null, SETTLE_PROVIDER_FAILED, false)
  }
}

/**
 * An authorization with no purchase: its buyer was refused a seat (sold out, a stale tab) but confirmed
 * the card anyway. It belongs to no seat, so it is canceled at once; intents this site did not create
 * (no purchaseType) are left alone.
 */
async function settleStranded(stripe: StripeClient, intent: Stripe.PaymentIntent): Promise<SettleResult> {
  if (!intent.metadata?.purchaseType) return answer(409, null, NOT_FOUND, true)
  if (intent.status === 'requires_capture') await cancelIntent(stripe, intent.id)
  if (intent.status === 'requires_capture' || intent.status === 'canceled') return answer(409, null, STRANDED, true)
  return answer(409, null, NOT_FOUND, false)
}

async function settleKnown(
  db: Database,
  env: Env,
  stripe: StripeClient,
  purchase: Purchase,
  intent: Stripe.PaymentIntent,
): Promise<SettleResult> {
  if (
    intent.amount !== purchase.amount ||
    intent.currency !== CURRENCY ||
    intent.metadata?.purchaseId !== String(purchase.id) ||
    !savesCardAsAgreed(purchase, intent)
  ) {
    console.error('Payment does not match its purchase', { paymentIntentId: intent.id, purchaseId: purchase.id })
    return answer(409, purchase, MISMATCH, false)
  }
  const seats = seatsOf(db, env, purchase.inventoryItemId)
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    // One ledger call: the held seat is sold, or a free one if the hold lapsed; a repeat changes nothing.
    const seat = await seats.secure(intent.id)
    if (!seat.ok) {
      if (intent.status === 'succeeded') {
        console.error('Payment captured without a seat', { paymentIntentId: intent.id, purchaseId: purchase.id })
        return answer(409, purchase, PAID_WITHOUT_SEAT, false)
      }
      await cancelIntent(stripe, intent.id)
      await db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id))
      return answer(409, purchase, `${SOLD_OUT_MESSAGE} ${NOT_CHARGED}`, true)
    }
    const captured =
      intent.status === 'succeeded'
        ? intent
        : await capture(stripe, intent.id).catch(async (error: unknown) => {
            // The seat is sold and stays so until the payment ends; D1 shows it now rather than at the next alarm.
            await mirrorNow(db, seat.mirror)
            throw error
          })
    if (captured.status === 'canceled') return settleKnown(db, env, stripe, purchase, captured)
    if (captured.status !== 'succeeded') return answer(409, purchase, NOT_COMPLETED, false)
    const plan = startPlanStatements(db, purchase, paymentMethodIdOf(captured), new Date().toISOString())
    const receipt = await fulfilPurchase(db, env, purchase, [...seat.mirror, ...plan])
    return { status: 200, success: true, final: true, purchase, ...(receipt && { receipt }) }
  }
  if (intent.status === 'canceled') {
    const returned = await seats.returnSeat(intent.id)
    await db.batch([db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id)), ...returned])
    return answer(409, purchase, CANCELED, true)
  }
  return answer(409, purchase, NOT_COMPLETED, false)
}

/** A plan's first payment must have saved its card to the plan's customer; a payment in full saves none. */
function savesCardAsAgreed(purchase: Purchase, intent: Stripe.PaymentIntent): boolean {
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null)
  if (!purchase.planPayments) return !intent.setup_future_usage
  return intent.setup_future_usage === 'off_session' && customer !== null && customer === purchase.stripeCustomerId
}

const paymentMethodIdOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null)

/** A capture or cancel another settle already made answers "unexpected state"; the intent as it now stands is then the answer. */
async function settleCall(
  stripe: StripeClient,
  paymentIntentId: string,
  call: () => Promise<Stripe.PaymentIntent>,
): Promise<Stripe.PaymentIntent> {
  try {
    return await call()
  } catch (error) {
    if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error
    return stripe.paymentIntents.retrieve(paymentIntentId)
  }
}

// Both keys carry no parameters (an empty body), so every caller's request is the same request.
const capture = (stripe: StripeClient, id: string) =>
  settleCall(stripe, id, () => stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture:${id}` }))
export const cancelIntent = (stripe: StripeClient, id: string) =>
  settleCall(stripe, id, () => stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel:${id}` }))

/** A declined or abandoned card: the seat goes back at once rather than at the hold's expiry. */
export async function releaseForFailedPayment(db: Database, env: Env, paymentIntentId: string): Promise<void> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  if (!purchase || purchase.status !== 'pending') return
  const released = await seatsOf(db, env, purchase.inventoryItemId).release(paymentIntentId)
  await db.batch([db.update(purchases).set({ status: 'failed' }).where(eq(purchases.id, purchase.id)), ...released])
}
