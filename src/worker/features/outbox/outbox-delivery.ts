// Delivers the outbox: each message is claimed before it is sent (so two runs never send it twice),
// retried with capped backoff while a provider fails, for as long as Stripe retries its webhooks, and then
// marked failed with the reason.
// An unconfigured channel (or emails without an https public address) leaves messages waiting, visibly,
// without spending their tries.
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { publicSiteUrlProblem } from '../../../shared/public-site-url.ts'
import { emailConfigured, type SendResult, sendEmail } from '../../platform/adapters/email.ts'
import { sendSms, smsConfigured } from '../../platform/adapters/sms.ts'
import type { Database } from '../../platform/db/client.ts'
import { outbox } from '../../platform/db/schema.ts'
import { isEmailTemplate, renderEmail, renderSms } from './message-templates.ts'
import { outboxLifecycle } from './outbox-states.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { emailForSending, type MarketingParts, noteSmsResult, smsRefusal } from '../opt-outs/opt-outs.ts'
import type { Email } from '../../platform/adapters/email.ts'
import type { EmailMessage } from './message-payloads.ts'

/** How long a message keeps being retried after it was written: an outage of an afternoon, or a weekend, heals itself. */
export const RETRY_HORIZON_MS = 3 * 24 * 60 * 60 * 1000
/** The longest wait between two tries, so a provider back after a long outage is used within the hour. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000
const BATCH = 25
/** A claimed message whose sender died is picked up again after this long. */
const LEASE_MS = 2 * 60 * 1000
const NOT_CONFIGURED_WAIT_MS = 60 * 60 * 1000

type Message = typeof outbox.$inferSelect

/** 1, 2, 4, 8, 16, 32 minutes between tries, then every hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/**
 * A retryable failure is tried again while the next try still falls within the horizon. A message the owner
 * retries by hand after that gets one more try.
 */
function retryDeadlinePassed(message: Message, nextAttemptMs: number): boolean {
  return nextAttemptMs > Date.parse(message.createdAt) + RETRY_HORIZON_MS
}

const iso = (ms: number) => new Date(ms).toISOString()

export async function deliverDueMessages(
  db: Database,
  env: Env,
  nowMs = Date.now(),
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, iso(nowMs))))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH)
  let sent = 0
  let failed = 0
  for (const message of due) {
    const outcome = await deliverOne(db, env, message, nowMs)
    if (outcome === 'sent') sent += 1
    if (outcome === 'failed') failed += 1
  }
  return { sent, failed }
}

async function deliverOne(
  db: Database,
  env: Env,
  message: Message,
  nowMs: number,
): Promise<'sent' | 'retry' | 'failed' | 'withheld' | 'skipped' | 'overtaken'> {
  const notReady = channelProblem(env, message.channel)
  if (notReady) {
    await db
      .update(outbox)
      .set({ lastError: notReady, nextAttemptAt: iso(nowMs + NOT_CONFIGURED_WAIT_MS) })
      .where(eq(outbox.id, message.id))
    return 'skipped'
  }
  const claimed = await claim(db, message, nowMs)
  if (!claimed) return 'skipped'
  const result = await send(db, env, message).catch((error: unknown): SendResult => ({
    ok: false,
    error: String(error),
    retryable: true,
  }))
  const attempts = message.attempts + 1
  if (result.ok) {
    const set = { sentAt: iso(Date.now()), lastError: null, attempts }
    return (await record(db, claimed, 'deliver', set)) ? 'sent' : 'overtaken'
  }
  if (result.withheld) {
    const set = { lastError: result.error, attempts }
    return (await record(db, claimed, 'withhold', set)) ? 'withheld' : 'overtaken'
  }
  const nextAttemptMs = nowMs + backoffMs(attempts)
  const gaveUp = result.retryable && retryDeadlinePassed(message, nextAttemptMs)
  const final = !result.retryable || gaveUp
  const lastError = gaveUp
    ? `Still failing after ${RETRY_HORIZON_MS / 86_400_000} days of retries: ${result.error}`
    : result.error
  const set = { lastError, attempts, nextAttemptAt: iso(nextAttemptMs) }
  if (!(await record(db, claimed, final ? 'giveUp' : 'retryLater', set))) return 'overtaken'
  return final ? 'failed' : 'retry'
}

