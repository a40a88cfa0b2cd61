// Where each feed's copy lives in KV. Apart from the feeds' sources so the end-to-end tests, which write
// copies into the local site's KV, read the same keys without loading the fetchers.
export const FEED_KEYS = {
  facebookEvents: 'feed:facebook-events',
  facebookPosts: 'feed:facebook-posts',
  youtubeVideos: 'feed:youtube-videos',
  podcastEpisodes: 'feed:podcast-episodes',
} as const
