// A field figure as the owner reads it: seconds for the loading times, milliseconds for a response to a tap, the
// layout shift as Google writes it; and its rating's words, so the colour is never the only sign.
import type { VitalRating } from '../../../shared/rules/vital-thresholds.ts'
import type { VitalName } from '../../../shared/web-vitals.ts'

export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2)
  if (name === 'INP') return `${Math.round(value)} ms`
  return `${(value / 1000).toFixed(2)} s`
}

export const RATING_WORDS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
}

/** Each rating's cell: a light tint with dark text of the same hue, well above 4.5:1. */
export const RATING_STYLES: Record<VitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-900',
  'needs-improvement': 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-900',
}
