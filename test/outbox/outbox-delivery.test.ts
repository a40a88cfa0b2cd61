import { env } from 'cloudflare:workers'
import { eq, inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { deliverDueMessages, RETRY_HORIZON_MS } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { testDb } from '../helpers/db.ts'
import { submit, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'
import { setPostalAddress } from '../helpers/postal-address.ts'

const SINK = 'http://messages.test'

/** The Worker's environment with both providers pointed at the local message sink. */
const configured = {
  ...env,
  RESEND_API_KEY: 're_test_key',
  EMAIL_FROM: 'Coach <coach@example.com>',
  RESEND_API_BASE: SINK,
  TWILIO_ACCOUNT_SID: 'AC_test',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM_NUMBER: '+15415550100',
  TWILIO_API_BASE: SINK,
} as Env

interface SunkMessage {
  channel: string
  to: string
  subject?: string
  body: string
}

const sunk = async () => (await (await fetch(`${SINK}/__sink/messages`)).json()) as SunkMessage[]
const failNext = (count: number, status = 500) =>
  fetch(`${SINK}/__sink/fail`, { method: 'POST', body: JSON.stringify({ count, status }) })

async function queueGuideEmail(): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('guide')
  expect((await submit('/api/email-signups', validGuideSignup({ email }))).status).toBe(201)
  const row = await testDb().query.outbox.findFirst({ where: eq(outbox.recipient, email) })
  return { email, id: row!.id }
}

/**
 * A send that outlasts its lease: while the first runner's request is with the provider, the two-minute lease lapses
 * and a second runner, three minutes on, claims the message and sends it. Then the provider answers the first runner
 * with `status` (200: it took the message too). Both runs' counts, and every request that reached the provider.
 */
async function sendOutlivingItsLease(status: number) {
  const realFetch = globalThis.fetch
  const sends: string[] = []
  let second: Promise<{ sent: number; failed: number }> | undefined
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== `${SINK}/emails`) return realFetch(input, init)
    sends.push(url)
    if (!second) {
      second = deliverDueMessages(testDb(), configured, later(3))
      await second
      if (status !== 200) await failNext(1, status)
    }
    return realFetch(input, init)
  })
  try {
    const first = await deliverDueMessages(testDb(), configured)
    return { first, second: await second!, sends }
  } finally {
    spy.mockRestore()
  }
}

const messageRow = (id: number) => testDb().query.outbox.findFirst({ where: eq(outbox.id, id) })
const later = (minutes: number) => Date.now() + minutes * 60_000

beforeEach(async () => {
  await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
  // The guide email is marketing: it needs the business's postal address to be sent (decision 061).
  await setPostalAddress()
})

