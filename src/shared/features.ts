// Feature ids of SPEC §3. The spec's `about-{name}` is the coach's section; its id stays fixed when the
// coach's display name (a site setting) changes, so a saved toggle never orphans.
export const ABOUT_FEATURE_ID = 'about-coach'

export const FEATURE_IDS = [
  'hero-section',
  'story-scroll',
  'pain-possibility',
  'coaching-paths',
  'book-study',
  'events',
  'social-feed',
  'faith-friendly',
  'testimonials',
  ABOUT_FEATURE_ID,
  'strategy-call',
  'faq',
  'navigation',
  'footer',
  'exit-intent',
  'countdown',
  'live-chat',
  'video-sales',
  'video-sales-letter',
  'podcast',
  'resources',
  'analytics',
  'ab-testing',
  'conversion',
  'referral',
  'email',
  'pwa',
  'tiktok-integration',
] as const

export type FeatureId = (typeof FEATURE_IDS)[number]

export function isFeatureId(value: string): value is FeatureId {
  return (FEATURE_IDS as readonly string[]).includes(value)
}

/** SPEC §4: a feature is on unless a stored toggle says off; an id the site does not know is off. */
export function isFeatureEnabled(toggles: ReadonlyMap<string, boolean> | undefined, featureId: string): boolean {
  if (!isFeatureId(featureId)) return false
  return toggles?.get(featureId) ?? true
}
