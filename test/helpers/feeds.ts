// The feeds fixture (tools/feeds-fixture, reached at http://feeds.test) and the Worker called with an env of
// the test's choosing, waiting for its background work (waitUntil) so a test can check what it left in KV.
import { env } from 'cloudflare:workers'
import type { Mishap, RecordedRequest } from '../../tools/feeds-fixture/fixture.ts'
import { request, withEnv } from './client.ts'

/** The feeds fixture as test/feeds.test.ts reaches it; chat.test.ts uses its own host, so the two never share state. */
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

export interface Call {
  response: Response
  /** Resolves once the request's background work has finished. */
  settled: Promise<void>
}

/** One request to the Worker as a same-origin browser sends it, with the given env. */
export async function callWorker(path: string, testEnv: Env, init: RequestInit = {}): Promise<Call> {
  const { as, settled } = withEnv(testEnv)
  const response = await request(path, init, as)
  return { response, settled: settled() }
}

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
