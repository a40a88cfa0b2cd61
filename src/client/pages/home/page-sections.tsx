// Renders a home page's lower sections in order, each behind its feature toggle (when it has one) and inside
// the anchor navigation reaches. Every section is in the HTML from the start; an interactive one is an island.
import type { CSSProperties, ReactNode } from 'react'
import type { Anchor } from '../../../shared/sections/anchors.ts'
import type { ContentFields, Section } from '../../../shared/sections/section.ts'
import { Feature } from '../../lib/feature-toggles.tsx'

export type PageSection = {
  /** Further anchors SPEC §2 names for this section (the home page's about and services). */
  aliases?: readonly Anchor[]
  content: ReactNode
  /**
   * Its typical height, standing in until it is first laid out (styles.css, `.deferred-layout`); false lays it
   * out with the page: the story scroll (many screens tall, its sticky picture sized by the viewport), and a
   * section with form fields, which Chrome's autofill lays out anyway once the page's script has run, asking each
   * field whether it can take focus (decision 132); deferred, that layout lands in the task after first paint.
   */
  height?: `${number}px` | false
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
    const { section, aliases = [], content, height } = entry
    const anchor = anchorOf(entry)
    const deferred = height !== false
    const placed = (
      <div
        key={anchor}
        id={anchor}
        className={`${deferred ? 'deferred-layout ' : ''}scroll-mt-16 outline-none`}
        style={height ? ({ '--section-height': height } as CSSProperties) : undefined}
      >
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
