// Core Web Vitals as the site measures them in the field: the four metrics and the pages that report them, shared
// by the browser's reporter, the Worker and the Analytics tab. Every page's first script carries this file, so it
// holds only what deciding to measure needs; the thresholds are in rules/vital-thresholds.ts.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

/** The pages that report: the public pages and My coaching, never a page whose address carries a token. */
export const VITAL_PAGES = ['/', '/checkout', '/old', '/my-coaching'] as const
export type VitalPage = (typeof VITAL_PAGES)[number]

/** The page an address reports as, or null where no figures are kept. */
export const vitalPageOf = (pathname: string): VitalPage | null =>
  (VITAL_PAGES as readonly string[]).includes(pathname) ? (pathname as VitalPage) : null
