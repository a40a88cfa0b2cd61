// A text to the site's number that is no keyword (STOP, START, HELP) reaches nobody by itself: the owner gets it
// by email, at the contact address of the site settings, to answer from his own phone. A text that speaks of
// suicide, self-harm, abuse or danger is urgent (decision 095): its email says so, a text tells the owner at once,
// and the sender has already been answered with the crisis numbers by the webhook.
import type { Context } from 'hono'
import type { AppEnv } from '../../env.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import { createDb } from '../../platform/db/client.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { deliverSoon } from './deliver-soon.ts'
import { queueEmail, queueSms } from './outbox.ts'

/** What of a text the email quotes: enough for a question, not a file's worth. */
const TEXT_MAX = 1600

/** The owner's text about an urgent one: the number to call back, never the words. */
export const crisisTextNotice = (from: string) =>
  `Urgent: a text to the site's number from ${from} speaks of suicide, self-harm, abuse or danger. ` +
  'He was sent 988, 911 and your number. His words are in your email.'

/**
 * `messageId`: the provider's id of the text (Twilio's MessageSid), so a webhook sent twice is told once. An
 * urgent one is sent now rather than at the next minute's run.
 */
export async function forwardInboundText(
  c: Context<AppEnv>,
  from: string,
  text: string,
  messageId: string,
  crisis: boolean,
): Promise<void> {
  const db = createDb(c.env.DB)
  const settings = await getSiteSettings(db)
  const email = queueEmail(db, {
    template: 'owner-inbound-text',
    recipient: settings.contactEmail,
    payload: { phone: from, text: text.trim().slice(0, TEXT_MAX), crisis },
    key: `owner-inbound-text:${messageId}`,
  })
  if (!crisis) {
    await email
    return
  }
  await db.batch([
    email,
    queueSms(db, {
      template: 'owner-chat-crisis',
      recipient: toE164(settings.contactPhone),
      payload: { text: crisisTextNotice(from) },
      key: `owner-inbound-crisis:${messageId}`,
    }),
  ])
  deliverSoon(c)
}
