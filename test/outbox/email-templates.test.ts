// Every email template through the one layout (decision 064): with a realistic payload, each renders an HTML part
// and a plain-text part with no missing field, links only to the site (absolute, https; http on loopback in local
// runs), the plan's schedule one payment a line, and the unsubscribe footer on marketing email alone.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import stylesCss from '../../src/client/styles.css?raw'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../src/shared/site.ts'
import { BRAND } from '../../src/worker/features/outbox/email-palette.ts'
import type { EmailMessage, EmailPayloads, EmailTemplate } from '../../src/worker/features/outbox/message-payloads.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { deliverDueMessages } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { queueEmail } from '../../src/worker/features/outbox/outbox.ts'
import { isMarketingEmail } from '../../src/worker/features/opt-outs/opt-outs.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { setPostalAddress, TEST_POSTAL_ADDRESS } from '../helpers/postal-address.ts'
import { THREE_PAYMENTS } from '../helpers/plans.ts'

const SITE = 'https://coaching.test'
const SINK = 'http://messages.test'
const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS, postalAddress: TEST_POSTAL_ADDRESS }

const PLAN = THREE_PAYMENTS

/** One realistic payload per template: a template added without one fails the type check. */
const PAYLOADS: { [T in EmailTemplate]: EmailPayloads[T] } = {
  'guide-email': { firstName: 'Marcus' },
  'resource-email': { resourceId: 'marriage-reset-checklist' },
  'purchase-receipt': {
    firstName: 'Nathan',
    description: 'Brotherhood Pod – Tuesday evenings',
    amount: 17900,
    type: 'brotherhood',
    calendar: true,
    refundPath: '/refund#v1.4f2a9c.d81e7b',
    plan: PLAN,
    planToken: 'plan_7Qx2mK9v',
  },
  'booking-invitation': {
    firstName: 'Caleb',
    description: 'Free Strategy Call',
    firstSession: 'Tue, Dec 1, 2026, 10:00 AM PST',
  },
  'calendar-update': {
    firstName: 'Caleb',
    description: 'Brotherhood Pod – Tuesday evenings',
    firstSession: 'Tue, Dec 8, 2026, 7:00 PM PST',
  },
  'calendar-cancel': { firstName: 'Caleb', description: 'Brotherhood Pod – Tuesday evenings' },
  'booking-confirmed': {
    firstName: 'Caleb',
    description: 'Free Strategy Call',
    bookingRef: '5b0c7e4a-1f7d-4c49-9a57-6f0d2b9e1c11',
    when: 'Monday, January 4, 2027 at 9:00 AM PST (Monday, January 4, 2027 at 11:00 AM CST, your time)',
    managePath: '/booking#q8Zc1vYp0sHkR2mT7wXn4bLd9eGf6aJu3iOy5NtQrSk',
    videoLink: 'https://zoom.us/j/5550100',
  },
  'booking-moved': {
    firstName: 'Caleb',
    description: 'Free Strategy Call',
    bookingRef: '5b0c7e4a-1f7d-4c49-9a57-6f0d2b9e1c11',
    when: 'Tuesday, January 5, 2027 at 1:00 PM PST',
    managePath: '/booking#q8Zc1vYp0sHkR2mT7wXn4bLd9eGf6aJu3iOy5NtQrSk',
    videoLink: null,
    byOwner: true,
  },
  'booking-reminder': {
    firstName: 'Caleb',
    description: 'Free Strategy Call',
    bookingRef: '5b0c7e4a-1f7d-4c49-9a57-6f0d2b9e1c11',
    when: 'Tuesday, January 5, 2027 at 1:00 PM PST (Tuesday, January 5, 2027 at 4:00 PM EST, your time)',
    managePath: '/booking#q8Zc1vYp0sHkR2mT7wXn4bLd9eGf6aJu3iOy5NtQrSk',
    videoLink: 'https://zoom.us/j/5550100',
  },
  'booking-cancelled': {
    firstName: 'Caleb',
    description: 'Free Strategy Call',
    bookingRef: '5b0c7e4a-1f7d-4c49-9a57-6f0d2b9e1c11',
    when: 'Tuesday, January 5, 2027 at 1:00 PM PST',
    byOwner: false,
  },
  'sessions-two-left': {
    firstName: 'Caleb',
    description: 'One-to-One Coaching: Monday Lunch One-to-One',
    purchaseId: 41,
    included: 12,
    buyAgainPath: '/checkout?type=one-to-one&inventoryId=4',
  },
  'owner-sessions-two-left': {
    purchaseId: 41,
    name: 'Caleb Reyes',
    email: 'caleb@example.com',
    phone: '(541) 555-0188',
    description: 'One-to-One Coaching: Monday Lunch One-to-One',
    included: 12,
    buyAgainPath: '/checkout?type=one-to-one&inventoryId=4',
  },
  'session-reminder': {
    firstName: 'Eli',
    description: 'Brotherhood Pod – Tuesday evenings',
    when: 'tomorrow, Tue, Dec 1 at 7:00 PM PST',
    session: 2,
    purchaseId: 41,
  },
  'actions-assigned': {
    firstName: 'Caleb',
    description: 'One-to-One Coaching: Monday Lunch One-to-One',
    purchaseId: 41,
    actions: [
      {
        title: 'Write the letter',
        detail: 'To your wife, by hand',
        due: 'Tue, Dec 8, 11:59 PM Pacific time',
        donePath: '/action#q8Zc1vYp0sHkR2mT7wXn4bLd9eGf6aJu3iOy5NtQrSk',
      },
      {
        title: 'Pray together twice',
        detail: null,
        due: 'Tue, Dec 8, 11:59 PM Pacific time',
        donePath: '/action#r9Ad2wZq1tIlS3nU8yYo5cMe0fHg7bKv4jPz6OuRsTl',
      },
    ],
  },
  'action-reminder': {
    firstName: 'Caleb',
    description: 'One-to-One Coaching: Monday Lunch One-to-One',
    purchaseId: 41,
    actionId: 7,
    action: {
      title: 'Write the letter',
      detail: null,
      due: 'Tue, Dec 8, 11:59 PM Pacific time',
      donePath: '/action#q8Zc1vYp0sHkR2mT7wXn4bLd9eGf6aJu3iOy5NtQrSk',
    },
  },
  'intake-reminder': {
    firstName: 'Eli',
    description: 'One-to-One Coaching: Monday Lunch One-to-One',
    when: 'Thu, Dec 3 at 9:00 AM Pacific time',
    purchaseId: 41,
  },
  'refund-confirmation': { firstName: 'Noah', description: 'Brotherhood Pod – Tuesday evenings', amount: 49900 },
  'guarantee-claim-decided': {
    firstName: 'Noah',
    description: 'Brotherhood Pod – Tuesday evenings',
    purchaseId: 41,
    met: false,
    amount: 49900,
    reasons: ['missed the call of Dec 9'],
    conditions: 'attend every call and complete your assigned actions',
  },
  'owner-refund': {
    event: 'requested',
    text: 'Refund requested: Noah Park asked for $499.00 back for Brotherhood Pod – Tuesday evenings.',
    purchaseId: 41,
  },
  'plan-payment-receipt': {
    firstName: 'Nathan',
    description: 'Brotherhood Pod – Tuesday evenings',
    amount: 17900,
    number: 2,
    payments: 3,
  },
  'plan-payment-failed': {
    firstName: 'Nathan',
    description: 'Brotherhood Pod – Tuesday evenings',
    amount: 17900,
    number: 2,
    token: 'plan_7Qx2mK9v',
    nextAttemptAt: '2026-12-29T17:00:00.000Z',
    needsAuthentication: false,
  },
  'owner-plan-overdue': {
    name: 'Nathan Cole',
    email: 'nathan@example.com',
    phone: '(541) 555-0123',
    description: 'Brotherhood Pod – Tuesday evenings',
    amount: 17900,
    number: 2,
    reason: 'Your card was declined.',
  },
  'waitlist-offer': {
    firstName: 'Ann',
    itemName: 'Brotherhood Pod – Thursday mornings',
    token: 'offer_b3Kq8sW1',
    deadline: 'Dec 2, 2026, 7:00 PM Pacific time',
  },
  'waitlist-confirm': { firstName: 'Ann', itemName: 'Brotherhood Pod – Thursday mornings', token: 'join_Zp4nR7' },
  'client-sign-in': {
    code: '048213',
    link: '/my-coaching#link=Xk2mQ9vR4tY7uP1sD3fG6hJ8&email=ann%40example.com',
    email: 'ann@example.com',
  },
  'owner-reconciliation': {
    runId: '2026-12-01T11:00:00.000Z',
    differences: 3,
    fresh: [
      {
        kind: 'captured-without-sale',
        detail: '$499.00 taken by Stripe (pi_3Qx); no purchase on the site has this payment.',
      },
      { kind: 'seats-differ', detail: 'Item 7: the seat ledger has 4 sold, the database records 3 sales.' },
    ],
    more: 0,
  },
  'owner-chat-crisis': { at: '2026-12-01T06:41:00.000Z' },
  'waitlist-place': { firstName: 'Caleb', itemName: 'Tuesday Night Pod', place: 2 },
  'owner-new-lead': {
    kind: 'strategy-call',
    name: 'Caleb Reyes',
    email: 'caleb@example.com',
    phone: '(541) 555-0188',
  },
  'owner-booking-changed': {
    event: 'moved',
    bookingRef: 'bk_9f2',
    name: 'Caleb Reyes',
    email: 'caleb@example.com',
    phone: '(541) 555-0188',
    description: 'Free Strategy Call',
    when: 'Tuesday, January 5, 2027 at 10:00 AM PST',
    before: 'Monday, January 4, 2027 at 9:00 AM PST',
  },
  'owner-inbound-text': { phone: '+15415550188', text: 'Is Thursday still on?' },
  'sequence-email': {
    enrolmentId: 12,
    stepId: 3,
    position: 2,
    subject: '{firstName}, one question for this week',
    body: 'Hi {firstName},\n\nWhat would change at home if you led first?\n\n[Book your free call](/checkout?type=strategy-call)',
    firstName: 'Marcus',
  },
}

