// The home page's feed sections in the Worker's HTML (SPEC §2 events, social feed, podcast): the items of
// each feed's KV copy, the empty and failure sentences, a switched-off section absent, and a page kept no
// longer than its feed copies stay fresh.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CachedFeed } from '../../src/worker/features/feeds/feed-cache.ts'
import { FEEDS, type FeedName } from '../../src/worker/features/feeds/feeds.ts'
import { keepSeconds } from '../../src/worker/pages/public-page.ts'
import { PAGE_CACHE_STATUS } from '../../src/worker/pages/page-edge-cache.ts'
import { refreshDueFeeds } from '../../src/worker/features/feeds/refresh-feeds.ts'
import { request } from '../helpers/client.ts'
import { configuredEnv, nextAnswers, resetFixture, unconfiguredEnv } from '../helpers/feeds.ts'
import { adminCookie } from '../helpers/sessions.ts'

const FEED_NAMES = Object.keys(FEEDS) as FeedName[]
const HOUR_MS = 60 * 60 * 1000

/** A fresh copy of the feed in KV, where the Worker reads it. */
const storeFeed = (name: FeedName, data: unknown, fetchedAt = Date.now()) =>
  env.FEEDS.put(FEEDS[name].key, JSON.stringify({ data, fetchedAt } satisfies CachedFeed<unknown>))

const asAdmin = async (path: string, method: string, body?: unknown) =>
  request(path, { method, body }, { cookie: await adminCookie() })

