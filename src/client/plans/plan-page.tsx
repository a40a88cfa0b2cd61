// The buyer's plan page (/plan#<token>, from the receipt and every failed-payment message) as the Worker renders it
// (decision 063): the heading, the waiting line and every part the plan's answer fills in: what a failed payment
// means, the schedule, and the card update through Stripe's Payment Element (a SetupIntent, cards only). The token
// is only in the fragment, which never reaches a server log, a Referer or a tag; plan-live.ts reads it.
import { type LinkPageContact, NeedsScript, Waiting } from '../components/link-page.tsx'

const BUTTON = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-70'
const Slot = ({ name }: { name: string }) => <span data-slot={name} />

export function PlanPage({ contact, stripeJsUrl }: { contact: LinkPageContact; stripeJsUrl: string }) {
  return (
    <main data-plan data-stripe-js={stripeJsUrl} className="min-h-screen bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-xl space-y-6 rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Your payment plan</h1>
        <div data-part="loading">
          <Waiting>Loading your plan...</Waiting>
          <NeedsScript needs="Seeing your payments and updating your card" contact={contact} />
        </div>
        <p data-part="failed" role="alert" data-slot="failed" hidden className="text-slate-700">
          We could not find this payment plan. Please use the link in your latest email.
        </p>
        <div data-part="plan" hidden className="space-y-6">
          <p data-slot="description" className="text-slate-700" />
          <p role="status" data-slot="stopped" hidden className="rounded-md bg-slate-100 p-3 text-slate-800">
            This plan has stopped: no more payments will be taken, and there is no card to update.
          </p>
          <div
            role="alert"
            data-slot="failing"
            hidden
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            Payment <Slot name="number" /> (<Slot name="amount" />) did not go through
            <Slot name="reason" /> Your seat is still yours. <Slot name="next" />
          </div>
          <template data-next="later">
            We will try again on <Slot name="day" />, or at once when you update your card.
          </template>
          <template data-next="now">Update your card below and we will try again at once.</template>
          <p role="status" data-slot="updated" hidden className="rounded-md bg-emerald-50 p-3 text-emerald-900">
            Your card is updated. Thank you!
          </p>
          <p role="status" data-slot="saving" hidden>
            Saving your new card...
          </p>
          <p role="alert" data-slot="save-failed" hidden className="text-red-700">
            Your new card was not saved. Please try again.
          </p>
          <div data-slot="schedule" />
          <div data-slot="update" hidden>
            <div data-slot="start-box">
              <p role="alert" data-slot="start-failed" hidden className="mb-2 text-red-700" />
              <button type="button" data-slot="start" data-busy="Loading..." className={BUTTON}>
                Update your card
              </button>
            </div>
            <div data-slot="card-box" hidden className="space-y-3">
              <h2 className="text-lg font-semibold text-slate-900">New card</h2>
              <p role="status" data-slot="card-loading" className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
                  aria-hidden="true"
                />
                Loading secure payment form...
              </p>
              <div
                role="alert"
                data-slot="card-broken"
                hidden
                className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900"
              >
                <p className="font-semibold">Payment form failed to load</p>
                <p data-slot="card-broken-reason" className="mt-1" />
                <button
                  type="button"
                  data-slot="refresh"
                  className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
                >
                  Refresh page
                </button>
              </div>
              <div data-slot="card" data-testid="payment-element" />
              <p role="alert" data-slot="card-failed" hidden className="text-red-700" />
              <button type="button" data-slot="save" data-busy="Saving..." disabled className={BUTTON}>
                Save card
              </button>
            </div>
          </div>
        </div>
      </div>
    </main>
  )
}
