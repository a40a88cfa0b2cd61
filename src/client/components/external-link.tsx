import type { ReactNode } from 'react'

/** SPEC §2: links that leave the site open in a new tab, without handing the opener to the other site. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
