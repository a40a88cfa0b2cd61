// The older home page (SPEC §2, /old): the same section components as the home page, in the older order,
// with the three pain points, four testimonials, the services grid and the scarcity section.
import { lazy } from 'react'
import { HomeFrame } from '../components/home-frame.tsx'
import { usePageMeta } from '../components/page-meta.tsx'
import type { PageSection } from '../components/page-sections.tsx'
import { useSiteSettings } from '../lib/use-site-settings.ts'
import * as shared from '../sections/section-chunks.ts'

// This page's own sections; see section-chunks.ts for what the reserved heights mean.
const PainPoints: shared.SectionChunk = { component: lazy(() => import('../sections/pain-points.tsx')), reserve: 'min-h-[52rem] md:min-h-[33rem] lg:min-h-[30rem]' }
const LetsGetReal: shared.SectionChunk = { component: lazy(() => import('../sections/lets-get-real.tsx')), reserve: 'min-h-[40rem] md:min-h-[29rem]' }
const TestimonialGrid: shared.SectionChunk = { component: lazy(() => import('../sections/testimonials.tsx').then((m) => ({ default: m.TestimonialGrid }))), reserve: 'min-h-[74rem] md:min-h-[45rem] lg:min-h-[34rem]' }
const Services: shared.SectionChunk = { component: lazy(() => import('../sections/services.tsx')), reserve: 'min-h-[153rem] md:min-h-[86rem] lg:min-h-[63rem]' }
const Scarcity: shared.SectionChunk = { component: lazy(() => import('../sections/scarcity.tsx')), reserve: 'min-h-[33rem] sm:min-h-[28rem]' }

const SECTIONS: readonly PageSection[] = [
  // The spec counts the three pain points and pain-versus-possibility as two versions of one section.
  { feature: 'pain-possibility', anchor: 'pain-points', ...PainPoints },
  { anchor: 'lets-get-real', ...LetsGetReal },
  { feature: 'about-coach', anchor: 'about', ...shared.AboutCoach },
  { feature: 'testimonials', anchor: 'testimonials', ...TestimonialGrid },
  { anchor: 'services', ...Services },
  { anchor: 'scarcity', ...Scarcity },
  { anchor: 'guide', ...shared.Guide },
  { anchor: 'consultation', ...shared.Consultation },
  { anchor: 'contact', ...shared.Contact },
]

export default function OldHomePage() {
  const { businessName } = useSiteSettings()
  usePageMeta(`${businessName} | Faith-based coaching for married men`)
  return <HomeFrame navigation={{ about: 'about', services: 'services' }} sections={SECTIONS} />
}
