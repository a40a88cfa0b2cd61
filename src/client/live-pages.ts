// Every Worker-rendered page that wakes with a small script of its own instead of islands (checkout, payment
// success, the link pages: decisions 055, 060, 063), by the mark its <main> carries, with the import that brings
// its script. Registered once here, as islands are in islands/registry.ts: a new page is one line, and a page
// without its mark loads none of these scripts.
type Wake = () => void
type Loader = () => Promise<Wake>

export const LIVE_PAGES: Record<string, Loader> = {
  'data-checkout': () => import('./checkout/checkout-live.ts').then((m) => m.wakeCheckout),
  'data-payment-success': () => import('./checkout/success-live.ts').then((m) => m.wakeSuccessPage),
  'data-refund': () => import('./refunds/refund-live.ts').then((m) => m.wakeRefundPage),
  'data-plan': () => import('./plans/plan-live.ts').then((m) => m.wakePlanPage),
  'data-waitlist-decline': () => import('./waitlist/decline-live.ts').then((m) => m.wakeDeclinePage),
  'data-booking': () => import('./bookings/booking-live.ts').then((m) => m.wakeBookingPage),
  'data-action': () => import('./actions/action-live.ts').then((m) => m.wakeActionPage),
}

/** Loads and wakes the script of each live page whose mark the document's <main> carries. */
export function wakeLivePages(): void {
  for (const [mark, load] of Object.entries(LIVE_PAGES)) {
    if (document.querySelector(`main[${mark}]`)) void load().then((wake) => wake())
  }
}
