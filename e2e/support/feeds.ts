// Sets the home page's feeds where the Worker reads them: the e2e site's local KV, each copy as the feed
// cache stores it ({ data, fetchedAt }, fetched now, so fresh for its TTL). The owner's TikTok status is
// written last through the admin API: like every admin write it drops the rendered page, so the next load
// is rendered from these copies.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FacebookPost, HighlightedEvent, PodcastEpisode, TikTokLiveStatus, Video } from '../../src/shared/feeds.ts'
import { FEED_KEYS } from '../../src/worker/features/feeds/feed-keys.ts'
import { ROOT, toolEnv } from '../../tools/lib/local-site.ts'
import { adminApi } from './admin-session.ts'
import { E2E_STATE } from './local-db.ts'

/** Each of the options below, by the Worker's own KV key for it. */
const KEYS = {
  events: FEED_KEYS.facebookEvents,
  posts: FEED_KEYS.facebookPosts,
  videos: FEED_KEYS.youtubeVideos,
  episodes: FEED_KEYS.podcastEpisodes,
} as const

export interface Feeds {
  events?: Omit<HighlightedEvent, 'highlight'>[]
  posts?: FacebookPost[]
  videos?: Video[]
  episodes?: PodcastEpisode[]
  tiktok?: TikTokLiveStatus
}

/** What the seed leaves (tools/seed): the owner's account, not live. */
export const NOT_LIVE: TikTokLiveStatus = {
  username: 'brotherhoodcoaching',
  isLive: false,
  liveTitle: null,
  liveUrl: null,
  viewerCount: 0,
}

function wranglerKv(args: string[]): void {
  execFileSync('wrangler', ['kv', ...args, '--binding', 'FEEDS', '--local', '--persist-to', E2E_STATE], {
    cwd: ROOT,
    env: toolEnv,
    stdio: 'ignore',
  })
}

/** Runs wrangler's bulk command on a file holding `entries`. */
function bulk(command: 'put' | 'delete', entries: unknown[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-feeds-'))
  const file = join(dir, 'entries.json')
  try {
    writeFileSync(file, JSON.stringify(entries))
    wranglerKv(['bulk', command, file, ...(command === 'delete' ? ['--force'] : [])])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function setTikTok(baseURL: string, status: TikTokLiveStatus): Promise<void> {
  const api = await adminApi(baseURL)
  const response = await api.post('/api/tiktok-live', { data: status })
  if (!response.ok())
    throw new Error(`Setting the TikTok status answered ${response.status()}: ${await response.text()}`)
  await api.dispose()
}

/** Puts the given feeds in KV (the others keep what they have) and sets the TikTok status. */
export async function setFeeds(baseURL: string, feeds: Feeds): Promise<void> {
  const fetchedAt = Date.now()
  const entries = (Object.keys(KEYS) as (keyof typeof KEYS)[]).flatMap((name) =>
    feeds[name] ? [{ key: KEYS[name], value: JSON.stringify({ data: feeds[name], fetchedAt }) }] : [],
  )
  if (entries.length > 0) bulk('put', entries)
  await setTikTok(baseURL, feeds.tiktok ?? NOT_LIVE)
}

/** Drops every copy, so the next load fetches the seeded content again (what the other specs expect). */
export async function forgetFeeds(baseURL: string): Promise<void> {
  bulk('delete', Object.values(KEYS))
  await setTikTok(baseURL, NOT_LIVE)
}