type Case = { [T in EmailTemplate]: { name: string; template: T; payload: EmailPayloads[T] } }[EmailTemplate]

/** Each template's payload, and the other shapes a payload takes in life (a branch of its template each). */
const CASES: Case[] = [
  ...Object.entries(PAYLOADS).map(([template, payload]) => ({ name: template, template, payload }) as Case),
  { name: 'guide, no name', template: 'guide-email', payload: { firstName: null } },
  { name: 'resource, no id', template: 'resource-email', payload: { resourceId: undefined } },
  {
    name: 'receipt paid in full, no link secret',
    template: 'purchase-receipt',
    payload: { ...PAYLOADS['purchase-receipt'], plan: null, planToken: null, refundPath: null, calendar: false },
  },
  {
    name: 'refund before capture',
    template: 'refund-confirmation',
    payload: { ...PAYLOADS['refund-confirmation'], amount: 0 },
  },
  ...(['refunded', 'failed'] as const).map((event): Case => ({
    name: `owner-refund ${event}`,
    template: 'owner-refund',
    payload: { ...PAYLOADS['owner-refund'], event },
  })),
  {
    name: 'plan receipt, count unknown',
    template: 'plan-payment-receipt',
    payload: { ...PAYLOADS['plan-payment-receipt'], payments: null },
  },
  {
    name: 'plan failed, bank asks, last try',
    template: 'plan-payment-failed',
    payload: { ...PAYLOADS['plan-payment-failed'], needsAuthentication: true, nextAttemptAt: null },
  },
  { name: 'offer, no name', template: 'waitlist-offer', payload: { ...PAYLOADS['waitlist-offer'], firstName: null } },
  {
    name: 'session cancelled, back in the package',
    template: 'booking-cancelled',
    payload: {
      ...PAYLOADS['booking-cancelled'],
      description: 'One-to-One Coaching Session',
      bookAgainPath: '/my-coaching',
    },
  },
  {
    name: 'session cancelled by a refund',
    template: 'booking-cancelled',
    payload: { ...PAYLOADS['booking-cancelled'], byOwner: true, bookAgainPath: null },
  },
  {
    name: 'owner-new-lead session-booked',
    template: 'owner-new-lead',
    payload: {
      ...PAYLOADS['owner-new-lead'],
      kind: 'session-booked',
      description:
        'Session of One-to-One Coaching: Monday Lunch One-to-One booked for Monday, January 4, 2027 at 9:00 AM PST',
    },
  },
  ...(['consultation', 'strategy-call-checkout'] as const).map((kind): Case => ({
    name: `owner-new-lead ${kind}`,
    template: 'owner-new-lead',
    payload: { ...PAYLOADS['owner-new-lead'], kind },
  })),
]

