// The feeds fixture on loopback, for local runs: point the adapters here in .dev.vars, e.g.
//   FACEBOOK_API_BASE=http://127.0.0.1:9600  FACEBOOK_PAGE_ID=demo  FACEBOOK_ACCESS_TOKEN=demo
//   YOUTUBE_API_BASE=http://127.0.0.1:9600   YOUTUBE_API_KEY=demo   YOUTUBE_CHANNEL_ID=UCdemo
//   PODCAST_RSS_URL=http://127.0.0.1:9600/podcast/rss.xml
//   CHAT_MODEL_API_BASE=http://127.0.0.1:9600/v1  CHAT_MODEL_API_KEY=demo  CHAT_MODEL=demo
// and make it misbehave with POST /__fixture/next {"mishap":"error"|"slow"|"oversize"|"redirect"|"malformed"}.
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { createFeedsFixture } from './fixture.ts'

const port = Number(process.env.FEEDS_FIXTURE_PORT ?? 9600)
const fixture = createFeedsFixture()

createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  })
  const response = await fixture.handle(request)
  res.writeHead(response.status, Object.fromEntries(response.headers))
  // Streamed, so the oversize answer arrives as an upstream's would: without a length, in pieces.
  if (response.body) Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
  else res.end()
}).listen(port, '127.0.0.1', () => console.log(`Feeds fixture on http://127.0.0.1:${port}`))
