// Texts that honour STOP (decisions 061, 087): Twilio's inbound webhook, signature checked and each MessageSid
// taken once, marks a number opted out for every keyword carriers use and any message saying stop another way
// (confirmed once by our own text), START opts it back in, HELP answers with the contact line, and Twilio's 21610
// on a send does what a STOP does. The outbox then withholds any text to the number, saying why.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app.ts'
import { twilioSignature } from '../../src/shared/twilio-signature.ts'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { deliverDueMessages } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { queueSms } from '../../src/worker/features/outbox/outbox.ts'
import { testDb } from '../helpers/db.ts'
import { json, request } from '../helpers/client.ts'
import { adminCookie } from '../helpers/sessions.ts'

const SINK = 'http://messages.test'
const WEBHOOK = 'https://coaching.test/api/sms/inbound'
const AUTH_TOKEN = 'twilio-test-auth-token'

const configured = {
  ...env,
  TWILIO_ACCOUNT_SID: 'AC_test',
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_FROM_NUMBER: '+15415550100',
  TWILIO_API_BASE: SINK,
} as Env

/** A number of the test's own, so no two tests share an opt-out. */
const uniqueNumber = () => `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`

const newSid = () => `SM${crypto.randomUUID().replaceAll('-', '')}`

async function inbound(
  from: string,
  body: string,
  signWith: string | null = AUTH_TOKEN,
  url = WEBHOOK,
  sid = newSid(),
) {
  const params = new URLSearchParams({
    MessageSid: sid,
    AccountSid: 'AC_test',
    From: from,
    To: '+15415550100',
    Body: body,
  })
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
  if (signWith) headers['X-Twilio-Signature'] = await twilioSignature(signWith, url, params)
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(WEBHOOK, { method: 'POST', headers, body: params }), configured, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

interface SunkMessage {
  channel: string
  to: string
  body: string
}
const textsTo = async (number: string) =>
  ((await (await fetch(`${SINK}/__sink/messages`)).json()) as SunkMessage[]).filter((m) => m.to === number)

/** Queues a reminder text to the number and runs the outbox; returns the message row after the run. */
async function sendReminder(number: string) {
  const key = `reminder:${crypto.randomUUID()}`
  await queueSms(testDb(), {
    template: 'session-reminder',
    recipient: number,
    payload: {
      text: 'Reminder from Brotherhood Coaching: your pod meets tomorrow at 6:40 PM.',
      firstName: 'Sam',
      description: 'Brotherhood Pod',
      purchaseId: 1,
      when: 'tomorrow at 6:40 PM',
      session: 1,
    },
    key,
  })
  await deliverDueMessages(testDb(), configured)
  return (await testDb().query.outbox.findFirst({ where: eq(outbox.idempotencyKey, key) }))!
}

beforeEach(async () => {
  await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
})

describe('the inbound SMS webhook', () => {
  it('refuses a request without a valid Twilio signature, 403, and changes nothing', async () => {
    const number = uniqueNumber()
    expect((await inbound(number, 'STOP', null)).status).toBe(403)
    expect((await inbound(number, 'STOP', 'not-the-auth-token')).status).toBe(403)
    // Signed for another address than the one it was sent to: a replay elsewhere.
    expect((await inbound(number, 'STOP', AUTH_TOKEN, 'https://evil.example/api/sms/inbound')).status).toBe(403)
    expect((await sendReminder(number)).status).toBe('sent')
    expect(await textsTo(number)).toHaveLength(1)
  })

  it('refuses a body too large for a text, 413, and opts nobody out', async () => {
    const number = uniqueNumber()
    expect((await inbound(number, 'STOP '.repeat(4000))).status).toBe(413)
    expect((await sendReminder(number)).status).toBe('sent')
  })

  it.each(['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'CANCEL', 'End', 'quit', 'Revoke', 'OPTOUT'])(
    'a text %j opts the number out: the next reminder is withheld, with the reason',
    async (keyword) => {
      const number = uniqueNumber()
      const answer = await inbound(number, keyword)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Content-Type')).toMatch(/^text\/xml/)
      const row = await sendReminder(number)
      expect(await textsTo(number)).toHaveLength(0)
      expect(row.status).toBe('withheld')
      // On the owner's clock, its zone named, like every other time in the admin.
      expect(row.lastError).toMatch(
        /^Withheld: the number opted out of texts on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T \(Texted a keyword\)$/,
      )
    },
  )

  it.each([
    'See you at the weekend, yes',
    'Please stop by at 5',
    "I can't stop worrying about Tuesday",
    'I need to cancel Tuesday’s session',
    "I'm at the end of my rope",
    "Please don't stop the reminders",
  ])('a text %j asks for no opt-out: the reminders go on', async (words) => {
    const number = uniqueNumber()
    expect((await inbound(number, words)).status).toBe(200)
    expect((await sendReminder(number)).status).toBe('sent')
  })

  it.each([
    'STOP.',
    'Stop!',
    'STOP ALL',
    'opt out',
    'Stop texting me',
    'S.T.O.P',
    'ＳＴＯＰ',
    'please stop texting me',
  ])('a text %j opts the number out, confirmed by one text of ours', async (words) => {
    const number = uniqueNumber()
    const answer = await inbound(number, words)
    expect(await answer.text()).toContain(
      '<Message>Brotherhood Coaching: you will get no more texts from us. Reply START to get them again.</Message>',
    )
    expect((await sendReminder(number)).status).toBe('withheld')
    // A second way of saying it is not confirmed again.
    expect(await (await inbound(number, words)).text()).not.toContain('<Message>')
  })

  it('a replayed START, its MessageSid already taken, leaves a later STOP standing', async () => {
    const number = uniqueNumber()
    const startSid = newSid()
    await inbound(number, 'STOP')
    expect((await inbound(number, 'START', AUTH_TOKEN, WEBHOOK, startSid)).status).toBe(200)
    expect((await sendReminder(number)).status).toBe('sent')
    await inbound(number, 'Stop!')
    const replayed = await inbound(number, 'START', AUTH_TOKEN, WEBHOOK, startSid)
    expect(replayed.status).toBe(200)
    expect((await sendReminder(number)).status).toBe('withheld')
  })

  it('a STOP a carrier knows gets no text of ours: Twilio confirms it', async () => {
    expect(await (await inbound(uniqueNumber(), 'STOP')).text()).not.toContain('<Message>')
  })

  it.each(['START', 'yes', 'Unstop'])('%j after STOP opts the number back in', async (keyword) => {
    const number = uniqueNumber()
    await inbound(number, 'STOP')
    expect((await sendReminder(number)).status).toBe('withheld')
    expect((await inbound(number, keyword)).status).toBe(200)
    expect((await sendReminder(number)).status).toBe('sent')
    expect(await textsTo(number)).toHaveLength(1)
  })

  it("HELP is answered with the business's contact line", async () => {
    const answer = await inbound(uniqueNumber(), 'help')
    expect(answer.status).toBe(200)
    const twiml = await answer.text()
    expect(twiml).toMatch(/^<\?xml[^>]*\?><Response><Message>.*<\/Message><\/Response>$/)
    expect(twiml).toContain('Brotherhood Coaching: for help call (555) 555-0100 or email hello@example.com.')
    expect(twiml).toContain('Reply STOP to stop texts.')
  })
})

describe('a text withheld after STOP', () => {
  it('is withheld, not failed: /api/health and the System view count no failure and list nothing to retry', async () => {
    interface Counts {
      outbox: { counts: Record<string, number> }
    }
    const system = async () =>
      json<Counts & { messages: { id: number }[] }>(
        await request('/api/admin/system', {}, { cookie: await adminCookie() }),
      )
    // The outbox's counts are the owner's part of the health answer (decision 088).
    const health = async () => json<Counts>(await request('/api/health', {}, { cookie: await adminCookie() }))
    const before = await health()
    const number = uniqueNumber()
    await inbound(number, 'STOP')
    const row = await sendReminder(number)
    expect(row.status).toBe('withheld')
    const after = await health()
    expect(after.outbox.counts.failed).toBe(before.outbox.counts.failed)
    expect(after.outbox.counts.withheld).toBe(before.outbox.counts.withheld! + 1)
    const view = await system()
    expect(view.outbox.counts.failed).toBe(after.outbox.counts.failed)
    expect(view.messages.map((message) => message.id)).not.toContain(row.id)
    const retried = await request(
      `/api/admin/outbox/${row.id}/retry`,
      { method: 'POST' },
      { cookie: await adminCookie() },
    )
    expect(retried.status).not.toBe(200)
  })
})

describe("Twilio's opted-out error", () => {
  it('21610 on a send marks the number, is not retried, and the next text is withheld before Twilio', async () => {
    const number = uniqueNumber()
    await fetch(`${SINK}/__sink/opted-out`, { method: 'POST', body: JSON.stringify({ number }) })
    const refused = await sendReminder(number)
    expect(refused).toMatchObject({ status: 'withheld', attempts: 1 })
    expect(refused.lastError).toContain('21610')
    const next = await sendReminder(number)
    expect(next.status).toBe('withheld')
    expect(next.lastError).toMatch(/^Withheld: the number opted out of texts on .*error 21610\)$/)
    expect(await textsTo(number)).toHaveLength(0)
  })
})
