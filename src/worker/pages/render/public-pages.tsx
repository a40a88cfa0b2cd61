// The pages the Worker renders (SPEC §2's public routes), with what each puts in the document's head.
// Every other route is the client app.
import type { ReactElement } from 'react'
import type { PUBLIC_PAGE_PATHS } from '../../../shared/public-pages.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import DataDeletionPage from '../../../client/pages/data-deletion.tsx'
import HomePage from '../../../client/pages/home/home.tsx'
import OldHomePage from '../../../client/pages/home/old-home.tsx'
import PrivacyPolicyPage from '../../../client/pages/privacy-policy.tsx'
import TermsPage from '../../../client/pages/terms.tsx'
import { type FeedRead, HOME_FEEDS } from './page-feeds.ts'

type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number]

export interface PublicPage {
  title(settings: SiteSettings): string
  description?(settings: SiteSettings): string
  element: ReactElement
  /** The feeds its sections show, read before it is rendered. */
  feeds?: readonly FeedRead[]
}

function legalPage(title: string, element: ReactElement): PublicPage {
  return {
    title: ({ businessName }) => `${title} | ${businessName}`,
    description: ({ businessName }) => `${title} of ${businessName}.`,
    element,
  }
}

export const PUBLIC_PAGES: Readonly<Record<PublicPagePath, PublicPage>> = {
  '/': {
    title: ({ businessName }) => `${businessName} | Christian coaching for married men`,
    element: <HomePage />,
    feeds: HOME_FEEDS,
  },
  '/old': {
    title: ({ businessName }) => `${businessName} | Faith-based coaching for married men`,
    element: <OldHomePage />,
  },
  '/privacy-policy': legalPage('Privacy Policy', <PrivacyPolicyPage />),
  '/terms-and-conditions': legalPage('Terms and Conditions', <TermsPage />),
  '/data-deletion': legalPage('Data Deletion Instructions', <DataDeletionPage />),
}
