// The edge section's floor: a Worker that does nothing but answer the site's cached home page, read once from
// the site. What it costs over the same bytes served as a file is the runtime's dispatch of a request to a Worker
// (and the headers the answer carries); what the site's `GET /` costs over it is the site's own code.
interface ReplayEnv {
  SITE_ORIGIN: string
}

interface Recorded {
  headers: [string, string][]
  bytes: ArrayBuffer
}

let recorded: Promise<Recorded> | null = null

/** The site's own answer to an anonymous `GET /`, kept for the isolate's life. */
async function record(siteOrigin: string): Promise<Recorded> {
  const response = await fetch(`${siteOrigin}/`)
  if (!response.ok) throw new Error(`GET ${siteOrigin}/ answered ${response.status}`)
  // Framing and compression are the runtime's to choose for each answer, as they are for the site's (the bench's
  // load generator asks for no compression; this fetch gets it and reads it decoded).
  const framing = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding'])
  const headers = [...response.headers].filter(([name]) => !framing.has(name))
  return { headers, bytes: await response.arrayBuffer() }
}

export default {
  async fetch(request: Request, env: ReplayEnv): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/ready') return Response.json({ ready: true })
    recorded ??= record(env.SITE_ORIGIN)
    const page = await recorded
    // The page's bytes alone: what a Worker costs before any header of the site's.
    if (pathname === '/bytes')
      return new Response(page.bytes, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
    // The site's whole answer, headers and all, with none of its code.
    if (pathname === '/replay') return new Response(page.bytes, { headers: page.headers })
    return new Response('Not found', { status: 404 })
  },
}
