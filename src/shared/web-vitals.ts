// Core Web Vitals as the site measures them in the field: the four metrics, the pages that report them, and
// Google's thresholds (web.dev/articles/vitals), shared by the browser's reporter, the Worker and the Analytics tab.
// Kept free of zod so the browser's reporter carries none of it.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

/** The pages that report: the public pages and My coaching, never a page whose address carries a token. */
export const VITAL_PAGES = ['/', '/checkout', '/old', '/my-coaching'] as const
export type VitalPage = (typeof VITAL_PAGES)[number]

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

/** Good up to the first number, poor above the second; milliseconds, and CLS unitless. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
}

/** The largest value taken: anything above is a broken clock or a forged beacon, not a visit. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 20, TTFB: 120_000 }

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name]
  if (value <= good) return 'good'
  return value > poor ? 'poor' : 'needs-improvement'
}

/** The page an address reports as, or null where no figures are kept (a trailing slash is the same page). */
export function vitalPageOf(pathname: string): VitalPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (VITAL_PAGES as readonly string[]).includes(path) ? (path as VitalPage) : null
}