const named = (name: string) => CASES.find((c) => c.name === name)!

const render = (c: Case, siteUrl = SITE) =>
  renderEmail(c.template, 'reader@example.com', c.payload, { settings, siteUrl })!

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)
const textLinks = (text: string) => text.match(/\b[a-z][\w+.-]*:\/\/\S+/gi) ?? []
const MISSING = /\bundefined\b|\bnull\b|\bNaN\b|\[object /

describe('every email template', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s renders both parts with every field filled', (_, c) => {
    const email = render(c)
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(MISSING)
    expect(email.html).not.toMatch(/href=""|href="#|<script/)
    // The same letter in both parts: its signature, and the footer with the business's name.
    for (const part of [email.html, email.text]) {
      expect(part).toContain(`— ${settings.coachName}, ${settings.businessName}`)
      expect(part).toContain(settings.businessName)
    }
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s links only to the site, absolute and https', (_, c) => {
    const email = render(c)
    const links = hrefs(email.html)
    expect(links.length).toBeGreaterThanOrEqual(2) // the header's name and the footer's address at least
    for (const href of links) expect(href.startsWith(`${SITE}/`), href).toBe(true)
    for (const url of textLinks(email.text)) expect(url.startsWith(`${SITE}/`), url).toBe(true)
    // Every link of the HTML part is in the text part with its address, the layout's own two aside.
    const inText = new Set(textLinks(email.text).map((url) => url.replace(/[.,]$/, '')))
    for (const href of links.map((h) => h.replace(/&amp;/g, '&'))) expect(inText.has(href), href).toBe(true)
  })

  it('in a local run, links to the loopback address the site runs on', () => {
    for (const c of CASES) {
      const email = render(c, 'http://127.0.0.1:8787')
      for (const href of hrefs(email.html)) expect(href.startsWith('http://127.0.0.1:8787/'), href).toBe(true)
    }
  })
})

