// The feeds the home page shows (SPEC §2: events, the social feed, the podcast). The Worker reads them before
// it renders the page, only for the sections that are on, and renders their items into the HTML; they stay
// out of #page-data, as no script shows them.
import { FEED_TTL_SECONDS } from '../../../shared/constants.ts'
import type { FeatureId } from '../../../shared/features.ts'
import { EVENTS, PODCAST, SOCIAL_FEED, TIKTOK_LIVE } from '../../../shared/sections/feed-sections.ts'
import { feedQueryKeys } from '../../../client/lib/queries.ts'

export interface FeedRead {
  queryKey: readonly unknown[]
  path: string
  /** Read only while every one of these features is on (a section that is off shows nothing of it). */
  features: readonly FeatureId[]
  /** How long a page may show what it read: the feed's TTL (SPEC §7), counted from when the copy was fetched. */
  ttlSeconds: number
}

export const HOME_FEEDS: readonly FeedRead[] = [
  {
    queryKey: feedQueryKeys.facebookEvents,
    path: '/api/facebook/events',
    features: [EVENTS.featureId],
    ttlSeconds: FEED_TTL_SECONDS.facebookEvents,
  },
  {
    queryKey: feedQueryKeys.facebookPosts,
    path: '/api/facebook/posts',
    features: [SOCIAL_FEED.featureId],
    ttlSeconds: FEED_TTL_SECONDS.facebookPosts,
  },
  {
    queryKey: feedQueryKeys.youtubeVideos,
    path: '/api/youtube/videos',
    features: [SOCIAL_FEED.featureId],
    ttlSeconds: FEED_TTL_SECONDS.youtubeVideos,
  },
  {
    queryKey: feedQueryKeys.tiktokLive,
    path: '/api/tiktok-live',
    features: [SOCIAL_FEED.featureId, TIKTOK_LIVE.featureId],
    ttlSeconds: FEED_TTL_SECONDS.tiktokLive,
  },
  {
    queryKey: feedQueryKeys.podcastEpisodes,
    path: '/api/podcast/episodes',
    features: [PODCAST.featureId],
    ttlSeconds: FEED_TTL_SECONDS.podcastEpisodes,
  },
]
