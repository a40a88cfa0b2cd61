// The feeds fixture on loopback, for local runs: point the adapters here in .dev.vars, e.g.
//   FACEBOOK_API_BASE=http://127.0.0.1:9600  FACEBOOK_PAGE_ID=demo  FACEBOOK_ACCESS_TOKEN=demo
//   YOUTUBE_API_BASE=http://127.0.0.1:9600   YOUTUBE_API_KEY=demo   YOUTUBE_CHANNEL_ID=UCdemo
//   PODCAST_RSS_URL=http://127.0.0.1:9600/podcast/rss.xml
//   CHAT_MODEL_API_BASE=http://127.0.0.1:9600/v1  CHAT_MODEL_API_KEY=demo  CHAT_MODEL=demo
// and make it misbehave with POST /__fixture/next {"mishap":"error"|"slow"|"oversize"|"redirect"|"malformed"}.
import { serveFetch } from '../lib/serve-fetch.ts'
import { createFeedsFixture } from './fixture.ts'

const port = Number(process.env.FEEDS_FIXTURE_PORT ?? 9600)
const fixture = createFeedsFixture()

serveFetch(port, (request) => fixture.handle(request), { name: 'Feeds fixture' })
