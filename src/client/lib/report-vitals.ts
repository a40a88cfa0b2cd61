// Sends this page's Core Web Vitals to the site (decision 102), each as web-vitals reports it: LCP and TTFB once
// known, CLS and INP when the page is hidden. Its own chunk, loaded after the page is up (vitals-later.ts).
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals'
import type { VitalPage } from '../../shared/web-vitals.ts'

function send(page: VitalPage, metric: Metric): void {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  const body = JSON.stringify({ name: metric.name, value, page })
  // A beacon outlives the page it leaves from; a browser that will not queue it gets the same through fetch.
  try {
    if (navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }))) return
  } catch {
    // Fall through to fetch.
  }
  void fetch('/api/vitals', {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => {})
}

export function reportVitals(page: VitalPage): void {
  const report = (metric: Metric) => send(page, metric)
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}
