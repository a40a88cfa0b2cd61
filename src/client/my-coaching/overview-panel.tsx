// A signed-in client's page: his next sessions, his actions, what he bought (a one-to-one package with its sessions left), then
// his places in the waitlists, each with its empty state. What his last booking, move or cancel did is said at the
// top of his sessions.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../lib/api.ts'
import { ActionsSection } from './actions-section.tsx'
import { MY_COACHING_KEY, type Overview, signOut } from './my-coaching-api.ts'
import { PurchaseCard } from './purchase-card.tsx'
import { SessionsSection } from './sessions-section.tsx'

function WaitlistPlaces({ places }: { places: Overview['waitlist'] }) {
  if (places.length === 0) return <p className="mt-2 text-slate-600">You are not on any waitlist.</p>
  return (
    <ul className="mt-2 space-y-2">
      {places.map((place) => (
        <li key={place.itemName} className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          <span className="font-semibold text-slate-900">{place.itemName}</span>:{' '}
          {place.status === 'offered'
            ? 'a seat is offered to you now. Use the link in the email we sent before it ends.'
            : place.place === null
              ? 'you are in line.'
              : `you are number ${place.place} in line.`}
        </li>
      ))}
    </ul>
  )
}

export function OverviewPanel({ overview }: { overview: Overview }) {
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.setQueryData(MY_COACHING_KEY, null),
  })
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-slate-700">
          {overview.firstName ? `Welcome, ${overview.firstName}.` : 'Welcome.'} Signed in as {overview.email}.
        </p>
        <button
          type="button"
          onClick={() => leave.mutate()}
          disabled={leave.isPending}
          className="text-sm font-medium text-brand-700 underline disabled:opacity-70"
        >
          {leave.isPending ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
      {leave.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(leave.error, 'We could not sign you out. Please try again.')}
        </p>
      )}
      <SessionsSection overview={overview} notice={notice} onNotice={setNotice} />
      <ActionsSection />
      <section aria-labelledby="bought-heading" className="mt-8">
        <h2 id="bought-heading" className="text-xl font-semibold text-slate-900">
          What you bought
        </h2>
        {overview.purchases.length === 0 ? (
          <p className="mt-2 text-slate-600">Nothing bought with this address yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {overview.purchases.map((purchase) => (
              <PurchaseCard key={purchase.orderRef} purchase={purchase} onNotice={setNotice} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="waitlist-heading" className="mt-8">
        <h2 id="waitlist-heading" className="text-xl font-semibold text-slate-900">
          Waitlists
        </h2>
        <WaitlistPlaces places={overview.waitlist} />
      </section>
    </div>
  )
}
