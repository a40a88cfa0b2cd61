// The 30-day guarantee's page (/refund#<token>, opened from the receipt or the success page, no sign-in) as the
// Worker renders it (decision 063): the heading and the waiting line, and every state's words with a slot for
// what only the link's answer knows. The token stays in the fragment, so it never reaches a server log, a Referer
// or an analytics tag: refund-live.ts reads it, asks the server (the token in the body) and fills this in.
import { MANUAL_APPROVAL_HOURS, type RefundLinkState } from '../../shared/refunds.ts'
import { type LinkPageContact, NeedsScript, Waiting } from '../components/link-page.tsx'

export const REFUND_TITLE = 'Your 30-day guarantee'

/** How a state is said; `refunded` has a second wording for a payment never taken (`refunded-nothing`). */
export type RefundSaying = RefundLinkState | 'refunded-nothing'

const Slot = ({ name }: { name: string }) => <span data-slot={name} />

const Contact = () => (
  <>
    <a className="underline" data-slot="contact-email" /> or <Slot name="contact-phone" />
  </>
)

const SAYS: Record<RefundSaying, React.ReactNode> = {
  available: (
    <>
      If this is not for you, ask for your refund until <Slot name="window-ends" />.
    </>
  ),
  'not-met': (
    <>
      The guarantee's refund needs a record that meets its conditions, so this link asks for nothing. To talk it over,
      write to your coach at <a className="underline" data-slot="contact-email" /> or call <Slot name="contact-phone" />
      .
    </>
  ),
  'awaiting-marks': (
    <>
      We have your request. Your coach has not marked every call yet: once he has, your refund is made if your record
      meets the guarantee, and we email you either way.
    </>
  ),
  declined: (
    <>
      Your coach has marked your calls, and your record does not meet the guarantee, so this link refunds nothing. To
      talk it over, contact us at <Contact />.
    </>
  ),
  'awaiting-approval': (
    <>
      We have your request. It will be approved by <Slot name="approve-by" /> at the latest, and you will get an email
      when the refund is made.
    </>
  ),
  approved: <>Your refund is approved and on its way.</>,
  refunding: <>Your refund is being made. You will get an email when it is done.</>,
  refunded: (
    <>
      Refunded: <Slot name="refund-amount" /> is on its way back to your card. Most banks show it within 5 to 10
      business days.
    </>
  ),
  'refunded-nothing': (
    <>Your payment had not been taken yet, so nothing was charged: the hold on your card is released.</>
  ),
  failed: (
    <>
      Your card could not take the refund back. <Slot name="contact-name" /> will contact you; you can also reach us at{' '}
      <Contact />.
    </>
  ),
  expired: (
    <>
      The 30-day guarantee for this purchase ended on <Slot name="window-ends" />, so this link can no longer refund it.
      To ask about a refund, contact us at <Contact />.
    </>
  ),
}

/** `guarantee`: its conditions in the home page's words, quoted so this page promises what the offer did. */
export function RefundPage({ contact, guarantee }: { contact: LinkPageContact; guarantee: string }) {
  return (
    <main
      data-refund
      data-within-hours={`within ${MANUAL_APPROVAL_HOURS} hours`}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-lg rounded-xl bg-white p-8 text-center shadow-sm">
        <div data-part="loading">
          <h1 className="text-3xl font-bold text-slate-900">{REFUND_TITLE}</h1>
          <Waiting>Loading your purchase…</Waiting>
          <NeedsScript needs="Seeing your purchase and asking for your refund" contact={contact} />
        </div>
        <div data-part="invalid" hidden>
          <h1 className="text-3xl font-bold text-slate-900">Refund link not valid</h1>
          <p role="alert" data-slot="invalid" className="mt-4">
            This refund link is not valid. Please use the link in your receipt, or contact us.
          </p>
        </div>
        <div data-part="view" hidden>
          <h1
            data-slot="title"
            data-expired="This refund link has expired"
            className="text-3xl font-bold text-slate-900"
          >
            {REFUND_TITLE}
          </h1>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 text-left text-sm">
            <dt className="text-slate-600">Purchase</dt>
            <dd data-slot="description" className="font-medium text-slate-900" />
            <dt className="text-slate-600">Paid on</dt>
            <dd data-slot="paid-on" className="text-slate-900" />
            <dt className="text-slate-600">Amount paid</dt>
            <dd data-slot="amount-paid" className="text-slate-900" />
            <dt className="text-slate-600">Comes back to you</dt>
            <dd data-slot="comes-back" className="font-bold text-slate-900" data-testid="refund-amount" />
          </dl>
          {/* Where his record stands under the guarantee (decision 106), with the day it ends. */}
          <p data-slot="standing" data-testid="guarantee-standing" hidden className="mt-4 font-medium text-slate-900" />
          {/* What comes back and why, in the refund's terms (decision 083). */}
          <p data-slot="why" className="mt-4 text-sm text-slate-700" />
          <p role="status" data-slot="says" className="mt-6 text-slate-700" />
          <p data-slot="guarantee" className="mt-4 text-sm text-slate-600">
            Our guarantee, as the offer states it: “{guarantee}”
          </p>
          {/* The agreement he ticked at checkout, in the words of its own version (decision 108). */}
          <details data-slot="agreement" data-testid="refund-agreement" hidden className="mt-4 text-left text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">
              The agreement you accepted (version of <Slot name="agreement-date" />)
            </summary>
            <div data-slot="agreement-text" className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3" />
          </details>
          <button
            type="button"
            data-slot="ask"
            data-busy="Requesting your refund…"
            hidden
            className="mt-6 w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
          >
            Request my refund of <Slot name="refund-amount" />
          </button>
          <p role="alert" data-slot="ask-failed" hidden className="mt-3 text-red-700">
            Your refund could not be requested. Please try again.
          </p>
        </div>
        {Object.entries(SAYS).map(([state, words]) => (
          <template key={state} data-says={state}>
            {words}
          </template>
        ))}
        <a href="/" className="mt-8 inline-block text-brand-700 underline">
          Return to Home
        </a>
      </div>
    </main>
  )
}
