// The section registry: every homepage feature the site reads, in page order, as the Features tab lists it.
// A section with owner-editable text has its own file (its script then carries its own words, not every
// section's); the rest are defined here. Toggle ids nothing on the site reads (analytics, ab-testing, …) have
// no entry: switching them would change nothing the owner could see.
import { ABOUT_FEATURE_ID } from '../features.ts'
import { ANCHORS } from './anchors.ts'
import { COACHING_PATHS } from './coaching-paths.ts'
import { EVENTS, PODCAST, SOCIAL_FEED, TIKTOK_LIVE } from './feed-sections.ts'
import { HERO_SECTION } from './hero-section.ts'
import { LIVE_CHAT } from './live-chat.ts'
import { PAIN_POSSIBILITY } from './pain-possibility.ts'
import { defineSection, type Section } from './section.ts'
import { STORY_SCROLL } from './story-scroll.ts'
import { VIDEO_SALES } from './video-sales.ts'

export const NAVIGATION = defineSection({
  featureId: 'navigation',
  name: 'Navigation',
  description: 'The top bar with About, Services, Testimonials and Apply Now.',
})

export const BOOK_STUDY = defineSection({
  featureId: 'book-study',
  name: 'Book Study',
  description: 'The book study groups.',
  anchor: ANCHORS.bookStudy,
})

export const RESOURCES = defineSection({
  featureId: 'resources',
  name: 'Resource Library',
  description: 'The free resource library and its download dialog.',
  anchor: ANCHORS.resources,
})

export const FAITH_FRIENDLY = defineSection({
  featureId: 'faith-friendly',
  name: 'Faith Friendly',
  description: 'Why the coaching is faith friendly.',
  anchor: ANCHORS.whyFaithFriendly,
})

export const TESTIMONIALS = defineSection({
  featureId: 'testimonials',
  name: 'Testimonials',
  description: 'Stories from men who did the work.',
  anchor: ANCHORS.testimonials,
})

/** SPEC's `about-{name}`: a fixed id and anchor whatever the coach is called (docs/decisions/008). */
export const ABOUT_COACH = defineSection({
  featureId: ABOUT_FEATURE_ID,
  name: 'About the Coach',
  description: 'The coach’s story and the Work With Me button.',
  anchor: ANCHORS.aboutCoach,
})

export const STRATEGY_CALL = defineSection({
  featureId: 'strategy-call',
  name: 'Strategy Call',
  description: 'The free strategy call booking form.',
  anchor: ANCHORS.strategyCall,
})

export const COUNTDOWN = defineSection({
  featureId: 'countdown',
  name: 'Countdown',
  description: 'The offer countdowns in the scarcity and strategy call sections.',
})

export const FAQ = defineSection({
  featureId: 'faq',
  name: 'FAQ',
  description: 'Frequently asked questions, managed here.',
  anchor: ANCHORS.faq,
})

export const FOOTER = defineSection({
  featureId: 'footer',
  name: 'Footer',
  description: 'The footer with the legal links.',
  anchor: ANCHORS.footer,
})

export const EXIT_INTENT = defineSection({
  featureId: 'exit-intent',
  name: 'Exit-Intent Popup',
  description: 'The free guide offer when the mouse leaves the window.',
})

export const INSTALL_PROMPT = defineSection({
  featureId: 'pwa',
  name: 'Install Prompt',
  description: 'The install-as-app button and dialog.',
})

export const HOMEPAGE_SECTIONS: readonly Section[] = [
  NAVIGATION,
  HERO_SECTION,
  STORY_SCROLL,
  VIDEO_SALES,
  PAIN_POSSIBILITY,
  COACHING_PATHS,
  BOOK_STUDY,
  EVENTS,
  SOCIAL_FEED,
  TIKTOK_LIVE,
  PODCAST,
  RESOURCES,
  FAITH_FRIENDLY,
  TESTIMONIALS,
  ABOUT_COACH,
  STRATEGY_CALL,
  COUNTDOWN,
  FAQ,
  FOOTER,
  EXIT_INTENT,
  LIVE_CHAT,
  INSTALL_PROMPT,
]