describe("the client's page", () => {
  const toClient = [
    'purchase-receipt',
    'plan-payment-failed',
    'refund-confirmation',
    'waitlist-offer',
    'session-reminder',
    'intake-reminder',
  ]

  it.each(toClient)('%s ends with the link to My coaching', (name) => {
    const email = render(named(name))
    expect(hrefs(email.html)).toContain(`${SITE}/my-coaching`)
    expect(email.text).toContain(`Open My coaching: ${SITE}/my-coaching to see all you have with us`)
  })

  it("is not in the owner's emails, nor in the sign-in email or marketing mail", () => {
    for (const name of ['owner-new-lead', 'owner-refund', 'client-sign-in', 'guide-email', 'sequence-email'])
      expect(hrefs(render(named(name)).html), name).not.toContain(`${SITE}/my-coaching`)
  })
})

describe('what a visitor typed, in a subject or a greeting', () => {
  it("keeps the owner's subject to one line however the name was typed", () => {
    const payload = { ...PAYLOADS['owner-new-lead'], name: 'Sam\r\nBcc: someone@example.com\u0000 <b>' }
    const email = renderEmail('owner-new-lead', 'owner@example.com', payload, { settings, siteUrl: SITE })!
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject).not.toContain(String.fromCharCode(0))
    expect(email.subject).toContain('Sam Bcc: someone@example.com <b>')
  })

  it.each(['booking-invitation', 'booking-confirmed', 'calendar-update'] as const)(
    "greets with a plain first name or 'friend' in %s",
    (template) => {
      for (const [firstName, greeting] of [
        ['Caleb', 'Hi Caleb,'],
        ['https://win.example/prize', 'Hi friend,'],
        ['a@b.example', 'Hi friend,'],
      ]) {
        const payload = { ...PAYLOADS[template], firstName }
        const email = renderEmail(template, 'reader@example.com', payload, { settings, siteUrl: SITE })!
        expect(email.text).toContain(greeting)
      }
    },
  )
})

