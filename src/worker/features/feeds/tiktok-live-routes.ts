// The TikTok live status the owner sets from the Social tab (SPEC §3, §4). The public read is a plain read
// of the one row (it is the owner's own setting, not a feed), cached for SPEC §7's 30 s.
import { Hono } from 'hono'
import { FEED_TTL_SECONDS } from '../../../shared/constants.ts'
import { tiktokLiveSchema } from '../../../shared/schemas/tiktok-live.ts'
import { tiktokLive } from '../../platform/db/schema.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

const columns = {
  username: tiktokLive.username,
  isLive: tiktokLive.isLive,
  liveTitle: tiktokLive.liveTitle,
  liveUrl: tiktokLive.liveUrl,
  viewerCount: tiktokLive.viewerCount,
}
/** Before the owner has set anything: not live. */
const NOT_LIVE = { username: '', isLive: false, liveTitle: null, liveUrl: null, viewerCount: 0 }
const SINGLE_ROW_ID = 1

export const tiktokLivePublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const status = await cached(CACHE_KEYS.tiktokLive, FEED_TTL_SECONDS.tiktokLive, async () => {
    const [row] = await db.select(columns).from(tiktokLive)
    return row ?? NOT_LIVE
  })
  return c.json(status)
})

export const tiktokLiveAdmin = new Hono<AppEnv>().post('/', validate('json', tiktokLiveSchema), async (c) => {
  const status = c.req.valid('json')
  const [row] = await c
    .get('db')
    .insert(tiktokLive)
    .values({ id: SINGLE_ROW_ID, ...status })
    .onConflictDoUpdate({ target: tiktokLive.id, set: { ...status, updatedAt: new Date().toISOString() } })
    .returning(columns)
  invalidate(CACHE_KEYS.tiktokLive)
  return c.json(row!)
})
