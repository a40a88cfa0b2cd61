// The feed-backed home sections (SPEC §2, §3, §8): events with their badges and descriptions cut at 200,
// the social feed's first 2 posts cut at 100 and first 3 videos with K / M views, durations, 'N/A' and
// 'Unknown date', the TikTok live status, the two 'Unable to load …' texts, and the podcast's first 5
// episodes or 'New episodes coming soon!'. The API answers are set per test, so what shows is exact.
import { expect, type Page, test } from '@playwright/test'

async function answer(page: Page, path: string, body: unknown, status = 200): Promise<void> {
  await page.route(`**/api/${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  )
}

async function showSection(page: Page, anchor: string) {
  await page.goto('/')
  const section = page.locator(`#${anchor}`)
  await section.scrollIntoViewIfNeeded()
  return section
}

const event = (id: string, highlight: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Event ${id}`,
  date: '2031-03-04T18:00:00-08:00',
  endDate: null,
  location: 'Zoom',
  description: '',
  facebookUrl: `https://www.facebook.com/events/${id}`,
  attendingCount: 0,
  maybeCount: 0,
  highlight,
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

test.describe('events section', () => {
  test('shows each highlight badge, the date in Pacific time and the description cut at 200 characters', async ({
    page,
  }) => {
    await answer(page, 'facebook/events', [
      event('a', 'next-event', { description: `${'a'.repeat(200)}TAIL`, attendingCount: 42 }),
      event('b', 'ongoing'),
      event('c', 'recent-past'),
      event('d', null, { date: 'Every Tuesday 7:00 PM' }),
    ])
    const section = await showSection(page, 'events')
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(4)
    await expect(cards.nth(0)).toContainText('Next Event')
    await expect(cards.nth(0)).toContainText('Tue, Mar 4, 2031, 6:00 PM PST · Zoom')
    await expect(cards.nth(0)).toContainText(`${'a'.repeat(200)}...`)
    await expect(cards.nth(0)).not.toContainText('TAIL')
    await expect(cards.nth(0)).toContainText('42 going')
    await expect(cards.nth(1)).toContainText('Live Now')
    await expect(cards.nth(2)).toContainText('Recently Completed')
    await expect(cards.nth(3)).toContainText('Unknown date')
    const link = cards.nth(0).getByRole('link', { name: /Event details/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
  })

  test('says so when there are no events, and when they cannot be loaded', async ({ page }) => {
    await answer(page, 'facebook/events', [])
    const section = await showSection(page, 'events')
    await expect(section).toContainText('No events scheduled right now. Check back soon.')
    await page.unrouteAll()
    await answer(page, 'facebook/events', { message: 'Unable to load events at the moment.' }, 502)
    await page.reload()
    await page.locator('#events').scrollIntoViewIfNeeded()
    await expect(page.locator('#events')).toContainText('Unable to load events at the moment.')
  })
})

test.describe('social feed section', () => {
  test('the first 2 posts cut at 100 characters, the first 3 videos with views, durations and dates, and the TikTok status', async ({
    page,
  }) => {
    await answer(page, 'facebook/posts', [
      { id: 'p1', message: `${'b'.repeat(100)}CUT`, full_picture: null, permalink_url: 'https://www.facebook.com/p/1' },
      { id: 'p2', message: 'Second post', full_picture: null, permalink_url: null },
      { id: 'p3', message: 'Third post is not shown', full_picture: null, permalink_url: null },
    ])
    await answer(page, 'youtube/videos', [
      video('v1', { viewCount: 15_342, duration: 'PT12M5S' }),
      video('v2', { viewCount: 2_400_000, duration: 'PT1H2M3S', publishedAt: 'not a date' }),
      video('v3', { viewCount: 87, duration: 'garbage' }),
      video('v4', { title: 'Fourth video is not shown' }),
    ])
    await answer(page, 'tiktok-live', {
      username: 'brotherhoodcoaching',
      isLive: true,
      liveTitle: 'Sunday night Q&A',
      liveUrl: null,
      viewerCount: 1234,
    })
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

    await expect(section).toContainText('Live now on TikTok')
    await expect(section).toContainText('Sunday night Q&A')
    await expect(section).toContainText('1,234 watching')
    const watch = section.getByRole('link', { name: /Watch the live/ })
    await expect(watch).toHaveAttribute('href', 'https://www.tiktok.com/@brotherhoodcoaching/live')
    await expect(watch).toHaveAttribute('target', '_blank')
  })

  test("says 'Unable to load …' for each feed that fails, while the others still show", async ({ page }) => {
    await answer(page, 'facebook/posts', { message: 'Unable to load Facebook posts at the moment.' }, 502)
    await answer(page, 'youtube/videos', { message: 'Unable to load YouTube videos at the moment.' }, 502)
    await answer(page, 'tiktok-live', { username: '', isLive: false, liveTitle: null, liveUrl: null, viewerCount: 0 })
    const section = await showSection(page, 'social-feed')
    await expect(section.getByText('Unable to load Facebook posts at the moment.')).toBeVisible()
    await expect(section.getByText('Unable to load YouTube videos at the moment.')).toBeVisible()
    await expect(section.getByText('Not live right now')).toBeVisible()
  })

  test('shows a loading state while a feed is on its way', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/youtube/videos', async (route) => {
      await held
      await route.fulfill({ contentType: 'application/json', body: '[]' })
    })
    const section = await showSection(page, 'social-feed')
    await expect(section.getByRole('status').filter({ hasText: 'Loading…' })).not.toHaveCount(0)
    release()
    await expect(section.getByText('New videos coming soon.')).toBeVisible()
  })
})

test.describe('podcast section', () => {
  test('shows the first 5 episodes with their lengths, and a player only where there is audio', async ({ page }) => {
    await answer(
      page,
      'podcast/episodes',
      Array.from({ length: 6 }, (_, index) => ({
        id: `ep-${index}`,
        title: `Episode ${6 - index}`,
        duration: index === 0 ? 3723 : null,
        audioUrl: index === 1 ? null : `https://cdn.example/${index}.mp3`,
      })),
    )
    const section = await showSection(page, 'podcast')
    await expect(section.getByRole('listitem')).toHaveCount(5)
    await expect(section.getByRole('listitem').first()).toContainText('Length: 1:02:03')
    await expect(section.getByRole('listitem').nth(1)).toContainText('Audio coming soon.')
    await expect(section.locator('audio')).toHaveCount(4)
    await expect(section).not.toContainText('Episode 1')
  })

  test("says 'New episodes coming soon!' when there are none", async ({ page }) => {
    await answer(page, 'podcast/episodes', [])
    const section = await showSection(page, 'podcast')
    await expect(section.getByText('New episodes coming soon!')).toBeVisible()
  })
})

test('with nothing configured, the sections show the seeded content', async ({ page }) => {
  const section = await showSection(page, 'social-feed')
  // The demo posts (tools/seed) and the TikTok row the seed leaves not live.
  await expect(section.getByRole('listitem').first()).toBeVisible()
  await expect(section).not.toContainText('Unable to load')
  await expect(section.getByText('Not live right now')).toBeVisible()
  await expect(section.getByText('New videos coming soon.')).toBeVisible()
  await page.locator('#podcast').scrollIntoViewIfNeeded()
  await expect(page.locator('#podcast').getByText('New episodes coming soon!')).toBeVisible()
})
