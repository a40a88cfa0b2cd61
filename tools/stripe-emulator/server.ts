// The emulator as an HTTP server on loopback, for `npm start` and the end-to-end tests. Webhooks go to
// STRIPE_EMULATOR_WEBHOOK_URL, signed with STRIPE_WEBHOOK_SECRET, like `stripe listen --forward-to`;
// STRIPE_EMULATOR_WEBHOOKS="duplicate,late=2000" delivers each event twice and up to 2 s late.
import { serveFetch } from '../lib/serve-fetch.ts'
import { createStripeEmulator } from './emulator.ts'
import { parseDeliveryPlan } from './webhook-delivery.ts'

const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111)
const webhookUrl = process.env.STRIPE_EMULATOR_WEBHOOK_URL
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_emulator'

const emulator = createStripeEmulator({
  webhookSecret,
  deliveryPlan: parseDeliveryPlan(process.env.STRIPE_EMULATOR_WEBHOOKS),
  deliver: webhookUrl
    ? async ({ payload, signature }) => {
        await fetch(webhookUrl, {
          method: 'POST',
          body: payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        })
      }
    : undefined,
})

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
}

serveFetch(port, (request) => emulator.handle(request), { name: 'Stripe emulator', headers: CORS })
