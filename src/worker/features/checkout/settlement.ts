// Settling a payment: capture when the seat is secured, cancel when it is not, return the seat when the
// payment ends canceled, fulfil once when the money is in. Reached from the webhook, the success page and
// the reconciler, always through the payment's PaymentSettlement object (one settle at a time per payment,
// later callers share its answer), so Stripe sees one capture and never a key in flight.
import { log } from '../../platform/log.ts'
import type Stripe from 'stripe'
import { CURRENCY } from '../../../shared/constants.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { PROVIDER_FAILED, SOLD_OUT_MESSAGE } from './checkout.ts'
import { HttpError } from '../../platform/http-error.ts'
import {
  cancelIntent,
  canMove,
  capture,
  findPurchase,
  movePurchase,
  moveStatement,
  type Purchase,
  purchaseOfIntent,
  type PurchaseItem,
  saleOfIntent,
} from '../purchases/purchases.ts'
import { fulfilPurchase } from './fulfilment.ts'
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
 * waited on another settle may take its answer as its own.
 */
export type SettleResult =
  | { status: 200; success: true; final: true; purchase: Purchase }
  | { status: 409 | 502; success: false; final: boolean; message: string; purchase: Purchase | null }

const answer = (status: 409 | 502, purchase: Purchase | null, message: string, final: boolean): SettleResult => ({
  status,
  success: false,
  final,
  message,
  purchase,
})

export const REFUNDED = 'This payment was refunded.'

/** A finished purchase is answered from D1 alone: no call to Stripe, and never a seat sold again. */
function finished(purchase: Purchase | undefined): SettleResult | null {
  if (purchase?.status === 'succeeded' && purchase.fulfilledAt)
    return { status: 200, success: true, final: true, purchase }
  if (purchase?.status === 'canceled') return answer(409, purchase, CANCELED, true)
  if (purchase?.status === 'refunded') return answer(409, purchase, REFUNDED, true)
  return null
}

