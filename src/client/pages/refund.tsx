// The 30-day guarantee's page, opened from the receipt or the success page (/refund#<token>, no sign-in): the
// purchase, exactly what comes back, and one button. The token stays in the fragment, so it never reaches a
// server log, a Referer or an analytics tag; only the calls below carry it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'wouter'
import { MANUAL_APPROVAL_HOURS, type RefundLinkView } from '../../shared/refunds.ts'
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import { api, ApiError, unwrap } from '../lib/api.ts'

const pacific = (iso: string, withTime = false) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'long',
    ...(withTime && { timeStyle: 'short' }),
  }).format(new Date(iso))

const tokenOfAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''))

export default function RefundPage() {
  usePageMeta('Your 30-day guarantee')
  const token = tokenOfAddress()
  const queryClient = useQueryClient()
  const key = ['refund-link', token]
  const link = useQuery({
    queryKey: key,
    enabled: token !== '',
    queryFn: () => unwrap(api.api.refunds.view.$post({ json: { token } })),
  })
  const ask = useMutation({
    mutationFn: () => unwrap(api.api.refunds.ask.$post({ json: { token } })),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  })

  if (token === '' || link.error) {
    const message =
      link.error instanceof ApiError && link.error.serverMessage
        ? link.error.serverMessage
        : 'This refund link is not valid. Please use the link in your receipt, or contact us.'
    return (
      <Frame title="Refund link not valid">
        <p role="alert">{message}</p>
      </Frame>
    )
  }
  if (!link.data) {
    return (
      <Frame title="Your 30-day guarantee">
        <p role="status">Loading your purchase…</p>
      </Frame>
    )
  }
  const view = link.data
  return (
    <Frame title={view.state === 'expired' ? 'This refund link has expired' : 'Your 30-day guarantee'}>
      <Purchase view={view} />
      <State view={view} />
      {view.state === 'available' && (
        <>
          <button
            type="button"
            onClick={() => ask.mutate()}
            disabled={ask.isPending}
            className="mt-6 w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
          >
            {ask.isPending ? 'Requesting your refund…' : `Request my refund of ${formatPrice(view.refundAmount)}`}
          </button>
          {ask.error && (
            <p role="alert" className="mt-3 text-red-700">
              {ask.error instanceof ApiError && ask.error.serverMessage
                ? ask.error.serverMessage
                : 'Your refund could not be requested. Please try again.'}
            </p>
          )}
        </>
      )}
    </Frame>
  )
}

function Purchase({ view }: { view: RefundLinkView }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 text-left text-sm">
      <dt className="text-slate-600">Purchase</dt>
      <dd className="font-medium text-slate-900">{view.description}</dd>
      <dt className="text-slate-600">Paid on</dt>
      <dd className="text-slate-900">{pacific(view.paidAt)}</dd>
      <dt className="text-slate-600">Amount paid</dt>
      <dd className="text-slate-900">{formatPrice(view.amountPaid)}</dd>
      <dt className="text-slate-600">Comes back to you</dt>
      <dd className="font-bold text-slate-900" data-testid="refund-amount">
        {formatPrice(view.refundAmount)}
      </dd>
    </dl>
  )
}

function State({ view }: { view: RefundLinkView }) {
  const contact = (
    <>
      {' '}
      <a className="underline" href={`mailto:${view.contact.email}`}>
        {view.contact.email}
      </a>{' '}
      or {view.contact.phone}
    </>
  )
  const says: Record<RefundLinkView['state'], React.ReactNode> = {
    available: (
      <>If this is not for you, ask for your refund until {pacific(view.windowEndsAt, true)}. No questions asked.</>
    ),
    'awaiting-approval': (
      <>
        We have your request. It will be approved by{' '}
        {view.approveAfter ? pacific(view.approveAfter, true) : `within ${MANUAL_APPROVAL_HOURS} hours`} at the latest,
        and you will get an email when the refund is made.
      </>
    ),
    approved: <>Your refund is approved and on its way.</>,
    refunding: <>Your refund is being made. You will get an email when it is done.</>,
    refunded:
      view.refundAmount > 0 ? (
        <>
          Refunded: {formatPrice(view.refundAmount)} is on its way back to your card. Most banks show it within 5 to 10
          business days.
        </>
      ) : (
        <>Your payment had not been taken yet, so nothing was charged: the hold on your card is released.</>
      ),
    failed: (
      <>
        Your card could not take the refund back. {view.contact.name} will contact you; you can also reach us at
        {contact}.
      </>
    ),
    expired: (
      <>
        The 30-day guarantee for this purchase ended on {pacific(view.windowEndsAt, true)}, so this link can no longer
        refund it. To ask about a refund, contact us at{contact}.
      </>
    ),
  }
  return (
    <p role="status" className="mt-6 text-slate-700">
      {says[view.state]}
    </p>
  )
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {children}
        <Link href="/" className="mt-8 inline-block text-brand-700 underline">
          Return to Home
        </Link>
      </div>
    </main>
  )
}
