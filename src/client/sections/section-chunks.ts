// The sections both home pages show below the first screen, each its own lazily loaded chunk, with the
// height to hold for it until it arrives: its measured height at 412, 800 and 1280 px wide,
// rounded down, so a late section pushes only what lies below it, which is still off screen.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface SectionChunk {
  component: LazyExoticComponent<ComponentType>
  /** Tailwind min-height classes. */
  reserve: string
}

export const AboutCoach: SectionChunk = { component: lazy(() => import('./about-coach.tsx')), reserve: 'min-h-[64rem] md:min-h-[45rem] lg:min-h-[39rem]' }
export const Guide: SectionChunk = { component: lazy(() => import('./guide.tsx')), reserve: 'min-h-[51rem] md:min-h-[35rem] lg:min-h-[27rem]' }
export const Consultation: SectionChunk = { component: lazy(() => import('./consultation.tsx')), reserve: 'min-h-[77rem] md:min-h-[67rem] lg:min-h-[46rem]' }
export const Contact: SectionChunk = { component: lazy(() => import('./contact.tsx')), reserve: 'min-h-[30rem] sm:min-h-[22rem]' }
export const Footer: SectionChunk = { component: lazy(() => import('./footer.tsx')), reserve: 'min-h-[36rem] md:min-h-[20rem]' }
