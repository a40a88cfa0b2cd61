// What the owner is emailed about the people who reach him: a lead or booking named in plain words with the
// form's answers, a client's own move or cancel of a booking, and a text to the site's number that is no keyword.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { twilioSignature } from '../../src/shared/twilio-signature.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { app } from '../../src/worker/app.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { optOuts as optOutsTable, outbox } from '../../src/worker/platform/db/schema.ts'
import { useRules } from '../helpers/booking-rules.ts'
import { request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, submit, uniqueEmail } from '../helpers/leads.ts'

const OWNER = DEFAULT_SITE_SETTINGS.contactEmail

afterEach(() => vi.useRealTimers())

/** The owner's emails of `template` that name `about` (an address or a number) in their payload, rendered. */
async function ownerEmails(template: string, about: string) {
  const rows = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recipient, OWNER), like(outbox.payload, `%${about}%`)))
    .orderBy(outbox.id)
  return rows.map((row) => {
    const email = renderEmail(row.template, row.recipient, row.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
      unsubscribe: null,
    })!
    return { subject: email.subject, text: email.text }
  })
}

describe("the owner's email about a new lead", () => {
  it('names a free strategy call request in words, with his answers in the form’s words', async () => {
    const email = uniqueEmail('lead')
    const response = await submit('/api/strategy-calls', {
      name: 'Nathan Cole',
      email,
      phone: '(555) 234-5678',
      marriageLength: '5-10',
      biggestChallenge: 'We stopped talking after our second child.',
      previousCoaching: 'couples-therapy',
      timeline: 'immediate',
      message: '',
    })
    expect(response.status).toBe(201)
    const [notice] = await ownerEmails('owner-new-lead', email)
    expect(notice!.subject).toBe('New free strategy call request: Nathan Cole')
    expect(notice!.text).not.toContain('strategy-call')
    expect(notice!.text).toContain('Married for: 5 to 10 years')
    expect(notice!.text).toContain('Biggest challenge: We stopped talking after our second child.')
    expect(notice!.text).toContain('Coaching or therapy before: Couples therapy')
    expect(notice!.text).toContain('Wants to start: Right away')
    expect(notice!.text).not.toContain('Message:')
  })

  it('names a coaching application in words, with his challenge and message', async () => {
    const email = uniqueEmail('applicant')
    const response = await submit('/api/consultation-requests', {
      firstName: 'Owen',
      lastName: 'Hart',
      email,
      phone: '(555) 234-5678',
      challenge: 'direction',
      message: 'I want to lead my family well.',
    })
    expect(response.status).toBe(201)
    const [notice] = await ownerEmails('owner-new-lead', email)
    expect(notice!.subject).toBe('New coaching application: Owen Hart')
    expect(notice!.text).toContain('Biggest challenge: Purpose and life direction')
    expect(notice!.text).toContain('Message: I want to lead my family well.')
  })
})

describe('a client who moves or cancels his booking himself', () => {
  const post = (path: string, body: unknown) => request(path, { method: 'POST', body }, { address: newClientAddress() })

  it('tells the owner each change, with the old and new time in his zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2032-03-01T08:00:00Z'))
    await useRules()
    const email = uniqueEmail('booker')
    const who = { name: 'Daniel Reyes', email, phone: '(555) 234-5678', timeZone: 'America/Chicago' }
    expect((await submit('/api/bookings', { ...who, start: '2032-03-03T17:00:00.000Z' })).status).toBe(201)
    const [confirmed] = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'booking-confirmed'), eq(outbox.recipient, email)))
    const token = String((confirmed!.payload as { managePath: string }).managePath).split('#')[1]!

    expect((await post('/api/bookings/move', { token, start: '2032-03-04T18:00:00.000Z' })).status).toBe(200)
    const [moved] = await ownerEmails('owner-booking-changed', email)
    expect(moved!.subject).toBe('Booking moved: Daniel Reyes')
    expect(moved!.text).toContain(
      'Daniel Reyes moved his Free Strategy Call from Wednesday, March 3, 2032 at 9:00 AM PST to ' +
        'Thursday, March 4, 2032 at 10:00 AM PST.',
    )

    expect((await post('/api/bookings/cancel', { token })).status).toBe(200)
    const [, cancelled] = await ownerEmails('owner-booking-changed', email)
    expect(cancelled!.subject).toBe('Booking canceled: Daniel Reyes')
    expect(cancelled!.text).toContain('Thursday, March 4, 2032 at 10:00 AM PST')
  })
})