/** The HTML of GET /, without the empty comments React puts between neighbouring texts. */
async function home(): Promise<string> {
  const response = await request('/')
  expect(response.status).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

const PAGE_DATA = /<script type="application\/json" id="page-data">.*?<\/script>/s

const event = (id: string, title: string, date: string) => ({
  id,
  title,
  date,
  endDate: null,
  location: 'Zoom',
  description: 'Bring a question.',
  facebookUrl: null,
  attendingCount: 7,
  maybeCount: 0,
})

async function storeEveryFeed(): Promise<void> {
  await Promise.all([
    storeFeed('facebookEvents', [event('e1', 'Pod Info Night', new Date(Date.now() + 48 * HOUR_MS).toISOString())]),
    storeFeed('facebookPosts', [
      { id: 'p1', message: 'Present, not perfect.', full_picture: null, permalink_url: null },
    ]),
    storeFeed('youtubeVideos', [
      {
        id: 'v1',
        title: 'Leading at home: the first step',
        url: 'https://www.youtube.com/watch?v=v1',
        thumbnail: null,
        duration: 'PT12M5S',
        viewCount: 15_342,
        publishedAt: '2030-11-18T15:00:00Z',
      },
    ]),
    storeFeed('podcastEpisodes', [
      { id: 'ep-3', title: 'Episode 3: Leading & Loving', duration: 3723, audioUrl: null },
    ]),
  ])
}

beforeEach(async () => {
  await resetFixture()
  // Every section on; the write also drops the rendered pages.
  expect((await asAdmin('/api/feature-toggles', 'DELETE')).status).toBe(200)
  await Promise.all(FEED_NAMES.map((name) => env.FEEDS.delete(FEEDS[name].key)))
})

describe('the feed sections in the HTML of GET /', () => {
  it("holds each feed's items from KV and the TikTok status, written as HTML rather than as page data", async () => {
    await storeEveryFeed()
    const live = { username: 'brotherhood', isLive: true, liveTitle: 'Sunday Q&A', liveUrl: null, viewerCount: 1234 }
    expect((await asAdmin('/api/tiktok-live', 'POST', live)).status).toBe(200)
    const html = await home()
    const pageData = html.match(PAGE_DATA)?.[0]
    expect(pageData).toBeDefined()
    const body = html.replace(PAGE_DATA, '')
    expect(body).toContain('Pod Info Night')
    expect(body).toContain('Next Event')
    expect(body).toContain('7 going')
    expect(body).toContain('Present, not perfect.')
    expect(body).toContain('Leading at home: the first step')
    expect(body).toContain('15.3K views')
    expect(body).toContain('Live now on TikTok')
    expect(body).toContain('1,234 watching')
    expect(body).toContain('Episode 3: Leading &amp; Loving')
    expect(body).toContain('Length: </span>1:02:03')
    // No script shows them, so the page does not carry them twice.
    expect(pageData).not.toContain('Pod Info Night')
    expect(pageData).not.toContain('Present, not perfect.')
  })

  it("leaves out a switched-off section's feed, and TikTok's status when its integration is off", async () => {
    await storeEveryFeed()
    for (const feature of ['events', 'podcast', 'tiktok-integration'])
      expect((await asAdmin(`/api/feature-toggles/${feature}`, 'PUT', { isEnabled: false })).status).toBe(200)
    const html = await home()
    expect(html).not.toContain('Upcoming Events')
    expect(html).not.toContain('Pod Info Night')
    expect(html).not.toContain('id="events"')
    expect(html).not.toContain('The Brotherhood Podcast')
    expect(html).not.toContain('Episode 3')
    expect(html).not.toContain('TikTok Live')
    // The social feed itself is still on.
    expect(html).toContain('Present, not perfect.')
  })

  it('says each empty feed in its own sentence', async () => {
    await Promise.all(FEED_NAMES.map((name) => storeFeed(name, [])))
    const html = await home()
    expect(html).toContain('No events scheduled right now. Check back soon.')
    expect(html).toContain('No posts yet.')
    expect(html).toContain('New videos coming soon.')
    expect(html).toContain('New episodes coming soon!')
  })

  it("says 'Unable to load …' for a feed that cannot be read, and does not keep that page", async () => {
    // Configured feeds, nothing in KV, and every upstream answer failing.
    await nextAnswers('error', 20)
    const failed = await (await request('/', {}, { env: configuredEnv })).text()
    expect(failed).toContain('Unable to load events at the moment.')
    expect(failed).toContain('Unable to load Facebook posts at the moment.')
    expect(failed).toContain('Unable to load YouTube videos at the moment.')
    expect(failed).toContain('Unable to load podcast episodes at the moment.')
    await resetFixture()
    const next = await (await request('/', {}, { env: configuredEnv })).text()
    expect(next).not.toContain('Unable to load')
    expect(next).toContain('Husband Leadership Live Q&amp;A')
  })
})

describe('how long the page keeps its feeds', () => {
  it('a new copy from the cron makes the kept page stale at once: served once more while the next renders', async () => {
    await storeEveryFeed()
    await storeFeed('facebookPosts', [
      { id: 'old', message: 'The copy before', full_picture: null, permalink_url: null },
    ])
    expect(await home()).toContain('The copy before')
    await storeFeed('facebookPosts', [
      { id: 'new', message: 'Behind the page', full_picture: null, permalink_url: null },
    ])
    expect(await home()).toContain('The copy before') // the kept page
    // The cron a day later finds every copy due and fetches it again (the owner's posts, nothing configured).
    await refreshDueFeeds(unconfiguredEnv, Date.now() + 24 * HOUR_MS)
    const stale = await request('/')
    expect(stale.headers.get(PAGE_CACHE_STATUS)).toBe('STALE')
    expect(await stale.text()).toContain('The copy before')
    // The next page, rendered in the background, holds the cron's copy.
    await expect.poll(home).not.toContain('The copy before')
    expect(await home()).not.toContain('Behind the page')
  })

  it('keeps a page until the first of its feed copies goes stale, a minute at most, and not at all once one is', () => {
    const now = Date.UTC(2030, 0, 1)
    const events = (fetchedAgoSeconds: number) => ({ ttlSeconds: 60, fetchedAt: now - fetchedAgoSeconds * 1000 })
    expect(keepSeconds([], now)).toBe(60)
    expect(keepSeconds([events(50)], now)).toBe(10)
    expect(keepSeconds([{ ttlSeconds: 1800, fetchedAt: now }, events(15)], now)).toBe(45)
    // The TikTok status gives no fetch time: its 30 s count from now.
    expect(keepSeconds([{ ttlSeconds: 30, fetchedAt: null }], now)).toBe(30)
    expect(keepSeconds([events(60)], now)).toBe(0)
    expect(keepSeconds([events(300)], now)).toBe(0)
  })
})