describe('the layout', () => {
  const receipt = render(named('purchase-receipt'))

  it('is a table 600 px wide at most, styled inline, with the color-scheme meta and no script or image', () => {
    expect(receipt.html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true)
    expect(receipt.html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(receipt.html).toContain('<meta name="supported-color-schemes" content="light dark"/>')
    expect(receipt.html).toContain('@media (prefers-color-scheme:dark)')
    expect(receipt.html).toMatch(/<table role="presentation" width="600"[^>]*style="width:100%;max-width:600px"/)
    expect(receipt.html).not.toMatch(/<script|<img|<link|url\(/)
  })

  it("carries the business's name and colours", () => {
    expect(receipt.html).toMatch(/bgcolor="#0f172a"[^>]*><tbody><tr><td[^>]*><a href="https:\/\/coaching\.test\/"/)
    expect(receipt.html).toContain(`>${settings.businessName}</a>`)
    expect(receipt.html).toContain(`border-bottom:4px solid ${BRAND[500]}`)
    // The call to action is the site's own button: ink on amber.
    expect(receipt.html).toMatch(
      new RegExp(`background-color:${BRAND[500]};color:${BRAND.ink}[^"]*">See your plan or update your card</a>`),
    )
    expect(receipt.html).toMatch(
      new RegExp(
        `<a href="${SITE}/refund#[^"]+" class="em-link" style="color:${BRAND[700]};text-decoration:underline">`,
      ),
    )
  })

  it('puts white text only on the ink band, and sets a colour on every paragraph', () => {
    const band = /<table [^>]*bgcolor="#0f172a" style="background-color:#0f172a[^"]*">.*?<\/table>/.exec(
      receipt.html,
    )![0]
    const white = (html: string) => html.match(/(?<![-\w])color:#fff(fff)?\b/gi)?.length ?? 0
    expect(white(band)).toBe(1)
    expect(white(receipt.html)).toBe(white(band))
    for (const p of receipt.html.match(/<p [^>]*>/g)!) expect(p).toMatch(/style="[^"]*(^|;)color:#/)
  })

  it("starts with a preheader: the letter's first sentence, not the greeting", () => {
    expect(receipt.html).toMatch(
      /<body[^>]*><div style="display:none;[^"]*">Thank you for your purchase of Brotherhood Pod – Tuesday evenings\./,
    )
    const guide = render(named('guide-email'))
    expect(guide.html).toContain('>Thank you for asking for the guide.')
  })

  it("escapes the owner's settings", () => {
    const email = renderEmail(
      'guide-email',
      'a@example.com',
      { firstName: 'Sam' },
      {
        settings: { ...settings, businessName: 'Sam & <Sons>', coachName: 'Coach "Sam"' },
        siteUrl: SITE,
      },
    )!
    expect(email.html).toContain('Sam &amp; &lt;Sons&gt;')
    expect(email.html).not.toContain('<Sons>')
    expect(email.text).toContain('— Coach "Sam", Sam & <Sons>')
  })

  it("uses the site's palette (src/client/styles.css)", () => {
    const theme = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(stylesCss)?.[1]
    expect(theme('brand-50')).toBe(BRAND[50])
    expect(theme('brand-500')).toBe(BRAND[500])
    expect(theme('brand-600')).toBe(BRAND[600])
    expect(theme('brand-700')).toBe(BRAND[700])
    expect(theme('ink')).toBe(BRAND.ink)
  })
})

