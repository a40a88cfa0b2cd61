// POST /checkout/offer: a waitlist offer's checkout. Its link's token rides in the fragment, so the page first says
// "Opening your offer..." and its script posts the token here: the Worker asks its own API for the offer (as the
// browser would, so the API's checks apply) and answers with the form in the offer's state, or its refusal.
import { Hono } from 'hono'
import type { CheckoutAgreement } from '../../client/checkout/agreement-box.tsx'
import type { PostAnswer } from '../../client/lib/live-page.ts'
import { renderOfferCheckout } from './render/render-checkout.tsx'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import type { AppEnv } from '../env.ts'
import { limitBody } from '../platform/middleware/body-limit.ts'
import { itemTypeOf, type ReadApi, readJson } from './checkout-reads.ts'
import { type CallApi, forwardedHeaders } from './own-api-call.ts'

/** The offer as POST /api/waitlist/offers/view answers it (typed from the route), or a refusal's `{ message }`. */
type OfferAnswer = PostAnswer<'waitlist/offers/view'> | { open?: undefined; message?: string }

/** What the offer's page says when no answer names a reason (React's checkout said the same). */
const OFFER_NOT_FOUND = 'We could not find this offer. Please use the link in your message.'

/** A token and its JSON: anything longer is no offer's. */
const OFFER_BODY_BYTES = 1024

const NO_STORE = { 'Cache-Control': 'no-store' }

// Declared, not inferred: the offer's type is read from the app's routes, which take in this one's type.
export function offerCheckoutRoutes(readApi: ReadApi, callApi: CallApi): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', limitBody(OFFER_BODY_BYTES), async (c) => {
    const answer = await callApi(c, new URL('/api/waitlist/offers/view', c.req.url).href, {
      method: 'POST',
      headers: forwardedHeaders(c),
      body: await c.req.text(),
    }).catch(() => null)
    const offer = (await answer?.json().catch(() => null)) as OfferAnswer | null
    if (!answer?.ok || !offer?.open)
      return c.html(renderOfferCheckout({ refused: offer?.message || OFFER_NOT_FOUND }), 200, NO_STORE)
    const [items, agreement] = await Promise.all([
      readJson<InventoryOption[]>(() => readApi(c, `/api/inventory/type/${itemTypeOf(offer.type)}`)),
      readJson<CheckoutAgreement>(() => readApi(c, '/api/agreement')),
    ])
    const { firstName, email, phone, expiresAt } = offer
    const html = renderOfferCheckout({
      type: offer.type,
      inventoryId: offer.inventoryId,
      items,
      offer: false,
      held: { firstName, email, phone, expiresAt },
      stripeJsUrl: c.env.STRIPE_JS_URL || STRIPE_JS_URL,
      now: Date.now(),
      agreement,
    })
    // One person's offer, with his details: never kept.
    return c.html(html, 200, NO_STORE)
  })
}
