// One-click unsubscribe (RFC 8058) and the suppression list the outbox reads when it sends (decision 061):
// marketing email carries the headers, a visible link and the postal address; a receipt carries none; the
// one-click POST needs no cookie and no page; a forged token changes nothing; and an address that unsubscribed
// after its email was queued still gets no marketing email, while his receipt goes.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { bookings, contacts, outbox } from '../../src/worker/platform/db/schema.ts'
import { deliverDueMessages } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { queueEmail } from '../../src/worker/features/outbox/outbox.ts'
import { signUnsubscribeToken } from '../../src/worker/features/opt-outs/unsubscribe-token.ts'
import { exports } from 'cloudflare:workers'
import { base64url } from '../../src/worker/platform/base64url.ts'
import { testDb } from '../helpers/db.ts'
import { client } from '../helpers/client.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { submit, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'
import { setPostalAddress, TEST_POSTAL_ADDRESS } from '../helpers/postal-address.ts'
import { useRules } from '../helpers/booking-rules.ts'

const SINK = 'http://messages.test'
const SITE = 'https://coaching.test'

const configured = {
  ...env,
  RESEND_API_KEY: 're_test_key',
  EMAIL_FROM: 'Coach <coach@example.com>',
  RESEND_API_BASE: SINK,
} as Env

interface SunkMessage {
  channel: string
  to: string
  subject?: string
  body: string
  headers?: Record<string, string>
}

const sunk = async () => (await (await fetch(`${SINK}/__sink/messages`)).json()) as SunkMessage[]
const sentTo = async (email: string) => (await sunk()).filter((m) => m.to === email)
const later = (minutes: number) => Date.now() + minutes * 60_000

async function askForGuide(email: string): Promise<number> {
  expect((await submit('/api/email-signups', validGuideSignup({ email }))).status).toBe(201)
  const row = await testDb().query.outbox.findFirst({ where: eq(outbox.recipient, email) })
  return row!.id
}

async function queueReceipt(email: string): Promise<void> {
  await queueEmail(testDb(), {
    template: 'purchase-receipt',
    recipient: email,
    payload: {
      firstName: 'Sam',
      description: 'Brotherhood Pod',
      amount: 60000,
      type: 'brotherhood',
      calendar: false,
      refundPath: null,
      plan: null,
      planToken: null,
    },
    key: `receipt:${crypto.randomUUID()}`,
  })
}

/** What a mail provider's server sends when the man presses its 'Unsubscribe' button: no cookie, no origin. */
function oneClick(url: string): Promise<Response> {
  return exports.default.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  )
}

const openLink = (url: string) => exports.default.fetch(new Request(url, { headers: { Accept: 'text/html' } }))

async function tokenUrl(email: string, secret = env.REFUND_LINK_SECRET): Promise<string> {
  return `${SITE}/api/unsubscribe?t=${encodeURIComponent(await signUnsubscribeToken(secret, email))}`
}

const messageRow = (id: number) => testDb().query.outbox.findFirst({ where: eq(outbox.id, id) })

beforeEach(async () => {
  await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
  await setPostalAddress()
})

