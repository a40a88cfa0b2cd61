// Google's thresholds for Core Web Vitals (web.dev/articles/vitals), read at the 75th percentile of visits, and
// the largest value a real visit can send.
import type { VitalName } from '../web-vitals.ts'

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
