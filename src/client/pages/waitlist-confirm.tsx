// The link in the waitlist's confirmation email: only using it puts the entry in the item's line. It asks
// for a click before it acts, as the decline page does: mail scanners open links, and a scanner's visit
// must not stand in for a person confirming.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePageMeta } from '../components/page-meta.tsx'
import { api, messageOf, unwrap } from '../lib/api.ts'
import { waitlistConfirmHeading } from '../../shared/waitlist-confirm-words.ts'

/** The token after `#`, which never reaches a server. */
const tokenOfFragment = () => decodeURIComponent(window.location.hash.replace(/^#/, ''))

export default function WaitlistConfirmPage() {
  usePageMeta('Confirm your waitlist place')
  const [token, setToken] = useState(tokenOfFragment)
  const confirm = useMutation({
    mutationFn: () => unwrap(api.api.waitlist.confirm.$post({ json: { token } })),
  })
  // Another confirmation link followed while this page is open changes only the fragment: the page then asks
  // about that link, never confirming the first one's place with the second one's click.
  const { reset } = confirm
  useEffect(() => {
    const read = () => {
      setToken(tokenOfFragment())
      reset()
    }
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [reset])
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{waitlistConfirmHeading(confirm.isSuccess)}</h1>
        {confirm.isSuccess ? (
          <p role="status" className="mt-3 text-slate-700">
            {confirm.data.message}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">One click confirms your email address and puts you in line.</p>
            {confirm.isError && (
              <p role="alert" className="mt-3 text-red-700">
                {messageOf(confirm.error, 'We could not confirm your place. Please try again.')}
              </p>
            )}
            <button
              type="button"
              disabled={confirm.isPending || !token}
              onClick={() => confirm.mutate()}
              className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
            >
              Confirm my place
            </button>
          </>
        )}
      </div>
    </main>
  )
}