describe("a plan's receipt", () => {
  it('lists each payment on a line of its own, in both parts', () => {
    const email = render(named('purchase-receipt'))
    expect(email.text).toContain(
      'Your payment plan (3 × $179.00):\n' +
        'Payment 1: $179.00 on Nov 26, 2026\n' +
        'Payment 2: $179.00 on Dec 26, 2026\n' +
        'Payment 3: $179.00 on Jan 26, 2027\n',
    )
    expect(email.html).toContain(
      'Your payment plan (3 × $179.00):<br/>Payment 1: $179.00 on Nov 26, 2026<br/>' +
        'Payment 2: $179.00 on Dec 26, 2026<br/>Payment 3: $179.00 on Jan 26, 2027</p>',
    )
  })
})

describe('the footer, sent through the outbox', () => {
  const configured = {
    ...env,
    RESEND_API_KEY: 're_test_key',
    EMAIL_FROM: 'Coach <coach@example.com>',
    RESEND_API_BASE: SINK,
  } as Env

  interface Sunk {
    to: string
    body: string
    html?: string
    headers?: Record<string, string>
  }

  it('has the unsubscribe line and the postal address on marketing email, and on nothing else', async () => {
    await setPostalAddress()
    const sent = Object.entries(PAYLOADS).map(([template, payload]) => ({
      template,
      payload,
      recipient: uniqueEmail(`footer-${template}`),
      key: `footer-test:${template}:${crypto.randomUUID()}`,
    }))
    for (const message of sent) await queueEmail(testDb(), message as EmailMessage)
    for (let round = 0; round < 3; round++) await deliverDueMessages(testDb(), configured)
    const sunk = (await (await fetch(`${SINK}/__sink/messages`)).json()) as Sunk[]
    expect(sent.filter((m) => isMarketingEmail(m.template)).map((m) => m.template)).toEqual([
      'guide-email',
      'resource-email',
      'sequence-email',
    ])
    for (const { template, recipient } of sent) {
      const email = sunk.find((m) => m.to === recipient)
      expect(email, template).toBeDefined()
      const { body: text, html = '', headers = {} } = email!
      expect(html, template).toContain('<!DOCTYPE html>')
      expect(html, template).toContain(`<strong>${settings.businessName}</strong>`)
      if (isMarketingEmail(template)) {
        const url = /^<(https:\/\/coaching\.test\/api\/unsubscribe\?t=[^>]+)>$/.exec(headers['List-Unsubscribe']!)![1]!
        expect(html).toContain(`<a class="em-muted" href="${url}"`)
        expect(html).toContain('>Unsubscribe</a> from these emails in one click.')
        expect(html).toContain(`<strong>${settings.businessName}</strong>, ${TEST_POSTAL_ADDRESS}`)
        expect(text).toContain(`\n--\nYou are getting this because this address asked ${settings.businessName}`)
        expect(text).toContain(`\nUnsubscribe: ${url}\n`)
        expect(text).toContain(`${settings.businessName}, ${TEST_POSTAL_ADDRESS} · ${SITE}/`)
      } else {
        expect(headers, template).toEqual({})
        for (const part of [html, text]) {
          expect(part, template).not.toMatch(/unsubscribe/i)
          expect(part, template).not.toContain(TEST_POSTAL_ADDRESS)
        }
        expect(text.endsWith(`\n--\n${settings.businessName} · ${SITE}/`), template).toBe(true)
      }
    }
  })
})
