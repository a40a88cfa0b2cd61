import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { checkoutParams, TRACKING_CATEGORY } from '../checkout/checkout-params.ts'
import { CheckoutForm } from '../checkout/checkout-form.tsx'
import { CheckoutLoading } from '../checkout/checkout-loading.tsx'
import { useCheckoutSetup } from '../checkout/use-checkout-setup.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import { queries } from '../lib/queries.ts'
import { track } from '../lib/tracking.ts'

const HEADINGS = {
  brotherhood: 'Join a Brotherhood Pod',
  'one-to-one': 'Start One-to-One Coaching',
  'strategy-call': 'Book Your Free Strategy Call',
} as const

export default function CheckoutPage() {
  const { type, inventoryId } = checkoutParams(useSearch())
  usePageMeta(`${HEADINGS[type]} | Checkout`)
  const setup = useCheckoutSetup(type, inventoryId)
  const inventoryType = type === 'brotherhood' ? 'brotherhood_pod' : 'coaching_slot'
  const inventory = useQuery({ ...queries.inventoryByType(inventoryType), enabled: type !== 'strategy-call' })
  const options = inventory.data?.filter((item) => item.availableSlots > 0) ?? (inventory.isError ? [] : null)
  const [selectedId, setSelectedId] = useState<number | null>(inventoryId)

  useEffect(() => {
    if (!setup.paymentDetails) return
    const { amount, description } = setup.paymentDetails
    track('begin_checkout', { category: TRACKING_CATEGORY[type], value: amount, item_name: description, quantity: 1 })
  }, [setup.paymentDetails, type])

  if (setup.notConfigured || setup.error) return <CheckoutUnavailable message={setup.notConfigured ? null : setup.error} />
  if (!setup.providerReady || !setup.paymentDetails) return <CheckoutLoading setup={setup} />

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-center text-3xl font-bold text-slate-900">{HEADINGS[type]}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">
          Secure payment powered by <span className="font-semibold">Stripe</span>
        </p>
        <div className="mt-8">
          <CheckoutForm setup={setup} options={options} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
      </div>
    </main>
  )
}

/** Paid checkout cannot run (no keys, or the server said no): say so plainly and keep the free path open. */
function CheckoutUnavailable({ message }: { message: string | null }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{message ? 'We could not set up your payment' : 'Card payments are not available yet'}</h1>
        <p className="mt-3 text-slate-700">
          {message ?? 'Card payments are not configured on this site yet. You can still book a free strategy call, and we will help you join.'}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/checkout?type=strategy-call" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Book a free strategy call
          </Link>
          <button type="button" onClick={() => window.location.reload()} className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800">
            Refresh page
          </button>
        </div>
      </div>
    </main>
  )
}
