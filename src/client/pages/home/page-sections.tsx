// Renders a home page's lower sections in order, each behind its feature toggle (when it has one) and inside
// the anchor navigation reaches. Every section is in the HTML from the start; an interactive one is an island.
import type { ReactNode } from 'react'
import type { FeatureId } from '../../../shared/features.ts'
import { Feature } from '../../lib/feature-toggles.tsx'

export interface PageSection {
  /** The toggle that shows or hides it; sections without one always show. */
  feature?: FeatureId
  anchor: string
  /** Further anchors SPEC §2 names for this section (the home page's about and services). */
  aliases?: readonly string[]
  content: ReactNode
}

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map(({ feature, anchor, aliases = [], content }) => {
    const section = (
      <div key={anchor} id={anchor} className="scroll-mt-16 outline-none">
        {aliases.map((alias) => (
          <span key={alias} id={alias} className="block scroll-mt-16 outline-none" />
        ))}
        {content}
      </div>
    )
    return feature ? (
      <Feature key={anchor} id={feature}>
        {section}
      </Feature>
    ) : (
      section
    )
  })
}
