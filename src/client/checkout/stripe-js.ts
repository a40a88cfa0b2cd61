// Loads Stripe.js from Stripe (PCI rules require it be served by Stripe, never bundled) and types the
// small part of it this site uses. A site run without Stripe keys names its local stand-in instead, through
// /api/public-config (STRIPE_JS_URL).
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

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/'
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
