// GET /payment-success: the page Stripe returns the buyer to, as HTML (decision 060). Stripe's return puts the
// payment intent and its client secret in the query: this reads only whether one is there, never keeps or logs
// it, and the page's script moves both out of the address and into the confirm call's body.
import { type Context, Hono } from 'hono'
import { guessPurchaseType } from '../../shared/checkout/guess-type.ts'
import { CONFIRMING_PARAM } from '../../shared/checkout/success-address.ts'
import type { PageData } from '../../client/islands/page-data.ts'
import { queryKeys } from '../../client/lib/queries.ts'
import { fillShell } from './render/page-shell.ts'
import { renderSuccess } from './render/render-success.tsx'
import type { SiteSettings } from '../../shared/site.ts'
import type { AppEnv } from '../env.ts'
import { loadShell } from './public-page.ts'

type ReadApi = (c: Context<AppEnv>, path: string) => Promise<Response>

export function successPageRoutes(readApi: ReadApi) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const url = new URL(c.req.url)
    const [shell, settings] = await Promise.all([
      loadShell(c.env.ASSETS, url.origin),
      readApi(c, '/api/site-settings')
        .then((response) => (response.ok ? (response.json() as Promise<SiteSettings>) : null))
        .catch(() => null),
    ])
    const queries: PageData['queries'] = settings ? [[queryKeys.siteSettings, settings]] : []
    // SPEC §4: with no confirmed payment to read, the purchase is guessed from the page the buyer came from.
    const guessedType = guessPurchaseType(url.pathname, c.req.header('referer') ?? '')
    // Checkout's own hand-off says `confirming` (the payment itself is in the fragment, which never reaches here);
    // a return from Stripe has the intent in the query.
    const confirming = url.searchParams.has(CONFIRMING_PARAM) || url.searchParams.has('payment_intent')
    const page = renderSuccess({ confirming, guessedType }, { queries })
    // Never kept: it is one buyer's moment, and its address may carry a payment's secret.
    return c.html(fillShell(shell, '/payment-success', page), 200, { 'Cache-Control': 'no-store' })
  })
}
