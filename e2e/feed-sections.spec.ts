// The feed-backed home sections (SPEC §2, §3, §8), rendered by the Worker from the feeds' KV copies
// (support/feeds.ts sets them): events with their badges and descriptions cut at 200, the social feed's
// first 2 posts cut at 100 and first 3 videos with K / M views, durations, 'N/A' and 'Unknown date', the
// TikTok live status, the podcast's first 5 episodes or 'New episodes coming soon!', and each empty state.
// Scripts are off: every item is in the HTML and visible without one. The failure sentences need an
// upstream failing with no copy in KV, which the Worker tests show (test/pages/public-page-feeds.test.ts).
import { expect, type Page, test } from './support/test.ts'
import { forgetFeeds, setFeeds } from './support/feeds.ts'

test.use({ javaScriptEnabled: false })

const HOUR_MS = 60 * 60 * 1000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

test.afterAll(async ({ baseURL }) => forgetFeeds(baseURL!))

/** The raw HTML of GET / holds the text (no script ran), and the loaded page shows it in the section. */
async function expectInHtml(page: Page, texts: string[]): Promise<void> {
  const html = (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '')
  for (const text of texts) expect(html).toContain(text.replaceAll('&', '&amp;'))
}

async function showSection(page: Page, anchor: string) {
  await page.goto(`/#${anchor}`)
  return page.locator(`#${anchor}`)
}

const event = (id: string, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Event ${id}`,
  date,
  endDate: null,
  location: 'Zoom',
  description: '',
  facebookUrl: `https://www.facebook.com/events/${id}`,
  attendingCount: 0,
  maybeCount: 0,
  ...extra,
})

const video = (id: string, extra: Record<string, unknown>) => ({
  id,
  title: `Video ${id}`,
  url: `https://www.youtube.com/watch?v=${id}`,
  thumbnail: null,
  duration: 'PT1M',
  viewCount: 1,
  publishedAt: '2030-11-18T15:00:00Z',
  ...extra,
})

test('with nothing configured, the sections show the seeded content', async ({ page, baseURL }) => {
  await forgetFeeds(baseURL!)
  const section = await showSection(page, 'social-feed')
  // The demo posts (tools/seed) and the TikTok status, not live.
  await expect(section.getByRole('listitem').first()).toBeVisible()
  await expect(section).not.toContainText('Unable to load')
  await expect(section.getByText('Not live right now')).toBeVisible()
  await expect(section.getByText('New videos coming soon.')).toBeVisible()
  await expect(page.locator('#podcast').getByText('New episodes coming soon!')).toBeVisible()
})

