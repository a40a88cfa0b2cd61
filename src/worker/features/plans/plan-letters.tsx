// The emails and the text of a payment plan: a payment received, a payment that did not go through (to the buyer),
// and a plan overdue after every try (to the owner).
import { formatDueDay } from '../../../shared/plan-terms.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { hi, Link, type LettersFor, type PlanPaymentFailure, subjectQuote } from '../outbox/outbox.ts'

/** The buyer's page for a plan: its schedule and a form to update the card (the token is the only key). */
export const planCardPath = (token: string | null) => `/plan#${encodeURIComponent(String(token ?? ''))}`

/** ' of 3' after a payment's number, or nothing when the plan's count is not on the purchase. */
const ofPayments = (payments: number | null) => (typeof payments === 'number' ? ` of ${payments}` : '')

/** When the next try of a failed plan payment happens, as the buyer reads it. */
const nextTry = (at: string | null) =>
  typeof at === 'string'
    ? `We will try again on ${formatDueDay(at.slice(0, 10))}.`
    : 'This was our last try; Coach will be in touch.'

/** The buyer's text about a failed plan payment: short, with the link. */
export function planFailureSms(
  payload: Pick<PlanPaymentFailure, 'number' | 'amount' | 'token' | 'needsAuthentication'>,
  siteUrl: string,
): string {
  const why = payload.needsAuthentication ? 'needs you to confirm it with your bank' : 'did not go through'
  return (
    `Payment ${payload.number} of your plan (${formatPrice(payload.amount)}) ` +
    `${why}. Update your card: ${siteUrl}${planCardPath(payload.token)}`
  )
}

export const PLAN_LETTERS: LettersFor<'plan-payment-receipt' | 'plan-payment-failed' | 'owner-plan-overdue'> = {
  'plan-payment-receipt': (payload) => ({
    subject: `Payment ${payload.number}${ofPayments(payload.payments)} received: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        We received payment {payload.number}
        {ofPayments(payload.payments)} for {payload.description}: <strong>{formatPrice(payload.amount)}</strong>. Thank
        you.
      </>,
    ],
  }),
  'plan-payment-failed': (payload, { siteUrl }) => ({
    subject: `Please update your card: payment ${payload.number} for ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      payload.needsAuthentication ? (
        <>
          Your bank asks you to confirm payment {payload.number} of your plan for {payload.description} (
          {formatPrice(payload.amount)}).
        </>
      ) : (
        <>
          Payment {payload.number} of your plan for {payload.description} ({formatPrice(payload.amount)}) did not go
          through.
        </>
      ),
      'Your seat is still yours.',
      <Link href={`${siteUrl}${planCardPath(payload.token)}`}>Update your card</Link>,
      nextTry(payload.nextAttemptAt),
    ],
  }),
  'owner-plan-overdue': (payload, { siteUrl }) => ({
    subject: `Plan overdue: ${subjectQuote(payload.name)}`,
    paragraphs: [
      <>
        Payment {payload.number} ({formatPrice(payload.amount)}) of {payload.name}'s plan for {payload.description}{' '}
        failed on every try ({payload.reason}).
      </>,
      <>
        Contact: {payload.email}, {payload.phone}. The seat is kept until you decide.
      </>,
      <Link href={`${siteUrl}/admin`}>Open the admin dashboard</Link>,
    ],
  }),
}
