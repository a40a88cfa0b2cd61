import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { usePageMeta } from '../components/page-meta.tsx'
import { controlClass, FieldLabel } from '../kit/field-message.tsx'
import { api, ApiError, unwrap } from '../lib/api.ts'

type PurchaseType = 'brotherhood' | 'one-to-one'

/** SPEC §2 /debug-sms: the owner sends themselves the text a sale would send. Admin-only on the server. */
export default function DebugSmsPage() {
  usePageMeta('SMS Notification Debug')
  const [customerName, setCustomerName] = useState('Test Customer')
  const [purchaseType, setPurchaseType] = useState<PurchaseType>('brotherhood')
  const [amount, setAmount] = useState('60000')
  const send = useMutation({
    mutationFn: () =>
      unwrap(
        api.api['test-sms-notification'].$post({
          json: { customerName, purchaseType, amount: Number.parseInt(amount, 10) || 0 },
        }),
      ),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    send.mutate()
  }

  const cents = Number.parseInt(amount, 10) || 0
  const signedOut = send.error instanceof ApiError && (send.error.status === 401 || send.error.status === 403)
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-lg rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">SMS Notification Debug</h1>
        <form onSubmit={submit} className="mt-6 space-y-4">
          <div>
            <FieldLabel htmlFor="debug-name" label="Customer Name" />
            <input
              id="debug-name"
              value={customerName}
              onChange={(e) => setCustomerName(e.target.value)}
              className={controlClass(undefined)}
            />
          </div>
          <div>
            <FieldLabel htmlFor="debug-type" label="Purchase Type" />
            <select
              id="debug-type"
              value={purchaseType}
              onChange={(e) => setPurchaseType(e.target.value as PurchaseType)}
              className={controlClass(undefined)}
            >
              <option value="brotherhood">Brotherhood Pod</option>
              <option value="one-to-one">One-to-One Coaching</option>
            </select>
          </div>
          <div>
            <FieldLabel htmlFor="debug-amount" label="Amount in cents" />
            <input
              id="debug-amount"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={controlClass(undefined)}
            />
            <p className="mt-1 text-sm text-slate-600">= {formatPrice(cents)}</p>
          </div>
          <button
            type="submit"
            disabled={send.isPending}
            className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-70"
          >
            {send.isPending ? 'Sending...' : 'Send Test SMS Notification'}
          </button>
        </form>
        {signedOut && (
          <p role="alert" className="mt-6 text-sm text-red-800">
            Only the signed-in owner can send test messages.{' '}
            <Link href="/admin/login" className="font-semibold underline">
              Sign in
            </Link>
          </p>
        )}
        {(send.data || (send.error && !signedOut)) && (
          <pre
            data-testid="sms-result"
            className="mt-6 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100"
          >
            {JSON.stringify(send.data ?? { error: (send.error as Error).message }, null, 2)}
          </pre>
        )}
      </div>
    </main>
  )
}
