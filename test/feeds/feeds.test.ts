import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FacebookPost } from '../../src/shared/feeds.ts'
import { parsePodcastRss } from '../../src/worker/platform/adapters/podcast.ts'
import { safeFetchText, UpstreamError } from '../../src/worker/platform/adapters/safe-fetch.ts'
import { events, facebookPosts } from '../../src/worker/platform/db/schema.ts'
import type { CachedFeed } from '../../src/worker/features/feeds/feed-cache.ts'
import { FEEDS, type FeedName } from '../../src/worker/features/feeds/feeds.ts'
import { refreshDueFeeds } from '../../src/worker/features/feeds/refresh-feeds.ts'
import { SCHEDULED_JOBS } from '../../src/worker/scheduled.ts'
import { testDb } from '../helpers/db.ts'
import { request, withEnv } from '../helpers/client.ts'
import { expectError } from '../helpers/errors.ts'
import {
  configuredEnv,
  FIXTURE,
  nextAnswers,
  resetFixture,
  unconfiguredEnv,
  upstreamRequests,
} from '../helpers/feeds.ts'

const PATHS: Record<FeedName, string> = {
  facebookEvents: '/api/facebook/events',
  facebookPosts: '/api/facebook/posts',
  youtubeVideos: '/api/youtube/videos',
  podcastEpisodes: '/api/podcast/episodes',
}
const FEED_NAMES = Object.keys(PATHS) as FeedName[]

const stored = (name: FeedName) => env.FEEDS.get<CachedFeed<unknown>>(FEEDS[name].key, 'json')
const store = (name: FeedName, entry: CachedFeed<unknown>) => env.FEEDS.put(FEEDS[name].key, JSON.stringify(entry))
const secondsAgo = (seconds: number) => Date.now() - seconds * 1000

/** An old copy no upstream would produce, so serving it is unmistakable. */
const OLD_POSTS: FacebookPost[] = [
  { id: 'old-copy', message: 'The last good copy', full_picture: null, permalink_url: null },
]

async function getJson<T = unknown>(
  path: string,
  testEnv: Env,
): Promise<{ status: number; body: T; settled: Promise<void> }> {
  const { as, settled } = withEnv(testEnv)
  const response = await request(path, {}, as)
  return { status: response.status, body: (await response.json()) as T, settled: settled() }
}

beforeEach(async () => {
  await resetFixture()
  await Promise.all(FEED_NAMES.map((name) => env.FEEDS.delete(FEEDS[name].key)))
})

describe('feeds cached in KV with the TTLs of SPEC §7', () => {
  it('keeps each feed for its own time: events 60 s, posts 10 min, videos 5 min, podcast 30 min', () => {
    expect(Object.fromEntries(FEED_NAMES.map((name) => [name, FEEDS[name].ttlSeconds]))).toEqual({
      facebookEvents: 60,
      facebookPosts: 600,
      youtubeVideos: 300,
      podcastEpisodes: 1800,
    })
  })

  it.each(FEED_NAMES)(
    '%s: a miss fetches from upstream while the visitor waits, answers, and stores { data, fetchedAt }',
    async (name) => {
      const before = Date.now()
      const { status, body, settled } = await getJson<unknown[]>(PATHS[name], configuredEnv)
      await settled
      expect(status).toBe(200)
      expect(body.length).toBeGreaterThan(0)
      const entry = await stored(name)
      expect(entry!.fetchedAt).toBeGreaterThanOrEqual(before)
      expect(entry!.fetchedAt).toBeLessThanOrEqual(Date.now())
      expect((entry!.data as unknown[]).length).toBe(body.length)
      expect((await upstreamRequests()).length).toBeGreaterThan(0)
    },
  )

  it.each(FEED_NAMES)('%s: a copy younger than its TTL is served from KV without calling upstream', async (name) => {
    await store(name, { data: [{ id: 'cached-copy' }], fetchedAt: secondsAgo(FEEDS[name].ttlSeconds - 2) })
    const { body, settled } = await getJson<{ id: string }[]>(PATHS[name], configuredEnv)
    await settled
    expect(body.map((item) => item.id)).toEqual(['cached-copy'])
    expect(await upstreamRequests()).toEqual([])
  })

  it.each(FEED_NAMES)('%s: an expired copy is served at once and refreshed in the background', async (name) => {
    await store(name, { data: [{ id: 'expired-copy' }], fetchedAt: secondsAgo(FEEDS[name].ttlSeconds + 1) })
    const { body, settled } = await getJson<{ id: string }[]>(PATHS[name], configuredEnv)
    expect(body.map((item) => item.id)).toEqual(['expired-copy'])
    await settled
    const entry = await stored(name)
    expect((entry!.data as { id: string }[]).map((item) => item.id)).not.toContain('expired-copy')
    expect(entry!.fetchedAt).toBeGreaterThan(secondsAgo(5))
  })
})

