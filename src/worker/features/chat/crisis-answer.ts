// The chat's answer to a man who writes of suicide, self-harm, abuse or danger (decision 095): fixed words with
// the 988 Lifeline, 911 and the coach's contact, before any limit or model can stand in the way, and a notice to
// the owner by email and text at once. His words are never stored, queued or logged: the notice says only
// when it happened and what he was told.
import type { Context } from 'hono'
import { crisisReply } from '../../../shared/rules/crisis.ts'
import { formatBusinessMoment } from '../../../shared/rules/business-time.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import type { AppEnv } from '../../env.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { deliverSoon, queueEmail, queueSms } from '../outbox/outbox.ts'
import { log } from '../../platform/log.ts'
import { loggableError } from '../../platform/loggable-error.ts'

/** What the owner's text says: no words of the visitor's, and nothing that names him. */
export function crisisNoticeText(at: string): string {
  return (
    `Website chat, ${formatBusinessMoment(at)}: a visitor wrote about suicide, self-harm, abuse or danger. ` +
    'He was given 988, 911 and your phone and email. His words were not kept.'
  )
}

/** One notice per conversation a day: a man who writes five times in an hour is one man to think of. */
function queueNotice(db: Database, settings: SiteSettings, sessionId: string, at: string) {
  const key = `chat-crisis:${sessionId}:${at.slice(0, 10)}`
  return db.batch([
    queueEmail(db, {
      template: 'owner-chat-crisis',
      recipient: settings.contactEmail,
      payload: { at },
      key: `${key}:email`,
    }),
    queueSms(db, {
      template: 'owner-chat-crisis',
      recipient: toE164(settings.contactPhone),
      payload: { text: crisisNoticeText(at) },
      key: `${key}:sms`,
    }),
  ])
}

/**
 * The answer is given whatever the chat's limits say; the owner's notice is limited per client address on a
 * key of its own, so a script cannot page him at will and a man's own messages never use up his notice.
 */
export async function answerInCrisis(c: Context<AppEnv>, sessionId: string, message: string): Promise<string> {
  const db = c.get('db')
  // The answer must reach him whatever fails: without the settings it still gives 988 and 911.
  const settings = await getSiteSettings(db).catch(() => null)
  try {
    const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
    const { success } = await c.env.CHAT_LIMITER.limit({ key: `crisis:${address}` })
    if (settings && success) {
      await queueNotice(db, settings, sessionId, new Date().toISOString())
      deliverSoon(c)
    }
  } catch (error) {
    log.error('The owner could not be told of a chat crisis', { error: loggableError(error) })
  }
  return crisisReply(message, settings)
}
