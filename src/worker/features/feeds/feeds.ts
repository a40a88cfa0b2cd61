// The public feeds of SPEC §7 that come from outside: where each comes from and how long KV keeps it. Each
// reads its outside service when that is configured, and the site's own content otherwise (seeded-feeds.ts);
// YouTube and the podcast have no local content, so unconfigured they are empty lists, which the sections
// say plainly. The TikTok live status is the admin's own row, not a feed: features/feeds/tiktok-live-routes.ts serves it.
import { FEED_TTL_SECONDS } from '../../../shared/constants.ts'
import {
  FEED_UNAVAILABLE,
  type FacebookEvent,
  type FacebookPost,
  type PodcastEpisode,
  type Video,
} from '../../../shared/feeds.ts'
import { facebookConfigured, fetchFacebookEvents, fetchFacebookPosts } from '../../platform/adapters/facebook.ts'
import { fetchPodcastEpisodes, podcastConfigured } from '../../platform/adapters/podcast.ts'
import { fetchYoutubeVideos, youtubeConfigured } from '../../platform/adapters/youtube.ts'
import type { FeedSource } from './feed-cache.ts'
import { FEED_KEYS } from './feed-keys.ts'
import { seededFacebookEvents, seededFacebookPosts } from './seeded-feeds.ts'

export const FEEDS = {
  facebookEvents: {
    key: FEED_KEYS.facebookEvents,
    ttlSeconds: FEED_TTL_SECONDS.facebookEvents,
    unavailableMessage: FEED_UNAVAILABLE.facebookEvents,
    load: (env) => (facebookConfigured(env) ? fetchFacebookEvents(env) : seededFacebookEvents(env)),
  } satisfies FeedSource<FacebookEvent[]>,
  facebookPosts: {
    key: FEED_KEYS.facebookPosts,
    ttlSeconds: FEED_TTL_SECONDS.facebookPosts,
    unavailableMessage: FEED_UNAVAILABLE.facebookPosts,
    load: (env) => (facebookConfigured(env) ? fetchFacebookPosts(env) : seededFacebookPosts(env)),
  } satisfies FeedSource<FacebookPost[]>,
  youtubeVideos: {
    key: FEED_KEYS.youtubeVideos,
    ttlSeconds: FEED_TTL_SECONDS.youtubeVideos,
    unavailableMessage: FEED_UNAVAILABLE.youtubeVideos,
    load: async (env) => (youtubeConfigured(env) ? fetchYoutubeVideos(env) : []),
  } satisfies FeedSource<Video[]>,
  podcastEpisodes: {
    key: FEED_KEYS.podcastEpisodes,
    ttlSeconds: FEED_TTL_SECONDS.podcastEpisodes,
    unavailableMessage: FEED_UNAVAILABLE.podcastEpisodes,
    load: async (env) => (podcastConfigured(env) ? fetchPodcastEpisodes(env) : []),
  } satisfies FeedSource<PodcastEpisode[]>,
} as const

export type FeedName = keyof typeof FEEDS
