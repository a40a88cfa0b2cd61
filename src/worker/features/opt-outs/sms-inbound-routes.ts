// POST /api/sms/inbound: Twilio's webhook for a text sent to the site's number (set it as the number's
// "A message comes in" URL). Only Twilio's signed requests are read (403 otherwise), each MessageSid once (a
// replayed request changes nothing). Any way of saying stop marks the number opted out before the next send;
// START, YES, UNSTOP opt it back in; HELP is answered with the business's contact line (decision 087). Twilio
// itself confirms its exact keywords to the sender, so those get an empty answer and any other stop our one text.
// Any other text goes to `otherText` (the owner's email, which the outbox writes: app.ts passes it in, since the
// outbox reads this feature and this feature cannot read it).
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { inboundTexts } from '../../platform/db/schema.ts'
import { twilioSignatureValid } from '../../../shared/twilio-signature.ts'
import { createDb, type Database } from '../../platform/db/client.ts'
import { crisisReply, speaksOfCrisis } from '../../../shared/rules/crisis.ts'
import type { AppEnv } from '../../env.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { recordChoice } from './opt-out-records.ts'
import { carrierKeyword, smsKeyword, startsWithStop } from '../../../shared/sms-keywords.ts'

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const twiml = (reply: string | null) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${xmlEscape(reply)}</Message>` : ''}</Response>`,
    { headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' } },
  )

/** A keyword's choice, recorded; whether it changed anything. */
const recordKeyword = (db: Database, from: string, body: string, choice: 'out' | 'in') =>
  recordChoice(db, { channel: 'sms', address: from, choice, source: 'sms-keyword', detail: body.trim().slice(0, 20) })

const optOut = (db: Database, from: string, body: string) => recordKeyword(db, from, body, 'out')

/**
 * What happens to a text that is no keyword; `messageId` names the text once (Twilio's MessageSid), `crisis` says
 * it speaks of suicide, self-harm, abuse or danger.
 */
export type OtherText = (
  c: Context<AppEnv>,
  from: string,
  text: string,
  messageId: string,
  crisis: boolean,
) => Promise<void>

interface Text {
  sid: string
  from: string
  body: string
}

/** What one text asks for, acted on: its answer to the sender. */
async function actOn(c: Context<AppEnv>, db: Database, text: Text, otherText: OtherText): Promise<Response> {
  const { sid, from, body } = text
  const keyword = smsKeyword(body)
  // A man in crisis is answered at once with the numbers that help, and the owner told, whatever else his text
  // says ('I can't stop thinking about ending it' asks for no opt-out); a text that starts with stop is honoured
  // too, but never answered with only 'no more texts' (decision 095).
  if (speaksOfCrisis(body)) {
    if (startsWithStop(body)) await optOut(db, from, body)
    await otherText(c, from, body, sid, true)
    return twiml(crisisReply(body, await getSiteSettings(db)))
  }
  if (!keyword) {
    if (body.trim()) await otherText(c, from, body, sid, false)
    return twiml(null)
  }
  const settings = await getSiteSettings(db)
  if (keyword === 'help')
    return twiml(
      `${settings.businessName}: for help call ${settings.contactPhone} or email ${settings.contactEmail}. ` +
        'Reply STOP to stop texts.',
    )
  const written = await recordKeyword(db, from, body, keyword === 'stop' ? 'out' : 'in')
  const confirm = keyword === 'stop' && written && carrierKeyword(body) !== 'stop'
  return twiml(
    confirm ? `${settings.businessName}: you will get no more texts from us. Reply START to get them again.` : null,
  )
}

export const smsInboundRoutes = (otherText: OtherText) =>
  new Hono<AppEnv>().post('/', async (c) => {
    const signature = c.req.header('X-Twilio-Signature') ?? ''
    // Its size is capped where it is mounted (app.ts), before it is read.
    const raw = await c.req.text()
    const params = new URLSearchParams(raw)
    const token = c.env.TWILIO_AUTH_TOKEN
    if (!token || !signature || !(await twilioSignatureValid(token, c.req.url, params, signature)))
      return c.json({ message: 'This request is not signed by Twilio' }, 403)
    const sid = params.get('MessageSid') ?? ''
    if (!sid) return c.json({ message: 'This request has no MessageSid' }, 400)
    const from = params.get('From') ?? ''
    const db = createDb(c.env.DB)
    const [first] = await db.insert(inboundTexts).values({ messageSid: sid }).onConflictDoNothing().returning()
    if (!first || !from) return twiml(null)
    try {
      return await actOn(c, db, { sid, from, body: params.get('Body') ?? '' }, otherText)
    } catch (error) {
      // Not acted on: Twilio's retry of this text must be read again, not refused as a replay (a STOP kept).
      await db.delete(inboundTexts).where(eq(inboundTexts.messageSid, sid))
      throw error
    }
  })