describe('a text to the site’s number', () => {
  const AUTH_TOKEN = 'twilio-test-auth-token'
  const WEBHOOK = 'https://coaching.test/api/sms/inbound'
  const configured = { ...env, TWILIO_ACCOUNT_SID: 'AC_test', TWILIO_AUTH_TOKEN: AUTH_TOKEN } as Env

  async function inbound(from: string, body: string, sid = `SM${crypto.randomUUID().replaceAll('-', '')}`) {
    const params = new URLSearchParams({ MessageSid: sid, AccountSid: 'AC_test', From: from, To: '+1541', Body: body })
    const headers = {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': await twilioSignature(AUTH_TOKEN, WEBHOOK, params),
    }
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(WEBHOOK, { method: 'POST', headers, body: params }), configured, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    return response.text()
  }

  it('that is no keyword reaches the owner by email, once however often Twilio sends it', async () => {
    const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
    await inbound(from, 'Is the Thursday pod still on tonight?', 'SMtwice')
    await inbound(from, 'Is the Thursday pod still on tonight?', 'SMtwice')
    const forwarded = await ownerEmails('owner-inbound-text', from)
    expect(forwarded).toHaveLength(1)
    expect(forwarded[0]!.subject).toBe(`Text from ${from}`)
    expect(forwarded[0]!.text).toContain('Is the Thursday pod still on tonight?')
  })

  it('that is a keyword is not forwarded', async () => {
    const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
    await inbound(from, 'HELP')
    await inbound(from, 'STOP')
    expect(await ownerEmails('owner-inbound-text', from)).toHaveLength(0)
  })

  it('that speaks of crisis is answered with 988, 911 and the coach, never opts him out, and is urgent to the owner', async () => {
    const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
    const answer = await inbound(from, "I can't stop thinking about ending my life")
    expect(answer).toContain('call or text 988')
    expect(answer).toContain('call 911')
    expect(answer).not.toContain('no more texts')
    const [forwarded] = await ownerEmails('owner-inbound-text', from)
    expect(forwarded!.subject).toBe(`Urgent: a text from ${from} may be from a man in crisis`)
    const texts = await testDb().select().from(outbox).where(eq(outbox.template, 'owner-chat-crisis'))
    expect(texts.filter((row) => JSON.stringify(row.payload).includes(from))).toHaveLength(1)
    const optOuts = await testDb().select().from(optOutsTable).where(eq(optOutsTable.address, from))
    expect(optOuts).toEqual([])
  })

  it('that speaks of violence at home is answered with the National Domestic Violence Hotline too', async () => {
    const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
    const answer = await inbound(from, 'My wife hits me and I am scared to go home tonight')
    expect(answer).toContain('call the National Domestic Violence Hotline at 1-800-799-7233 or text START to 88788')
    expect(answer).toContain('call 911')
  })

  it('that asks to stop and speaks of crisis opts him out and still gives him the numbers', async () => {
    const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
    const answer = await inbound(from, 'Stop texting me. I want to die.')
    expect(answer).toContain('call or text 988')
    const optOuts = await testDb().select().from(optOutsTable).where(eq(optOutsTable.address, from))
    expect(optOuts.map((row) => row.choice)).toEqual(['out'])
  })

  it("'I want to end my life' or 'can I cancel my session' is a man's words, not a stop", async () => {
    for (const words of ['I want to end my life', 'Can I cancel my session tomorrow?', 'I quit my job today']) {
      const from = `+1541${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`
      await inbound(from, words)
      expect(await testDb().select().from(optOutsTable).where(eq(optOutsTable.address, from))).toEqual([])
      expect(await ownerEmails('owner-inbound-text', from)).toHaveLength(1)
    }
  })
})
