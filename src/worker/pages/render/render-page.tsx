// Renders a public page to HTML on the Worker from the public reads it was given: the whole page first, then
// each island on its own root into its slot (see ../kit/island.tsx). No cookie, no session, nothing
// personal reaches this function, so what it returns may be cached and served to anyone.
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { isPublicPagePath } from '../../../shared/public-pages.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../../shared/site.ts'
import { IslandCollector, type IslandRecord, islandSlot } from '../../../client/kit/island.tsx'
import { IslandProviders } from '../../../client/islands/island-providers.tsx'
import type { PageData } from '../../../client/islands/page-data.ts'
import { queryKeys } from '../../../client/lib/queries.ts'
import { SiteOrigin } from '../../../client/lib/site-origin.ts'
import type { FeedRead } from './page-feeds.ts'
import { PREPARE_CHECKOUT } from './page-shell.ts'
import { PUBLIC_PAGES } from './public-pages.tsx'

/** The reads a public page is made from, each at the address the browser would ask, under its query key. */
export const PAGE_READS = [
  { queryKey: queryKeys.featureToggles, path: '/api/feature-toggles' },
  { queryKey: queryKeys.contentEdits, path: '/api/content-edits' },
  { queryKey: queryKeys.faqs, path: '/api/faqs' },
  { queryKey: queryKeys.siteSettings, path: '/api/site-settings' },
  { queryKey: queryKeys.prices, path: '/api/inventory/prices' },
  // Not the seats: they change as people buy, and the page is cached (decision 070). The pay buttons read
  // them after load (sections/path-offer.tsx).
] as const

export interface RenderedPage {
  title: string
  description?: string
  body: string
  pageData: PageData
  /** Extra elements for the document's head (checkout's Stripe.js preload, the pay buttons' speculation rules). */
  head?: string
}

function serverQueryClient(data: PageData): QueryClient {
  // Never stale and never retried: the server renders from what it was given and fetches nothing itself.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } })
  for (const [queryKey, value] of data.queries) client.setQueryData(queryKey, value)
  return client
}

/** The feeds the page at this path shows (none for a path the Worker does not render). */
export function pageFeeds(path: string): readonly FeedRead[] {
  return isPublicPagePath(path) ? (PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES].feeds ?? []) : []
}

/**
 * The page from its reads: pageData, which its islands start from too, and the feeds, which only the HTML
 * shows. A feed missing from them could not be read, and its section says so.
 */
export function renderPublicPage(
  path: string,
  pageData: PageData,
  feeds: PageData['queries'] = [],
  origin = '',
): RenderedPage | null {
  if (!isPublicPagePath(path)) return null
  const page = PUBLIC_PAGES[path as keyof typeof PUBLIC_PAGES]
  const client = serverQueryClient({ queries: [...pageData.queries, ...feeds] })
  const islands: IslandRecord[] = []
  let body = renderToString(
    <SiteOrigin.Provider value={origin}>
      <IslandCollector.Provider value={islands}>
        <IslandProviders client={client}>{page.element}</IslandProviders>
      </IslandCollector.Provider>
    </SiteOrigin.Provider>,
  )
  for (const island of islands) {
    const html = island.ssr
      ? renderToString(<IslandProviders client={client}>{island.element}</IslandProviders>, {
          identifierPrefix: island.id,
        })
      : ''
    body = body.replace(islandSlot(island.id), html)
  }
  const settings = (client.getQueryData(queryKeys.siteSettings) as SiteSettings | undefined) ?? DEFAULT_SITE_SETTINGS
  return {
    title: page.title(settings),
    description: page.description?.(settings),
    body,
    pageData,
    head: PREPARE_CHECKOUT,
  }
}
