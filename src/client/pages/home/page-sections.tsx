// Renders a home page's lower sections in order, each behind its feature toggle (when it has one) and inside
// the anchor navigation reaches. Every section is in the HTML from the start; an interactive one is an island.
import type { ReactNode } from 'react'
import type { Anchor } from '../../../shared/sections/anchors.ts'
import type { ContentFields, Section } from '../../../shared/sections/section.ts'
import { Feature } from '../../lib/feature-toggles.tsx'

export type PageSection = {
  /** Further anchors SPEC §2 names for this section (the home page's about and services). */
  aliases?: readonly Anchor[]
  content: ReactNode
} & (
  | {
      /** A registry section: shown while its toggle is on, at its own anchor unless this page gives another. */
      section: Section<ContentFields, Anchor>
      anchor?: Anchor
    }
  | { section?: undefined; anchor: Anchor }
)

const anchorOf = (entry: PageSection): Anchor =>
  entry.section === undefined ? entry.anchor : (entry.anchor ?? entry.section.anchor)

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((entry) => {
    const { section, aliases = [], content } = entry
    const anchor = anchorOf(entry)
    const placed = (
      <div key={anchor} id={anchor} className="scroll-mt-16 outline-none">
        {aliases.map((alias) => (
          <span key={alias} id={alias} className="block scroll-mt-16 outline-none" />
        ))}
        {content}
      </div>
    )
    return section ? (
      <Feature key={anchor} id={section.featureId}>
        {placed}
      </Feature>
    ) : (
      placed
    )
  })
}
