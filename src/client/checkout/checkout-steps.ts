// SPEC §4's start-up steps as checkout names them while it gets the payment ready. Their own module, so the
// Worker-rendered checkout's script (checkout-live.ts) has them without the client app's query client.
export const SETUP_STEPS = {
  config: 'Initializing secure payment system...',
  intent: 'Setting up your payment...',
  form: 'Loading payment form...',
} as const

/** The Payment Element's own loading line, once Stripe.js is here and the element is mounting. */
export const ELEMENT_LOADING = 'Loading secure payment form...'

export const CHECKOUT_HEADINGS = {
  brotherhood: 'Join a Brotherhood Pod',
  'one-to-one': 'Start One-to-One Coaching',
  'strategy-call': 'Book Your Free Strategy Call',
} as const

const PAY_WORDS = 'Complete Purchase Securely Through Stripe'

/**
 * The pay button's words: the free call's, or the card's with the chosen option's amount in dollars (formatted).
 * Before an option is chosen there is no amount to name: a type's default is not what the card will be charged.
 */
export function submitLabel(free: boolean, price: string | null): string {
  if (free) return 'Book My Free Strategy Call'
  return price ? `${PAY_WORDS} - ${price}` : PAY_WORDS
}

/** The summary under "Complete Your Purchase": what is bought, and its amount once an option is chosen. */
export function summaryLine(description: string, price: string | null): string {
  return price ? `${description} — ${price}` : description
}
