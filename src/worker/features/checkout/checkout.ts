// Checkout: the intent is created at the server's price; the buyer's seat is held when they submit;
// the card is only authorized, and captured once the ledger confirms the seat (settlement.ts) — so nobody
// is charged for a seat they did not get. Free items take their seat from the same ledger.
import { eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { CURRENCY } from '../../../shared/constants.ts'
import type { PlanView } from '../../../shared/plan-terms.ts'
import { businessDay, planSchedule } from '../../../shared/rules/plan-schedule.ts'
import type { reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import { queueBookingInvitation, type StrategyCall } from '../calendar/calendar.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases, strategyCalls } from '../../platform/db/schema.ts'
import { HttpError, TooManyRequestsError } from '../../platform/http-error.ts'
import { contactIdOf, upsertContact } from '../leads/leads.ts'
import {
  type ClaimRefusal,
  FREE_HOLD_PREFIX,
  HOLD_TTL_MS,
  type MirrorStatements,
  offerRefusal,
  seatsOf,
} from '../seats/seats.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { newPlanToken, planViewOf } from '../plans/plans.ts'
import { findItemOnSale, type Offer, offerOf } from './pricing.ts'
import { rememberItem } from './item-hints.ts'
import { getSiteSettings } from '../content/content.ts'
// What other features use of this one (this file is the feature's entry).
export { ownerSmsText, toE164 } from './fulfilment.ts'
export { refundStepsFor, settlementFor } from './payment-settlement.ts'
export { paymentsReceived } from './payments-received.ts'
export { offerOf } from './pricing.ts'
export { cancelIntent } from './settlement.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>
export type Purchase = typeof purchases.$inferSelect

export const SOLD_OUT_MESSAGE = 'Sorry, that option just sold out. Please choose another.'
export const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not configured yet. Please contact us to join, or book a free strategy call.'
export const ALREADY_PROCESSED = 'This payment has already been processed. Please refresh the page to start again.'
export const UNKNOWN_PAYMENT = 'We could not find this payment. Please refresh the page to start again.'
export const PROVIDER_FAILED =
  'Our payment provider did not respond as expected. Nothing was charged; please try again in a moment.'
/** A paid type whose item the owner priced at 0: only a strategy call is booked without a card. */
export const ONLY_CALLS_FREE = 'This option cannot be booked without payment. Please contact us to join.'
export const TOO_MANY_HOLDS =
  'You already have seats waiting for payment. Please finish paying for them, or try again in a few minutes.'

export interface PaymentDetails {
  amount: number
  type: Offer['type']
  description: string
  /** On a plan only: every payment with its day and amount, the first being `amount` today. */
  plan?: PlanView
}

/** What the buyer is shown before paying, all from the server's offer; a plan's days start today. */
export function offerDetails(offer: Offer, now: Date): PaymentDetails {
  const details = { amount: offer.amount, type: offer.type, description: offer.description }
  if (!offer.plan) return details
  const { payments, amount } = offer.plan
  return {
    ...details,
    plan: { payments, amount, total: payments * amount, schedule: planSchedule(businessDay(now), payments, amount) },
  }
}

export async function createIntent(stripe: StripeClient, offer: Offer) {
  const intent = await stripe.paymentIntents.create(
    {
      amount: offer.amount,
      currency: CURRENCY,
      capture_method: 'manual',
      automatic_payment_methods: { enabled: true },
      description: offer.description,
      metadata: {
        purchaseType: offer.type,
        inventoryId: offer.itemId === null ? '' : String(offer.itemId),
        paymentChoice: offer.plan ? 'plan' : 'full',
      },
    },
    { idempotencyKey: `create-intent:${crypto.randomUUID()}` },
  )
  return intent
}

/** What reserve needs from D1, read in one batch: the chosen item and any purchase already on this payment. */
export async function loadReservation(
  db: Database,
  input: ReserveInput,
): Promise<{ offer: Offer; previous: Purchase | undefined }> {
  const [items, previous] = await db.batch([
    findItemOnSale(db, input.inventoryId ?? 0),
    purchaseOnPayment(db, input.paymentIntentId ?? ''),
  ])
  if (input.inventoryId) rememberItem(input.inventoryId, items[0])
  return {
    offer: offerOf(input.type, input.inventoryId, items[0], input.paymentChoice),
    previous: input.paymentIntentId ? previous[0] : undefined,
  }
}

/** The purchase already recorded on a payment, if any: a query that can join a D1 batch. */
export function purchaseOnPayment(db: Database, paymentIntentId: string) {
  return db.select().from(purchases).where(eq(purchases.stripePaymentIntentId, paymentIntentId)).limit(1)
}

export function contactOf(input: ReserveInput) {
  return { email: input.email, phone: input.phone, firstName: input.firstName, lastName: input.lastName }
}

export function seatRefusal(reason: 'sold-out' | 'unavailable' | 'too-many-holds' | ClaimRefusal): HttpError {
  if (reason.startsWith('offer-')) return offerRefusal(reason as ClaimRefusal)
  if (reason === 'too-many-holds') return new TooManyRequestsError(TOO_MANY_HOLDS, HOLD_TTL_MS / 1000, { reason })
  return new HttpError(409, SOLD_OUT_MESSAGE, { reason })
}

/**
 * A free strategy call booked at checkout: a strategy call row, never a purchase (money only lives there).
 * With an item it takes a seat like a paid one (a one-slot free consultation can be booked once). The call
 * and the owner's notice are written together with the seat's mirror; if that write fails, the seat goes back.
 */
export async function bookFree(db: Database, env: Env, input: ReserveInput, offer: Offer): Promise<StrategyCall> {
  if (offer.type !== 'strategy-call') throw new HttpError(409, ONLY_CALLS_FREE)
  const contact = contactOf(input)
  const seats = seatsOf(db, env, offer.itemId)
  const holdId = `${FREE_HOLD_PREFIX}${crypto.randomUUID()}`
  const seat = await seats.secure(holdId)
  if (!seat.ok) throw seatRefusal(seat.reason)
  const settings = await getSiteSettings(db)
  let written: StrategyCall
  try {
    const [, booking] = await db.batch([
      upsertContact(db, contact),
      db
        .insert(strategyCalls)
        .values({
          contactId: contactIdOf(contact.email),
          name: `${input.firstName} ${input.lastName}`,
          email: contact.email,
          phone: contact.phone,
          inventoryItemId: offer.itemId,
          holdId,
          calendarSequence: 0,
          emailConsent: input.emailConsent,
          smsConsent: input.smsConsent,
        })
        .returning(),
      queueEmail(db, {
        template: 'owner-new-lead',
        recipient: settings.contactEmail,
        payload: {
          kind: 'strategy-call-checkout',
          name: `${input.firstName} ${input.lastName}`,
          email: contact.email,
          phone: contact.phone,
          description: offer.description,
        },
        key: `free-call:${holdId}`,
      }),
      ...seat.mirror,
    ])
    written = booking[0]!
  } catch (error) {
    await seats.undo(holdId, 'returnSeat')
    throw error
  }
  // The booking stands either way; a failure here leaves the owner's notice, who follows up by hand.
  await queueBookingInvitation(db, env, written).catch((error: unknown) =>
    console.error('Could not queue the booking invitation', { strategyCallId: written.id, error: String(error) }),
  )
  return written
}

/**
 * Holds a seat for this payment and records who is buying; then sets the intent to the server's price in
 * one Stripe call. Anything refused after the hold (Stripe: unknown or finished payment, provider failure)
 * gives the seat back and removes what this call wrote.
 */
export async function reserveSeat(
  db: Database,
  env: Env,
  stripe: StripeClient,
  input: ReserveInput,
  { offer, previous }: { offer: Offer; previous: Purchase | undefined },
  client: string,
): Promise<Purchase> {
  // The schema asks for it only on paid types; a strategy call on a priced consultation item needs one too.
  const paymentIntentId = input.paymentIntentId
  if (!paymentIntentId)
    throw new HttpError(400, 'Payment is not ready yet', { fields: { paymentIntentId: 'Payment is not ready yet' } })
  if (previous && (previous.status === 'succeeded' || previous.status === 'canceled'))
    throw new HttpError(409, ALREADY_PROCESSED)
  const contact = contactOf(input)
  const statements: MirrorStatements = []
  if (previous?.inventoryItemId && previous.inventoryItemId !== offer.itemId)
    statements.push(...(await seatsOf(db, env, previous.inventoryItemId).release(paymentIntentId)))
  const seats = seatsOf(db, env, offer.itemId)
  const held = await seats.hold(paymentIntentId, { client, email: contact.email }, input.offerToken)
  if (!held.ok) throw seatRefusal(held.reason)
  statements.push(...held.mirror)
  // Only a seat this call took is given back if the call fails: a repeat must not lose the buyer's seat.
  const undoHold = () => (held.created ? seats.undo(paymentIntentId, 'release') : Promise.resolve())
  let purchase: Purchase | undefined
  try {
    const customerId = offer.plan ? (previous?.stripeCustomerId ?? (await planCustomer(stripe, paymentIntentId))) : null
    const [contactWrite, purchaseWrite] = pendingPurchaseWrites(db, input, offer, paymentIntentId, customerId)
    const written = await db.batch([contactWrite, purchaseWrite, ...statements])
    purchase = written[1][0]
  } catch (error) {
    await undoHold()
    throw reserveRefusal(error, paymentIntentId)
  }
  if (!purchase) {
    await undoHold()
    throw new HttpError(409, ALREADY_PROCESSED)
  }
  await setIntentToOffer(db, stripe, paymentIntentId, purchase, offer, { undoHold, removePurchase: !previous })
  return purchase
}

/**
 * The reserve's one Stripe call: the intent takes the server's price and names its purchase. If Stripe
 * refuses, the seat goes back and a purchase this call created is removed.
 */
export async function setIntentToOffer(
  db: Database,
  stripe: StripeClient,
  paymentIntentId: string,
  purchase: Purchase,
  offer: Offer,
  undo: { undoHold: () => Promise<void>; removePurchase: boolean },
): Promise<void> {
  const params = {
    amount: offer.amount,
    description: offer.description,
    receipt_email: purchase.email,
    metadata: {
      purchaseId: String(purchase.id),
      purchaseType: offer.type,
      inventoryId: offer.itemId === null ? '' : String(offer.itemId),
      paymentChoice: offer.plan ? 'plan' : 'full',
    },
    // A plan saves the card for its later payments, with the buyer's consent shown beside the schedule;
    // paying in full saves nothing (an empty value takes back a plan chosen before).
    ...(purchase.stripeCustomerId && offer.plan
      ? { customer: purchase.stripeCustomerId, setup_future_usage: 'off_session' as const }
      : { setup_future_usage: '' as const }),
  }
  try {
    // Setting the same values twice changes nothing, so this call needs no key of ours (the SDK keys its own
    // retries per request). A key of ours would either go stale when the buyer corrects a field (Stripe
    // refuses a key reused with other parameters) or replay an old success for an intent paid since.
    await stripe.paymentIntents.update(paymentIntentId, params)
  } catch (error) {
    await undo.undoHold()
    if (undo.removePurchase) await db.delete(purchases).where(eq(purchases.id, purchase.id))
    throw reserveRefusal(error, paymentIntentId)
  }
}

/** Stripe's answer to the reserve's update, as the buyer should hear it. */
export function reserveRefusal(error: unknown, paymentIntentId: string): unknown {
  if (!isStripeError(error)) return error
  if (error.code === 'resource_missing')
    return new HttpError(400, UNKNOWN_PAYMENT, { fields: { paymentIntentId: UNKNOWN_PAYMENT } })
  if (error.code === 'payment_intent_unexpected_state') return new HttpError(409, ALREADY_PROCESSED)
  console.error('Stripe failed during reserve', {
    paymentIntentId,
    type: error.type,
    code: error.code,
    message: error.message,
  })
  return new HttpError(502, PROVIDER_FAILED)
}

/**
 * The Stripe customer a plan's card is saved to: one per payment, however often the buyer submits (the
 * key and its parameters never change, so a repeat gets the same customer back).
 */
async function planCustomer(stripe: StripeClient, paymentIntentId: string): Promise<string> {
  const customer = await stripe.customers.create(
    { metadata: { paymentIntentId } },
    { idempotencyKey: `plan-customer:${paymentIntentId}` },
  )
  return customer.id
}

/**
 * The buyer as a contact, and their purchase waiting for payment: a repeat submit updates the same row, also
 * after a declined card. A payment authorized, settled or refunded in the meantime keeps what it was sold
 * with; the upsert then returns no row.
 */
export function pendingPurchaseWrites(
  db: Database,
  input: ReserveInput,
  offer: Offer,
  paymentIntentId: string,
  stripeCustomerId: string | null,
) {
  const contact = contactOf(input)
  const details = {
    contactId: contactIdOf(contact.email),
    inventoryItemId: offer.itemId,
    type: offer.type,
    description: offer.description,
    amount: offer.amount,
    ...contact,
    emailConsent: input.emailConsent,
    smsConsent: input.smsConsent,
    status: 'pending' as const,
    planPayments: offer.plan?.payments ?? null,
    stripeCustomerId,
  }
  return [
    upsertContact(db, contact),
    db
      .insert(purchases)
      .values({ ...details, stripePaymentIntentId: paymentIntentId, planToken: offer.plan ? newPlanToken() : null })
      .onConflictDoUpdate({
        target: purchases.stripePaymentIntentId,
        // A buyer who switches to the plan on a second submit gets a link then; one who had it keeps it.
        set: { ...details, planToken: sql`coalesce(${purchases.planToken}, excluded.plan_token)` },
        setWhere: inArray(purchases.status, ['pending', 'failed']),
      })
      .returning(),
  ] as const
}

export function paymentDetailsOf(purchase: Purchase): PaymentDetails {
  const plan = planViewOf(purchase)
  return { amount: purchase.amount, type: purchase.type, description: purchase.description, ...(plan && { plan }) }
}
