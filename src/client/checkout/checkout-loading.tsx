import type { CheckoutSetup } from './use-checkout-setup.ts'

const FLAGS: [keyof CheckoutSetup, string][] = [
  ['providerReady', 'Payment provider'],
  ['clientSecret', 'Secure session'],
  ['paymentDetails', 'Payment details'],
  ['intentCreated', 'Payment created'],
]

/** The loading screen: which step is running, and which parts are ready. */
export function CheckoutLoading({ setup }: { setup: CheckoutSetup }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="status" aria-live="polite" className="w-full max-w-sm rounded-xl bg-white p-8 text-center shadow-sm">
        <span
          className="mx-auto block h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
          aria-hidden="true"
        />
        <p className="mt-4 font-semibold text-slate-900">{setup.step}</p>
        <ul className="mt-4 space-y-1 text-left text-sm text-slate-600">
          {FLAGS.map(([key, label]) => (
            <li key={key}>
              {setup[key] ? '✓' : '…'} {label}
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