/**
 * Only one runner wins a message: the update succeeds for the runner that still sees it unclaimed. The row as
 * claimed, whose `nextAttemptAt` is this runner's lease, or null.
 */
function claim(db: Database, message: Message, nowMs: number): Promise<Message | null> {
  return outboxLifecycle.move(db, 'claim', {
    id: message.id,
    read: message,
    set: { nextAttemptAt: iso(nowMs + LEASE_MS) },
  })
}

/**
 * What the provider answered, written only while this runner still holds its claim. A send that outlasted the
 * lease may have been claimed and finished by another runner since; writing over that would send the message
 * again or mark a sent message failed, so the late answer changes nothing and is not this runner's outcome.
 */
async function record(
  db: Database,
  claimed: Message,
  move: 'deliver' | 'withhold' | 'retryLater' | 'giveUp',
  set: Partial<Omit<Message, 'id' | 'status'>>,
): Promise<boolean> {
  return (await outboxLifecycle.move(db, move, { id: claimed.id, read: claimed, set })) !== null
}

export function anyChannelConfigured(env: Env): boolean {
  return emailConfigured(env) || smsConfigured(env)
}

/** Whether an email queued now could be sent now (a provider and a public address to link to). */
export function emailCanBeSent(env: Env): boolean {
  return channelProblem(env, 'email') === null
}

/** Why a channel cannot send yet, or null. Emails also need a public address to link to that is not this machine. */
function channelProblem(env: Env, channel: Message['channel']): string | null {
  if (channel === 'sms') return smsConfigured(env) ? null : 'SMS delivery is not configured'
  if (!emailConfigured(env)) return 'Email delivery is not configured'
  return publicSiteUrlProblem(env.PUBLIC_SITE_URL, { allowLoopback: true })
}

async function send(db: Database, env: Env, message: Message): Promise<SendResult> {
  if (message.channel === 'sms') {
    // A number that texted STOP gets nothing more, whatever queued the text (decision 061).
    const refusal = await smsRefusal(db, message.recipient)
    if (refusal) return refusal
    return noteSmsResult(db, message.recipient, await sendSms(env, message.recipient, renderSms(message.payload)))
  }
  if (!isEmailTemplate(message.template))
    return { ok: false, error: `Unknown email template ${message.template}`, retryable: false }
  const settings = await getSiteSettings(db)
  const context = { settings, siteUrl: new URL(env.PUBLIC_SITE_URL).origin }
  // Marketing email: checked against the suppression list now, and given its unsubscribe footer and headers.
  const marketing = await emailForSending(db, env, message.template, message.recipient, context, message.payload)
  if (marketing && 'ok' in marketing) return marketing
  const email = renderEmail(message.template, message.recipient, message.payload, {
    ...context,
    unsubscribe: marketing?.unsubscribe,
  })!
  return sendEmail(
    env,
    {
      ...email,
      ...(marketing ? { headers: marketing.headers } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    },
    message.idempotencyKey,
  )
}

/**
 * An email as the outbox would send it now, for the owner's preview and nothing else: rendered from its template,
 * a marketing email with its unsubscribe footer and headers; or rendered bare with why it could not go now
 * (no postal address, the address unsubscribed, no public address to link to). `fallbackSiteUrl` stands in for
 * PUBLIC_SITE_URL when that is not set, so the owner still sees the words.
 */
export async function previewEmail(
  db: Database,
  env: Env,
  message: EmailMessage,
  fallbackSiteUrl: string,
): Promise<{ email: Email; problem: string | null }> {
  const siteProblem = publicSiteUrlProblem(env.PUBLIC_SITE_URL, { allowLoopback: true })
  const siteUrl = siteProblem ? fallbackSiteUrl : new URL(env.PUBLIC_SITE_URL).origin
  const context = { settings: await getSiteSettings(db), siteUrl }
  const marketing = await emailForSending(db, env, message.template, message.recipient, context, message.payload)
  const refusal = marketing && 'ok' in marketing ? marketing : null
  const parts = refusal ? null : (marketing as MarketingParts | null)
  const email = renderEmail(message.template, message.recipient, message.payload, {
    ...context,
    unsubscribe: parts?.unsubscribe,
  })
  if (!email) throw new Error(`Unknown email template ${message.template}`)
  if (refusal) return { email, problem: refusal.error }
  return { email: { ...email, ...(parts ? { headers: parts.headers } : {}) }, problem: siteProblem }
}
