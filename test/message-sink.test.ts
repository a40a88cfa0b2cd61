// The message sink (tools/message-sink) as the email provider's stand-in for attachments: it takes Resend's
// shape, refuses what Resend refuses, and gives each file back as a download a person can open from its page.
import { describe, expect, it } from 'vitest'
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
