// The success page Stripe returns the buyer to, rendered on the Worker (decision 060) in its first state: while
// the browser confirms the payment, "Processing payment..."; with nothing to confirm, the guessed purchase of
// SPEC §4. The payment intent and its secret never reach the server in a path or query it keeps: success-live.ts
// takes them from the address in the browser and sends them in the confirm call's body, then fills this in.
import { GUARANTEE_CONDITIONS } from '../../shared/guarantee.ts'
import type { PurchaseType } from '../../shared/constants.ts'
import { PURCHASE_TYPE_LABELS } from '../../shared/purchase-type-labels.ts'
import { NextSteps } from './next-steps.tsx'

export interface SuccessPageProps {
  /** Stripe's return address names a payment: the page opens on "Processing payment..." */
  confirming: boolean
  guessedType: PurchaseType
}

const NEXT_STEPS_TYPES: readonly PurchaseType[] = ['strategy-call', 'brotherhood', 'one-to-one']

export function SuccessPage({ confirming, guessedType }: SuccessPageProps) {
  return (
    <main data-payment-success className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 text-center shadow-sm">
        <div data-part="processing" hidden={!confirming}>
          <p role="status" className="flex items-center justify-center gap-3 text-slate-700">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
              aria-hidden="true"
            />
            Processing payment...
          </p>
        </div>
        {/* The server looked at the payment and it did not go through (sold out meanwhile, canceled), or could not
            confirm it (the payment provider failed, too many tries): the page says so, never "successful". */}
        <div data-part="refused" hidden>
          <h1 className="text-3xl font-bold text-slate-900">Payment not completed</h1>
          <p role="alert" data-slot="refused" className="mt-4 text-slate-700" />
        </div>
        <div data-part="done" hidden={confirming}>
          <div
            className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
            aria-hidden="true"
          >
            ✓
          </div>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">Payment Successful!</h1>
          <p className="mt-3 text-slate-700">
            Thank you for your purchase of <span data-slot="description">{PURCHASE_TYPE_LABELS[guessedType]}</span>
          </p>
          {/* Only an amount the server confirmed: a guessed type's default price is not what anyone paid. */}
          <div data-slot="amount-box" className="mt-6 rounded-lg border border-slate-200 p-4" hidden>
            <p className="text-sm text-slate-600">Amount Paid</p>
            <p data-slot="amount" className="text-2xl font-bold text-slate-900" />
          </div>
          <p data-slot="schedule" className="mt-6 text-slate-800" hidden />
          <div data-slot="open-times" className="mt-6 text-left text-slate-800" hidden>
            <p className="font-semibold">The first open times for your sessions:</p>
            <ul className="mt-2 list-inside list-disc" />
          </div>
          <p data-slot="calendar" className="mt-6" hidden>
            <a
              download="sessions.ics"
              className="inline-block rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700"
            >
              Add the sessions to your calendar (.ics)
            </a>
          </p>
          <div data-slot="plan" className="mt-4" hidden />
          <div data-slot="next-steps">
            <NextSteps type={guessedType} />
          </div>
          {/* The other types' next steps, for the confirmed purchase; a template is no part of the page. */}
          {NEXT_STEPS_TYPES.map((type) => (
            <template key={type} data-next-steps={type}>
              <NextSteps type={type} />
            </template>
          ))}
          <p data-slot="refund-link" className="mt-6 text-sm text-slate-600" hidden>
            Our 30-day guarantee: {GUARANTEE_CONDITIONS}, or get a full refund. If it is not for you,{' '}
            <a className="font-medium text-brand-700 underline">ask for your refund here</a>. The same link is in your
            receipt.
          </p>
          <p data-slot="refund-email" className="mt-6 text-sm text-slate-600" hidden>
            Our 30-day guarantee: {GUARANTEE_CONDITIONS}, or get a full refund. The link to ask for it is in your
            receipt email.
          </p>
        </div>
        <a href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white">
          Return to Home
        </a>
      </div>
    </main>
  )
}
