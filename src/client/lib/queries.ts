// Every server read the client makes, as queryOptions factories under one key tree, so a mutation
// invalidates exactly what it changed.
import { type QueryKey, queryOptions, skipToken } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { api } from './api.ts'
import { getJson, unwrap, unwrapOrNullWhenSignedOut } from './http.ts'

// Reads use plain fetch with the answer's type taken from the Hono app (a renamed field still breaks the
// build) so the home page does not load the RPC client; writes go through `api` in the chunks that make them.
type Api = typeof api.api
type Answer<Endpoint extends { $get: (...args: never[]) => unknown }> = InferResponseType<Endpoint['$get'], 200>

/** A read the Worker made for the page it rendered (render-page.tsx, page-feeds.ts): the browser never fetches it. */
function renderedRead<Data>(queryKey: QueryKey) {
  return () => queryOptions<Data>({ queryKey, queryFn: skipToken })
}

export const queryKeys = {
  featureToggles: ['feature-toggles'] as const,
  contentEdits: ['content-edits'] as const,
  faqs: ['faqs'] as const,
  siteSettings: ['site-settings'] as const,
  publicConfig: ['public-config'] as const,
  inventory: ['inventory'] as const,
  prices: ['inventory', 'prices'] as const,
  /** Every item on sale with its seats as they are now: read by the browser after load, never from the page. */
  seatsNow: ['inventory', 'seats-now'] as const,
  /** Everything about who is signed in; signing out drops the whole branch. */
  auth: ['auth'] as const,
  authUser: ['auth', 'user'] as const,
  adminMe: ['auth', 'admin-me'] as const,
}

export const queries = {
  featureToggles: () =>
    queryOptions({
      queryKey: queryKeys.featureToggles,
      queryFn: () => getJson<Answer<Api['feature-toggles']>>('/api/feature-toggles'),
    }),
  contentEdits: () =>
    queryOptions({
      queryKey: queryKeys.contentEdits,
      queryFn: () => getJson<Answer<Api['content-edits']>>('/api/content-edits'),
    }),
  faqs: () => queryOptions({ queryKey: queryKeys.faqs, queryFn: () => getJson<Answer<Api['faqs']>>('/api/faqs') }),
  siteSettings: () =>
    queryOptions({
      queryKey: queryKeys.siteSettings,
      queryFn: () => getJson<Answer<Api['site-settings']>>('/api/site-settings'),
    }),
  prices: () =>
    queryOptions({
      queryKey: queryKeys.prices,
      queryFn: () => getJson<Answer<Api['inventory']['prices']>>('/api/inventory/prices'),
    }),
  /** Seats change as people buy, so the cached page holds none of them (decision 070): asked past any cache. */
  seatsNow: () =>
    queryOptions({
      queryKey: queryKeys.seatsNow,
      queryFn: () => unwrap(fetch('/api/inventory', { cache: 'no-store' })) as Promise<Answer<Api['inventory']>>,
    }),
  inventoryByType: (type: 'brotherhood_pod' | 'coaching_slot') =>
    queryOptions({
      queryKey: [...queryKeys.inventory, type],
      queryFn: () => getJson<Answer<Api['inventory']['type'][':type']>>(`/api/inventory/type/${type}`),
    }),
  publicConfig: () =>
    queryOptions({
      queryKey: queryKeys.publicConfig,
      queryFn: () => getJson<Answer<Api['public-config']>>('/api/public-config'),
    }),
  /** The signed-in person, or null when signed out (SPEC §7: no retry). */
  authUser: () =>
    queryOptions({
      queryKey: queryKeys.authUser,
      queryFn: () =>
        unwrapOrNullWhenSignedOut(fetch('/api/auth/user', { credentials: 'include' })) as Promise<Answer<
          Api['auth']['user']
        > | null>,
      retry: false,
    }),
  adminMe: () =>
    queryOptions({
      queryKey: queryKeys.adminMe,
      queryFn: () => getJson<Answer<Api['admin']['me']>>('/api/admin/me'),
      retry: false,
    }),
}

/** The public feeds of SPEC §7 (the home page's events, social feed and podcast sections). */
export const feedQueryKeys = {
  facebookEvents: ['feeds', 'facebook-events'] as const,
  facebookPosts: ['feeds', 'facebook-posts'] as const,
  youtubeVideos: ['feeds', 'youtube-videos'] as const,
  tiktokLive: ['feeds', 'tiktok-live'] as const,
  podcastEpisodes: ['feeds', 'podcast-episodes'] as const,
}

// The feed sections are rendered only on the Worker, from the copies it read first (worker/pages/render/page-feeds.ts):
// their queries carry the answer's type and no fetch.
export const feedQueries = {
  facebookEvents: renderedRead<Answer<Api['facebook']['events']>>(feedQueryKeys.facebookEvents),
  facebookPosts: renderedRead<Answer<Api['facebook']['posts']>>(feedQueryKeys.facebookPosts),
  youtubeVideos: renderedRead<Answer<Api['youtube']['videos']>>(feedQueryKeys.youtubeVideos),
  tiktokLive: renderedRead<Answer<Api['tiktok-live']>>(feedQueryKeys.tiktokLive),
  podcastEpisodes: renderedRead<Answer<Api['podcast']['episodes']>>(feedQueryKeys.podcastEpisodes),
}
