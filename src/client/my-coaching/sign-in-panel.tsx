// Signing in to "My coaching": the address asks for a code, the code typed signs in. The emailed link fills in
// both and asks for one click, since mail scanners open links and must not use up the code.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError, messageOf } from '../lib/api.ts'
import { askCode, MY_COACHING_KEY, signIn } from './my-coaching-api.ts'

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500'
const button =
  'mt-4 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-70'

/** The link's secret and address after `#`, read once: the fragment never reaches a server. */
export function linkOfFragment(): { link: string; email: string } | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  const link = params.get('link')
  const email = params.get('email')
  return link && email ? { link, email } : null
}

const fieldError = (error: unknown, name: string) => (error instanceof ApiError ? error.fields?.[name] : undefined)

function Problem({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || fieldError(error, 'email') || fieldError(error, 'code')) return null
  return (
    <p role="alert" className="mt-3 text-red-700">
      {messageOf(error, fallback)}
    </p>
  )
}

export function SignInPanel({ fromLink }: { fromLink: { link: string; email: string } | null }) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState(fromLink?.email ?? '')
  const [code, setCode] = useState('')
  const [linkUsed, setLinkUsed] = useState(false)
  const ask = useMutation({ mutationFn: () => askCode(email) })
  const enter = useMutation({
    mutationFn: (proof: { code: string } | { link: string }) => signIn({ email, ...proof }),
    onSuccess(overview) {
      // The link's secret is spent: it leaves the address bar and the history entry.
      history.replaceState(null, '', window.location.pathname)
      queryClient.setQueryData(MY_COACHING_KEY, overview)
    },
    onError() {
      if (fromLink) setLinkUsed(true)
    },
  })

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    enter.reset()
    ask.mutate()
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    enter.mutate({ code: code.trim() })
  }

  if (fromLink && !linkUsed)
    return (
      <section aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className="text-xl font-semibold text-slate-900">
          Open My coaching
        </h2>
        <p className="mt-2 text-slate-700">One click signs you in as {fromLink.email}.</p>
        <button
          type="button"
          className={button}
          disabled={enter.isPending}
          aria-busy={enter.isPending || undefined}
          onClick={() => enter.mutate({ link: fromLink.link })}
        >
          {enter.isPending ? 'Signing in…' : 'Open My coaching'}
        </button>
      </section>
    )

  return (
    <section aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="text-xl font-semibold text-slate-900">
        Sign in with your email
      </h2>
      {linkUsed && <Problem error={enter.error} fallback="This sign-in link did not work. Ask for a new code." />}
      <p className="mt-2 text-slate-700">
        Use the address you paid or joined a waitlist with. We email you a code; no password needed.
      </p>
      <form onSubmit={submitEmail} noValidate className="mt-4">
        <label htmlFor="my-coaching-email" className="block font-medium text-slate-800">
          Email address
        </label>
        <input
          id="my-coaching-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError(ask.error, 'email') ? true : undefined}
          aria-describedby={fieldError(ask.error, 'email') ? 'my-coaching-email-error' : undefined}
          className={field}
        />
        {fieldError(ask.error, 'email') && (
          <p id="my-coaching-email-error" className="mt-1 text-sm text-red-700">
            {fieldError(ask.error, 'email')}
          </p>
        )}
        <Problem error={ask.error} fallback="We could not send a code. Please try again." />
        <button type="submit" className={button} disabled={ask.isPending} aria-busy={ask.isPending || undefined}>
          {ask.isPending ? 'Sending…' : ask.isSuccess ? 'Send a new code' : 'Email me a code'}
        </button>
      </form>
      {ask.isSuccess && (
        <form onSubmit={submitCode} noValidate className="mt-6 border-t border-slate-200 pt-6">
          <p role="status" className="text-slate-700">
            {ask.data.message}
          </p>
          <label htmlFor="my-coaching-code" className="mt-4 block font-medium text-slate-800">
            6-digit code
          </label>
          <input
            id="my-coaching-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-invalid={fieldError(enter.error, 'code') ? true : undefined}
            aria-describedby={fieldError(enter.error, 'code') ? 'my-coaching-code-error' : undefined}
            className={`${field} tracking-widest`}
          />
          {fieldError(enter.error, 'code') && (
            <p id="my-coaching-code-error" className="mt-1 text-sm text-red-700">
              {fieldError(enter.error, 'code')}
            </p>
          )}
          <Problem error={enter.error} fallback="We could not sign you in. Please try again." />
          <button type="submit" className={button} disabled={enter.isPending} aria-busy={enter.isPending || undefined}>
            {enter.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      )}
    </section>
  )
}
