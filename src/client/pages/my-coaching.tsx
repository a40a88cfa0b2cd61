// "My coaching" (decision 074): a client's own page, opened with a code or link sent to his email.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePageMeta } from '../components/page-meta.tsx'
import { messageOf } from '../lib/api.ts'
import { MY_COACHING_KEY, readOverview } from '../my-coaching/my-coaching-api.ts'
import { OverviewPanel } from '../my-coaching/overview-panel.tsx'
import { linkOfFragment, SignInPanel } from '../my-coaching/sign-in-panel.tsx'

export default function MyCoachingPage() {
  usePageMeta('My coaching')
  const [fromLink, setFromLink] = useState(linkOfFragment)
  // A link followed while the page is open changes only the fragment: it is read again then.
  useEffect(() => {
    const read = () => setFromLink(linkOfFragment())
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  const overview = useQuery({ queryKey: MY_COACHING_KEY, queryFn: readOverview, retry: false })
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto w-full max-w-2xl">
        <h1 className="text-3xl font-bold text-slate-900">My coaching</h1>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm sm:p-8">
          {overview.isPending ? (
            <p role="status" className="text-slate-600">
              Loading your coaching…
            </p>
          ) : overview.isError ? (
            <p role="alert" className="text-red-700">
              {messageOf(overview.error, 'We could not load your page. Please reload to try again.')}
            </p>
          ) : overview.data ? (
            <OverviewPanel overview={overview.data} />
          ) : (
            <SignInPanel key={fromLink?.link ?? 'typed'} fromLink={fromLink} />
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-brand-700 underline">
            Back to the home page
          </a>
        </p>
      </div>
    </main>
  )
}
