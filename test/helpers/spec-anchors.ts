// SPEC §2's anchors of the home page, written out here rather than read from the registry, so a test fails if the
// registry drifts from the spec. `about-coach` is the coach's section at its fixed anchor (docs/decisions/008).
export const SPEC_HOME_ANCHORS = [
  'about',
  'services',
  'testimonials',
  'consultation',
  'guide',
  'coaching-paths',
  'book-study',
  'events',
  'social-feed',
  'why-faith-friendly',
  'about-coach',
  'strategy-call',
  'faq',
  'contact',
] as const
