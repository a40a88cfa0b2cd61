// Stripe's Payment Element (tabs layout), mounted into the page; a failure to load says so and offers a refresh.
import { useEffect, useRef, useState } from 'react'
import type { StripeElements, StripeJs } from '../lib/stripe-js.ts'

interface Props {
  stripe: StripeJs
  clientSecret: string
  onElements(elements: StripeElements | null): void
}

export function PaymentElement({ stripe, clientSecret, onElements }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading')

  useEffect(() => {
    const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } })
    const element = elements.create('payment', { layout: 'tabs' })
    element.on('ready', () => setState('ready'))
    element.on('loaderror', (event) => setState({ error: event.error?.message ?? 'Unknown error' }))
    if (container.current) element.mount(container.current)
    onElements(elements)
    return () => {
      onElements(null)
      element.destroy()
    }
  }, [stripe, clientSecret, onElements])

  if (typeof state === 'object') {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">Payment form failed to load</p>
        <p className="mt-1">{state.error}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
        >
          Refresh page
        </button>
      </div>
    )
  }
  return (
    <div>
      {state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            aria-hidden="true"
          />
          Loading secure payment form...
        </p>
      )}
      <div ref={container} data-testid="payment-element" />
    </div>
  )
}
