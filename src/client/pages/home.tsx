// The home page (SPEC §2): the sections in the spec's order after the hero, each behind its feature toggle;
// each loads as the visitor nears it (HomeFrame holds the first screen, the footer and the exit popup).
import { lazy } from 'react'
import { HomeFrame } from '../components/home-frame.tsx'
import { usePageMeta } from '../components/page-meta.tsx'
import type { PageSection } from '../components/page-sections.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'
import { HOME_NAVIGATION } from '../sections/navigation.tsx'
import * as shared from '../sections/section-chunks.ts'

// This page's own sections; see section-chunks.ts for what the reserved heights mean.
const StoryScroll: shared.SectionChunk = { component: lazy(() => import('../sections/story-scroll.tsx')), reserve: 'min-h-[500vh]' }
const VideoSales: shared.SectionChunk = { component: lazy(() => import('../sections/video-sales.tsx')), reserve: 'min-h-[43rem] sm:min-h-[53rem]' }
const PainPossibility: shared.SectionChunk = { component: lazy(() => import('../sections/pain-possibility.tsx')), reserve: 'min-h-[78rem] md:min-h-[48rem]' }
const CoachingPaths: shared.SectionChunk = { component: lazy(() => import('../sections/coaching-paths.tsx')), reserve: 'min-h-[96rem] md:min-h-[57rem] lg:min-h-[53rem]' }
const BookStudy: shared.SectionChunk = { component: lazy(() => import('../sections/book-study.tsx')), reserve: 'min-h-[72rem] md:min-h-[46rem] lg:min-h-[44rem]' }
const Events: shared.SectionChunk = { component: lazy(() => import('../sections/events.tsx')), reserve: 'min-h-[63rem] md:min-h-[48rem] lg:min-h-[39rem]' }
const SocialFeed: shared.SectionChunk = { component: lazy(() => import('../sections/social-feed.tsx')), reserve: 'min-h-[65rem] md:min-h-[60rem] lg:min-h-[40rem]' }
const Podcast: shared.SectionChunk = { component: lazy(() => import('../sections/podcast.tsx')), reserve: 'min-h-[28rem]' }
const Resources: shared.SectionChunk = { component: lazy(() => import('../sections/resources.tsx')), reserve: 'min-h-[212rem] md:min-h-[118rem] lg:min-h-[90rem]' }
const FaithFriendly: shared.SectionChunk = { component: lazy(() => import('../sections/faith-friendly.tsx')), reserve: 'min-h-[67rem] sm:min-h-[41rem] lg:min-h-[38rem]' }
const TestimonialCarousel: shared.SectionChunk = { component: lazy(() => import('../sections/testimonials.tsx').then((m) => ({ default: m.TestimonialCarousel }))), reserve: 'min-h-[39rem]' }
const StrategyCall: shared.SectionChunk = { component: lazy(() => import('../sections/strategy-call.tsx')), reserve: 'min-h-[111rem] md:min-h-[103rem] lg:min-h-[76rem]' }
const Faq: shared.SectionChunk = { component: lazy(() => import('../sections/faq.tsx')), reserve: 'min-h-[49rem] sm:min-h-[44rem]' }

const SECTIONS: readonly PageSection[] = [
  { feature: 'story-scroll', anchor: 'story-scroll', ...StoryScroll },
  { feature: 'video-sales', anchor: 'video-sales', ...VideoSales },
  { feature: 'pain-possibility', anchor: 'pain-possibility', ...PainPossibility },
  { feature: 'coaching-paths', anchor: 'coaching-paths', ...CoachingPaths },
  { feature: 'book-study', anchor: 'book-study', ...BookStudy },
  // Fed by the integrations' feeds: their heights depend on what the feeds hold, so these reserves are typical.
  { feature: 'events', anchor: 'events', ...Events },
  { feature: 'social-feed', anchor: 'social-feed', ...SocialFeed },
  { feature: 'podcast', anchor: 'podcast', ...Podcast },
  { feature: 'resources', anchor: 'resources', ...Resources },
  { feature: 'faith-friendly', anchor: 'why-faith-friendly', ...FaithFriendly },
  { feature: 'testimonials', anchor: 'testimonials', ...TestimonialCarousel },
  { feature: 'about-coach', anchor: 'about-coach', ...shared.AboutCoach },
  { feature: 'strategy-call', anchor: 'strategy-call', ...StrategyCall },
  { feature: 'faq', anchor: 'faq', ...Faq },
  { anchor: 'guide', ...shared.Guide },
  { anchor: 'consultation', ...shared.Consultation },
  { anchor: 'contact', ...shared.Contact },
]

export default function HomePage() {
  const { businessName } = useSiteSettings()
  usePageMeta(`${businessName} | Christian coaching for married men`)
  return <HomeFrame navigation={HOME_NAVIGATION} sections={SECTIONS} />
}
