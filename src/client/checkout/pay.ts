// Checkout's submit sequence, once for every checkout (a path's, a waitlist offer's): hold the seat on the server
// (the reserve), then let Stripe confirm the card, in the order that charges nothing for a seat that was not held.
// The card's own checks run first (elements.submit) so a mistyped card never holds a seat. It touches no page:
// the form's script validates before and shows the outcome after, so the sequence is tested without a browser.
import type { ReserveSeatInput } from '../../shared/schemas/checkout.ts'
import { successAddress } from '../../shared/checkout/success-address.ts'
import { cardErrorMessage } from '../../shared/rules/card-errors.ts'
import { ApiError } from '../lib/http.ts'
import type { StripeElements, StripeJs } from '../lib/stripe-js.ts'
import type { AgreementShown } from './agreement-box.tsx'

/** The reserve's body as the server's schema reads it, once the form's script has checked it. */
export type Reservation = ReserveSeatInput

export interface PayWith {
  /** A free purchase (the strategy call): held, nothing to confirm. */
  free: boolean
  stripe: StripeJs | null
  elements: StripeElements | null
  /** The intent's secret, carried to the success page in its fragment. */
  clientSecret: string | null
  /** This site's origin, for Stripe's return address. */
  origin: string
  /** POST /api/checkout/reserve, throwing ApiError on a refusal. */
  reserve(reservation: Reservation): Promise<unknown>
}

export type PayOutcome =
  /** The page goes on to this address (the success page). */
  | { kind: 'done'; address: string; paid: boolean }
  /** The card was confirmed but Stripe gave back no intent to name: the buyer is told, and stays. */
  | { kind: 'paid-here' }
  /** The card form is not ready: nothing was sent. */
  | { kind: 'not-ready' }
  /** The card's own checks or Stripe's confirmation said no, in the buyer's words. */
  | { kind: 'card-refused'; message: string }
  /** The owner saved new words since the page was read: these are the ones to tick. */
  | { kind: 'agreement-changed'; agreement: AgreementShown; fields: Record<string, string> }
  /** The seat went to someone else meanwhile (409). */
  | { kind: 'taken'; message: string }
  /** Any other refusal or failure, with the fields the server named. */
  | { kind: 'failed'; message: string; fields: Record<string, string> | null }

export async function pay(reservation: Reservation, using: PayWith): Promise<PayOutcome> {
  try {
    if (using.free) {
      await using.reserve(reservation)
      return { kind: 'done', address: '/payment-success', paid: false }
    }
    const { stripe, elements } = using
    if (!stripe || !elements) return { kind: 'not-ready' }
    const submitted = await elements.submit()
    if (submitted.error) return { kind: 'card-refused', message: cardErrorMessage(submitted.error) }
    await using.reserve(reservation)
    // The reserve may re-price the intent (the plan's first payment): the Payment Element reads it again.
    await elements.fetchUpdates()
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        // The item the seat was just held for: the one the reservation named and the server recorded.
        return_url: `${using.origin}/payment-success?inventoryId=${reservation.inventoryId ?? ''}`,
        receipt_email: reservation.email,
      },
    })
    if (error) return { kind: 'card-refused', message: cardErrorMessage(error) }
    if (!paymentIntent || !using.clientSecret) return { kind: 'paid-here' }
    return { kind: 'done', address: successAddress(paymentIntent.id, using.clientSecret), paid: true }
  } catch (error) {
    return refusalOf(error)
  }
}

/** What a failed reserve (or a network failure) means for the buyer. */
function refusalOf(error: unknown): PayOutcome {
  if (error instanceof ApiError && error.body.agreement)
    return { kind: 'agreement-changed', agreement: error.body.agreement as AgreementShown, fields: error.fields ?? {} }
  if (error instanceof ApiError && error.status === 409)
    return { kind: 'taken', message: error.serverMessage ?? 'That option is no longer available.' }
  return {
    kind: 'failed',
    message: (error instanceof ApiError && error.serverMessage) || 'Please try again or contact support',
    fields: (error instanceof ApiError && error.fields) || null,
  }
}
