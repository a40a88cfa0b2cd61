// SPEC §4's start-up steps as checkout names them while it gets the payment ready. Their own module, so the
// Worker-rendered checkout's script (checkout-live.ts) has them without the client app's query client.
export const SETUP_STEPS = {
  config: 'Initializing secure payment system...',
  intent: 'Setting up your payment...',
  form: 'Loading payment form...',
  details: 'Loading payment details...',
} as const

/** The Payment Element's own loading line, once Stripe.js is here and the element is mounting. */
export const ELEMENT_LOADING = 'Loading secure payment form...'

export const CHECKOUT_HEADINGS = {
  brotherhood: 'Join a Brotherhood Pod',
  'one-to-one': 'Start One-to-One Coaching',
  'strategy-call': 'Book Your Free Strategy Call',
} as const

/** The pay button's words: the free call's, or the card's with the amount in dollars (formatted). */
export function submitLabel(free: boolean, price: string): string {
  return free ? 'Book My Free Strategy Call' : `Complete Purchase Securely Through Stripe - ${price}`
}
