// Every server read the client makes, as queryOptions factories under one key tree, so a mutation
// invalidates exactly what it changed.
import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { api } from './api.ts'
import { getJson, unwrapOrNullWhenSignedOut } from './http.ts'

// Reads use plain fetch with the answer's type taken from the Hono app (a renamed field still breaks the
// build) so the home page does not load the RPC client; writes go through `api` in the chunks that make them.
type Api = typeof api.api
type Answer<Endpoint extends { $get: (...args: never[]) => unknown }> = InferResponseType<Endpoint['$get'], 200>

export const queryKeys = {
  featureToggles: ['feature-toggles'] as const,
  contentEdits: ['content-edits'] as const,
  faqs: ['faqs'] as const,
  siteSettings: ['site-settings'] as const,
  publicConfig: ['public-config'] as const,
  inventory: ['inventory'] as const,
  prices: ['inventory', 'prices'] as const,
  /** Every item on sale, as the home page was rendered with (which paths are sold out). */
  inventoryOnSale: ['inventory', 'on-sale'] as const,
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
  inventoryOnSale: () =>
    queryOptions({
      queryKey: queryKeys.inventoryOnSale,
      queryFn: () => getJson<Answer<Api['inventory']>>('/api/inventory'),
    }),
  inventoryByType: (type: 'brotherhood_pod' | 'coaching_slot') =>
    queryOptions({
      queryKey: [...queryKeys.inventory, type],
      queryFn: () => getJson<Answer<Api['inventory']['type'][':type']>>(`/api/inventory/type/${type}`),
    }),
  /** A waitlist offer link's details; an unknown link answers 404 with the words to show. */
  waitlistOffer: (token: string) =>
    queryOptions({
      queryKey: ['waitlist-offer', token],
      queryFn: () =>
        getJson<Answer<Api['waitlist']['offers'][':token']>>(`/api/waitlist/offers/${encodeURIComponent(token)}`),
      retry: false,
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

export const feedQueries = {
  facebookEvents: () =>
    queryOptions({
      queryKey: feedQueryKeys.facebookEvents,
      queryFn: () => getJson<Answer<Api['facebook']['events']>>('/api/facebook/events'),
    }),
  facebookPosts: () =>
    queryOptions({
      queryKey: feedQueryKeys.facebookPosts,
      queryFn: () => getJson<Answer<Api['facebook']['posts']>>('/api/facebook/posts'),
    }),
  youtubeVideos: () =>
    queryOptions({
      queryKey: feedQueryKeys.youtubeVideos,
      queryFn: () => getJson<Answer<Api['youtube']['videos']>>('/api/youtube/videos'),
    }),
  tiktokLive: () =>
    queryOptions({
      queryKey: feedQueryKeys.tiktokLive,
      queryFn: () => getJson<Answer<Api['tiktok-live']>>('/api/tiktok-live'),
    }),
  podcastEpisodes: () =>
    queryOptions({
      queryKey: feedQueryKeys.podcastEpisodes,
      queryFn: () => getJson<Answer<Api['podcast']['episodes']>>('/api/podcast/episodes'),
    }),
}
