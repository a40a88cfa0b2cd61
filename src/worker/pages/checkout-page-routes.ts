// GET /checkout: the whole checkout form as HTML (docs/decisions/055), rendered here from the path's items
// with their seats read from D1 for this very request (never from a cache: seats change as people buy), and the
// site's name. Reading changes nothing, so a browser may prepare this page ahead of a click (the home page's
// speculation rules); the page's script asks for the payment intent once it is shown.
// POST /checkout/offer: a waitlist offer's checkout. Its link's token rides in the fragment, so the page first says
// "Opening your offer..." and its script posts the token here: the Worker asks its own API for the offer (as the
// browser would, so the API's checks apply) and answers with the form in the offer's state, or its refusal.
import { type Context, Hono } from 'hono'
import { checkoutParams } from '../../shared/checkout/checkout-params.ts'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'
import type { CheckoutAgreement } from '../../client/checkout/agreement-box.tsx'
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import { fillShell } from './render/page-shell.ts'
import { renderCheckout, renderOfferCheckout } from './render/render-checkout.tsx'
import type { HeldOffer } from '../../client/checkout/checkout-page.tsx'
import type { PageData } from '../../client/islands/page-data.ts'
import { queryKeys } from '../../client/lib/queries.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import { OFFER_PARAM } from '../../shared/waitlist-links.ts'
import { ANCHORS, homeLink } from '../../shared/sections/anchors.ts'
import type { AppEnv } from '../env.ts'
import { loadShell } from './public-page.ts'
import { type CallApi, forwardedHeaders } from './own-api-call.ts'
import { bodyLimit } from 'hono/body-limit'
import type { PurchaseType } from '../../shared/constants.ts'

type ReadApi = (c: Context<AppEnv>, path: string) => Promise<Response>

const FREE_CALL_PATH = homeLink(ANCHORS.strategyCall)

/** The offer as POST /api/waitlist/offers/view answers it (the waitlist feature's readOffer). */
type OfferAnswer =
  ({ open: true; type: PurchaseType; inventoryId: number } & HeldOffer) | { open: false; message: string }

/** What the offer's page says when no answer names a reason (React's checkout said the same). */
const OFFER_NOT_FOUND = 'We could not find this offer. Please use the link in your message.'

const itemTypeOf = (type: PurchaseType) => (type === 'brotherhood' ? 'brotherhood_pod' : 'coaching_slot')

async function readJson<T>(read: () => Promise<Response>): Promise<T | null> {
  const response = await read().catch(() => null)
  return response?.ok ? ((await response.json()) as T) : null
}

export function checkoutPageRoutes(readApi: ReadApi, callApi: CallApi) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const url = new URL(c.req.url)
      // No remembered path here: that lives in the visitor's browser, whose script opens it (checkout-live.ts).
      const { type, inventoryId } = checkoutParams(url.search)
      const offer = url.searchParams.has(OFFER_PARAM)
      // The free call is booked at the coach's open times on the home page; checkout's form for it offered none, and
      // its consultation items are retired (decision 091). Old links (emails already sent) land on the times.
      if (url.searchParams.get('type') === 'strategy-call' && !offer) return c.redirect(FREE_CALL_PATH, 302)
      const itemType = itemTypeOf(type)
      const paid = type !== 'strategy-call' && !offer
      const [shell, items, settings, agreement] = await Promise.all([
        loadShell(c.env.ASSETS, url.origin),
        paid ? readJson<InventoryOption[]>(() => readApi(c, `/api/inventory/type/${itemType}`)) : null,
        readJson<SiteSettings>(() => readApi(c, '/api/site-settings')),
        paid ? readJson<CheckoutAgreement>(() => readApi(c, '/api/agreement')) : null,
      ])
      const queries: PageData['queries'] = []
      if (settings) queries.push([queryKeys.siteSettings, settings])
      if (items) queries.push([[...queryKeys.inventory, itemType], items])
      const page = renderCheckout(
        {
          type,
          inventoryId,
          items,
          offer,
          stripeJsUrl: c.env.STRIPE_JS_URL || STRIPE_JS_URL,
          now: Date.now(),
          agreement,
        },
        { queries },
        (settings ?? DEFAULT_SITE_SETTINGS).businessName,
      )
      // Never kept: the seats in it are this moment's.
      return c.html(fillShell(shell, '/checkout', page), 200, { 'Cache-Control': 'no-store' })
    })
    .post('/offer', bodyLimit({ maxSize: 1024 }), async (c) => {
      const answer = await callApi(c, new URL('/api/waitlist/offers/view', c.req.url).href, {
        method: 'POST',
        headers: forwardedHeaders(c),
        body: await c.req.text(),
      }).catch(() => null)
      const offer = (await answer?.json().catch(() => null)) as (OfferAnswer & { message?: string }) | null
      const noStore = { 'Cache-Control': 'no-store' }
      if (!answer?.ok || !offer?.open)
        return c.html(renderOfferCheckout({ refused: offer?.message || OFFER_NOT_FOUND }), 200, noStore)
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
      return c.html(html, 200, noStore)
    })
}
