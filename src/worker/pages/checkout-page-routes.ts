// GET /checkout: the whole checkout form as HTML (docs/decisions/055), rendered here from the path's items
// with their seats read from D1 for this very request (never from a cache: seats change as people buy), and the
// site's name. Reading changes nothing, so a browser may prepare this page ahead of a click (the home page's
// speculation rules); the page's script asks for the payment intent once it is shown.
import { Hono } from 'hono'
import { checkoutParams } from '../../shared/checkout/checkout-params.ts'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'
import type { CheckoutAgreement } from '../../client/checkout/agreement-box.tsx'
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import { fillShell } from './render/page-shell.ts'
import { renderCheckout } from './render/render-checkout.tsx'
import type { PageData } from '../../client/islands/page-data.ts'
import { queryKeys } from '../../client/lib/queries.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import { OFFER_PARAM } from '../../shared/waitlist-links.ts'
import { ANCHORS, homeLink } from '../../shared/sections/anchors.ts'
import type { AppEnv } from '../env.ts'
import { loadShell } from './public-page.ts'
import { itemTypeOf, type ReadApi, readJson } from './checkout-reads.ts'

const FREE_CALL_PATH = homeLink(ANCHORS.strategyCall)

export function checkoutPageRoutes(readApi: ReadApi) {
  return new Hono<AppEnv>().get('/', async (c) => {
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
}
