// Stripe's own Stripe.js, which PCI rules require be served by Stripe: the Worker names it in the pages it
// renders (unless the site's STRIPE_JS_URL names the local stand-in) and the browser loads it when none is named.
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/'
