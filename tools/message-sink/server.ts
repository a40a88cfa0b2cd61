// The message sink on loopback: point RESEND_API_BASE and TWILIO_API_BASE here, read messages at /__sink/messages.
import { createServer } from 'node:http'
import { createMessageSink } from './sink.ts'

const port = Number(process.env.MESSAGE_SINK_PORT ?? 9500)
const sink = createMessageSink()

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
  const response = await sink.handle(request)
  res.writeHead(response.status, { 'Content-Type': 'application/json' })
  res.end(await response.text())
}).listen(port, '127.0.0.1', () => console.log(`Message sink on http://127.0.0.1:${port} (read /__sink/messages)`))