describe('marketing email and receipts', () => {
  it('the guide email carries the RFC 8058 headers, a visible unsubscribe link and the postal address', async () => {
    const email = uniqueEmail('guide')
    await askForGuide(email)
    await deliverDueMessages(testDb(), configured)
    const [guide] = await sentTo(email)
    const url = /^<(https:\/\/coaching\.test\/api\/unsubscribe\?t=[^>]+)>$/.exec(guide!.headers!['List-Unsubscribe']!)
    expect(url).not.toBeNull()
    expect(guide!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // The link names the address only encrypted: no email in a log or a mail provider's records.
    expect(decodeURIComponent(url![1]!)).not.toContain(email)
    expect(url![1]).not.toContain(base64url(new TextEncoder().encode(email)))
    expect(guide!.body).toContain(`Unsubscribe: ${url![1]}`)
    expect(guide!.body).toContain(TEST_POSTAL_ADDRESS)
  })

  it('a receipt carries no unsubscribe header, link or footer', async () => {
    const email = uniqueEmail('buyer')
    await queueReceipt(email)
    await deliverDueMessages(testDb(), configured)
    const [receipt] = await sentTo(email)
    expect(receipt!.subject).toBe('Your receipt: Brotherhood Pod')
    expect(receipt!.headers?.['List-Unsubscribe']).toBeUndefined()
    expect(receipt!.headers?.['List-Unsubscribe-Post']).toBeUndefined()
    expect(receipt!.body).not.toMatch(/unsubscribe/i)
  })

  it('without a postal address the guide email waits, saying why, and goes once one is set', async () => {
    await setPostalAddress('')
    const email = uniqueEmail('guide')
    const id = await askForGuide(email)
    await deliverDueMessages(testDb(), configured)
    expect(await sentTo(email)).toHaveLength(0)
    expect(await messageRow(id)).toMatchObject({ status: 'pending' })
    expect((await messageRow(id))!.lastError).toContain('postal address')
    await setPostalAddress()
    await deliverDueMessages(testDb(), configured, later(2))
    expect(await sentTo(email)).toHaveLength(1)
  })
})

describe('one click', () => {
  it("the provider's POST unsubscribes at once, with no cookie or page, and answers 200", async () => {
    const email = uniqueEmail('reader')
    await askForGuide(email)
    await deliverDueMessages(testDb(), configured)
    const url = /^<([^>]+)>$/.exec((await sentTo(email))[0]!.headers!['List-Unsubscribe']!)![1]!
    const answer = await oneClick(url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Location')).toBeNull()
    await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
    await askForGuide(email).catch(() => undefined)
    // A second signup within the day is capped anyway; queue a fresh marketing email directly.
    await queueEmail(testDb(), {
      template: 'resource-email',
      recipient: email,
      payload: { resourceId: undefined },
      key: crypto.randomUUID(),
    })
    await deliverDueMessages(testDb(), configured, later(5))
    expect(await sentTo(email)).toHaveLength(0)
  })

  it('refuses a forged or altered token and unsubscribes nobody', async () => {
    const email = uniqueEmail('victim')
    const forged = await tokenUrl(email, 'another-secret-that-is-long-enough-0123456789')
    const altered = (await tokenUrl(email)).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    for (const url of [forged, altered, `${SITE}/api/unsubscribe?t=`, `${SITE}/api/unsubscribe`]) {
      expect((await oneClick(url)).status).toBe(400)
    }
    const page = await openLink(forged)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This unsubscribe link is not valid')
    await askForGuide(email)
    await deliverDueMessages(testDb(), configured)
    expect(await sentTo(email)).toHaveLength(1)
  })
})

describe('asking again after unsubscribing', () => {
  it('the resource form says nothing was sent, since when, and how to subscribe again', async () => {
    const email = uniqueEmail('asks-again')
    await askForGuide(email)
    expect((await oneClick(await tokenUrl(email))).status).toBe(200)
    const asked = await submit('/api/email-signups', { email, source: 'resource_library', resourceId: 'r1' })
    expect(asked.status).toBe(201)
    const answer = (await asked.json()) as { message: string; withheld: boolean }
    expect(answer.withheld).toBe(true)
    // What happened and how to undo it, but not when: anyone can type an address into the form.
    expect(answer.message).toMatch(/^Nothing was sent: this address unsubscribed from our emails\. To receive it/)
    expect(answer.message).toContain("press 'Subscribe again'")
    expect(answer.message).not.toContain('sent to your email')
    const other = await submit('/api/email-signups', {
      email: uniqueEmail('subscribed'),
      source: 'resource_library',
      resourceId: 'r1',
    })
    expect(await other.json()).toMatchObject({ withheld: false })
  })
})

describe('suppression at send time', () => {
  it('a guide email queued before the unsubscribe is not sent; his receipt still is', async () => {
    const email = uniqueEmail('late')
    const id = await askForGuide(email)
    expect((await oneClick(await tokenUrl(email.toUpperCase()))).status).toBe(200)
    await queueReceipt(email)
    await deliverDueMessages(testDb(), configured)
    const delivered = await sentTo(email)
    expect(delivered.map((m) => m.subject)).toEqual(['Your receipt: Brotherhood Pod'])
    const row = (await messageRow(id))!
    expect(row.status).toBe('withheld')
    expect(row.lastError).toMatch(/^Withheld: unsubscribed from marketing emails on .* \(Unsubscribe button/)
  })

  it('a free call booked at an address that unsubscribed stands, says no invitation was sent, and none is', async () => {
    const email = uniqueEmail('unsubscribed-call')
    expect((await oneClick(await tokenUrl(email))).status).toBe(200)
    await useRules()
    const times = (await (await client().api.bookings['open-times'].$get()).json()).times
    const response = await submit('/api/bookings', {
      name: 'Daniel Reyes',
      email,
      phone: '(541) 555-0177',
      timeZone: 'America/Chicago',
      start: times[0],
    })
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { message: string; emailed: boolean }
    expect(answer.emailed).toBe(false)
    expect(answer.message).toContain('Your free strategy call is booked, but no invitation was sent')
    expect(answer.message).toContain("press 'Subscribe again'")
    expect(answer.message).not.toContain('on its way')
    const [booking] = await testDb().select().from(bookings).where(eq(bookings.email, email))
    expect(booking?.status).toBe('booked')

    await deliverDueMessages(testDb(), configured)
    expect(await sentTo(email)).toEqual([])
    const confirmation = await testDb().query.outbox.findFirst({ where: eq(outbox.recipient, email) })
    expect(confirmation?.template).toBe('booking-confirmed')
    expect(confirmation?.status).toBe('withheld')
    expect(confirmation?.lastError).toMatch(/^Withheld: unsubscribed from our emails on /)
  })

  it('the link page unsubscribes and says so; Subscribe again lets the next email through', async () => {
    const email = uniqueEmail('page')
    const url = await tokenUrl(email)
    const page = await openLink(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('You are unsubscribed')
    expect(html).toContain(email)
    const action = /<form[^>]* action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
    await askForGuide(email)
    await deliverDueMessages(testDb(), configured)
    expect(await sentTo(email)).toHaveLength(0)
    const again = await exports.default.fetch(
      new Request(`${SITE}${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, 'Sec-Fetch-Site': 'same-origin' },
        body: '',
      }),
    )
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('You are subscribed again')
    await queueEmail(testDb(), {
      template: 'resource-email',
      recipient: email,
      payload: { resourceId: undefined },
      key: crypto.randomUUID(),
    })
    await deliverDueMessages(testDb(), configured, later(5))
    expect((await sentTo(email)).map((m) => m.subject)).toEqual(['Your free resource'])
  })
})

describe("the owner's view", () => {
  it("the person's journey in the Leads tab lists his consent and each unsubscribe, with its time and source", async () => {
    const email = uniqueEmail('journey')
    await askForGuide(email)
    expect((await oneClick(await tokenUrl(email))).status).toBe(200)
    const contact = await testDb().query.contacts.findFirst({ where: eq(contacts.email, email) })
    const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$get({
      param: { id: String(contact!.id) },
    })
    expect(response.status).toBe(200)
    const journey = await response.json()
    expect(journey.consentRecord.map(({ channel, what, how, detail }) => ({ channel, what, how, detail }))).toEqual([
      { channel: 'email', what: 'given', how: 'guide', detail: null },
      { channel: 'email', what: 'withdrawn', how: 'one-click', detail: 'List-Unsubscribe=One-Click' },
    ])
  })
})
