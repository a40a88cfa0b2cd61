// The feeds fixture (tools/feeds-fixture, reached at http://feeds.test) and the envs the feed tests call the
// Worker with (helpers/client.ts's `withEnv`): every feed pointed at the fixture, or nothing configured.
import { env } from 'cloudflare:workers'
import type { Mishap, RecordedRequest } from '../../tools/feeds-fixture/fixture.ts'

/** The feeds fixture as test/feeds/feeds.test.ts reaches it; test/chat/chat.test.ts uses its own host, so the two never share state. */
export const FIXTURE = 'http://feeds.test'
export const MODEL_FIXTURE = 'http://chat.feeds.test'

/** Every feed pointed at the fixture. */
export const configuredEnv = {
  ...env,
  FACEBOOK_PAGE_ID: 'brotherhood-page',
  FACEBOOK_ACCESS_TOKEN: 'fb-page-token',
  FACEBOOK_API_BASE: FIXTURE,
  YOUTUBE_API_KEY: 'yt-api-key',
  YOUTUBE_CHANNEL_ID: 'UCbrotherhood',
  YOUTUBE_API_BASE: FIXTURE,
  PODCAST_RSS_URL: `${FIXTURE}/podcast/rss.xml`,
} as Env

/** Nothing configured, whatever a local .dev.vars holds. */
export const unconfiguredEnv = {
  ...env,
  FACEBOOK_PAGE_ID: '',
  FACEBOOK_ACCESS_TOKEN: '',
  YOUTUBE_API_KEY: '',
  YOUTUBE_CHANNEL_ID: '',
  PODCAST_RSS_URL: '',
  CHAT_MODEL_API_KEY: '',
  CHAT_MODEL: '',
} as Env

export async function resetFixture(fixture = FIXTURE): Promise<void> {
  await fetch(`${fixture}/__fixture/reset`, { method: 'POST' })
}

export async function nextAnswers(mishap: Mishap, count = 1, fixture = FIXTURE): Promise<void> {
  await fetch(`${fixture}/__fixture/next`, { method: 'POST', body: JSON.stringify({ mishap, count }) })
}

export async function nextModelReply(content: string, fixture = MODEL_FIXTURE): Promise<void> {
  await fetch(`${fixture}/__fixture/reply`, { method: 'POST', body: JSON.stringify({ content }) })
}

export async function upstreamRequests(fixture = FIXTURE): Promise<RecordedRequest[]> {
  return (await (await fetch(`${fixture}/__fixture/requests`)).json()) as RecordedRequest[]
}
