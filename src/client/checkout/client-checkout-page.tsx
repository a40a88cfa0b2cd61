// The client app's checkout: the /checkout route inside the app, and a waitlist offer's checkout, which the
// Worker-rendered page mounts for an offer link (offer-checkout.tsx). It lives here, named for the route by
// pages/checkout.tsx, so checkout's code never reaches up into pages/ (decision 119).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { checkoutParams, TRACKING_CATEGORY } from '../../shared/checkout/checkout-params.ts'
import { type ClaimedOffer, CheckoutForm } from './checkout-form.tsx'
import { CheckoutLoading } from './checkout-loading.tsx'
import { useCheckoutSetup } from './use-checkout-setup.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import type { PurchaseType } from '../../shared/constants.ts'
import { ANCHORS, homeLink } from '../../shared/sections/anchors.ts'
import { WaitlistForm } from '../forms/waitlist-form.tsx'
import { messageOf } from '../lib/api.ts'
import { offerTokenOfAddress } from '../lib/offer-token.ts'
import { queries } from '../lib/queries.ts'
import { rememberedPaymentType } from '../lib/remembered-path.ts'
import { track } from '../lib/tracking.ts'

const HEADINGS = {
  brotherhood: 'Join a Brotherhood Pod',
  'one-to-one': 'Start One-to-One Coaching',
  'strategy-call': 'Book Your Free Strategy Call',
} as const

export default function CheckoutPage() {
  const search = useSearch()
  const offerToken = offerTokenOfAddress()
  if (offerToken) return <OfferCheckout token={offerToken} />
  return <Checkout {...checkoutParams(search, rememberedPaymentType())} offer={null} />
}

/** The link in a waitlist offer: checkout for the item it keeps, or a plain word when it can no longer be used. */
function OfferCheckout({ token }: { token: string }) {
  const offer = useQuery(queries.waitlistOffer(token))
  if (offer.isPending) return <CheckoutLoadingOffer />
  const answer = offer.data
  if (!answer || !answer.open) {
    return (
      <OfferUnavailable
        message={
          answer?.message ??
          messageOf(offer.error, 'We could not find this offer. Please use the link in your message.')
        }
      />
    )
  }
  const claimed: ClaimedOffer = {
    token,
    firstName: answer.firstName,
    email: answer.email,
    phone: answer.phone,
    expiresAt: answer.expiresAt,
  }
  return <Checkout type={answer.type} inventoryId={answer.inventoryId} offer={claimed} />
}

function Checkout({
  type,
  inventoryId,
  offer,
}: {
  type: PurchaseType
  inventoryId: number | null
  offer: ClaimedOffer | null
}) {
  usePageMeta(`${HEADINGS[type]} | Checkout`)
  const setup = useCheckoutSetup(type, inventoryId)
  const inventoryType = type === 'brotherhood' ? 'brotherhood_pod' : 'coaching_slot'
  const inventory = useQuery({ ...queries.inventoryByType(inventoryType), enabled: type !== 'strategy-call' })
  // An offer's seat is kept out of public stock for its holder: it is the one option they see.
  const options =
    inventory.data?.filter((item) => (offer ? item.id === inventoryId : item.availableSlots > 0)) ??
    (inventory.isError ? [] : null)
  const soldOut = offer ? [] : (inventory.data?.filter((item) => item.availableSlots <= 0) ?? [])
  // The pod or slot the visitor came for is sold out (a link to it), or every one is: the waitlist instead of the pay button.
  const chosenSoldOut = soldOut.filter((item) => item.id === inventoryId)
  const waitlist = chosenSoldOut.length > 0 ? chosenSoldOut : options?.length === 0 ? soldOut : []
  const [selectedId, setSelectedId] = useState<number | null>(inventoryId)

  useEffect(() => {
    if (!setup.paymentDetails) return
    const { amount, description } = setup.paymentDetails
    track('begin_checkout', { category: TRACKING_CATEGORY[type], value: amount, item_name: description, quantity: 1 })
  }, [setup.paymentDetails, type])

  if (setup.notConfigured || setup.error)
    return <CheckoutUnavailable message={setup.notConfigured ? null : setup.error} />
  if (!setup.providerReady || !setup.paymentDetails) return <CheckoutLoading setup={setup} />

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-center text-3xl font-bold text-slate-900">{HEADINGS[type]}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">
          Secure payment powered by <span className="font-semibold">Stripe</span>
        </p>
        {waitlist.length > 0 ? (
          <section
            aria-labelledby="waitlist-heading"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="waitlist-heading" className="text-2xl font-bold text-slate-900">
              Join the waitlist
            </h2>
            <div className="mt-4">
              <WaitlistForm items={waitlist.map(({ id, name }) => ({ id, name }))} />
            </div>
          </section>
        ) : (
          <div className="mt-8">
            <CheckoutForm
              setup={setup}
              options={options}
              selectedId={selectedId}
              onSelect={setSelectedId}
              offer={offer}
            />
          </div>
        )}
      </div>
    </main>
  )
}

function CheckoutLoadingOffer() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <p role="status" className="text-slate-700">
        Opening your offer...
      </p>
    </main>
  )
}

/** A used, ended or unknown offer link says so plainly, and leaves the way back to the site open. */
function OfferUnavailable({ message }: { message: string }) {
  usePageMeta('Waitlist offer | Checkout')
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">This offer cannot be used</h1>
        <p className="mt-3 text-slate-700">{message}</p>
        <a
          href={homeLink(ANCHORS.services)}
          className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Back to coaching options
        </a>
      </div>
    </main>
  )
}

/** Paid checkout cannot run (no keys, or the server said no): say so plainly and keep the free path open. */
function CheckoutUnavailable({ message }: { message: string | null }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">
          {message ? 'We could not set up your payment' : 'Card payments are not available yet'}
        </h1>
        <p className="mt-3 text-slate-700">
          {message ??
            'Card payments are not configured on this site yet. You can still book a free strategy call, and we will help you join.'}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/#strategy-call" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Book a free strategy call
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
          >
            Refresh page
          </button>
        </div>
      </div>
    </main>
  )
}
