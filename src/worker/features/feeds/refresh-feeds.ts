// The cron trigger's part in the feeds: each minute, every feed whose copy is a TTL old is fetched again, so
// visitors almost always find a fresh copy in KV and never wait for an upstream.
import { type FeedSource, isDue, readCachedFeed, refreshFeed } from './feed-cache.ts'
import { FEEDS, type FeedName } from './feeds.ts'

export type FeedRefresh = 'fresh' | 'refreshed' | 'failed'

export async function refreshDueFeeds(env: Env, now = Date.now()): Promise<Record<FeedName, FeedRefresh>> {
  const names = Object.keys(FEEDS) as FeedName[]
  const outcomes = await Promise.all(
    names.map(async (name): Promise<FeedRefresh> => {
      const source: FeedSource<unknown> = FEEDS[name]
      if (!isDue(await readCachedFeed(env, source), source.ttlSeconds, now)) return 'fresh'
      return (await refreshFeed(env, source, now)).ok ? 'refreshed' : 'failed'
    }),
  )
  return Object.fromEntries(names.map((name, index) => [name, outcomes[index]])) as Record<FeedName, FeedRefresh>
}
