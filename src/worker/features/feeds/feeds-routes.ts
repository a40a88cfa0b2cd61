// The public feeds of SPEC §7, each served from its KV copy (features/feeds/feed-cache.ts). Event highlights are
// worked out as the list is served, so even an old copy shows today's badges. GET /api/tiktok-live, the
// status the admin sets, lives with its admin route in tiktok-live.ts.
import { type Context, Hono } from 'hono'
import { withHighlights } from '../../../shared/rules/event-highlight.ts'
import { type FeedSource, readFeed } from './feed-cache.ts'
import { FEEDS } from './feeds.ts'
import type { AppEnv } from '../../env.ts'

/**
 * The copy's data, saying when it was fetched: the rendered home page keeps it no longer than the feed's TTL
 * from then (pages/public-page.ts). Browsers ask again each time (no-cache), as before.
 */
async function serve<T>(c: Context<AppEnv>, source: FeedSource<T>): Promise<T> {
  const copy = await readFeed(c.env, source, { background: (promise) => c.executionCtx.waitUntil(promise) })
  c.header('Last-Modified', new Date(copy.fetchedAt).toUTCString())
  c.header('Cache-Control', 'no-cache')
  return copy.data
}

/** Each feed at its own path: /facebook/events, /facebook/posts, /youtube/videos, /podcast/episodes. */
export const facebookEventsFeed = new Hono<AppEnv>().get('/', async (c) =>
  c.json(withHighlights(await serve(c, FEEDS.facebookEvents), Date.now())),
)
export const facebookPostsFeed = new Hono<AppEnv>().get('/', async (c) => c.json(await serve(c, FEEDS.facebookPosts)))
export const youtubeVideosFeed = new Hono<AppEnv>().get('/', async (c) => c.json(await serve(c, FEEDS.youtubeVideos)))
export const podcastEpisodesFeed = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await serve(c, FEEDS.podcastEpisodes)),
)
