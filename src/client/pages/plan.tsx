// The buyer's plan page, reached from the receipt and from every failed-payment message (/plan#<token>: the
// token in the link is the only key, and the fragment never reaches a server log, a Referer or a tag): the
// schedule and what became of each payment, and a new card saved through a Stripe SetupIntent with the same
// Stripe.js as checkout. Stripe returns to /plan with setup_intent; the token waits in this tab meanwhile.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { formatDueDay } from '../../shared/plan-terms.ts'
import { cardErrorMessage } from '../../shared/rules/card-errors.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { PaymentElement } from '../checkout/payment-element.tsx'
import { loadStripe, type StripeElements, type StripeJs } from '../checkout/stripe-js.ts'
import { fetchProviderConfig, stripeJsUrl } from '../checkout/use-checkout-setup.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import { api, ApiError, unwrap } from '../lib/api.ts'
import { PlanSchedule } from '../plans/plan-schedule.tsx'

const fetchPlan = (token: string) => unwrap(api.api.plans.view.$post({ json: { token } }))
type Plan = Awaited<ReturnType<typeof fetchPlan>>

export default function PlanPage() {
  usePageMeta('Your payment plan')
  const [{ token, returnedSetup }] = useState(readLinkFromAddress)
  const plan = useQuery({ queryKey: ['plan', token], queryFn: () => fetchPlan(token), enabled: Boolean(token) })
  const finish = useMutation({
    mutationFn: (setupIntentId: string) => unwrap(api.api.plans.card.$post({ json: { token, setupIntentId } })),
  })
  const { mutate } = finish

  useEffect(() => {
    keepLinkOnlyInFragment(token)
    if (returnedSetup) mutate(returnedSetup)
  }, [token, returnedSetup, mutate])

  const current: Plan | undefined = finish.data ?? plan.data
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-xl space-y-6 rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Your payment plan</h1>
        {!token || plan.isError ? (
          <p role="alert" className="text-slate-700">
            {plan.error instanceof ApiError && plan.error.serverMessage
              ? plan.error.serverMessage
              : 'We could not find this payment plan. Please use the link in your latest email.'}
          </p>
        ) : !current ? (
          <p role="status">Loading your plan...</p>
        ) : (
          <PlanDetails
            plan={current}
            token={token}
            finishing={finish.isPending}
            finishError={finish.error}
            updated={finish.isSuccess}
          />
        )}
      </div>
    </main>
  )
}

function PlanDetails({
  plan,
  token,
  finishing,
  finishError,
  updated,
}: {
  plan: Plan
  token: string
  finishing: boolean
  finishError: Error | null
  updated: boolean
}) {
  return (
    <>
      <p className="text-slate-700">{plan.description}</p>
      {plan.status === 'overdue' || plan.failing ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          Payment {plan.failing?.number} ({formatPrice(plan.failing?.amount ?? 0)}) did not go through
          {plan.failing?.reason ? `: ${plan.failing.reason}` : '.'} Your seat is still yours.{' '}
          {plan.failing?.nextAttemptAt
            ? `We will try again on ${formatDueDay(plan.failing.nextAttemptAt.slice(0, 10))}, or at once when you update your card.`
            : 'Update your card below and we will try again at once.'}
        </div>
      ) : null}
      {updated && !plan.failing && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          Your card is updated. Thank you!
        </p>
      )}
      {finishing && <p role="status">Saving your new card...</p>}
      {finishError && (
        <p role="alert" className="text-red-700">
          {finishError instanceof ApiError && finishError.serverMessage
            ? finishError.serverMessage
            : 'Your new card was not saved. Please try again.'}
        </p>
      )}
      <PlanSchedule plan={plan.plan} title="Schedule" showTerms={false} />
      {plan.status === 'active' || plan.status === 'overdue' ? <UpdateCard token={token} /> : null}
    </>
  )
}

function UpdateCard({ token }: { token: string }) {
  const [setup, setSetup] = useState<{ stripe: StripeJs; clientSecret: string } | null>(null)
  const [elements, setElements] = useState<StripeElements | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const onElements = useCallback((value: StripeElements | null) => setElements(value), [])

  async function start() {
    setBusy(true)
    setError(null)
    try {
      const [config, { clientSecret }] = await Promise.all([
        fetchProviderConfig(),
        unwrap(api.api.plans['setup-intent'].$post({ json: { token } })),
      ])
      if (!config?.publishableKey) throw new Error('Card payments are not configured.')
      setSetup({ stripe: await loadStripe(config.publishableKey, await stripeJsUrl()), clientSecret })
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : (failure as Error).message,
      )
    } finally {
      setBusy(false)
    }
  }

  async function save() {
    if (!setup || !elements) return
    setBusy(true)
    const submitted = await elements.submit()
    const result = submitted.error
      ? submitted
      : await setup.stripe.confirmSetup({
          elements,
          // The token stays in this tab (keepLinkOnlyInFragment), never in an address Stripe or a log sees.
          confirmParams: { return_url: `${window.location.origin}/plan` },
        })
    if (result.error) setError(cardErrorMessage(result.error))
    setBusy(false)
  }

  if (!setup) {
    return (
      <div>
        {error && (
          <p role="alert" className="mb-2 text-red-700">
            {error}
          </p>
        )}
        <button
          type="button"
          onClick={() => void start()}
          disabled={busy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {busy ? 'Loading...' : 'Update your card'}
        </button>
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">New card</h2>
      <PaymentElement stripe={setup.stripe} clientSecret={setup.clientSecret} onElements={onElements} />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void save()}
        disabled={busy || !elements}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {busy ? 'Saving...' : 'Save card'}
      </button>
    </div>
  )
}

const REMEMBERED = 'plan-link'

/**
 * The plan's token from the fragment, else an old link's `?token=`, else (on Stripe's return, whose address has
 * no token) the one this tab remembered. No side effect: React may render a page more than once before it shows.
 */
function readLinkFromAddress(): { token: string; returnedSetup: string | null } {
  const query = new URLSearchParams(window.location.search)
  const fromHash = decodeURIComponent(window.location.hash.replace(/^#/, ''))
  const token = fromHash || query.get('token') || sessionStorage.getItem(REMEMBERED) || ''
  return { token, returnedSetup: query.get('setup_intent') }
}

/** The address keeps only `/plan#<token>`: an old link's query, Stripe's setup_intent and its secret leave it. */
function keepLinkOnlyInFragment(token: string): void {
  if (!token) return
  sessionStorage.setItem(REMEMBERED, token)
  window.history.replaceState(window.history.state, '', `/plan#${encodeURIComponent(token)}`)
}
