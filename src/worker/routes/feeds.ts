// The public feeds of SPEC §7, each served from its KV copy (domain/feed-cache.ts). Event highlights are
// worked out as the list is served, so even an old copy shows today's badges. GET /api/tiktok-live, the
// status the admin sets, lives with its admin route in tiktok-live.ts.
import { type Context, Hono } from 'hono'
import { withHighlights } from '../../shared/rules/event-highlight.ts'
import { type FeedSource, readFeed } from '../domain/feed-cache.ts'
import { FEEDS } from '../domain/feeds.ts'
import type { AppEnv } from '../env.ts'

function serve<T>(c: Context<AppEnv>, source: FeedSource<T>): Promise<T> {
  return readFeed(c.env, source, { background: (promise) => c.executionCtx.waitUntil(promise) })
}

export const feedsPublic = new Hono<AppEnv>()
  .get('/facebook/events', async (c) => c.json(withHighlights(await serve(c, FEEDS.facebookEvents), Date.now())))
  .get('/facebook/posts', async (c) => c.json(await serve(c, FEEDS.facebookPosts)))
  .get('/youtube/videos', async (c) => c.json(await serve(c, FEEDS.youtubeVideos)))
  .get('/podcast/episodes', async (c) => c.json(await serve(c, FEEDS.podcastEpisodes)))
