import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { outbox } from '../src/worker/db/schema.ts'
import { deliverDueMessages, MAX_ATTEMPTS } from '../src/worker/domain/outbox-delivery.ts'
import { testDb } from './helpers/db.ts'
import { submit, uniqueEmail, validGuideSignup } from './helpers/leads.ts'

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
const failNext = (count: number, status = 500) => fetch(`${SINK}/__sink/fail`, { method: 'POST', body: JSON.stringify({ count, status }) })

async function queueGuideEmail(): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('guide')
  expect((await submit('/api/email-signups', validGuideSignup({ email }))).status).toBe(201)
  const row = await testDb().query.outbox.findFirst({ where: eq(outbox.recipient, email) })
  return { email, id: row!.id }
}

const messageRow = (id: number) => testDb().query.outbox.findFirst({ where: eq(outbox.id, id) })
const later = (minutes: number) => Date.now() + minutes * 60_000

beforeEach(async () => {
  await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
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

  it('marks a message failed after its last try, keeping the reason', async () => {
    const { id } = await queueGuideEmail()
    await failNext(MAX_ATTEMPTS + 2, 503)
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) await deliverDueMessages(testDb(), configured, later(2 ** attempt * 2))
    const row = await messageRow(id)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    expect(row!.lastError).toContain('503')
  })

  it('fails at once when the provider refuses the message itself', async () => {
    const { id } = await queueGuideEmail()
    await failNext(1, 422)
    await deliverDueMessages(testDb(), configured)
    expect(await messageRow(id)).toMatchObject({ status: 'failed', attempts: 1 })
  })

  it('two delivery runs at the same moment send each message once', async () => {
    const { email } = await queueGuideEmail()
    await Promise.all([deliverDueMessages(testDb(), configured), deliverDueMessages(testDb(), configured), deliverDueMessages(testDb(), configured)])
    expect((await sunk()).filter((m) => m.to === email)).toHaveLength(1)
  })

  it("sends the owner's text message through the SMS provider", async () => {
    const [row] = await testDb()
      .insert(outbox)
      .values({ channel: 'sms', template: 'owner-purchase', recipient: '+15415550142', payload: { text: 'New purchase: Sam bought Brotherhood Pod for $600.00.' }, idempotencyKey: `sms:${crypto.randomUUID()}` })
      .returning()
    await deliverDueMessages(testDb(), configured)
    expect(await sunk()).toContainEqual(expect.objectContaining({ channel: 'sms', to: '+15415550142', body: 'New purchase: Sam bought Brotherhood Pod for $600.00.' }))
    expect((await messageRow(row!.id))!.status).toBe('sent')
  })
})