describe('a failing upstream keeps the last good copy', () => {
  it.each([['error'], ['oversize'], ['redirect'], ['malformed']] as const)(
    'an upstream answering with %s: the old copy stays, is served, and the upstream is not asked again within the TTL',
    async (mishap) => {
      const expiredAt = secondsAgo(FEEDS.facebookPosts.ttlSeconds + 60)
      await store('facebookPosts', { data: OLD_POSTS, fetchedAt: expiredAt })
      await nextAnswers(mishap)
      const first = await getJson<FacebookPost[]>(PATHS.facebookPosts, configuredEnv)
      await first.settled
      expect(first.body).toEqual(OLD_POSTS)
      const entry = await stored('facebookPosts')
      expect(entry).toMatchObject({ data: OLD_POSTS, fetchedAt: expiredAt })
      expect(entry!.failedAt).toBeGreaterThan(secondsAgo(5))

      const second = await getJson<FacebookPost[]>(PATHS.facebookPosts, configuredEnv)
      await second.settled
      expect(second.body).toEqual(OLD_POSTS)
      expect(await upstreamRequests()).toHaveLength(1)
    },
  )

  it('an upstream too slow to answer: the old copy stays', { timeout: 20_000 }, async () => {
    await store('youtubeVideos', {
      data: [{ id: 'old-video' }],
      fetchedAt: secondsAgo(FEEDS.youtubeVideos.ttlSeconds + 1),
    })
    await nextAnswers('slow')
    const { body, settled } = await getJson<{ id: string }[]>(PATHS.youtubeVideos, configuredEnv)
    expect(body).toEqual([{ id: 'old-video' }])
    await settled
    expect((await stored('youtubeVideos'))!.data).toEqual([{ id: 'old-video' }])
  })

  it('a malformed podcast feed: the old copy stays', async () => {
    const episodes = [{ id: 'ep-old', title: 'Old episode', duration: 60, audioUrl: null }]
    await store('podcastEpisodes', { data: episodes, fetchedAt: secondsAgo(FEEDS.podcastEpisodes.ttlSeconds + 1) })
    await nextAnswers('malformed')
    const { body, settled } = await getJson(PATHS.podcastEpisodes, configuredEnv)
    await settled
    expect(body).toEqual(episodes)
    expect((await stored('podcastEpisodes'))!.data).toEqual(episodes)
  })

  it('the copy is replaced once the upstream recovers', async () => {
    await store('facebookPosts', { data: OLD_POSTS, fetchedAt: secondsAgo(700), failedAt: secondsAgo(601) })
    const { settled } = await getJson(PATHS.facebookPosts, configuredEnv)
    await settled
    const entry = await stored('facebookPosts')
    expect((entry!.data as FacebookPost[]).map((post) => post.id)).toEqual(['page_1', 'page_2'])
    expect(entry!.failedAt).toBeUndefined()
  })

  it.each([
    ['facebookPosts', 'Unable to load Facebook posts at the moment.'],
    ['youtubeVideos', 'Unable to load YouTube videos at the moment.'],
    ['facebookEvents', 'Unable to load events at the moment.'],
    ['podcastEpisodes', 'Unable to load podcast episodes at the moment.'],
  ] as const)('%s with nothing cached and a failing upstream answers 502: %s', async (name, message) => {
    await nextAnswers('error', 5)
    const { as, settled } = withEnv(configuredEnv)
    const response = await request(PATHS[name], {}, as)
    await settled()
    expect((await expectError(response, 502)).message).toBe(message)
    expect(await stored(name)).toBeNull()
  })
})

