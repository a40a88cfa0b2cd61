// The outbox's templates, and a stored row's message as it is sent: an email from its template's letter (the book
// the Worker's entry handed in, letter-book.ts) through the one layout, a text as it was written when queued.
import type { Email } from '../../platform/adapters/email.ts'
import { type LayoutContext, renderLetter } from './email-layout.tsx'
import { myCoachingParagraph } from './letter-kit.tsx'
import { type LetterContext, type LetterOf, lettersInUse } from './letter-book.ts'
import type { EmailTemplate, SmsPayloads } from './message-payloads.ts'

/** The emails to a client about what he bought or waits for: each ends with the way to his own page (decision 074). */
const CLIENT_TEMPLATES: ReadonlySet<EmailTemplate> = new Set<EmailTemplate>([
  'purchase-receipt',
  'sessions-two-left',
  'booking-invitation',
  'calendar-update',
  'calendar-cancel',
  'session-reminder',
  'intake-reminder',
  'refund-confirmation',
  'guarantee-claim-decided',
  'plan-payment-receipt',
  'plan-payment-failed',
  'waitlist-offer',
  'waitlist-place',
  'actions-assigned',
  'action-reminder',
])

export const isEmailTemplate = (template: string): template is EmailTemplate => Object.hasOwn(lettersInUse(), template)

/**
 * A stored row's email, or null for a template this code does not know. The row's payload is read as its
 * template's: queueEmail wrote it so (and waitlist-mirror.ts by hand, for the offer). A marketing email's
 * unsubscribe line comes from features/opt-outs, when the outbox sends it.
 */
export function renderEmail(
  template: string,
  to: string,
  payload: unknown,
  context: LetterContext & Pick<LayoutContext, 'unsubscribe'>,
): Email | null {
  if (!isEmailTemplate(template)) return null
  const write = lettersInUse()[template] as LetterOf<EmailTemplate>
  const { subject, paragraphs } = write(payload as never, context)
  const closing = CLIENT_TEMPLATES.has(template) ? [myCoachingParagraph(context.siteUrl)] : []
  return renderLetter({ to, subject, paragraphs: [...paragraphs, ...closing], settings: context.settings }, context)
}

/** A stored row's text, written whole when it was queued. */
export function renderSms(payload: unknown): string {
  return String((payload as Partial<SmsPayloads[keyof SmsPayloads]>).text ?? '')
}
