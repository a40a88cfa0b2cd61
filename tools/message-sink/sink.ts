// A local stand-in for the email API (Resend's shape) and the SMS API (Twilio's shape). It keeps every
// message it accepts so a test or a developer can read them back, honours Resend's Idempotency-Key, and
// can be told to fail the next requests to exercise retries. Pure Fetch API: runs in Node and in Vitest.
import { messagesPage } from './messages-page.ts'

/** A file sent with an email, as Resend takes it: base64 content. */
export interface SunkAttachment {
  filename: string
  contentType: string
  content: string
}

export interface SunkMessage {
  channel: 'email' | 'sms'
  to: string
  subject?: string
  body: string
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

export function createMessageSink() {
  const messages: SunkMessage[] = []
  const byKey = new Map<string, string>()
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const html = (page: string) => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

  async function acceptEmail(request: Request): Promise<Response> {
    const key = request.headers.get('Idempotency-Key') ?? undefined
    if (key && byKey.has(key)) return json({ id: byKey.get(key) })
    const body = (await request.json()) as { to: string[]; subject: string; text: string; attachments?: unknown }
    const attachments = attachmentsOf(body.attachments)
    if (attachments instanceof Response) return attachments
    const id = `email_${messages.length + 1}`
    messages.push({
      channel: 'email',
      to: body.to.join(','),
      subject: body.subject,
      body: body.text,
      ...(attachments.length ? { attachments } : {}),
      idempotencyKey: key,
      receivedAt: new Date().toISOString(),
    })
    if (key) byKey.set(key, id)
    return json({ id })
  }

  async function acceptSms(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
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

  async function control(request: Request, path: string): Promise<Response> {
    const file = attachmentFile(path)
    if (file) return file
    // A browser gets a page to read; a test or a script gets the JSON list.
    if (path === '/__sink/messages')
      return request.headers.get('Accept')?.includes('text/html') ? html(messagesPage(messages)) : json(messages)
    if (path === '/__sink/reset') {
      messages.length = 0
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
