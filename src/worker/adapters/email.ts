// Email through Resend's HTTP API (any provider with the same shape can stand in via RESEND_API_BASE).
// The outbox's key goes along as Resend's Idempotency-Key, so a retried send is never delivered twice.
export interface Email {
  to: string
  subject: string
  html: string
  text: string
}

export type SendResult = { ok: true; providerId: string | null } | { ok: false; error: string; retryable: boolean }

export function emailConfigured(env: Pick<Env, 'RESEND_API_KEY' | 'EMAIL_FROM'>): boolean {
  return Boolean(env.RESEND_API_KEY && env.EMAIL_FROM)
}

export async function sendEmail(env: Env, email: Email, idempotencyKey: string): Promise<SendResult> {
  const base = env.RESEND_API_BASE || 'https://api.resend.com'
  const response = await fetch(`${base}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ from: env.EMAIL_FROM, to: [email.to], subject: email.subject, html: email.html, text: email.text }),
    signal: AbortSignal.timeout(10_000),
  })
  if (response.ok) return { ok: true, providerId: ((await response.json()) as { id?: string }).id ?? null }
  return { ok: false, error: `Email provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`, retryable: response.status >= 500 || response.status === 429 }
}
