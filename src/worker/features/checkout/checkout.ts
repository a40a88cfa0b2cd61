// Checkout: the intent is created at the server's price; the buyer's seat is held when they submit;
// the card is only authorized, and captured once the ledger confirms the seat (settlement.ts) — so nobody
// is charged for a seat they did not get. Free items take their seat from the same ledger.
import { log } from '../../platform/log.ts'
import type { z } from 'zod'
import { CURRENCY } from '../../../shared/constants.ts'
import type { PlanView } from '../../../shared/plan-terms.ts'
import { businessDay, planSchedule } from '../../../shared/rules/plan-schedule.ts'
import type { reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import { isStripeError, type StripeClient } from '../../platform/adapters/stripe.ts'
import { queueBookingInvitation, type StrategyCall } from '../calendar/calendar.ts'
import type { Database } from '../../platform/db/client.ts'
import { strategyCalls } from '../../platform/db/schema.ts'
import { HttpError, TooManyRequestsError } from '../../platform/http-error.ts'
import { contactIdOf, upsertContact } from '../leads/leads.ts'
import { intentMetadata } from './intent-price.ts'
import { type ClaimRefusal, FREE_HOLD_PREFIX, HOLD_TTL_MS, offerRefusal, seatsOf } from '../seats/seats.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { planViewOf } from '../plans/plans.ts'
import type { Offer } from './pricing.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
// What other features use of this one (this file is the feature's entry).
export { offerOf } from './pricing.ts'
export { type SettleResult, settlePayment } from './settlement.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>
export type { Purchase } from '../purchases/purchases.ts'
import type { Purchase } from '../purchases/purchases.ts'
import { loggableError } from '../../platform/loggable-error.ts'

export const SOLD_OUT_MESSAGE = 'Sorry, that option just sold out. Please choose another.'
export const ALREADY_PROCESSED = 'This payment has already been processed. Please refresh the page to start again.'
/** Another submit of the same payment is being saved (two tabs, a double press): nothing was changed by this one. */
export const RESERVE_BUSY =
  'Your payment details are still being saved from your last submit. Please try again in a moment.'
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
      // No method that must leave for another site and come back: the card is confirmed in place and the
      // buyer reaches the success page with the payment's secret in the fragment, never in a logged query.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: offer.description,
      metadata: intentMetadata(null, offer),
    },
    { idempotencyKey: `create-intent:${crypto.randomUUID()}` },
  )
  return intent
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
    log.error('Could not queue the booking invitation', {
      strategyCallId: written.id,
      error: loggableError(error),
    }),
  )
  return written
}

/** Stripe's answer to the reserve's update, as the buyer should hear it. */
export function reserveRefusal(error: unknown, paymentIntentId: string): unknown {
  if (!isStripeError(error)) return error
  if (error.code === 'resource_missing')
    return new HttpError(400, UNKNOWN_PAYMENT, { fields: { paymentIntentId: UNKNOWN_PAYMENT } })
  if (error.code === 'payment_intent_unexpected_state') return new HttpError(409, ALREADY_PROCESSED)
  log.error('Stripe failed during reserve', {
    paymentIntentId,
    type: error.type,
    code: error.code,
    error: error.message,
  })
  return new HttpError(502, PROVIDER_FAILED)
}

export function paymentDetailsOf(purchase: Purchase): PaymentDetails {
  const plan = planViewOf(purchase)
  return { amount: purchase.amount, type: purchase.type, description: purchase.description, ...(plan && { plan }) }
}
export { PURCHASE_LETTERS } from './purchase-letters.tsx'