describe('the safe fetcher', () => {
  const allowed = { allowedHosts: ['feeds.test', 'graph.facebook.com'] }

  async function failureOf(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(UpstreamError)
    return (error as UpstreamError).failure
  }

  it('refuses plain http except to local stand-ins, and any host not configured, before sending anything', async () => {
    expect(await failureOf(safeFetchText('http://graph.facebook.com/v21.0/page/posts', allowed))).toBe('refused')
    expect(await failureOf(safeFetchText('https://evil.example/feed', allowed))).toBe('refused')
    expect(await failureOf(safeFetchText('https://user:pass@graph.facebook.com/', allowed))).toBe('refused')
    expect(await failureOf(safeFetchText('not a url', allowed))).toBe('refused')
    expect(await upstreamRequests()).toEqual([])
  })

  it('does not follow a redirect', async () => {
    await nextAnswers('redirect')
    expect(await failureOf(safeFetchText(`${FIXTURE}/podcast/rss.xml`, allowed))).toBe('redirect')
    expect(await upstreamRequests()).toHaveLength(1)
  })

  it('stops reading past the byte cap, even without a Content-Length', async () => {
    await nextAnswers('oversize')
    expect(await failureOf(safeFetchText(`${FIXTURE}/podcast/rss.xml`, allowed))).toBe('too-large')
  })

  it('gives up on a slow answer at its time limit', async () => {
    await nextAnswers('slow')
    const started = Date.now()
    expect(await failureOf(safeFetchText(`${FIXTURE}/podcast/rss.xml`, { ...allowed, timeoutMs: 300 }))).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('treats a 500 as a failure', async () => {
    await nextAnswers('error')
    expect(await failureOf(safeFetchText(`${FIXTURE}/podcast/rss.xml`, allowed))).toBe('status')
  })
})

describe('what each adapter makes of its upstream', () => {
  it('Facebook events: the public shape of SPEC §3, with highlights, the token sent in a header only', async () => {
    const { body } = await getJson(PATHS.facebookEvents, configuredEnv)
    expect(body).toEqual([
      {
        id: 'fb-event-1',
        title: 'Husband Leadership Live Q&A',
        date: '2031-03-04T18:00:00-0800',
        endDate: '2031-03-04T19:30:00-0800',
        location: 'Zoom',
        description: 'Bring your hardest question about leading at home.',
        facebookUrl: 'https://www.facebook.com/events/fb-event-1',
        attendingCount: 42,
        maybeCount: 17,
        highlight: 'next-event',
      },
      {
        id: 'fb-event-2',
        title: 'Brotherhood Pod Info Night',
        date: '2031-04-01T19:00:00-0700',
        endDate: null,
        location: 'Online',
        description: '',
        facebookUrl: 'https://www.facebook.com/events/fb-event-2',
        attendingCount: 12,
        maybeCount: 3,
        highlight: null,
      },
    ])
    const [request] = await upstreamRequests()
    expect(request!.path).toMatch(/^\/v21\.0\/brotherhood-page\/events\?/)
    expect(request!.path).not.toContain('fb-page-token')
    expect(request!.headers.authorization).toBe('Bearer fb-page-token')
  })

  it('Facebook posts: the Graph field names, and a post with no text left out', async () => {
    const { body } = await getJson(PATHS.facebookPosts, configuredEnv)
    expect(body).toEqual([
      {
        id: 'page_1',
        message: expect.stringContaining('Your wife does not need you to be perfect.'),
        full_picture: 'https://scontent.xx.fbcdn.net/v/post-1.jpg',
        permalink_url: 'https://www.facebook.com/brotherhood/posts/1',
      },
      {
        id: 'page_2',
        message: 'A new Brotherhood Pod opens in January.',
        full_picture: null,
        permalink_url: 'https://www.facebook.com/brotherhood/posts/2',
      },
    ])
  })

  it("YouTube: the channel's uploads with views as numbers and ISO durations, the key sent in a header only", async () => {
    const { body } = await getJson(PATHS.youtubeVideos, configuredEnv)
    expect(body).toEqual([
      {
        id: 'vid-1',
        title: 'Leading at home: the first step',
        url: 'https://www.youtube.com/watch?v=vid-1',
        thumbnail: 'https://i.ytimg.com/vi/vid-1/mqdefault.jpg',
        duration: 'PT12M5S',
        viewCount: 15342,
        publishedAt: '2030-11-18T15:00:00Z',
      },
      expect.objectContaining({
        id: 'vid-2',
        thumbnail: 'https://i.ytimg.com/vi/vid-2/default.jpg',
        duration: 'PT1H2M3S',
        viewCount: 2_400_000,
        publishedAt: 'not a date',
      }),
      expect.objectContaining({ id: 'vid-3', thumbnail: null, duration: 'P0D', viewCount: 87 }),
    ])
    const requests = await upstreamRequests()
    expect(requests.map((request) => request.path.split('?')[0])).toEqual([
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos',
    ])
    expect(requests[0]!.path).toContain('playlistId=UUbrotherhood')
    expect(
      requests.every(
        (request) => request.headers['x-goog-api-key'] === 'yt-api-key' && !request.path.includes('yt-api-key'),
      ),
    ).toBe(true)
  })
})

describe('the podcast RSS feed, quirks and all', () => {
  it('reads CDATA titles, itunes:duration in seconds, HH:MM:SS and MM:SS, and an episode without an enclosure', async () => {
    const { body } = await getJson(PATHS.podcastEpisodes, configuredEnv)
    expect(body).toEqual([
      {
        id: 'ep-3',
        title: 'Episode 3: Leading & Loving <Well>',
        duration: 3723,
        audioUrl: 'https://cdn.podcast.example/ep-3.mp3',
      },
      {
        id: 'ep-2',
        title: "Episode 2: The Husband's Hour",
        duration: 3723,
        audioUrl: 'https://cdn.podcast.example/ep-2.mp3',
      },
      { id: 'https://podcast.example/episodes/1', title: 'Episode 1: Why We Started', duration: 2730, audioUrl: null },
      { id: 'ep-0', title: '2024', duration: null, audioUrl: 'https://cdn.podcast.example/trailer.mp3' },
    ])
  })

  it('refuses a broken document instead of half-reading it', () => {
    expect(() => parsePodcastRss('<rss><channel><item><title>Half')).toThrow(UpstreamError)
    expect(() => parsePodcastRss('<feed><entry/></feed>')).toThrow('no RSS channel')
  })

  it('reads a feed with no episodes yet as an empty list', () => {
    expect(parsePodcastRss('<rss version="2.0"><channel><title>Soon</title></channel></rss>')).toEqual([])
  })

  it('keeps only http(s) audio, and skips an item without a title', () => {
    const xml = `<rss><channel>
      <item><title>Local file</title><guid>a</guid><enclosure url="file:///etc/passwd"/></item>
      <item><guid>b</guid><enclosure url="https://cdn.example/b.mp3"/></item>
    </channel></rss>`
    expect(parsePodcastRss(xml)).toEqual([{ id: 'a', title: 'Local file', duration: null, audioUrl: null }])
  })
})

describe('with nothing configured, the feeds show the seeded content', () => {
  const longAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Los_Angeles',
    })

  it("events come from the admin's list, with highlights where the date reads", async () => {
    const db = testDb()
    await db.delete(events)
    await db.insert(events).values([
      {
        title: 'Seeded Q&A',
        date: 'March 4, 2031',
        time: '6:00 PM PST',
        type: 'free',
        location: 'Zoom',
        description: 'x'.repeat(250),
        link: 'https://www.facebook.com/events/1',
        sortOrder: 1,
      },
      {
        title: 'Seeded breakfast',
        date: longAgo(3),
        time: '8:00 AM PST',
        type: 'members only',
        location: 'In Person',
        sortOrder: 2,
      },
      { title: 'Weekly call', date: 'Every Tuesday', time: '7:00 PM', type: 'free', location: 'Online', sortOrder: 3 },
    ])
    const { body } = await getJson(PATHS.facebookEvents, unconfiguredEnv)
    expect(body).toEqual([
      expect.objectContaining({
        title: 'Seeded Q&A',
        date: '2031-03-05T02:00:00.000Z',
        location: 'Zoom',
        description: 'x'.repeat(250),
        facebookUrl: 'https://www.facebook.com/events/1',
        highlight: 'next-event',
      }),
      expect.objectContaining({
        title: 'Seeded breakfast',
        endDate: null,
        description: '',
        facebookUrl: null,
        attendingCount: 0,
        highlight: 'recent-past',
      }),
      expect.objectContaining({ title: 'Weekly call', date: 'Every Tuesday 7:00 PM', highlight: null }),
    ])
    expect(await upstreamRequests()).toEqual([])
  })

  it("Facebook posts come from the admin's list, newest first", async () => {
    const db = testDb()
    await db.delete(facebookPosts)
    await db.insert(facebookPosts).values([
      { content: 'Older post', postDate: '2026-11-01', link: 'https://www.facebook.com/p/1' },
      { content: 'Newer post', postDate: '2026-11-18', imageUrl: 'https://scontent.xx.fbcdn.net/new.jpg' },
    ])
    const { body } = await getJson<FacebookPost[]>(PATHS.facebookPosts, unconfiguredEnv)
    expect(body.map(({ id: _id, ...post }) => post)).toEqual([
      { message: 'Newer post', full_picture: 'https://scontent.xx.fbcdn.net/new.jpg', permalink_url: null },
      { message: 'Older post', full_picture: null, permalink_url: 'https://www.facebook.com/p/1' },
    ])
  })

  it('videos and podcast episodes, which have no local content, are empty lists', async () => {
    expect((await getJson(PATHS.youtubeVideos, unconfiguredEnv)).body).toEqual([])
    expect((await getJson(PATHS.podcastEpisodes, unconfiguredEnv)).body).toEqual([])
    expect(await upstreamRequests()).toEqual([])
  })
})

