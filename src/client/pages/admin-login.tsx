import { Link, useSearch } from 'wouter'
import { loginErrorMessage } from '../../shared/login-errors.ts'
import { usePageMeta } from '../components/page-meta.tsx'

// A plain navigation, not a fetch: the Worker answers with a redirect to the sign-in provider.
const SIGN_IN_URL = '/api/login'

export default function AdminLoginPage() {
  usePageMeta('Admin Login')
  const errorCode = new URLSearchParams(useSearch()).get('error')
  const error = loginErrorMessage(errorCode)

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-24">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-3xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-3 text-center text-sm text-slate-600">
          The admin area is for the site owner. Sign in with your account at the sign-in provider.
        </p>
        {error && (
          <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            {error}
          </div>
        )}
        <a
          href={SIGN_IN_URL}
          className={
            'mt-6 flex w-full items-center justify-center rounded-lg bg-slate-900 px-6 py-3 text-base ' +
            'font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 ' +
            'focus-visible:outline-offset-2 focus-visible:outline-slate-900'
          }
        >
          Sign in
        </a>
        <Link href="/" className="mt-6 block text-center text-sm font-semibold text-slate-700 underline">
          Back to the website
        </Link>
      </div>
    </main>
  )
}
