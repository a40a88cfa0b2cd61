// Which emails are marketing (decision 061), and what a marketing email must carry to be sent: the RFC 8058
// one-click headers, a visible unsubscribe link and the business's postal address (CAN-SPAM). Everything else
// the outbox sends is transactional: it completes something the man bought or asked for, or tells the owner.

import type { SiteSettings } from '../../../shared/site.ts'
import { FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import { signUnsubscribeToken, unsubscribePath, unsubscribeSecret } from './unsubscribe-token.ts'

/**
 * The lead magnets: anyone can type any address into the guide, exit-popup and resource forms, their emails
 * promote the strategy call and the pods, and SPEC §2 promises 'Unsubscribe anytime' beside them; and the
 * follow-up sequences that come after them (decision 065). Receipts, plans, refunds, calendar invitations, reminders, the
 * waitlist's confirm and offer, and the owner's notices are transactional and never carry these.
 */
export const MARKETING_EMAIL_TEMPLATES: ReadonlySet<string> = new Set([
  'guide-email',
  'resource-email',
  FOLLOW_UP_TEMPLATE,
])

export const isMarketingEmail = (template: string) => MARKETING_EMAIL_TEMPLATES.has(template)

/** Why a marketing email cannot be sent as the law wants it yet (the owner can fix it), or null. */
export function marketingProblem(env: Pick<Env, 'REFUND_LINK_SECRET'>, settings: SiteSettings): string | null {
  if (!unsubscribeSecret(env))
    return 'Marketing emails wait: REFUND_LINK_SECRET (32+ characters) signs their unsubscribe links'
  if (!settings.postalAddress.trim())
    return "Marketing emails wait: add the business's postal address in Admin → Settings (CAN-SPAM)"
  return null
}

/** What a marketing email's footer says besides the business's name (the outbox's layout prints it). */
export interface UnsubscribeFooter {
  /** Why he gets it, one sentence. */
  reason: string
  /** The one-click address: the footer's 'Unsubscribe' link and the List-Unsubscribe header's. */
  url: string
  postalAddress: string
}

/** What a marketing email carries: its footer's unsubscribe line and postal address, and the RFC 8058 headers. */
export interface MarketingParts {
  unsubscribe: UnsubscribeFooter
  headers: Readonly<Record<string, string>>
}

/**
 * The unsubscribe footer and headers for an email to this address. Gmail and Yahoo show their own 'Unsubscribe'
 * button from the headers and POST `List-Unsubscribe=One-Click` to the same https address; the body's link opens
 * it in a browser. Call only when `marketingProblem` is null.
 */
export async function marketingParts(
  env: Pick<Env, 'REFUND_LINK_SECRET'>,
  to: string,
  settings: SiteSettings,
  siteUrl: string,
): Promise<MarketingParts> {
  const url = `${siteUrl}${unsubscribePath(await signUnsubscribeToken(unsubscribeSecret(env)!, to))}`
  return {
    unsubscribe: {
      reason: `You are getting this because this address asked ${settings.businessName} for a free guide or resource.`,
      url,
      postalAddress: settings.postalAddress.trim(),
    },
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
