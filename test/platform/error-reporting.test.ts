// Optional error reporting through @sentry/cloudflare (decision 069): off without SENTRY_DSN (the tests' own
// setting), so the Worker and its Durable Objects are the plain ones and an error sends nothing anywhere; with a
// DSN (here the ingest stand-in at sentry.test, tools/error-sink.ts) the SDK runs in workerd and what reaches
// Sentry carries no body, cookie, header, query string, email or phone.
import * as Sentry from '@sentry/cloudflare'
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../../src/worker/app.ts'
import worker, { InventoryLedger, PaymentSettlement } from '../../src/worker/index.ts'
import { InventoryLedger as Ledger } from '../../src/worker/features/seats/seats.ts'
import { PaymentSettlement as Settlement } from '../../src/worker/payment-settlement.ts'
import { reportError, scrubEvent, sentryOptions } from '../../src/worker/platform/error-reporting.ts'
import { createItem, ledgerOf } from '../helpers/checkout.ts'
import { request, withEnv } from '../helpers/client.ts'

const DSN = 'https://publickey@sentry.test/42'
const EMAIL = 'jane.doe@example.com'
const PHONE = '(541) 555-0142'
const TOKEN = 'v1.9f8e7d6c5b4a39281706f5e4d3c2b1a0zz99yy88'

const envelopes = async () =>
  (await (await fetch('http://sentry.test/__envelopes')).json()) as { path: string; body: string }[]
const hostsCalled = async () => (await (await fetch('http://outbound.test/__hosts')).json()) as string[]

/** A D1 that fails every statement, its error quoting a buyer's address as D1's errors quote their parameters. */
const brokenDb = {
  prepare() {
    throw new Error(`D1_ERROR: network connection lost params: ${EMAIL}`)
  },
  batch() {
    throw new Error('D1_ERROR: network connection lost')
  },
} as unknown as D1Database

// First in the file: the next describe starts the SDK in this isolate, and this one shows it was never started.
describe('without SENTRY_DSN', () => {
  it('the Worker and its Durable Objects are not wrapped, and a 500 sends nothing anywhere', async () => {
    expect(worker.fetch).toBe(app.fetch)
    expect(InventoryLedger).toBe(Ledger)
    expect(PaymentSettlement).toBe(Settlement)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const before = await envelopes()

    const { as, settled } = withEnv({ ...env, DB: brokenDb })
    const response = await request('/api/faqs', {}, as)
    await settled()
    reportError(new Error(`A job failed for ${EMAIL}`))

    expect(response.status).toBe(500)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
    expect(Sentry.isInitialized()).toBe(false)
    expect(Sentry.getClient()).toBeUndefined()
    expect(await envelopes()).toEqual(before)
    expect((await hostsCalled()).filter((host) => /sentry/i.test(host))).toEqual([])
  })
})

describe('with SENTRY_DSN', () => {
  it('reports an error from workerd, with no body, cookie, header, query string, email or phone', async () => {
    const failing: ExportedHandler<Env> = {
      async fetch(request) {
        const { email } = (await request.json()) as { email: string }
        throw new Error(`Refund failed for ${email}, call ${PHONE}`)
      },
    }
    const handler = Sentry.withSentry<Env>((settings) => sentryOptions(settings), failing) as ExportedHandler<Env>
    const ctx = createExecutionContext()
    const before = (await envelopes()).length

    const failed = handler.fetch!(
      new Request(`https://coaching.test/api/refund-requests?token=${TOKEN}`, {
        method: 'POST',
        headers: { Cookie: '__Host-session=secret-session-value', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, note: 'my phone is 541 555 0142' }),
      }) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, SENTRY_DSN: DSN },
      ctx,
    )
    await expect(failed).rejects.toThrow('Refund failed')
    await waitOnExecutionContext(ctx)
    await Sentry.flush(2000)

    const sent = (await envelopes()).slice(before)
    expect(sent.map((envelope) => envelope.path)).toContain('/api/42/envelope/')
    const body = sent.map((envelope) => envelope.body).join('\n')
    expect(body).toContain('Refund failed for [email], call [phone]')
    expect(body).toContain('"url":"https://coaching.test/api/refund-requests"')
    for (const secret of [EMAIL, PHONE, '541 555 0142', 'secret-session-value', TOKEN, 'my phone is'])
      expect(body).not.toContain(secret)
    expect(body).not.toMatch(/"(cookies|headers|data|query_string|user)"\s*:/)
  })

  it('a seat ledger wrapped for reporting still sells seats on its own storage', async () => {
    const item = await createItem({ totalSlots: 2 })
    const Wrapped = Sentry.instrumentDurableObjectWithSentry((settings: Env) => sentryOptions(settings), Ledger)
    const sold = await runInDurableObject(ledgerOf(item.id), async (_plain: Ledger, state) => {
      const ledger = new Wrapped(state, { ...env, SENTRY_DSN: DSN })
      expect((await ledger.hold(item.id, 'pi_reported_hold', 60_000)).ok).toBe(true)
      expect((await ledger.secure(item.id, 'pi_reported_hold')).ok).toBe(true)
      return ledger.soldCount()
    })
    expect(sold).toBe(1)
    expect(await ledgerOf(item.id).soldCount()).toBe(1)
  })
})

describe('scrubEvent', () => {
  it('keeps the method and the path, masks every text, and drops the rest of the request, the user and breadcrumbs', () => {
    const event = scrubEvent({
      message: `Could not send to ${EMAIL}`,
      request: {
        method: 'POST',
        url: `https://coaching.test/api/plans/${TOKEN}?email=${EMAIL}`,
        data: { email: EMAIL },
        cookies: { session: 'secret' },
        headers: { authorization: 'Bearer secret' },
        query_string: `email=${EMAIL}`,
      },
      user: { email: EMAIL, ip_address: '203.0.113.9' },
      breadcrumbs: [{ message: `fetch https://api.example.test/?to=${PHONE}` }],
      exception: { values: [{ type: 'Error', value: `Stripe refused ${PHONE} for pi_1_secret_abc` }] },
      extra: { note: `${EMAIL} called ${PHONE}` },
    })

    expect(event).toEqual({
      message: 'Could not send to [email]',
      request: { method: 'POST', url: 'https://coaching.test/api/plans/v1.[token]' },
      exception: { values: [{ type: 'Error', value: 'Stripe refused [phone] for [client secret]' }] },
      extra: { note: '[email] called [phone]' },
    })
  })
})
