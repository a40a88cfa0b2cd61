// What the outbox asks at the moment it sends, whatever queued the message and however long ago: a marketing
// email to an unsubscribed address and any text to a number that texted STOP are withheld, with the reason
// kept on the message; a transactional email still goes.
import { OPT_OUT_SOURCE_LABELS } from '../../../shared/opt-outs.ts'
import { formatBusinessDateTime } from '../../../shared/rules/business-time.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { SendResult } from '../../platform/adapters/email.ts'
import type { Database } from '../../platform/db/client.ts'
import { isMarketingEmail, type MarketingParts, marketingParts, marketingProblem } from './marketing-emails.ts'
import { type OptOutRow, optedOut, recordChoice } from './opt-out-records.ts'

/** Twilio's 'Attempt to send to unsubscribed recipient'. */
export const TWILIO_OPTED_OUT = 21610

/** The reason the owner reads in the outbox, its moment on his own clock (Pacific, named) like every other time there. */
const withheld = (row: OptOutRow, what: string) =>
  `Withheld: ${what} on ${formatBusinessDateTime(row.createdAt)} (${OPT_OUT_SOURCE_LABELS[row.source]})`

export type Refusal = Extract<SendResult, { ok: false }>

/** Why a text to this number must not go, as a final refusal, or null. */
export async function smsRefusal(db: Database, recipient: string): Promise<Refusal | null> {
  const row = await optedOut(db, 'sms', recipient)
  return row
    ? { ok: false, error: withheld(row, 'the number opted out of texts'), retryable: false, withheld: true }
    : null
}

/**
 * Twilio's 21610 on a send marks the number opted out, as a STOP would have, and the text withheld: the man
 * said no, nothing failed.
 */
export async function noteSmsResult(db: Database, recipient: string, result: SendResult): Promise<SendResult> {
  if (result.ok || result.providerCode !== TWILIO_OPTED_OUT) return result
  await recordChoice(db, { channel: 'sms', address: recipient, choice: 'out', source: 'twilio-21610' })
  return { ...result, error: `Withheld: the number opted out of texts (${result.error})`, withheld: true }
}

/**
 * A free call is booked at whatever address the form was given, by anyone: its invitation, moves, reminder and
 * cancellation are transactional, but an address that unsubscribed gets none of them. The booking stands, and the
 * booking's answer says so (bookings-routes.ts).
 */
const isFreeCallEmail = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { freeCall?: unknown }).freeCall === true

async function freeCallRefusal(db: Database, to: string): Promise<Refusal | null> {
  const row = await optedOut(db, 'email', to)
  if (!row) return null
  return { ok: false, error: withheld(row, 'unsubscribed from our emails'), retryable: false, withheld: true }
}

/**
 * What an email must carry to be sent now, or why it cannot go: nothing more for a transactional email; for a
 * marketing email its unsubscribe footer and headers, a wait (retried, then failed after the outbox's horizon)
 * while the site cannot sign its link or has no postal address, and a refusal for good to an address that
 * unsubscribed.
 */
export async function emailForSending(
  db: Database,
  env: Pick<Env, 'REFUND_LINK_SECRET'>,
  template: string,
  to: string,
  context: { settings: SiteSettings; siteUrl: string },
  payload?: unknown,
): Promise<MarketingParts | null | Refusal> {
  if (isFreeCallEmail(payload)) return freeCallRefusal(db, to)
  if (!isMarketingEmail(template)) return null
  const row = await optedOut(db, 'email', to)
  if (row)
    return {
      ok: false,
      error: withheld(row, 'unsubscribed from marketing emails'),
      retryable: false,
      withheld: true,
    }
  const problem = marketingProblem(env, context.settings)
  if (problem) return { ok: false, error: problem, retryable: true }
  return marketingParts(env, to, context.settings, context.siteUrl)
}
