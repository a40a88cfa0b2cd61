// Nothing personal in a log line (decision 067): a whole purchase and refund, with Stripe
// failing on the way with errors that quote the buyer's email, phone and client secret (as Stripe's own errors
// quote what was sent), writes JSON lines that carry the request's id and none of his data.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { log, maskPersonal, withLogScope } from '../../src/worker/platform/log.ts'
import worker from '../../src/worker/index.ts'
import { CLAIM_MS } from '../../src/worker/features/refunds/refund-execution.ts'
import {
  authorizeCard,
  buyerDetails,
  confirmPayment,
  createItem,
  holdSeat,
  purchaseOf as refundOf,
  STRIPE,
  type ConfirmAnswer,
} from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { newClientAddress } from '../helpers/leads.ts'

let lines: string[] = []

beforeEach(() => {
  lines = []
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '))
  for (const method of ['error', 'warn', 'log', 'info'] as const) vi.spyOn(console, method).mockImplementation(keep)
})
afterEach(() => vi.restoreAllMocks())

/** Stripe's next call on `path` fails with `message`, as its errors do when they quote the request. */
function stripeFailsWith(path: string, message: string) {
  const form = new URLSearchParams({ path, count: '1', message })
  return fetch(`${STRIPE}/__emulator/failures`, { method: 'POST', body: form })
}

describe('a log line', () => {
  it('is one JSON object with the scope’s id, and leaves out or masks what is personal', () => {
    withLogScope('req-1', () =>
      log.error('Stripe failed for sam@example.com at (541) 555-0142', {
        email: 'sam@example.com',
        firstName: 'Sam',
        purchaseId: 7,
        error: 'No such intent: pi_1_secret_abc; token dGhpcyBpcyBhIHNpZ25lZCByZWZ1bmQgbGluayB0b2tlbg',
      }),
    )
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'error',
      message: 'Stripe failed for [email] at [phone]',
      requestId: 'req-1',
      purchaseId: 7,
      error: 'No such intent: [client secret]; token [token]',
    })
  })

  it('keeps dates, times, amounts and Stripe ids readable', () => {
    const text = 'pi_3Nx1234567890abcdefghij captured 45000 on 2026-11-26T19:40:00.000Z'
    expect(maskPersonal(text)).toBe(text)
  })
})

describe('a purchase and its refund, with Stripe failing on the way', () => {
  it('writes no email, phone, name, client secret or refund token, and every line names its request', async () => {
    const buyer = buyerDetails({ firstName: 'Ezekiel', lastName: 'Marchetti', phone: '(541) 555-0199' })
    const item = await createItem({ price: 45000, totalSlots: 2 })
    const checkout = await holdSeat(item, buyer)
    await authorizeCard(checkout)
    const quoted = `Invalid request for ${buyer.email}, ${buyer.phone}, ${checkout.clientSecret}`

    await stripeFailsWith(`/v1/payment_intents/${checkout.paymentIntentId}`, quoted)
    expect((await confirmPayment(checkout.paymentIntentId, undefined, checkout.clientSecret)).status).toBe(502)
    const settled = await confirmPayment(checkout.paymentIntentId, undefined, checkout.clientSecret)
    expect(settled.status).toBe(200)
    const token = (await json<ConfirmAnswer>(settled)).receipt!.refundPath!.replace('/refund#', '')

    await stripeFailsWith('/v1/refunds', `${quoted}, refund link ${token}`)
    const asked = await request(
      '/api/refunds/ask',
      { method: 'POST', body: { token } },
      { address: newClientAddress() },
    )
    expect(asked.status).toBe(200)
    // The refund Stripe refused is tried again by the minute's jobs, once its claim has lapsed.
    const controller = createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() + CLAIM_MS + 60_000 })
    const ctx = createExecutionContext()
    worker.scheduled(controller, env, ctx)
    await waitOnExecutionContext(ctx)
    expect((await refundOf(checkout.paymentIntentId))?.status).toBe('refunded')

    // The failures were logged: the test sees lines, not silence.
    expect(lines.filter((line) => line.includes('Stripe failed')).length).toBeGreaterThanOrEqual(2)
    const personal = [buyer.email, '555-0199', '5550199', 'Ezekiel', 'Marchetti', checkout.clientSecret, token]
    for (const line of lines) {
      for (const value of personal) expect(line, `a log line names ${value}`).not.toContain(value)
      expect(JSON.parse(line).requestId, line).toEqual(expect.any(String))
    }
  })
})
