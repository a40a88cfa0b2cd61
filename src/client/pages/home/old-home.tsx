// The older home page (SPEC §2, /old): the same section components as the home page, in the older order,
// with the three pain points, four testimonials, the services grid and the scarcity section.
import { HomeFrame } from './home-frame.tsx'
import type { PageSection } from './page-sections.tsx'
import { Island } from '../../islands/island.tsx'
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
  { feature: 'pain-possibility', anchor: 'pain-points', content: <PainPoints /> },
  { anchor: 'lets-get-real', content: <LetsGetReal /> },
  { feature: 'about-coach', anchor: 'about', content: <AboutCoach /> },
  { feature: 'testimonials', anchor: 'testimonials', content: <TestimonialGrid /> },
  { anchor: 'services', content: <Services /> },
  { anchor: 'scarcity', content: <Island name="scarcity" component={Scarcity} hydrate="visible" /> },
  { anchor: 'guide', content: <Guide /> },
  { anchor: 'consultation', content: <Consultation /> },
  { anchor: 'contact', content: <Contact /> },
]

export default function OldHomePage() {
  return <HomeFrame navigation={{ about: 'about', services: 'services' }} sections={SECTIONS} />
}
