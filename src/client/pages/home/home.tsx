// The home page (SPEC §2): the sections in the spec's order after the hero, each behind its feature toggle.
// Rendered whole on the Worker; the interactive sections are islands that come alive as they near the viewport.
import { HomeFrame } from './home-frame.tsx'
import type { PageSection } from './page-sections.tsx'
import { Island } from '../../islands/island.tsx'
import AboutCoach from '../../sections/about-coach.tsx'
import BookStudy from '../../sections/book-study.tsx'
import CoachingPaths from '../../sections/coaching-paths.tsx'
import Consultation from '../../sections/consultation.tsx'
import Contact from '../../sections/contact.tsx'
import Events from '../../sections/events.tsx'
import FaithFriendly from '../../sections/faith-friendly.tsx'
import Faq from '../../sections/faq.tsx'
import Guide from '../../sections/guide.tsx'
import { HOME_NAVIGATION } from '../../sections/navigation.tsx'
import PainPossibility from '../../sections/pain-possibility.tsx'
import Podcast from '../../sections/podcast.tsx'
import Resources from '../../sections/resources.tsx'
import SocialFeed from '../../sections/social-feed.tsx'
import StoryScroll from '../../sections/story-scroll.tsx'
import StrategyCall from '../../sections/strategy-call.tsx'
import { TestimonialCarousel } from '../../sections/testimonials.tsx'
import VideoSales from '../../sections/video-sales.tsx'

const SECTIONS: readonly PageSection[] = [
  {
    feature: 'story-scroll',
    anchor: 'story-scroll',
    content: <Island name="story-scroll" component={StoryScroll} hydrate="visible-after-interaction" />,
  },
  {
    feature: 'video-sales',
    anchor: 'video-sales',
    content: <Island name="video-sales" component={VideoSales} hydrate="visible" />,
  },
  { feature: 'pain-possibility', anchor: 'pain-possibility', content: <PainPossibility /> },
  // SPEC §2 names this page's services anchor 'services' and its about anchor 'about' as well.
  { feature: 'coaching-paths', anchor: 'coaching-paths', aliases: ['services'], content: <CoachingPaths /> },
  { feature: 'book-study', anchor: 'book-study', content: <BookStudy /> },
  // Fed by the feeds the Worker read before rendering (client/server/page-feeds.ts): HTML only, no script.
  { feature: 'events', anchor: 'events', content: <Events /> },
  { feature: 'social-feed', anchor: 'social-feed', content: <SocialFeed /> },
  { feature: 'podcast', anchor: 'podcast', content: <Podcast /> },
  {
    feature: 'resources',
    anchor: 'resources',
    content: <Island name="resources" component={Resources} hydrate="visible" />,
  },
  { feature: 'faith-friendly', anchor: 'why-faith-friendly', content: <FaithFriendly /> },
  {
    feature: 'testimonials',
    anchor: 'testimonials',
    content: <Island name="testimonial-carousel" component={TestimonialCarousel} hydrate="visible" />,
  },
  { feature: 'about-coach', anchor: 'about-coach', aliases: ['about'], content: <AboutCoach /> },
  {
    feature: 'strategy-call',
    anchor: 'strategy-call',
    content: <Island name="strategy-call" component={StrategyCall} hydrate="visible" />,
  },
  { feature: 'faq', anchor: 'faq', content: <Island name="faq" component={Faq} hydrate="visible" /> },
  { anchor: 'guide', content: <Guide /> },
  { anchor: 'consultation', content: <Consultation /> },
  { anchor: 'contact', content: <Contact /> },
]

export default function HomePage() {
  return <HomeFrame navigation={HOME_NAVIGATION} sections={SECTIONS} />
}