describe('outbox delivery', () => {
  it('sends the guide email to the person who asked for it, once', async () => {
    const { email, id } = await queueGuideEmail()
    await deliverDueMessages(testDb(), configured)
    const delivered = (await sunk()).filter((m) => m.to === email)
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.subject).toBe('Your free 32-page guide')
    expect(delivered[0]!.body).toContain('/guides/married-mens-leadership-guide.pdf')
    expect((await messageRow(id))!.status).toBe('sent')
    await deliverDueMessages(testDb(), configured, later(60))
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(1)
  })

  it('keeps a message waiting, with the reason, while email is not configured', async () => {
    const { id } = await queueGuideEmail()
    await deliverDueMessages(testDb(), env)
    const row = await messageRow(id)
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'Email delivery is not configured' })
  })

  it('links the guide to the public address, and emails nothing while that address is not https', async () => {
    const { email, id } = await queueGuideEmail()
    for (const [value, reason] of [
      [undefined, 'PUBLIC_SITE_URL is not set'],
      [
        'http://brotherhood.example',
        "PUBLIC_SITE_URL must be the site's https address, not http://brotherhood.example",
      ],
    ] as const) {
      await testDb().update(outbox).set({ nextAttemptAt: new Date().toISOString() }).where(eq(outbox.id, id))
      await deliverDueMessages(testDb(), { ...configured, PUBLIC_SITE_URL: value } as Env)
      expect(await messageRow(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: reason })
    }
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(0)
    await testDb().update(outbox).set({ nextAttemptAt: new Date().toISOString() }).where(eq(outbox.id, id))
    await deliverDueMessages(testDb(), { ...configured, PUBLIC_SITE_URL: 'https://brotherhood.example/' })
    const [sent] = (await sunk()).filter((m) => m.to === email)
    expect(sent!.body).toContain('https://brotherhood.example/guides/married-mens-leadership-guide.pdf')
  })

  it('a local run may link to this machine over http', async () => {
    const { email } = await queueGuideEmail()
    await deliverDueMessages(testDb(), { ...configured, PUBLIC_SITE_URL: 'http://127.0.0.1:8787' })
    expect((await sunk()).find((m) => m.to === email)!.body).toContain(
      'http://127.0.0.1:8787/guides/married-mens-leadership-guide.pdf',
    )
  })

  it('retries after a provider failure and succeeds, sending exactly once', async () => {
    const { email, id } = await queueGuideEmail()
    await failNext(1)
    await deliverDueMessages(testDb(), configured)
    const afterFailure = await messageRow(id)
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 })
    expect(afterFailure!.lastError).toContain('500')
    await deliverDueMessages(testDb(), configured)
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(0)
    await deliverDueMessages(testDb(), configured, later(2))
    expect((await messageRow(id))!.status).toBe('sent')
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(1)
  })

  it('keeps retrying through a three-day outage, at most an hour apart, then fails with the reason', async () => {
    const { id } = await queueGuideEmail()
    const createdMs = Date.parse((await messageRow(id))!.createdAt)
    await failNext(10_000, 503)
    const tries: number[] = []
    let clock = Date.now()
    for (let run = 0; run < 200; run += 1) {
      await deliverDueMessages(testDb(), configured, clock)
      const row = (await messageRow(id))!
      if (row.attempts > tries.length) tries.push(clock)
      if (row.status === 'failed') break
      clock = Date.parse(row.nextAttemptAt)
    }
    const gapsInMinutes = tries.slice(1).map((at, index) => Math.round((at - tries[index]!) / 60_000))
    expect(gapsInMinutes.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60])
    expect(Math.max(...gapsInMinutes)).toBe(60)
    // The last try falls within the three days, the one after it would not.
    expect(tries.at(-1)! - createdMs).toBeLessThanOrEqual(RETRY_HORIZON_MS)
    expect(tries.at(-1)! + 60 * 60_000 - createdMs).toBeGreaterThan(RETRY_HORIZON_MS)
    const row = await messageRow(id)
    expect(row).toMatchObject({ status: 'failed', attempts: tries.length })
    expect(row!.lastError).toMatch(/^Still failing after 3 days of retries: .*503/)
  }, 60_000) // some seventy delivery runs

  it('is still pending, due within the hour, a day into an outage', async () => {
    const { id } = await queueGuideEmail()
    await failNext(10_000, 503)
    for (let minutes = 0; minutes <= 24 * 60; minutes += 30)
      await deliverDueMessages(testDb(), configured, later(minutes))
    const row = (await messageRow(id))!
    expect(row.status).toBe('pending')
    expect(Date.parse(row.nextAttemptAt) - later(24 * 60)).toBeLessThanOrEqual(60 * 60_000)
  })

  it("an owner's retry after the three days gets one more try", async () => {
    const { email, id } = await queueGuideEmail()
    await testDb().update(outbox).set({ status: 'failed', attempts: 70, lastError: 'old' }).where(eq(outbox.id, id))
    await testDb()
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: new Date().toISOString() })
      .where(eq(outbox.id, id))
    await failNext(1, 503)
    await deliverDueMessages(testDb(), configured, later(4 * 24 * 60))
    expect(await messageRow(id)).toMatchObject({ status: 'failed', attempts: 71 })
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(0)
  })

  it('fails at once when the provider refuses the message itself', async () => {
    const { id } = await queueGuideEmail()
    await failNext(1, 422)
    await deliverDueMessages(testDb(), configured)
    expect(await messageRow(id)).toMatchObject({ status: 'failed', attempts: 1 })
  })

  describe('a send that outlasts its lease, taken over and delivered by another runner', () => {
    // Messages earlier tests left waiting would be sent by these runs too, and counted.
    beforeEach(() =>
      testDb()
        .delete(outbox)
        .where(inArray(outbox.status, ['pending', 'sending'])),
    )

    for (const [late, status] of [
      ['retryLater', 503],
      ['giveUp', 422],
      ['deliver', 200],
    ] as const) {
      it(`the first runner's late ${late} changes nothing and is not counted as its own`, async () => {
        const { email, id } = await queueGuideEmail()
        const { first, second, sends } = await sendOutlivingItsLease(status)
        const delivered = (await messageRow(id))!
        expect(delivered).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
        expect(second).toEqual({ sent: 1, failed: 0 })
        expect(first).toEqual({ sent: 0, failed: 0 })
        expect(sends).toHaveLength(2)
        // Nothing left to send: no run later sends it again.
        expect(await deliverDueMessages(testDb(), configured, later(24 * 60))).toEqual({ sent: 0, failed: 0 })
        expect(await messageRow(id)).toEqual(delivered)
        expect((await sunk()).filter((m) => m.to === email)).toHaveLength(1)
      })
    }
  })

  it('two delivery runs at the same moment send each message once', async () => {
    const { email } = await queueGuideEmail()
    await Promise.all([
      deliverDueMessages(testDb(), configured),
      deliverDueMessages(testDb(), configured),
      deliverDueMessages(testDb(), configured),
    ])
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(1)
  })

  it("sends the owner's text message through the SMS provider", async () => {
    const [row] = await testDb()
      .insert(outbox)
      .values({
        channel: 'sms',
        template: 'owner-purchase',
        recipient: '+15415550142',
        payload: { text: 'New purchase: Sam bought Brotherhood Pod for $600.00.' },
        idempotencyKey: `sms:${crypto.randomUUID()}`,
      })
      .returning()
    await deliverDueMessages(testDb(), configured)
    expect(await sunk()).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '+15415550142',
        body: 'New purchase: Sam bought Brotherhood Pod for $600.00.',
      }),
    )
    expect((await messageRow(row!.id))!.status).toBe('sent')
  })
})
