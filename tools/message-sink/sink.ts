// A local stand-in for the email API (Resend's shape) and the SMS API (Twilio's shape). It keeps every
// message it accepts so a test or a developer can read them back, honours Resend's Idempotency-Key, and
// can be told to fail the next requests to exercise retries. Pure Fetch API: runs in Node and in Vitest.
import { carrierKeyword } from '../../src/shared/sms-keywords.ts'
import { twilioSignature } from '../../src/shared/twilio-signature.ts'
import { messagesPage } from './messages-page.ts'

/** A file sent with an email, as Resend takes it: base64 content. */
export interface SunkAttachment {
  filename: string
  contentType: string
  content: string
}

export interface SunkMessage {
  channel: 'email' | 'sms'
  /** 'in' for a text the sink played as if a person had sent it to the site's number. */
  direction?: 'in'
  to: string
  from?: string
  subject?: string
  /** An email's plain-text part (what tests and scripts read), or a text message's words. */
  body: string
  /** An email's HTML part, as a recipient's mail app shows it. */
  html?: string
  /** The extra header lines an email was sent with (List-Unsubscribe on marketing email). */
  headers?: Record<string, string>
  /** For a played inbound text: what the site answered (TwiML), or why it refused. */
  reply?: string
  attachments?: SunkAttachment[]
  idempotencyKey?: string
  receivedAt: string
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Resend refuses an attachment without a filename or with content that is not base64; so does the sink. */
function attachmentsOf(value: unknown): SunkAttachment[] | Response {
  if (value === undefined || value === null) return []
  const refuse = (message: string) =>
    new Response(JSON.stringify({ statusCode: 422, name: 'validation_error', message }), {
      status: 422,
      headers: { 'Content-Type': 'application/json' },
    })
  if (!Array.isArray(value)) return refuse('attachments must be an array')
  const files: SunkAttachment[] = []
  for (const item of value as { filename?: unknown; content?: unknown; content_type?: unknown }[]) {
    if (typeof item?.filename !== 'string' || !item.filename) return refuse('Each attachment needs a filename')
    if (typeof item.content !== 'string' || item.content.length % 4 !== 0 || !BASE64.test(item.content))
      return refuse('Attachment content must be base64')
    const contentType = typeof item.content_type === 'string' ? item.content_type : 'application/octet-stream'
    files.push({ filename: item.filename, contentType, content: item.content })
  }
  return files
}

/** Where the sink sends the inbound texts it plays: the site's webhook and the auth token it checks them with. */
export interface InboundTarget {
  webhookUrl: string
  authToken: string
  /** How the request reaches the site: the network by default, the Worker itself in a test. */
  send?: (request: Request) => Promise<Response>
}

export function createMessageSink(inbound?: InboundTarget) {
  const messages: SunkMessage[] = []
  /** Numbers that texted STOP to the sink's Twilio, which refuses to text them as Twilio does. */
  const optedOut = new Set<string>()
  const byKey = new Map<string, string>()
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const html = (page: string) => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

  async function acceptEmail(request: Request): Promise<Response> {
    const key = request.headers.get('Idempotency-Key') ?? undefined
    if (key && byKey.has(key)) return json({ id: byKey.get(key) })
    const body = (await request.json()) as {
      to: string[]
      subject: string
      text: string
      html?: string
      headers?: Record<string, string>
      attachments?: unknown
    }
    const attachments = attachmentsOf(body.attachments)
    if (attachments instanceof Response) return attachments
    const id = `email_${messages.length + 1}`
    messages.push({
      channel: 'email',
      to: body.to.join(','),
      subject: body.subject,
      body: body.text,
      ...(typeof body.html === 'string' && body.html ? { html: body.html } : {}),
      ...(body.headers && Object.keys(body.headers).length ? { headers: body.headers } : {}),
      ...(attachments.length ? { attachments } : {}),
      idempotencyKey: key,
      receivedAt: new Date().toISOString(),
    })
    if (key) byKey.set(key, id)
    return json({ id })
  }

  async function acceptSms(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    if (optedOut.has(form.get('To') ?? ''))
      return json(
        {
          code: 21610,
          message: 'Attempt to send to unsubscribed recipient',
          more_info: 'https://www.twilio.com/docs/errors/21610',
          status: 400,
        },
        400,
      )
    const sid = `SM${messages.length + 1}`
    messages.push({
      channel: 'sms',
      to: form.get('To') ?? '',
      body: form.get('Body') ?? '',
      receivedAt: new Date().toISOString(),
    })
    return json({ sid, status: 'queued' }, 201)
  }

  /** One attachment's file, decoded, as a download: /__sink/messages/{index}/attachments/{index}. */
  function attachmentFile(path: string): Response | null {
    const match = /^\/__sink\/messages\/(\d+)\/attachments\/(\d+)$/.exec(path)
    if (!match) return null
    const file = messages[Number(match[1])]?.attachments?.[Number(match[2])]
    if (!file) return json({ error: 'no such attachment' }, 404)
    const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0))
    return new Response(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\]/g, '')}"`,
      },
    })
  }

  /**
   * A text from a person to the site's number, as Twilio delivers it: a signed form post to the site's webhook.
   * Posted by the page's form (then back to the page) or by a script with JSON `{ from, body }` (then the reply).
   */
  async function playInbound(request: Request): Promise<Response> {
    const fromForm = request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')
    const sent = fromForm
      ? Object.fromEntries(new URLSearchParams(await request.text()))
      : ((await request.json()) as Record<string, string>)
    const from = String(sent.from ?? '').trim()
    const text = String(sent.body ?? '')
    const message: SunkMessage = {
      channel: 'sms',
      direction: 'in',
      from,
      to: 'the site',
      body: text,
      receivedAt: new Date().toISOString(),
    }
    if (!inbound) message.reply = 'Not sent: the sink was started without the site to send inbound texts to'
    else {
      const params = new URLSearchParams({
        MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`,
        AccountSid: `AC${'0'.repeat(32)}`,
        From: from,
        To: '+15005550006',
        Body: text,
        NumMedia: '0',
      })
      const signature = await twilioSignature(inbound.authToken, inbound.webhookUrl, params)
      const send = inbound.send ?? ((request: Request) => fetch(request))
      const answer = await send(
        new Request(inbound.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
          body: params,
        }),
      ).catch((error: unknown) => new Response(String(error), { status: 599 }))
      message.reply = `${answer.status}: ${await answer.text()}`
      // Twilio's own opt-out words: after one, it refuses to text the number (21610) until a start word.
      if (answer.ok && carrierKeyword(text) === 'stop') optedOut.add(from)
      if (answer.ok && carrierKeyword(text) === 'start') optedOut.delete(from)
    }
    messages.push(message)
    if (fromForm) return new Response(null, { status: 303, headers: { Location: '/__sink/messages' } })
    return json(message)
  }

  async function control(request: Request, path: string): Promise<Response> {
    const file = attachmentFile(path)
    if (file) return file
    // A browser gets a page to read; a test or a script gets the JSON list.
    if (path === '/__sink/messages')
      return request.headers.get('Accept')?.includes('text/html') ? html(messagesPage(messages)) : json(messages)
    if (path === '/__sink/inbound' && request.method === 'POST') return playInbound(request)
    if (path === '/__sink/opted-out' && request.method === 'POST') {
      const { number } = (await request.json()) as { number: string }
      optedOut.add(number)
      return json({ optedOut: [...optedOut] })
    }
    if (path === '/__sink/reset') {
      messages.length = 0
      optedOut.clear()
      byKey.clear()
      failures = { remaining: 0, status: 500 }
      return json({ reset: true })
    }
    if (path === '/__sink/fail') {
      const { count, status } = (await request.json()) as { count: number; status?: number }
      failures = { remaining: count, status: status ?? 500 }
      return json(failures)
    }
    return json({ error: 'unknown control' }, 404)
  }

  return {
    messages,
    async handle(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname
      if (path.startsWith('/__sink/')) return control(request, path)
      if (failures.remaining > 0) {
        failures.remaining -= 1
        return json({ message: 'Injected failure' }, failures.status)
      }
      if (request.method === 'POST' && path === '/emails') return acceptEmail(request)
      if (request.method === 'POST' && /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path))
        return acceptSms(request)
      return json({ message: `Unknown endpoint ${request.method} ${path}` }, 404)
    },
  }
}
