// Every place a link can land on the two home pages (SPEC §2's anchors, and the sections of /old). Links,
// the navigation, the page assembly and the admin's View all name an anchor through this map, so changing
// one address here is the whole change.
export const ANCHORS = {
  about: 'about',
  services: 'services',
  testimonials: 'testimonials',
  consultation: 'consultation',
  guide: 'guide',
  contact: 'contact',
  storyScroll: 'story-scroll',
  videoSales: 'video-sales',
  painPossibility: 'pain-possibility',
  coachingPaths: 'coaching-paths',
  bookStudy: 'book-study',
  events: 'events',
  socialFeed: 'social-feed',
  podcast: 'podcast',
  resources: 'resources',
  whyFaithFriendly: 'why-faith-friendly',
  aboutCoach: 'about-coach',
  strategyCall: 'strategy-call',
  faq: 'faq',
  footer: 'footer',
  // The older home page's own sections.
  painPoints: 'pain-points',
  letsGetReal: 'lets-get-real',
  scarcity: 'scarcity',
} as const

export type Anchor = (typeof ANCHORS)[keyof typeof ANCHORS]

/** A link from anywhere (another page, an email) to a section of the home page. */
export const homeLink = (anchor: Anchor) => `/#${anchor}`
