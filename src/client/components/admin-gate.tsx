import type { ReactNode } from 'react'
import { type SignedInUser, useRequireAdmin } from '../lib/use-admin-session.ts'
import { PageLoading } from './page-loading.tsx'

/**
 * Shows its content to a signed-in admin only; everyone else is on their way to /admin/login. The
 * server refuses every admin call on its own, so this is about what to show, not about protection.
 */
export function AdminGate({ children }: { children: (user: SignedInUser) => ReactNode }) {
  const session = useRequireAdmin()
  if (session.status === 'admin') return children(session.user)
  if (session.status === 'error') {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <div role="alert" className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <p className="text-slate-800">We could not check whether you are signed in.</p>
          <button
            type="button"
            onClick={session.retry}
            className="mt-4 rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800"
          >
            Try again
          </button>
        </div>
      </main>
    )
  }
  return <PageLoading />
}
