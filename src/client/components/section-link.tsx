import type { ReactNode } from 'react'
import type { Anchor } from '../../shared/sections/anchors.ts'

/**
 * A call to action that takes the visitor to another section of the same page: a real link, so it works
 * before (and without) any script; lib/section-links.ts adds the smooth scroll, focus and tracking on top.
 */
export function SectionLink({ to, className, children }: { to: Anchor; className: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className={className}>
      {children}
    </a>
  )
}
