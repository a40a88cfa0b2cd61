// The message sink (tools/message-sink) as the email provider's stand-in for attachments: it takes Resend's
// shape, refuses what Resend refuses, and gives each file back as a download a person can open from its page.
// As Twilio's stand-in it plays a person's text to the site, signed, and after STOP refuses that number (21610).
// Its page shows each email's HTML part as a recipient sees it, in a frame that runs no script, and its text.
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app.ts'
import { createMessageSink } from '../../tools/message-sink/sink.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'

const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Pod – Tuesday\r\nEND:VCALENDAR\r\n'
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

function sendEmail(
  sink: ReturnType<typeof createMessageSink>,
  attachments: unknown,
  parts: { html?: string; text: string } = { html: '<p>Hi</p>', text: 'Hi' },
) {
  const body = {
    from: 'coach@example.com',
    to: ['sam@example.com'],
    subject: 'Your receipt',
    ...parts,
    attachments,
  }
  return sink.handle(
    new Request('http://sink.test/emails', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  )
}

describe('the message sink with attachments', () => {
  it('keeps each file and serves it back, byte for byte, as a download named as sent', async () => {
    const sink = createMessageSink()
    const sent = await sendEmail(sink, [
      {
        filename: 'invitation.ics',
        content: base64(ICS),
        content_type: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ])
    expect(sent.status).toBe(200)
    const file = await sink.handle(new Request('http://sink.test/__sink/messages/0/attachments/0'))
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="invitation.ics"')
    expect(await file.text()).toBe(ICS)
    expect((await sink.handle(new Request('http://sink.test/__sink/messages/0/attachments/1'))).status).toBe(404)
  })

  it('lists the files under the email on its page, each linking to its download', async () => {
    const sink = createMessageSink()
    await sendEmail(sink, undefined)
    await sendEmail(sink, [{ filename: 'invitation.ics', content: base64(ICS), content_type: 'text/calendar' }])
    const page = await (
      await sink.handle(new Request('http://sink.test/__sink/messages', { headers: { Accept: 'text/html' } }))
    ).text()
    expect(page).toContain('<a href="/__sink/messages/1/attachments/0" download="invitation.ics">invitation.ics</a>')
    expect(page.match(/<h3>Attachments<\/h3>/g)).toHaveLength(1)
  })

  it('refuses an attachment without a filename or with content that is not base64, as Resend does', async () => {
    const sink = createMessageSink()
    for (const attachments of [
      [{ content: base64(ICS) }],
      [{ filename: 'a.ics', content: ICS }],
      { filename: 'a.ics' },
    ]) {
      const response = await sendEmail(sink, attachments)
      expect(response.status).toBe(422)
    }
    expect(sink.messages).toHaveLength(0)
  })
})

describe('the message sink playing a text to the site', () => {
  const AUTH_TOKEN = 'local-sink'
  const site = {
    ...env,
    TWILIO_ACCOUNT_SID: 'AC_test',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM_NUMBER: '+15005550006',
  } as Env
  const sinkFor = (authToken: string) =>
    createMessageSink({
      webhookUrl: 'https://coaching.test/api/sms/inbound',
      authToken,
      send: async (request) => app.fetch(request, site, createExecutionContext()),
    })
  const play = (sink: ReturnType<typeof createMessageSink>, from: string, body: string) =>
    sink.handle(
      new Request('http://sink.test/__sink/inbound', { method: 'POST', body: JSON.stringify({ from, body }) }),
    )
  const text = (sink: ReturnType<typeof createMessageSink>, to: string) =>
    sink.handle(
      new Request('http://sink.test/2010-04-01/Accounts/AC_test/Messages.json', {
        method: 'POST',
        body: new URLSearchParams({ To: to, From: '+15005550006', Body: 'Reminder' }),
      }),
    )

  it("signs the text as Twilio does: the site takes HELP and answers with the business's contact line", async () => {
    const played = (await (await play(sinkFor(AUTH_TOKEN), '+15415550142', 'HELP')).json()) as { reply: string }
    expect(played.reply).toMatch(/^200: .*<Message>Brotherhood Coaching: for help call/)
  })

  it('a site with another auth token refuses it, 403', async () => {
    const played = (await (await play(sinkFor('another-token'), '+15415550142', 'HELP')).json()) as { reply: string }
    expect(played.reply).toMatch(/^403: /)
  })

  it('after a played STOP the sink refuses to text the number with 21610, as Twilio does, until START', async () => {
    const sink = sinkFor(AUTH_TOKEN)
    const number = '+15415550199'
    await play(sink, number, 'stop')
    const refused = await text(sink, number)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 21610 })
    await play(sink, number, 'START')
    expect((await text(sink, number)).status).toBe(201)
  })
})

describe("the message sink's page", () => {
  const page = async (sink: ReturnType<typeof createMessageSink>) =>
    (await sink.handle(new Request('http://sink.test/__sink/messages', { headers: { Accept: 'text/html' } }))).text()
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  const guide = renderEmail(
    'guide-email',
    'sam@example.com',
    { firstName: 'Sam' },
    { settings: DEFAULT_SITE_SETTINGS, siteUrl: 'https://coaching.test' },
  )!

  it('shows the HTML part as a recipient sees it, in a frame that runs no script, its links opening the page', async () => {
    const sink = createMessageSink()
    await sendEmail(sink, undefined, { html: guide.html, text: guide.text })
    const html = await page(sink)
    const frame = /<iframe class="email" [^>]*>/.exec(html)![0]
    const sandbox = /sandbox="([^"]*)"/.exec(frame)![1]!.split(' ')
    expect(sandbox).not.toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    expect(sandbox).toContain('allow-top-navigation-by-user-activation')
    const srcdoc = unescape(/srcdoc="([^"]*)"/.exec(frame)![1]!)
    expect(srcdoc).toBe(guide.html.replace('<head>', '<head><base target="_top">'))
    expect(frame).toContain('title="The email to sam@example.com as a mail app shows it"')
  })

  it('keeps the plain-text part a click away, its addresses as links', async () => {
    const sink = createMessageSink()
    await sendEmail(sink, undefined, { html: guide.html, text: guide.text })
    const html = await page(sink)
    const details = /<details><summary>Plain-text part<\/summary><pre>([\s\S]*?)<\/pre><\/details>/.exec(html)![1]!
    expect(details).toContain('Hi Sam,')
    expect(details).toContain(
      '<a href="https://coaching.test/guides/married-mens-leadership-guide.pdf">' +
        'https://coaching.test/guides/married-mens-leadership-guide.pdf</a>',
    )
  })

  it('shows the text of an email sent without HTML, and gives the HTML to scripts in the JSON list', async () => {
    const sink = createMessageSink()
    await sendEmail(sink, undefined, { text: 'Only text' })
    await sendEmail(sink, undefined, { html: guide.html, text: guide.text })
    const html = await page(sink)
    expect(html.match(/<iframe /g)).toHaveLength(1)
    expect(html).toContain('<pre>Only text</pre>')
    const list = (await (await sink.handle(new Request('http://sink.test/__sink/messages'))).json()) as {
      html?: string
    }[]
    expect(list.map((message) => message.html)).toEqual([undefined, guide.html])
  })
})
