import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { TYPE_PRICE_CENTS } from '../../shared/constants.ts'
import { PURCHASE_TYPE_LABELS } from '../../shared/purchase-type-labels.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { TRACKING_CATEGORY } from '../checkout/checkout-params.ts'
import { guessPurchaseType } from '../checkout/guess-type.ts'
import { NextSteps } from '../checkout/next-steps.tsx'
import { usePageMeta } from '../components/page-meta.tsx'
import { api, ApiError, unwrap } from '../lib/api.ts'
import { PlanSchedule } from '../plans/plan-schedule.tsx'
import { track } from '../lib/tracking.ts'
import type { PaymentDetails } from '../checkout/use-checkout-setup.ts'

export default function PaymentSuccessPage() {
  usePageMeta('Payment Successful')
  const [payment] = useState(takePaymentFromAddress)
  const paymentIntentId = payment?.paymentIntentId ?? null
  const confirm = useMutation({
    mutationFn: (json: ReturnedPayment) => unwrap(api.api['confirm-payment'].$post({ json })),
    onSuccess(result) {
      if (result.success && result.paymentDetails.amount > 0) {
        track('purchase', {
          category: TRACKING_CATEGORY[result.paymentDetails.type],
          value: result.paymentDetails.amount,
          transaction_id: result.orderRef,
        })
      }
    },
  })
  const { mutate } = confirm

  useEffect(() => {
    if (payment) mutate(payment)
  }, [payment, mutate])

  if (paymentIntentId && (confirm.isIdle || confirm.isPending)) {
    return (
      <Frame>
        <p role="status" className="flex items-center justify-center gap-3 text-slate-700">
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            aria-hidden="true"
          />
          Processing payment...
        </p>
      </Frame>
    )
  }

  // The server looked at the payment and it did not go through (sold out meanwhile, canceled), or could not
  // confirm it (the payment provider failed, too many tries): say so, never "successful".
  const refused =
    confirm.error instanceof ApiError && [409, 429, 502].includes(confirm.error.status)
      ? confirm.error.serverMessage
      : undefined
  if (refused) {
    return (
      <Frame>
        <h1 className="text-3xl font-bold text-slate-900">Payment not completed</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {refused}
        </p>
        <HomeLink />
      </Frame>
    )
  }

  const guessedType = guessPurchaseType(window.location.pathname, document.referrer)
  const details: PaymentDetails =
    confirm.data?.success === true
      ? confirm.data.paymentDetails
      : { type: guessedType, amount: TYPE_PRICE_CENTS[guessedType], description: PURCHASE_TYPE_LABELS[guessedType] }

  return (
    <Frame>
      <div
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Payment Successful!</h1>
      <p className="mt-3 text-slate-700">Thank you for your purchase of {details.description}</p>
      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        <p className="text-sm text-slate-600">Amount Paid</p>
        <p className="text-2xl font-bold text-slate-900">{formatPrice(details.amount)}</p>
      </div>
      {confirm.data?.success === true && confirm.data.receipt?.calendar ? (
        <CalendarDownload ics={confirm.data.receipt.calendar} />
      ) : null}
      {details.plan && (
        <div className="mt-4">
          <PlanSchedule plan={details.plan} />
        </div>
      )}
      <NextSteps type={details.type} />
      {confirm.data?.success === true &&
        (confirm.data.receipt?.refundPath ? (
          <p className="mt-6 text-sm text-slate-600">
            Our 30-day guarantee: if this is not for you,{' '}
            <a className="font-medium text-brand-700 underline" href={confirm.data.receipt.refundPath}>
              ask for your refund here
            </a>
            . The same link is in your receipt.
          </p>
        ) : (
          confirm.data.paymentDetails.amount > 0 && (
            <p className="mt-6 text-sm text-slate-600">
              Our 30-day guarantee: the link to ask for a refund is in your receipt email.
            </p>
          )
        ))}
      <HomeLink />
    </Frame>
  )
}

interface ReturnedPayment {
  paymentIntentId: string
  clientSecret?: string
}

const REMEMBERED = 'payment-success'

/**
 * Stripe returns here with the payment intent and its client secret in the query. Both leave the address at
 * once (history, a tag, a shared screenshot) and stay in this tab only, so a reload still proves the payment
 * is the buyer's own: the server hands the refund link and the calendar only to a caller with the secret.
 */
function takePaymentFromAddress(): ReturnedPayment | null {
  const params = new URLSearchParams(window.location.search)
  const paymentIntentId = params.get('payment_intent')
  if (paymentIntentId) {
    const payment = { paymentIntentId, clientSecret: params.get('payment_intent_client_secret') ?? undefined }
    sessionStorage.setItem(REMEMBERED, JSON.stringify(payment))
    window.history.replaceState(window.history.state, '', window.location.pathname)
    return payment
  }
  try {
    return JSON.parse(sessionStorage.getItem(REMEMBERED) ?? 'null') as ReturnedPayment | null
  } catch {
    return null
  }
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 text-center shadow-sm">{children}</div>
    </main>
  )
}

/** The purchase's sessions as a file any calendar app imports; the same series the receipt email invites to. */
function CalendarDownload({ ics }: { ics: string }) {
  const href = useMemo(() => URL.createObjectURL(new Blob([ics], { type: 'text/calendar' })), [ics])
  useEffect(() => () => URL.revokeObjectURL(href), [href])
  return (
    <p className="mt-6">
      <a
        href={href}
        download="sessions.ics"
        className="inline-block rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700"
      >
        Add the sessions to your calendar (.ics)
      </a>
    </p>
  )
}

function HomeLink() {
  return (
    <Link href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white">
      Return to Home
    </Link>
  )
}
