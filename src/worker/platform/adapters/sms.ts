// Text messages through Twilio's REST API (Messages resource), base URL configurable for the local sink.
import type { SendResult } from './email.ts'

export function smsConfigured(
  env: Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM_NUMBER'>,
): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER)
}

export async function sendSms(env: Env, to: string, body: string): Promise<SendResult> {
  const base = env.TWILIO_API_BASE || 'https://api.twilio.com'
  const response = await fetch(`${base}/2010-04-01/Accounts/${env.TWILIO_ACCOUNT_SID}/Messages.json`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: env.TWILIO_FROM_NUMBER, Body: body.slice(0, 1600) }),
    signal: AbortSignal.timeout(10_000),
  })
  if (response.ok) return { ok: true, providerId: ((await response.json()) as { sid?: string }).sid ?? null }
  const text = await response.text()
  return {
    ok: false,
    error: `SMS provider answered ${response.status}: ${text.slice(0, 300)}`,
    retryable: response.status >= 500 || response.status === 429,
    providerCode: twilioErrorCode(text),
  }
}

/** Twilio's error body is JSON with a numeric `code` (21610: the recipient texted STOP); undefined otherwise. */
function twilioErrorCode(body: string): number | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code
    return typeof code === 'number' ? code : undefined
  } catch {
    return undefined
  }
}
