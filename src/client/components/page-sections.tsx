// Renders a home page's lower sections in order: each behind its feature toggle (when it has one) and
// loaded lazily behind an anchor that exists from the start.
import type { FeatureId } from '../../shared/features.ts'
import { Feature } from '../lib/feature-toggles.tsx'
import type { SectionChunk } from '../sections/section-chunks.ts'
import { LazySection } from './lazy-section.tsx'

export interface PageSection extends SectionChunk {
  /** The toggle that shows or hides it; sections without one always show. */
  feature?: FeatureId
  anchor: string
}

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map(({ feature, anchor, component, reserve }) => {
    const section = <LazySection key={anchor} id={anchor} component={component} reserve={reserve} />
    return feature ? (
      <Feature key={anchor} id={feature}>
        {section}
      </Feature>
    ) : (
      section
    )
  })
}
