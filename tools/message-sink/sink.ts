// A local stand-in for the email API (Resend's shape) and the SMS API (Twilio's shape). It keeps every
// message it accepts so a test or a developer can read them back, honours Resend's Idempotency-Key, and
// can be told to fail the next requests to exercise retries. Pure Fetch API: runs in Node and in Vitest.
import { messagesPage } from './messages-page.ts'

export interface SunkMessage {
  channel: 'email' | 'sms'
  to: string
  subject?: string
  body: string
  idempotencyKey?: string
  receivedAt: string
}

export function createMessageSink() {
  const messages: SunkMessage[] = []
  const byKey = new Map<string, string>()
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 }

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const html = (page: string) => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

  async function acceptEmail(request: Request): Promise<Response> {
    const key = request.headers.get('Idempotency-Key') ?? undefined
    if (key && byKey.has(key)) return json({ id: byKey.get(key) })
    const body = (await request.json()) as { to: string[]; subject: string; text: string }
    const id = `email_${messages.length + 1}`
    messages.push({ channel: 'email', to: body.to.join(','), subject: body.subject, body: body.text, idempotencyKey: key, receivedAt: new Date().toISOString() })
    if (key) byKey.set(key, id)
    return json({ id })
  }

  async function acceptSms(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text())
    const sid = `SM${messages.length + 1}`
    messages.push({ channel: 'sms', to: form.get('To') ?? '', body: form.get('Body') ?? '', receivedAt: new Date().toISOString() })
    return json({ sid, status: 'queued' }, 201)
  }

  async function control(request: Request, path: string): Promise<Response> {
    // A browser gets a page to read; a test or a script gets the JSON list.
    if (path === '/__sink/messages') return request.headers.get('Accept')?.includes('text/html') ? html(messagesPage(messages)) : json(messages)
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
      if (request.method === 'POST' && /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) return acceptSms(request)
      return json({ message: `Unknown endpoint ${request.method} ${path}` }, 404)
    },
  }
}
