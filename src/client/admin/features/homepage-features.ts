// The Features tab's cards (SPEC §2): each toggle the site actually reads, in page order, with the anchor
// View opens. Toggle ids nothing on the site reads (analytics, ab-testing, …) get no card: switching them
// would change nothing the owner could see.
import type { FeatureId } from '../../../shared/features.ts'

export interface HomepageFeature {
  id: FeatureId
  name: string
  description: string
  /** Where View lands on the homepage; the top when absent. */
  anchor?: string
}

export const HOMEPAGE_FEATURES: readonly HomepageFeature[] = [
  {
    id: 'navigation',
    name: 'Navigation',
    description: 'The top bar with About, Services, Testimonials and Apply Now.',
  },
  {
    id: 'hero-section',
    name: 'Hero Section',
    description: 'The first screen: headline, phrases and the two main buttons, with the trust strip.',
  },
  {
    id: 'story-scroll',
    name: 'Story Scroll',
    description: 'The seven-slide story told as the visitor scrolls.',
    anchor: 'story-scroll',
  },
  {
    id: 'video-sales',
    name: 'Video Sales Letter',
    description: 'The short video with its call to action after 30 seconds.',
    anchor: 'video-sales',
  },
  {
    id: 'pain-possibility',
    name: 'Pain vs Possibility',
    description: 'Five pain points beside five possibilities.',
    anchor: 'pain-possibility',
  },
  {
    id: 'coaching-paths',
    name: 'Coaching Paths',
    description: 'Brotherhood Pods and One-to-One, with their pay buttons.',
    anchor: 'coaching-paths',
  },
  { id: 'book-study', name: 'Book Study', description: 'The book study groups.', anchor: 'book-study' },
  { id: 'events', name: 'Events', description: 'Upcoming events with their highlight badges.', anchor: 'events' },
  {
    id: 'social-feed',
    name: 'Social Feed',
    description: 'Facebook posts, videos and the TikTok live status.',
    anchor: 'social-feed',
  },
  {
    id: 'tiktok-integration',
    name: 'TikTok Live Status',
    description: 'The TikTok column of the social feed.',
    anchor: 'social-feed',
  },
  { id: 'podcast', name: 'Podcast', description: 'The latest five podcast episodes.', anchor: 'podcast' },
  {
    id: 'resources',
    name: 'Resource Library',
    description: 'The free resource library and its download dialog.',
    anchor: 'resources',
  },
  {
    id: 'faith-friendly',
    name: 'Faith Friendly',
    description: 'Why the coaching is faith friendly.',
    anchor: 'why-faith-friendly',
  },
  {
    id: 'testimonials',
    name: 'Testimonials',
    description: 'Stories from men who did the work.',
    anchor: 'testimonials',
  },
  {
    id: 'about-coach',
    name: 'About the Coach',
    description: 'The coach’s story and the Work With Me button.',
    anchor: 'about-coach',
  },
  {
    id: 'strategy-call',
    name: 'Strategy Call',
    description: 'The free strategy call booking form.',
    anchor: 'strategy-call',
  },
  {
    id: 'countdown',
    name: 'Countdown',
    description: 'The offer countdowns in the scarcity and strategy call sections.',
  },
  { id: 'faq', name: 'FAQ', description: 'Frequently asked questions, managed here.', anchor: 'faq' },
  { id: 'footer', name: 'Footer', description: 'The footer with the legal links.', anchor: 'footer' },
  {
    id: 'exit-intent',
    name: 'Exit-Intent Popup',
    description: 'The free guide offer when the mouse leaves the window.',
  },
  { id: 'live-chat', name: 'Live Chat', description: 'The chat button and assistant.' },
  { id: 'pwa', name: 'Install Prompt', description: 'The install-as-app button and dialog.' },
]