describe('the cron trigger', () => {
  it('is one of the scheduled jobs', () => {
    expect(Object.keys(SCHEDULED_JOBS)).toContain('refresh feeds')
  })

  it('refreshes the feeds that are due and leaves fresh ones alone', async () => {
    await store('facebookPosts', { data: OLD_POSTS, fetchedAt: secondsAgo(10) })
    await store('youtubeVideos', { data: [], fetchedAt: secondsAgo(FEEDS.youtubeVideos.ttlSeconds) })
    expect(await refreshDueFeeds(configuredEnv)).toEqual({
      facebookEvents: 'refreshed',
      facebookPosts: 'fresh',
      youtubeVideos: 'refreshed',
      podcastEpisodes: 'refreshed',
    })
    expect((await stored('facebookPosts'))!.data).toEqual(OLD_POSTS)
    expect((await stored('youtubeVideos'))!.data).toHaveLength(3)
  })

  it('reports a failed refresh and keeps the copy', async () => {
    await Promise.all(FEED_NAMES.map((name) => store(name, { data: OLD_POSTS, fetchedAt: secondsAgo(10_000) })))
    await nextAnswers('error', 10)
    const outcomes = await SCHEDULED_JOBS['refresh feeds']!(configuredEnv, Date.now())
    expect(outcomes).toEqual({
      facebookEvents: 'failed',
      facebookPosts: 'failed',
      youtubeVideos: 'failed',
      podcastEpisodes: 'failed',
    })
    for (const name of FEED_NAMES) expect((await stored(name))!.data).toEqual(OLD_POSTS)
  })
})
