// Serves the Stripe.js stand-in for js.stripe.com and sends api.stripe.com to the local Stripe emulator
// started by tools/e2e-server.ts, so checkout runs end to end with no internet.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

const standIn = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8')
const emulator = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? 12113}`

export async function useStripeStandIn(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: standIn }))
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${emulator}${url.pathname}${url.search}` })
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
  })
}
