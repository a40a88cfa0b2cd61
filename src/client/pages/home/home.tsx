// The home page (SPEC §2): the sections in the spec's order after the hero, each behind its feature toggle.
// Rendered whole on the Worker; the interactive sections are islands that come alive as they near the viewport.
import { ANCHORS } from '../../../shared/sections/anchors.ts'
import { COACHING_PATHS } from '../../../shared/sections/coaching-paths.ts'
import { EVENTS, PODCAST, SOCIAL_FEED } from '../../../shared/sections/feed-sections.ts'
import { PAIN_POSSIBILITY } from '../../../shared/sections/pain-possibility.ts'
import { STORY_SCROLL } from '../../../shared/sections/story-scroll.ts'
import { VIDEO_SALES } from '../../../shared/sections/video-sales.ts'
import {
  ABOUT_COACH,
  BOOK_STUDY,
  FAITH_FRIENDLY,
  FAQ,
  RESOURCES,
  STRATEGY_CALL,
  TESTIMONIALS,
} from '../../../shared/sections/registry.ts'
import { HomeFrame } from './home-frame.tsx'
import type { PageSection } from './page-sections.tsx'
import { Island } from '../../kit/island.tsx'
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
    section: STORY_SCROLL,
    content: <Island name="story-scroll" component={StoryScroll} hydrate="visible-after-interaction" />,
    height: false,
  },
  { section: VIDEO_SALES, content: <Island name="video-sales" component={VideoSales} hydrate="visible" /> },
  { section: PAIN_POSSIBILITY, content: <PainPossibility /> },
  // SPEC §2 names this page's services anchor 'services' and its about anchor 'about' as well.
  { section: COACHING_PATHS, aliases: [ANCHORS.services], content: <CoachingPaths /> },
  { section: BOOK_STUDY, content: <BookStudy /> },
  // Fed by the feeds the Worker read before rendering (worker/pages/render/page-feeds.ts): HTML only, no script.
  { section: EVENTS, content: <Events /> },
  { section: SOCIAL_FEED, content: <SocialFeed /> },
  { section: PODCAST, content: <Podcast /> },
  { section: RESOURCES, content: <Island name="resources" component={Resources} hydrate="visible" /> },
  { section: FAITH_FRIENDLY, content: <FaithFriendly /> },
  {
    section: TESTIMONIALS,
    content: <Island name="testimonial-carousel" component={TestimonialCarousel} hydrate="visible" />,
  },
  { section: ABOUT_COACH, aliases: [ANCHORS.about], content: <AboutCoach /> },
  // Sections with form fields are laid out with the page (page-sections.tsx, `height`).
  {
    section: STRATEGY_CALL,
    content: <Island name="strategy-call" component={StrategyCall} hydrate="visible" />,
    height: false,
  },
  // A native exclusive accordion: no island, nothing to wait for (decision 054).
  { section: FAQ, content: <Faq /> },
  { anchor: ANCHORS.guide, content: <Guide />, height: false },
  { anchor: ANCHORS.consultation, content: <Consultation />, height: false },
  { anchor: ANCHORS.contact, content: <Contact /> },
]

export default function HomePage() {
  return <HomeFrame navigation={HOME_NAVIGATION} sections={SECTIONS} />
}
