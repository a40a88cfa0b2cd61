// The older home page (SPEC §2, /old): the same section components as the home page, in the older order,
// with the three pain points, four testimonials, the services grid and the scarcity section.
import { ANCHORS } from '../../../shared/sections/anchors.ts'
import { PAIN_POSSIBILITY } from '../../../shared/sections/pain-possibility.ts'
import { ABOUT_COACH, TESTIMONIALS } from '../../../shared/sections/registry.ts'
import { HomeFrame } from './home-frame.tsx'
import type { PageSection } from './page-sections.tsx'
import { Island } from '../../kit/island.tsx'
import AboutCoach from '../../sections/about-coach.tsx'
import Consultation from '../../sections/consultation.tsx'
import Contact from '../../sections/contact.tsx'
import Guide from '../../sections/guide.tsx'
import LetsGetReal from '../../sections/lets-get-real.tsx'
import PainPoints from '../../sections/pain-points.tsx'
import Scarcity from '../../sections/scarcity.tsx'
import Services from '../../sections/services.tsx'
import { TestimonialGrid } from '../../sections/testimonials.tsx'

const SECTIONS: readonly PageSection[] = [
  // The spec counts the three pain points and pain-versus-possibility as two versions of one section.
  { section: PAIN_POSSIBILITY, anchor: ANCHORS.painPoints, content: <PainPoints /> },
  { anchor: ANCHORS.letsGetReal, content: <LetsGetReal /> },
  { section: ABOUT_COACH, anchor: ANCHORS.about, content: <AboutCoach /> },
  { section: TESTIMONIALS, content: <TestimonialGrid /> },
  { anchor: ANCHORS.services, content: <Services /> },
  { anchor: ANCHORS.scarcity, content: <Island name="scarcity" component={Scarcity} hydrate="visible" /> },
  // Sections with form fields are laid out with the page (page-sections.tsx, `height`).
  { anchor: ANCHORS.guide, content: <Guide />, height: false },
  { anchor: ANCHORS.consultation, content: <Consultation />, height: false },
  { anchor: ANCHORS.contact, content: <Contact /> },
]

export default function OldHomePage() {
  return <HomeFrame navigation={{ about: ANCHORS.about, services: ANCHORS.services }} sections={SECTIONS} />
}
