// The message sink (tools/message-sink) as the email provider's stand-in for attachments: it takes Resend's
// shape, refuses what Resend refuses, and gives each file back as a download a person can open from its page.
// As Twilio's stand-in it plays a person's text to the site, signed, and after STOP refuses that number (21610).
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../src/worker/app.ts'
import { createMessageSink } from '../tools/message-sink/sink.ts'

const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Pod – Tuesday\r\nEND:VCALENDAR\r\n'
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

function sendEmail(sink: ReturnType<typeof createMessageSink>, attachments: unknown) {
  const body = {
    from: 'coach@example.com',
    to: ['sam@example.com'],
    subject: 'Your receipt',
    html: '<p>Hi</p>',
    text: 'Hi',
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
