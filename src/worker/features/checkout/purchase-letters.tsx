// The buyer's receipt: what he bought and paid, his plan's schedule, what he does next and the guarantee's link.
import { formatDueDay, type PlanView, planTerms } from '../../../shared/plan-terms.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import { type EmailPayloads, hi, Lines, Link, type LettersFor, questionsLine } from '../outbox/outbox.ts'
import { planCardPath } from '../plans/plans.ts'

function planParagraphs(plan: PlanView, token: string | null, siteUrl: string) {
  const rows = plan.schedule.map((p) => `Payment ${p.number}: ${formatPrice(p.amount)} on ${formatDueDay(p.dueOn)}`)
  return [
    <>
      Your payment plan ({plan.payments} × {formatPrice(plan.amount)}):
      <br />
      <Lines lines={rows} />
    </>,
    ...planTerms(plan),
    <Link href={`${siteUrl}${planCardPath(token)}`}>See your plan or update your card</Link>,
  ]
}

/**
 * What the buyer does next: a one-to-one client books his own sessions on My coaching (the coach does not call
 * to arrange them), with the first open times named; anyone else hears when the coach will be in touch.
 */
function nextStepParagraphs(payload: EmailPayloads['purchase-receipt'], settings: SiteSettings, siteUrl: string) {
  const questions = questionsLine(settings.contactPhone)
  if (payload.type !== 'one-to-one') {
    return [
      <>
        {settings.coachName} will contact you within 24 hours. {questions}
      </>,
    ]
  }
  const times = payload.openTimes ?? []
  return [
    <>
      Book your sessions yourself, at the times that suit you:{' '}
      <Link href={`${siteUrl}/my-coaching`}>book your first session on My coaching</Link> (we email you a code to sign
      in).
    </>,
    ...(times.length > 0
      ? [
          <>
            The first open times:
            <br />
            <Lines lines={times} />
          </>,
        ]
      : []),
    questions,
  ]
}

/** The 30-day guarantee's link, when the site signs links (REFUND_LINK_SECRET); the path carries its own proof. */
function refundLinkParagraph(refundPath: string | null, siteUrl: string) {
  const path = refundPath?.startsWith('/refund#') ? refundPath : null
  if (!path) return []
  return [
    <>
      Our 30-day guarantee: if this is not for you, <Link href={`${siteUrl}${path}`}>ask for your refund here</Link>{' '}
      within 30 days. No sign-in needed.
    </>,
  ]
}

export const PURCHASE_LETTERS: LettersFor<'purchase-receipt'> = {
  'purchase-receipt': (payload, { settings, siteUrl }) => ({
    subject: `Your receipt: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>Thank you for your purchase of {payload.description}.</>,
      <>
        Amount paid: <strong>{formatPrice(payload.amount)}</strong>
      </>,
      ...(payload.calendar
        ? [
            'Your sessions are in the attached calendar invitation (invitation.ics): open it to add them to your calendar.',
          ]
        : []),
      ...(payload.schedule ? [payload.schedule] : []),
      ...(payload.plan ? planParagraphs(payload.plan, payload.planToken, siteUrl) : []),
      ...nextStepParagraphs(payload, settings, siteUrl),
      ...refundLinkParagraph(payload.refundPath, siteUrl),
    ],
  }),
}
