import type { ReactNode } from 'react'
import { scrollToAnchor } from './scroll-to.ts'

/** A call to action that takes the visitor to another section of the same page. */
export function ScrollButton({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => scrollToAnchor(to)}>
      {children}
    </button>
  )
}
