// The 'book a free call' links of the footer, the story and the contact section: to the strategy-call section,
// where the visitor sends his answers and picks an open time of the coach's hours, unless the owner chose his
// outside scheduling page (Settings, 'Where book a free call leads'), which then opens in a new tab as before.
import type { ReactNode } from 'react'
import { ANCHORS } from '../../shared/sections/anchors.ts'
import { useSiteSettings } from '../lib/use-site-settings.ts'
import { ExternalLink } from './external-link.tsx'
import { SectionLink } from './section-link.tsx'

export function BookCallLink({ className, children }: { className: string; children: ReactNode }) {
  const { bookingPage, schedulingUrl } = useSiteSettings()
  if (bookingPage === 'external') {
    return (
      <ExternalLink href={schedulingUrl} className={className}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <SectionLink to={ANCHORS.strategyCall} className={className}>
      {children}
    </SectionLink>
  )
}
