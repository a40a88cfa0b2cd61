// A local stand-in for the outside world of the feeds and the chat assistant: the Facebook Graph API (page
// events and posts), the YouTube Data API (uploads playlist and videos), a podcast RSS feed with real-world
// quirks, and an OpenAI-compatible chat-completions API. Control endpoints make the next answers fail the
// ways upstreams do (500, too slow, too big, a redirect elsewhere, not the promised format), so tests can
// show the site keeps its last good copy. Each host name it is reached under keeps its own state, so test
// files running side by side (feeds.test, chat.feeds.test) never consume each other's mishaps.
// Pure Fetch API: runs in Node and in Vitest's outbound handler.
export type Mishap = 'error' | 'slow' | 'oversize' | 'redirect' | 'malformed'

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

/** Longer than the Worker's 5 s upstream limit. */
const SLOW_MS = 7000
const OVERSIZE_BYTES = 2_000_000

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const FIXTURE_EVENTS = [
  {
    id: 'fb-event-1',
    name: 'Husband Leadership Live Q&A',
    description: 'Bring your hardest question about leading at home.',
    start_time: '2031-03-04T18:00:00-0800',
    end_time: '2031-03-04T19:30:00-0800',
    place: { name: 'Zoom' },
    attending_count: 42,
    maybe_count: 17,
  },
  {
    id: 'fb-event-2',
    name: 'Brotherhood Pod Info Night',
    start_time: '2031-04-01T19:00:00-0700',
    is_online: true,
    attending_count: 12,
    maybe_count: 3,
  },
]

export const FIXTURE_POSTS = [
  {
    id: 'page_1',
    message:
      'Your wife does not need you to be perfect. She needs you to be present. Three ways to show up ' +
      'tonight, in the comments below. Share it with a brother.',
    full_picture: 'https://scontent.xx.fbcdn.net/v/post-1.jpg',
    permalink_url: 'https://www.facebook.com/brotherhood/posts/1',
  },
  {
    id: 'page_2',
    message: 'A new Brotherhood Pod opens in January.',
    permalink_url: 'https://www.facebook.com/brotherhood/posts/2',
  },
  { id: 'page_3', full_picture: 'https://scontent.xx.fbcdn.net/v/photo-only.jpg' },
]

export const FIXTURE_VIDEOS = [
  {
    id: 'vid-1',
    snippet: {
      title: 'Leading at home: the first step',
      publishedAt: '2030-11-18T15:00:00Z',
      thumbnails: { medium: { url: 'https://i.ytimg.com/vi/vid-1/mqdefault.jpg' } },
    },
    contentDetails: { duration: 'PT12M5S' },
    statistics: { viewCount: '15342' },
  },
  {
    id: 'vid-2',
    snippet: {
      title: 'Why men need brotherhood',
      publishedAt: 'not a date',
      thumbnails: { default: { url: 'https://i.ytimg.com/vi/vid-2/default.jpg' } },
    },
    contentDetails: { duration: 'PT1H2M3S' },
    statistics: { viewCount: '2400000' },
  },
  {
    id: 'vid-3',
    snippet: { title: 'Live: Q&A replay', publishedAt: '2030-10-01T02:00:00Z' },
    contentDetails: { duration: 'P0D' },
    statistics: { viewCount: '87' },
  },
]

/** CDATA titles, every itunes:duration form, a guid with attributes, an episode with no enclosure. */
export const FIXTURE_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>The Brotherhood Podcast</title>
    <link>https://podcast.example/</link>
    <item>
      <title><![CDATA[Episode 3: Leading & Loving <Well>]]></title>
      <guid isPermaLink="false">ep-3</guid>
      <enclosure url="https://cdn.podcast.example/ep-3.mp3" length="1234" type="audio/mpeg"/>
      <itunes:duration>3723</itunes:duration>
    </item>
    <item>
      <title>Episode 2: The Husband&apos;s Hour</title>
      <guid>ep-2</guid>
      <enclosure url="https://cdn.podcast.example/ep-2.mp3" type="audio/mpeg"/>
      <itunes:duration>01:02:03</itunes:duration>
    </item>
    <item>
      <title>Episode 1: Why We Started</title>
      <link>https://podcast.example/episodes/1</link>
      <itunes:duration>45:30</itunes:duration>
    </item>
    <item>
      <title>2024</title>
      <guid>ep-0</guid>
      <enclosure url="https://cdn.podcast.example/trailer.mp3" type="audio/mpeg"/>
      <itunes:duration>soon</itunes:duration>
    </item>
  </channel>
