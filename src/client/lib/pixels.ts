// The Meta Pixel and GA4, loaded only when /api/public-config names their ids, after the first screen, and
// only on public pages without a secret in their address: never on the owner's pages (leads' personal data is
// on screen) nor on the refund, plan, offer or success pages, nor after one of those in the same load.
// The CSP forbids inline scripts, so the usual pasted snippets are rebuilt here as TypeScript stubs that
// queue calls until the vendor script arrives. Our events reach them through tracking.ts's forwarder,
// stripped to an allow-list of parameters: no name, email or phone ever leaves for a third party.
// Money in our events is integer cents (the house rule); both vendors want dollars.
import type { AnalyticsEventName } from '../../shared/analytics-events.ts'
import { getJson } from './http.ts'
import { tagsAllowed } from './secret-address.ts'
import { addForwarder, type TrackParams } from './tracking.ts'

type Command = (...args: unknown[]) => void

interface MetaPixel extends Command {
  callMethod?: Command
  queue: unknown[][]
  push: MetaPixel
  loaded: boolean
  version: string
  disablePushState?: boolean
}

declare global {
  interface Window {
    fbq?: MetaPixel
    _fbq?: MetaPixel
    dataLayer?: unknown[]
    gtag?: Command
  }
}

const META_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'
const GA4_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
const CURRENCY = 'USD'

/** Our event names as Meta's standard events; the rest are ours alone and stay out of Meta. */
const META_EVENTS: Partial<Record<AnalyticsEventName, string>> = {
  page_view: 'PageView',
  lead: 'Lead',
  sign_up: 'CompleteRegistration',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
}

let started = false

export async function loadPixels(): Promise<void> {
  if (started || !tagsAllowed()) return
  started = true
  let config: { metaPixelId: string | null; ga4MeasurementId: string | null }
  try {
    // A plain fetch, not the query client: on the server-rendered pages this runs before React is loaded,
    // and pulling TanStack Query in just for one read was a long task of its own.
    config = await getJson('/api/public-config')
  } catch {
    return // Without the config there is nothing to load; first-party tracking goes on regardless.
  }
  const { metaPixelId, ga4MeasurementId } = config
  if (metaPixelId) startMetaPixel(metaPixelId)
  if (ga4MeasurementId) startGa4(ga4MeasurementId)
  if (!metaPixelId && !ga4MeasurementId) return
  addForwarder((name, params) => {
    // Tags loaded on a public page stay in the document; what happens on a tag-free page is not theirs.
    if (!tagsAllowed()) return
    if (metaPixelId) forwardToMeta(name, params)
    if (ga4MeasurementId) forwardToGa4(name, params)
  })
}

function injectScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function startMetaPixel(pixelId: string): void {
  if (window.fbq) return
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as MetaPixel
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  // Page views come from our router, once per route; Meta's own history listener would count them twice.
  fbq.disablePushState = true
  window.fbq = fbq
  window._fbq ??= fbq
  // Automatic configuration reads buttons and page metadata; we send only the events we choose.
  fbq('set', 'autoConfig', false, pixelId)
  fbq('init', pixelId)
  // The first page view happened before this loaded; count it now, for the page the visitor is on.
  fbq('track', 'PageView')
  injectScript(META_SCRIPT)
}

function startGa4(measurementId: string): void {
  if (window.gtag) return
  window.dataLayer ??= []
  // gtag.js only recognises the `arguments` object in the data layer, not a plain array, hence `function`.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself (see above).
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  // Page views are sent by us on each route change, not by gtag's own guess at what a page is.
  window.gtag('config', measurementId, { send_page_view: false })
  window.gtag('event', 'page_view', pageViewParams())
  injectScript(`${GA4_SCRIPT}?id=${encodeURIComponent(measurementId)}`)
}

/** The address without its query or fragment, except the campaign tags GA4 attributes traffic by. */
function pageViewParams() {
  const campaign = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(window.location.search))
    if (key.startsWith('utm_')) campaign.append(key, value)
  const query = campaign.size > 0 ? `?${campaign}` : ''
  return { page_location: `${window.location.origin}${window.location.pathname}${query}`, page_title: document.title }
}

const dollars = (cents: number) => Math.round(cents) / 100

/** Only these leave for a third party, whatever else an event carries. */
function safeParams(params: TrackParams): Record<string, unknown> {
  const safe: Record<string, unknown> = {}
  if (typeof params.category === 'string') safe.category = params.category
  if (typeof params.value === 'number') {
    safe.value = dollars(params.value)
    safe.currency = CURRENCY
  }
  if (typeof params.transaction_id === 'string') safe.transaction_id = params.transaction_id
  if (Array.isArray(params.items)) safe.items = params.items.map(safeItem)
  return safe
}

function safeItem(item: unknown): Record<string, unknown> {
  const source = (item ?? {}) as Record<string, unknown>
  const safe: Record<string, unknown> = {}
  for (const key of ['item_id', 'item_name', 'item_category', 'quantity'] as const) {
    if (typeof source[key] === 'string' || typeof source[key] === 'number') safe[key] = source[key]
  }
  if (typeof source.price === 'number') safe.price = dollars(source.price)
  return safe
}

function forwardToMeta(name: AnalyticsEventName, params: TrackParams): void {
  const event = META_EVENTS[name]
  if (!event || !window.fbq) return
  if (name === 'page_view') return window.fbq('track', event)
  const { category, value, currency, items } = safeParams(params)
  const data: Record<string, unknown> = { currency: currency ?? CURRENCY }
  if (category) data.content_category = category
  if (value !== undefined) data.value = value
  if (Array.isArray(items)) {
    data.content_ids = items.map((item: Record<string, unknown>) => item.item_id).filter(Boolean)
    data.num_items = items.length
  }
  window.fbq('track', event, data)
}

function forwardToGa4(name: AnalyticsEventName, params: TrackParams): void {
  if (!window.gtag) return
  if (name === 'page_view') return window.gtag('event', 'page_view', pageViewParams())
  window.gtag('event', name, { currency: CURRENCY, ...safeParams(params) })
}
