// The card field of the Stripe.js stand-in the e2e site serves (tools/stripe-js-stand-in/stripe-js.js), and
// the message sink it sends email and texts to (tools/lib/local-services.ts starts both, as `npm start` does).
import { expect, type Page } from '@playwright/test'
import { e2ePorts } from '../../tools/lib/e2e-ports.ts'

/** This worker's site's message sink. */
export const SINK = `http://127.0.0.1:${e2ePorts().sink}`

/** Types a Stripe test card number (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; …). */
export async function enterTestCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(number)
}

export interface SunkMessage {
  channel: 'email' | 'sms'
  to: string
  subject?: string
  body: string
}

/** Waits for the sink to hold a message that matches, and returns it. */
export async function sunkMessage(page: Page, matches: (message: SunkMessage) => boolean): Promise<SunkMessage> {
  let found: SunkMessage | undefined
  await expect(async () => {
    const messages = (await (await page.request.get(`${SINK}/__sink/messages`)).json()) as SunkMessage[]
    found = messages.find(matches)
    expect(found).toBeDefined()
  }).toPass({ timeout: 15_000 })
  return found!
}
