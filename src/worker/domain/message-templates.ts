// What each outbox template says. Everything a visitor typed is escaped before it goes into HTML, and the
// emails a visitor can aim at any address carry none of their words beyond a plain first name.
import { formatPrice } from '../../shared/rules/inventory.ts'
import type { SiteSettings } from '../../shared/site.ts'
import type { Email } from '../adapters/email.ts'
import { claimPath, declinePath, WAITLIST_OFFER_TEMPLATE } from './waitlist-mirror.ts'

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export const GUIDE_PATH = '/guides/married-mens-leadership-guide.pdf'

interface Context {
  settings: SiteSettings
  siteUrl: string
}

type Payload = Record<string, unknown>

/** One word of letters (inner hyphens and apostrophes allowed), as first names are. */
const PLAIN_NAME = /^\p{L}+(?:['’-]\p{L}+)*$/u
const PLAIN_NAME_MAX = 20

/**
 * The name in the guide's greeting: the first word of what the visitor typed when it is a plain name, else
 * 'friend'. A link, an address or a sentence typed as a name never reaches a stranger's inbox in our email.
 */
export function greetingName(typed: unknown): string {
  const [first = ''] = String(typed ?? '').trim().split(/\s+/)
  return first.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(first) ? first : 'friend'
}

/** The plain-text part keeps every link's address, since a text-only reader cannot click a label. */
function toPlainText(html: string): string {
  return html
    .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '$2: $1')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

function letter(to: string, subject: string, paragraphs: string[], settings: SiteSettings): Email {
  const html = `<div style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#0f172a">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}<p>— ${escapeHtml(settings.coachName)}, ${escapeHtml(settings.businessName)}</p></div>`
  const text = `${paragraphs.map(toPlainText).join('\n\n')}\n\n— ${settings.coachName}, ${settings.businessName}`
  return { to, subject, html, text }
}

const EMAIL_TEMPLATES: Record<string, (to: string, payload: Payload, context: Context) => Email> = {
  'guide-email': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      'Your free 32-page guide',
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        'Thank you for asking for the guide. It is yours to keep and share with a brother who needs it.',
        `<a href="${siteUrl}${GUIDE_PATH}">Download the 32-page guide (PDF)</a>`,
        `When you are ready to talk, <a href="${escapeHtml(settings.schedulingUrl)}">book a free strategy call</a>.`,
      ],
      settings,
    ),
  'resource-email': (to, _payload, { settings, siteUrl }) =>
    letter(
      to,
      'Your free resource',
      [
        'Here is the resource you asked for from our Free Resource Library.',
        // The resource id came from the visitor's request, so it stays out of the body; the library lists them all.
        `<a href="${siteUrl}/#resources">Open the resource library</a>`,
      ],
      settings,
    ),
  'purchase-receipt': (to, payload, { settings }) =>
    letter(
      to,
      `Your receipt: ${String(payload.description ?? 'purchase')}`,
      [
        `Hi ${escapeHtml(payload.firstName)},`,
        `Thank you for your purchase of ${escapeHtml(payload.description)}.`,
        `Amount paid: <strong>${formatPrice(Number(payload.amount ?? 0))}</strong>`,
        `${escapeHtml(settings.coachName)} will contact you within 24 hours. Questions? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  // Sent by the item's ledger when a freed seat is kept for the next person on its waitlist.
  [WAITLIST_OFFER_TEMPLATE]: (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `A seat opened up: ${String(payload.itemName ?? 'your waitlist')}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `A seat in ${escapeHtml(payload.itemName)} has opened up, and it is held for you alone until <strong>${escapeHtml(payload.deadline)}</strong>.`,
        `<a href="${siteUrl}${claimPath(String(payload.token ?? ''))}">Claim your seat</a>`,
        `Not interested? <a href="${siteUrl}${declinePath(String(payload.token ?? ''))}">Let the next person have it</a>.`,
      ],
      settings,
    ),
  'owner-new-lead': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `New ${String(payload.kind ?? 'lead')}: ${String(payload.name ?? payload.email ?? '')}`,
      [
        `New ${escapeHtml(payload.kind)} from ${escapeHtml(payload.name)} (${escapeHtml(payload.email)}, ${escapeHtml(payload.phone)}).`,
        `<a href="${siteUrl}/admin">Open the admin dashboard</a> to follow up within 24 hours.`,
      ],
      settings,
    ),
}

export function renderEmail(template: string, to: string, payload: Payload, context: Context): Email | null {
  return EMAIL_TEMPLATES[template]?.(to, payload, context) ?? null
}

export function renderSms(payload: Payload): string {
  return String(payload.text ?? '')
}
