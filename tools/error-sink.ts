// A local stand-in for Sentry's ingest endpoint, for the Worker tests of error reporting (decision 069): it keeps
// every envelope the SDK posts (`POST /api/<project>/envelope/`) and gives them back as text at `GET /__envelopes`,
// so a test reads exactly what would have left for Sentry. Pure Fetch API.
export function createErrorSink() {
  const envelopes: { path: string; body: string }[] = []
  return {
    envelopes,
    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url)
      if (request.method === 'GET' && url.pathname === '/__envelopes') return Response.json(envelopes)
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
        envelopes.push({ path: url.pathname, body: await request.text() })
        return Response.json({ id: crypto.randomUUID().replace(/-/g, '') })
      }
      return new Response('Not an ingest endpoint', { status: 404 })
    },
  }
}
