// Every server read the client makes, as queryOptions factories under one key tree, so a mutation
// invalidates exactly what it changed.
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapOrNullWhenSignedOut } from './api.ts'

export const queryKeys = {
  featureToggles: ['feature-toggles'] as const,
  contentEdits: ['content-edits'] as const,
  faqs: ['faqs'] as const,
  siteSettings: ['site-settings'] as const,
  publicConfig: ['public-config'] as const,
  inventory: ['inventory'] as const,
  /** Everything about who is signed in; signing out drops the whole branch. */
  auth: ['auth'] as const,
  authUser: ['auth', 'user'] as const,
  adminMe: ['auth', 'admin-me'] as const,
}

export const queries = {
  featureToggles: () => queryOptions({ queryKey: queryKeys.featureToggles, queryFn: () => unwrap(api.api['feature-toggles'].$get()) }),
  contentEdits: () => queryOptions({ queryKey: queryKeys.contentEdits, queryFn: () => unwrap(api.api['content-edits'].$get()) }),
  faqs: () => queryOptions({ queryKey: queryKeys.faqs, queryFn: () => unwrap(api.api.faqs.$get()) }),
  siteSettings: () => queryOptions({ queryKey: queryKeys.siteSettings, queryFn: () => unwrap(api.api['site-settings'].$get()) }),
  inventoryByType: (type: 'brotherhood_pod' | 'coaching_slot') =>
    queryOptions({ queryKey: [...queryKeys.inventory, type], queryFn: () => unwrap(api.api.inventory.type[':type'].$get({ param: { type } })) }),
  publicConfig: () => queryOptions({ queryKey: queryKeys.publicConfig, queryFn: () => unwrap(api.api['public-config'].$get()) }),
  /** The signed-in person, or null when signed out (SPEC §7: no retry). */
  authUser: () => queryOptions({ queryKey: queryKeys.authUser, queryFn: () => unwrapOrNullWhenSignedOut(api.api.auth.user.$get()), retry: false }),
  adminMe: () => queryOptions({ queryKey: queryKeys.adminMe, queryFn: () => unwrap(api.api.admin.me.$get()), retry: false }),
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
  facebookEvents: () => queryOptions({ queryKey: feedQueryKeys.facebookEvents, queryFn: () => unwrap(api.api.facebook.events.$get()) }),
  facebookPosts: () => queryOptions({ queryKey: feedQueryKeys.facebookPosts, queryFn: () => unwrap(api.api.facebook.posts.$get()) }),
  youtubeVideos: () => queryOptions({ queryKey: feedQueryKeys.youtubeVideos, queryFn: () => unwrap(api.api.youtube.videos.$get()) }),
  tiktokLive: () => queryOptions({ queryKey: feedQueryKeys.tiktokLive, queryFn: () => unwrap(api.api['tiktok-live'].$get()) }),
  podcastEpisodes: () => queryOptions({ queryKey: feedQueryKeys.podcastEpisodes, queryFn: () => unwrap(api.api.podcast.episodes.$get()) }),
}
