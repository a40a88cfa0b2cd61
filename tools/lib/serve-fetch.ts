// Serves a Fetch-API handler (an emulator, a fixture, a sink) on loopback with node:http, so each stand-in
// is one pure module that Vitest's outbound hook and a local server can both use.
import { createServer, type IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'

type Handler = (request: Request) => Promise<Response>

async function toRequest(req: IncomingMessage, port: number): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  return new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  })
}

export interface ServeFetchOptions {
  /** Added to every answer (CORS for a stand-in the browser calls directly). */
  headers?: Record<string, string>
  /** Printed once listening. */
  name: string
}

export function serveFetch(port: number, handle: Handler, { headers = {}, name }: ServeFetchOptions): void {
  createServer(async (req, res) => {
    if (req.method === 'OPTIONS' && Object.keys(headers).length > 0) {
      res.writeHead(204, headers).end()
      return
    }
    const response = await handle(await toRequest(req, port))
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers })
    // Streamed, so a large answer arrives as an upstream's would: without a length, in pieces.
    if (response.body) Readable.fromWeb(response.body as ReadableStream).pipe(res)
    else res.end()
  }).listen(port, '127.0.0.1', () => console.log(`${name} on http://127.0.0.1:${port}`))
}