</rss>`

/** A body that goes on past the cap, streamed without a length so only counting bytes can stop it. */
function oversizeBody(): Response {
  const chunk = new TextEncoder().encode(`${'x'.repeat(1023)}\n`)
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= OVERSIZE_BYTES) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
  return new Response(stream, { headers: { 'Content-Type': 'application/json' } })
}

function mishapAnswer(mishap: Mishap): Promise<Response> | Response {
  switch (mishap) {
    case 'error':
      return json({ error: { message: 'Injected failure' } }, 500)
    case 'slow':
      return new Promise((resolve) => setTimeout(() => resolve(json({ data: [], items: [] })), SLOW_MS))
    case 'oversize':
      return oversizeBody()
    case 'redirect':
      return new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/steal' } })
    case 'malformed':
      return new Response('{"data": [ <html>not what you asked for', {
        headers: { 'Content-Type': 'application/json' },
      })
  }
}

/** One host's view of the outside world: its requests, its queued mishaps, the model's next reply. */
function createUpstream() {
  const requests: RecordedRequest[] = []
  let mishaps: Mishap[] = []
  let nextReply: string | null = null

  function chatCompletion(body: string): Response {
    const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] }
    const question = messages.at(-1)?.content ?? ''
    const content = nextReply ?? `Model answer to: ${question}`
    nextReply = null
    return json({
      id: 'chatcmpl-fixture',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    })
  }

  function upstream(request: Request, url: URL, body: string): Response {
    const path = url.pathname
    if (/^\/v\d+\.\d+\/[^/]+\/events$/.test(path)) return json({ data: FIXTURE_EVENTS })
    if (/^\/v\d+\.\d+\/[^/]+\/posts$/.test(path)) return json({ data: FIXTURE_POSTS })
    if (path === '/youtube/v3/playlistItems')
      return json({ items: FIXTURE_VIDEOS.map((video) => ({ contentDetails: { videoId: video.id } })) })
    if (path === '/youtube/v3/videos') {
      const ids = new Set((url.searchParams.get('id') ?? '').split(','))
      return json({ items: FIXTURE_VIDEOS.filter((video) => ids.has(video.id)) })
    }
    if (path === '/podcast/rss.xml')
      return new Response(FIXTURE_RSS, { headers: { 'Content-Type': 'application/rss+xml' } })
    if (request.method === 'POST' && path.endsWith('/chat/completions')) return chatCompletion(body)
    return json({ error: { message: `Unknown endpoint ${request.method} ${path}` } }, 404)
  }

  async function control(request: Request, path: string): Promise<Response> {
    if (path === '/__fixture/requests') return json(requests)
    if (path === '/__fixture/reset') {
      requests.length = 0
      mishaps = []
      nextReply = null
      return json({ reset: true })
    }
    if (path === '/__fixture/next') {
      const { mishap, count = 1 } = (await request.json()) as { mishap: Mishap; count?: number }
      mishaps = Array.from({ length: count }, () => mishap)
      return json({ mishaps })
    }
    if (path === '/__fixture/reply') {
      nextReply = ((await request.json()) as { content: string }).content
      return json({ nextReply })
    }
    return json({ error: 'unknown control' }, 404)
  }

  return {
    requests,
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/__fixture/')) return control(request, url.pathname)
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
      requests.push({
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        body,
      })
      const mishap = mishaps.shift()
      return mishap ? mishapAnswer(mishap) : upstream(request, url, body)
    },
  }
}

export function createFeedsFixture() {
  const upstreams = new Map<string, ReturnType<typeof createUpstream>>()
  return {
    handle(request: Request): Promise<Response> {
      const host = new URL(request.url).host
      let upstream = upstreams.get(host)
      if (!upstream) upstreams.set(host, (upstream = createUpstream()))
      return upstream.handle(request)
    },
  }
}