test.describe('events section', () => {
  test('shows each highlight badge, the date in Pacific time and the description cut at 200 characters', async ({
    page,
    baseURL,
  }) => {
    await setFeeds(baseURL!, {
      events: [
        event('a', at(48 * HOUR_MS), { description: `${'a'.repeat(200)}TAIL`, attendingCount: 42 }),
        event('b', at(-HOUR_MS / 2), { endDate: at(HOUR_MS) }),
        event('c', at(-48 * HOUR_MS)),
        event('d', 'Every Tuesday 7:00 PM'),
        event('e', '2031-03-04T18:00:00-08:00'),
      ],
    })
    await expectInHtml(page, ['Event a', 'Next Event', 'Live Now', 'Recently Completed', `${'a'.repeat(200)}...`])
    const section = await showSection(page, 'events')
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(5)
    await expect(cards.nth(0)).toContainText('Next Event')
    await expect(cards.nth(0)).toContainText(`${'a'.repeat(200)}...`)
    await expect(cards.nth(0)).not.toContainText('TAIL')
    await expect(cards.nth(0)).toContainText('42 going')
    await expect(cards.nth(1)).toContainText('Live Now')
    await expect(cards.nth(2)).toContainText('Recently Completed')
    await expect(cards.nth(3)).toContainText('Unknown date')
    await expect(cards.nth(4)).toContainText('Tue, Mar 4, 2031, 6:00 PM PST · Zoom')
    await expect(cards.nth(0).getByText('Next Event')).toBeVisible()
    const link = cards.nth(0).getByRole('link', { name: /Event details/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
  })

  test('says so when there are no events', async ({ page, baseURL }) => {
    await setFeeds(baseURL!, { events: [] })
    await expectInHtml(page, ['No events scheduled right now. Check back soon.'])
    const section = await showSection(page, 'events')
    await expect(section.getByText('No events scheduled right now. Check back soon.')).toBeVisible()
  })
})

test.describe('social feed section', () => {
  test('the first 2 posts cut at 100 characters, the first 3 videos with views, durations and dates, and the TikTok status', async ({
    page,
    baseURL,
  }) => {
    await setFeeds(baseURL!, {
      posts: [
        {
          id: 'p1',
          message: `${'b'.repeat(100)}CUT`,
          full_picture: null,
          permalink_url: 'https://www.facebook.com/p/1',
        },
        { id: 'p2', message: 'Second post', full_picture: null, permalink_url: null },
        { id: 'p3', message: 'Third post is not shown', full_picture: null, permalink_url: null },
      ],
      videos: [
        video('v1', { viewCount: 15_342, duration: 'PT12M5S' }),
        video('v2', { viewCount: 2_400_000, duration: 'PT1H2M3S', publishedAt: 'not a date' }),
        video('v3', { viewCount: 87, duration: 'garbage' }),
        video('v4', { title: 'Fourth video is not shown' }),
      ],
      tiktok: {
        username: 'brotherhoodcoaching',
        isLive: true,
        liveTitle: 'Sunday night Q&A',
        liveUrl: null,
        viewerCount: 1234,
      },
    })
    await expectInHtml(page, [`${'b'.repeat(100)}...`, 'Second post', '15.3K views', 'Live now on TikTok'])
    const section = await showSection(page, 'social-feed')

    await expect(section.getByText(`${'b'.repeat(100)}...`)).toBeVisible()
    await expect(section).not.toContainText('CUT')
    await expect(section.getByText('Second post')).toBeVisible()
    await expect(section).not.toContainText('Third post is not shown')

    await expect(section).toContainText('15.3K views · Nov 18, 2030')
    await expect(section).toContainText('2.4M views · Unknown date')
    await expect(section).toContainText('87 views')
    await expect(section).toContainText('Duration: 12:05')
    await expect(section).toContainText('Duration: 1:02:03')
    await expect(section).toContainText('Duration: N/A')
    await expect(section).not.toContainText('Fourth video is not shown')

    await expect(section.getByText('Live now on TikTok')).toBeVisible()
    await expect(section).toContainText('Sunday night Q&A')
    await expect(section).toContainText('1,234 watching')
    const watch = section.getByRole('link', { name: /Watch the live/ })
    await expect(watch).toHaveAttribute('href', 'https://www.tiktok.com/@brotherhoodcoaching/live')
    await expect(watch).toHaveAttribute('target', '_blank')
  })

  test('says so when there are no posts or videos yet', async ({ page, baseURL }) => {
    await setFeeds(baseURL!, { posts: [], videos: [] })
    await expectInHtml(page, ['No posts yet.', 'New videos coming soon.', 'Not live right now'])
    const section = await showSection(page, 'social-feed')
    await expect(section.getByText('No posts yet.')).toBeVisible()
    await expect(section.getByText('New videos coming soon.')).toBeVisible()
  })
})

test.describe('podcast section', () => {
  test('shows the first 5 episodes with their lengths, and a player only where there is audio', async ({
    page,
    baseURL,
  }) => {
    await setFeeds(baseURL!, {
      episodes: Array.from({ length: 6 }, (_, index) => ({
        id: `ep-${index}`,
        title: `Episode ${6 - index}`,
        duration: index === 0 ? 3723 : null,
        audioUrl: index === 1 ? null : `https://cdn.example/${index}.mp3`,
      })),
    })
    await expectInHtml(page, ['Episode 6', 'Episode 2', 'Audio coming soon.'])
    const section = await showSection(page, 'podcast')
    await expect(section.getByRole('listitem')).toHaveCount(5)
    await expect(section.getByRole('listitem').first()).toContainText('Length: 1:02:03')
    await expect(section.getByRole('listitem').first()).toBeVisible()
    await expect(section.getByRole('listitem').nth(1)).toContainText('Audio coming soon.')
    await expect(section.locator('audio')).toHaveCount(4)
    await expect(section).not.toContainText('Episode 1')
  })

  test("says 'New episodes coming soon!' when there are none", async ({ page, baseURL }) => {
    await setFeeds(baseURL!, { episodes: [] })
    await expectInHtml(page, ['New episodes coming soon!'])
    const section = await showSection(page, 'podcast')
    await expect(section.getByText('New episodes coming soon!')).toBeVisible()
  })
})