export async function settlePayment(
  db: Database,
  env: Env,
  stripe: StripeClient,
  paymentIntentId: string,
  known?: Stripe.PaymentIntent,
): Promise<SettleResult> {
  const { purchase, item } = await saleOfIntent(db, paymentIntentId)
  const done = finished(purchase)
  if (done) return done
  try {
    const intent = known ?? (await stripe.paymentIntents.retrieve(paymentIntentId))
    if (!purchase) return await settleStranded(stripe, intent)
    return await settleKnown(db, env, stripe, purchase, intent, item)
  } catch (error) {
    if (!isStripeError(error)) throw error
    if (error.code === 'resource_missing') return answer(409, purchase ?? null, NOT_FOUND, true)
    log.error('Stripe failed while settling', {
      paymentIntentId,
      type: error.type,
      code: error.code,
      error: error.message,
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

/** The intent pays for exactly this purchase as it stands: amount, currency, item, type and the card's saving. */
function intentMatches(purchase: Purchase, intent: Stripe.PaymentIntent): boolean {
  return (
    intent.amount === purchase.amount &&
    intent.currency === CURRENCY &&
    intent.metadata?.purchaseId === String(purchase.id) &&
    intent.metadata?.purchaseType === purchase.type &&
    intent.metadata?.inventoryId === (purchase.inventoryItemId === null ? '' : String(purchase.inventoryItemId)) &&
    savesCardAsAgreed(purchase, intent)
  )
}

/** A writer that lost a move re-reads; this many rounds settle any honest race (a reserve put back, a settle done). */
const ROUNDS = 3

async function settleKnown(
  db: Database,
  env: Env,
  stripe: StripeClient,
  read: Purchase,
  intent: Stripe.PaymentIntent,
  item: PurchaseItem | undefined,
  round = 1,
): Promise<SettleResult> {
  const done = finished(read)
  if (done) return done
  const again = async () => {
    const fresh = await findPurchase(db, read.id)
    if (!fresh) return answer(409, null, NOT_FOUND, true)
    if (round >= ROUNDS) return finished(fresh) ?? answer(409, fresh, NOT_COMPLETED, false)
    return settleKnown(db, env, stripe, fresh, intent, item, round + 1)
  }
  // A canceled payment took nothing, whatever it was priced at: the purchase ends with it, matching or not (the
  // reconciler cancels an authorization that still does not match its purchase a day on).
  if (intent.status === 'canceled') return settleCanceled(db, env, read, intent, again)
  if (!intentMatches(read, intent)) {
    // Not final: an open purchase may be mid-rewrite by a reserve that Stripe is about to refuse and put back.
    log.error('Payment does not match its purchase', { paymentIntentId: intent.id, purchaseId: read.id })
    return answer(409, read, MISMATCH, false)
  }
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
    return answer(409, read, NOT_COMPLETED, false)
  // The sale is fixed before any seat is sold or money taken: a reserve after this rewrites nothing.
  const purchase = read.status === 'authorized' ? read : await movePurchase(db, read, 'authorize')
  if (!purchase) return again()
  const seats = seatsOf(db, env, purchase.inventoryItemId)
  // One ledger call: the held seat is sold, or a free one if the hold lapsed; a repeat changes nothing.
  const seat = await seats.secure(intent.id)
  if (!seat.ok) {
    if (intent.status === 'succeeded') {
      log.error('Payment captured without a seat', { paymentIntentId: intent.id, purchaseId: purchase.id })
      return answer(409, purchase, PAID_WITHOUT_SEAT, false)
    }
    const canceled = await cancelIntent(stripe, intent.id)
    if (canceled.status !== 'canceled') return settleKnown(db, env, stripe, purchase, canceled, item, round + 1)
    await movePurchase(db, purchase, 'cancel')
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
  if (captured.status === 'canceled') return settleCanceled(db, env, purchase, captured, again)
  if (captured.status !== 'succeeded') return answer(409, purchase, NOT_COMPLETED, false)
  const plan = startPlanStatements(db, purchase, paymentMethodIdOf(captured), new Date().toISOString())
  // Read again only when another settle fulfilled it first: the row this call wrote is the answer otherwise.
  const fulfilled =
    (await fulfilPurchase(db, env, purchase, item, [...seat.mirror, ...plan])) ??
    (await findPurchase(db, purchase.id)) ??
    purchase
  return { status: 200, success: true, final: true, purchase: fulfilled }
}

/** The payment ended canceled: the purchase is canceled and its seat, held or sold, comes back once. */
async function settleCanceled(
  db: Database,
  env: Env,
  purchase: Purchase,
  intent: Stripe.PaymentIntent,
  again: () => Promise<SettleResult>,
): Promise<SettleResult> {
  if (!canMove(purchase.status, 'cancel')) return again()
  const returned = await seatsOf(db, env, purchase.inventoryItemId).returnSeat(intent.id)
  const [[canceled]] = await db.batch([moveStatement(db, purchase, 'cancel'), ...returned])
  if (!canceled) return again()
  return answer(409, canceled, CANCELED, true)
}

/** A plan's first payment must have saved its card to the plan's customer; a payment in full saves none. */
function savesCardAsAgreed(purchase: Purchase, intent: Stripe.PaymentIntent): boolean {
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null)
  if (!purchase.planPayments) return !intent.setup_future_usage
  return intent.setup_future_usage === 'off_session' && customer !== null && customer === purchase.stripeCustomerId
}

const paymentMethodIdOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null)

/**
 * A declined or abandoned card: the seat goes back at once rather than at the hold's expiry. Stripe's event may
 * be late (the buyer has since paid with another card on the same intent), so the intent as Stripe has it now
 * decides: only one still waiting for a card, or canceled, gives its seat back.
 */
export async function releaseForFailedPayment(
  db: Database,
  env: Env,
  stripe: StripeClient,
  paymentIntentId: string,
): Promise<void> {
  const purchase = await purchaseOfIntent(db, paymentIntentId)
  if (!purchase || !canMove(purchase.status, 'decline')) return
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId)
  } catch (error) {
    if (!isStripeError(error)) throw error
    // The provider's failure, not ours: 502, and Stripe delivers the event again later.
    throw new HttpError(502, PROVIDER_FAILED)
  }
  if (intent.status !== 'requires_payment_method' && intent.status !== 'canceled') return
  // The move comes first: a payment that settlement locked in the meantime keeps its seat.
  const declined = await movePurchase(db, purchase, 'decline')
  if (!declined) return
  await mirrorNow(db, await seatsOf(db, env, purchase.inventoryItemId).release(paymentIntentId))
}
