// Loads Stripe.js from Stripe (PCI rules require it be served by Stripe, never bundled) and types the
// small part of it this site uses; reads the publishable key; mounts the Payment Element in a page without React
// (checkout and the plan page). A site run without Stripe keys names its local stand-in instead (STRIPE_JS_URL,
// in the Worker-rendered page's data-stripe-js or /api/public-config).
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import { TIMINGS_MS } from '../../shared/constants.ts'

export interface StripeError {
  type?: string
  code?: string
  decline_code?: string
  message?: string
}

export interface StripeElement {
  mount(target: HTMLElement): void
  destroy(): void
  on(event: 'ready' | 'loaderror' | 'change', handler: (event: { error?: StripeError }) => void): void
}

export interface StripeElements {
  create(type: 'payment', options: { layout: 'tabs' }): StripeElement
  submit(): Promise<{ error?: StripeError }>
  fetchUpdates(): Promise<{ error?: StripeError }>
}

export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements
  /** `if_required`: a card is confirmed in place (3-D Secure in Stripe's own frame) and the intent returned. */
  confirmPayment(options: {
    elements: StripeElements
    redirect: 'if_required'
    confirmParams: { return_url: string; receipt_email?: string }
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>
  /** Saves a card for later (a SetupIntent's client secret in `elements`), then goes to the return URL. */
  confirmSetup(options: {
    elements: StripeElements
    confirmParams: { return_url: string }
  }): Promise<{ error?: StripeError }>
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs
  }
}

let loading: Promise<StripeJs> | undefined

export function loadStripe(publishableKey: string, url: string = STRIPE_JS_URL): Promise<StripeJs> {
  loading ??= new Promise<StripeJs>((resolve, reject) => {
    const ready = () =>
      window.Stripe ? resolve(window.Stripe(publishableKey)) : reject(new Error('Stripe.js did not load'))
    if (window.Stripe) return ready()
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = ready
    script.onerror = () =>
      reject(new Error('Stripe.js could not be loaded. Check your connection and refresh the page.'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Stripe.js downloaded beside the page, not run: loadStripe then finds it in the cache (once per page). */
export function preloadStripe(url: string = STRIPE_JS_URL): void {
  if (window.Stripe || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'script'
  link.href = url
  document.head.appendChild(link)
}

export interface ProviderConfig {
  publishableKey: string | null
  paymentsEnabled: boolean
}

/** SPEC §4: the provider's config, waited for 5 s at most; null on any failure (the caller says what it means). */
export async function fetchProviderConfig(): Promise<ProviderConfig | null> {
  try {
    const response = await fetch('/api/stripe/config', {
      signal: AbortSignal.timeout(TIMINGS_MS.configFetch),
      credentials: 'include',
    })
    if (!response.ok) throw new Error(`Config fetch failed: ${response.status}`)
    return (await response.json()) as ProviderConfig
  } catch {
    return null
  }
}

/** Stripe's Payment Element (tabs) in `container`; `ready` once it shows, `failed` with Stripe's reason if it cannot. */
export function mountPaymentElement(
  stripe: StripeJs,
  clientSecret: string,
  container: HTMLElement,
  on: { ready(): void; failed(reason: string): void },
): StripeElements {
  const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } })
  const element = elements.create('payment', { layout: 'tabs' })
  element.on('ready', () => on.ready())
  element.on('loaderror', (event) => on.failed(event.error?.message ?? 'Unknown error'))
  element.mount(container)
  return elements
}
