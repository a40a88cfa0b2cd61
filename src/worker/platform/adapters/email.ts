// Email through Resend's HTTP API (any provider with the same shape can stand in via RESEND_API_BASE).
// The outbox's key goes along as Resend's Idempotency-Key, so a retried send is never delivered twice.
export interface EmailAttachment {
  filename: string
  /** The MIME type, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string
  /** The file's text; sent base64-encoded as Resend's `content` expects. */
  content: string
}

export interface Email {
  to: string
  subject: string
  html: string
  text: string
  attachments?: readonly EmailAttachment[]
  /** Extra header lines, e.g. List-Unsubscribe on marketing email; Resend passes them on as given. */
  headers?: Readonly<Record<string, string>>
}

/** UTF-8 text as base64 (btoa alone takes only Latin-1). */
function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Resend's attachment shape: filename, base64 content and content_type. */
function resendAttachments(attachments: readonly EmailAttachment[] | undefined) {
  if (!attachments?.length) return undefined
  return attachments.map((file) => ({
    filename: file.filename,
    content: base64Utf8(file.content),
    content_type: file.contentType,
  }))
}

export type SendResult =
  | { ok: true; providerId: string | null }
  /**
   * `providerCode`: the provider's own error number when it gave one (Twilio's 21610: the number texted STOP).
   * `withheld`: not sent on purpose, because the person opted out; the outbox keeps it as withheld, not failed.
   */
  | { ok: false; error: string; retryable: boolean; providerCode?: number; withheld?: boolean }

export function emailConfigured(env: Pick<Env, 'RESEND_API_KEY' | 'EMAIL_FROM'>): boolean {
  return Boolean(env.RESEND_API_KEY && env.EMAIL_FROM)
}

export async function sendEmail(env: Env, email: Email, idempotencyKey: string): Promise<SendResult> {
  const base = env.RESEND_API_BASE || 'https://api.resend.com'
  const response = await fetch(`${base}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.RESEND_API_KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({
      from: env.EMAIL_FROM,
      to: [email.to],
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: resendAttachments(email.attachments),
      headers: email.headers,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (response.ok) return { ok: true, providerId: ((await response.json()) as { id?: string }).id ?? null }
  return {
    ok: false,
    error: `Email provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    retryable: response.status >= 500 || response.status === 429,
  }
}
