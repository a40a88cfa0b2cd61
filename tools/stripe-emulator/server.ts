// The emulator as an HTTP server on loopback, for `npm start` and the end-to-end tests. Webhooks go to
// STRIPE_EMULATOR_WEBHOOK_URL, signed with STRIPE_WEBHOOK_SECRET, like `stripe listen --forward-to`.
import { createServer } from 'node:http'
import { createStripeEmulator } from './emulator.ts'

const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111)
const webhookUrl = process.env.STRIPE_EMULATOR_WEBHOOK_URL
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_emulator'

const emulator = createStripeEmulator({
  webhookSecret,
  deliver: webhookUrl
    ? async ({ payload, signature }) => {
        await fetch(webhookUrl, { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })
      }
    : undefined,
})

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
}

createServer(async (req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end()
    return
  }
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  })
  const response = await emulator.handle(request)
  res.writeHead(response.status, { ...CORS, 'Content-Type': 'application/json' })
  res.end(await response.text())
}).listen(port, '127.0.0.1', () => console.log(`Stripe emulator on http://127.0.0.1:${port}`))
