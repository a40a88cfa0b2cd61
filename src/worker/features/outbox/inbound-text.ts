// A text to the site's number that is no keyword (STOP, START, HELP) reaches nobody by itself: the owner gets it
// by email, at the contact address of the site settings, to answer from his own phone.
import type { Database } from '../../platform/db/client.ts'
import { getSiteSettings } from '../content/content.ts'
import { queueEmail } from './outbox.ts'

/** What of a text the email quotes: enough for a question, not a file's worth. */
const TEXT_MAX = 1600

/** `messageId`: the provider's id of the text (Twilio's MessageSid), so a webhook sent twice is told once. */
export async function forwardInboundText(db: Database, from: string, text: string, messageId: string): Promise<void> {
  const settings = await getSiteSettings(db)
  await queueEmail(db, {
    template: 'owner-inbound-text',
    recipient: settings.contactEmail,
    payload: { phone: from, text: text.trim().slice(0, TEXT_MAX) },
    key: `owner-inbound-text:${messageId}`,
  })
}
