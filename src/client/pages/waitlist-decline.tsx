// The 'not interested' link of a waitlist offer. It asks before it acts: mail scanners open links, and an
// offer must not end because a scanner looked at it.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { claimPath } from '../../shared/waitlist-links.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import { api, messageOf, unwrap } from '../lib/api.ts'
import { offerTokenOfAddress } from '../lib/offer-token.ts'

export default function WaitlistDeclinePage() {
  usePageMeta('Waitlist offer')
  // Read once: an old `?offer=` link is moved into the fragment on the first render.
  const [token] = useState(() => offerTokenOfAddress())
  const decline = useMutation({
    mutationFn: () => unwrap(api.api.waitlist.offers.decline.$post({ json: { token } })),
  })
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Not interested in this seat?</h1>
        {decline.isSuccess ? (
          <p role="status" className="mt-3 text-slate-700">
            {decline.data.message}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              If you let it go, the seat we are holding for you goes to the next person in line. This cannot be undone.
            </p>
            {decline.isError && (
              <p role="alert" className="mt-3 text-red-700">
                {messageOf(decline.error, 'We could not record your answer. Please try again.')}
              </p>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                disabled={decline.isPending || !token}
                onClick={() => decline.mutate()}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
              >
                Give my seat to the next person
              </button>
              <a
                href={claimPath(token)}
                className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
              >
                I want the seat after all
              </a>
            </div>
          </>
        )}
      </div>
    </main>
  )
}
