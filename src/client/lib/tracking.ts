// The one tracking module. Every event is recorded first-party (no personal data: a name, the path, the
// traffic source, a category and a value) for the owner's analytics; the Meta Pixel and GA4 receive it too
// once their ids are configured (loaded by ./pixels.ts).
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '../../shared/analytics-events.ts'

export interface TrackParams {
  category?: string
  value?: number
  [key: string]: unknown
}

type Forwarder = (name: AnalyticsEventName, params: TrackParams) => void
const forwarders: Forwarder[] = []

/** Third-party tags register here when they load; until then only the first-party record is kept. */
export function addForwarder(forwarder: Forwarder): void {
  forwarders.push(forwarder)
}

function trafficSource(): string | undefined {
  const utm = new URLSearchParams(window.location.search).get('utm_source')
  if (utm) return utm.slice(0, 100)
  if (!document.referrer) return undefined
  try {
    const host = new URL(document.referrer).hostname
    return host === window.location.hostname ? undefined : host
  } catch {
    return undefined
  }
}

function recordFirstParty(name: AnalyticsEventName, params: TrackParams): void {
  const body = JSON.stringify({
    name,
    path: window.location.pathname,
    source: trafficSource(),
    category: params.category,
    value: typeof params.value === 'number' ? Math.round(params.value) : undefined,
  })
  // fetch with keepalive survives a navigation away, like sendBeacon, but keeps the JSON content type.
  void fetch('/api/analytics/events', {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => {})
}

export function track(name: AnalyticsEventName, params: TrackParams = {}): void {
  if (!ANALYTICS_EVENT_NAMES.includes(name)) return
  recordFirstParty(name, params)
  for (const forward of forwarders) {
    try {
      forward(name, params)
    } catch {
      // A broken third-party tag never breaks the page.
    }
  }
}

export function trackPageView(): void {
  track('page_view')
}
