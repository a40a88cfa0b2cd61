// What each outbox template says. Everything a visitor typed is escaped before it goes into HTML, and the
// emails a visitor can aim at any address carry none of their words beyond a plain first name.
import { formatDueDay, type PlanView, planTerms } from '../../../shared/plan-terms.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import type { Email } from '../../platform/adapters/email.ts'
import { claimPath, confirmPath, declinePath } from '../../../shared/waitlist-links.ts'
import { ANCHORS, homeLink } from '../../../shared/sections/anchors.ts'
import { type LayoutContext, type Letter, renderLetter } from './email-layout.tsx'
import { FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import { DIFFERENCE_LABELS, disagreeingSides } from '../../../shared/reconciliation.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { type FollowUpPart, followUpParagraphs, followUpSubject } from '../../../shared/follow-up-text.ts'
import type {
  ActionLine,
  EmailPayloads,
  EmailTemplate,
  OwnerLeadKind,
  OwnerRefundEvent,
  PlanPaymentFailure,
  SmsPayloads,
} from './message-payloads.ts'
import { escapeHtml } from '../../../shared/escape-html.ts'
import { formatBusinessMoment } from '../../../shared/rules/business-time.ts'

/** The waitlist's offer of a freed seat, queued by the seat ledger's alarm (seats/waitlist-mirror.ts). */
export const WAITLIST_OFFER_TEMPLATE = 'waitlist-offer' satisfies EmailTemplate
/** The link that confirms a waitlist entry's address; only then does the entry join the line (waitlist/waitlist-join.ts). */
export const WAITLIST_CONFIRM_TEMPLATE = 'waitlist-confirm' satisfies EmailTemplate

export const GUIDE_PATH = '/guides/married-mens-leadership-guide.pdf'
/**
 * The site's own booking of the free call (the home page's section, whose form leads to the coach's open times),
 * not the owner's scheduling page elsewhere: every link in an email is to the site (decision 064), and a call
 * booked here is one the site knows of. Never checkout's free-call form, which offers no times (decision 091).
 */
const STRATEGY_CALL_PATH = homeLink(ANCHORS.strategyCall)

/** The buyer's page for a plan: its schedule and a form to update the card (the token is the only key). */
export const planCardPath = (token: string | null) => `/plan#${encodeURIComponent(String(token ?? ''))}`

/** ' of 3' after a payment's number, or nothing when the plan's count is not on the purchase. */
const ofPayments = (payments: number | null) => (typeof payments === 'number' ? ` of ${payments}` : '')

/** When the next try of a failed plan payment happens, as the buyer reads it. */
const nextTry = (at: string | null) =>
  typeof at === 'string'
    ? `We will try again on ${formatDueDay(at.slice(0, 10))}.`
    : 'This was our last try; Coach will be in touch.'

function planParagraphs(plan: PlanView, token: string | null, siteUrl: string): string[] {
  const rows = plan.schedule
    .map((p) => `Payment ${p.number}: ${formatPrice(p.amount)} on ${formatDueDay(p.dueOn)}`)
    .join('<br>')
  return [
    `Your payment plan (${plan.payments} × ${formatPrice(plan.amount)}):<br>${rows}`,
    ...planTerms(plan).map(escapeHtml),
    `<a href="${siteUrl}${planCardPath(token)}">See your plan or update your card</a>`,
  ]
}

/** The buyer's text about a failed plan payment: short, with the link. */
export function planFailureSms(
  payload: Pick<PlanPaymentFailure, 'number' | 'amount' | 'token' | 'needsAuthentication'>,
  siteUrl: string,
): string {
  const why = payload.needsAuthentication ? 'needs you to confirm it with your bank' : 'did not go through'
  return (
    `Payment ${payload.number} of your plan (${formatPrice(payload.amount)}) ` +
    `${why}. Update your card: ${siteUrl}${planCardPath(payload.token)}`
  )
}

interface Context {
  settings: SiteSettings
  siteUrl: string
}

/** One word of letters (inner hyphens and apostrophes allowed), as first names are. */
const PLAIN_NAME = /^\p{L}+(?:['’-]\p{L}+)*$/u
const PLAIN_NAME_MAX = 20

/**
 * The name in the guide's greeting: the first word of what the visitor typed when it is a plain name, else
 * 'friend'. A link, an address or a sentence typed as a name never reaches a stranger's inbox in our email.
 */
export function greetingName(typed: unknown): string {
  const [first = ''] = String(typed ?? '')
    .trim()
    .split(/\s+/)
  return first.length <= PLAIN_NAME_MAX && PLAIN_NAME.test(first) ? first : 'friend'
}

const SUBJECT_QUOTE_MAX = 60

/**
 * What a visitor typed, as a subject quotes it: one line (no line breaks or other control characters that could
 * end the header or hide text), at most 60 characters. The subject is plain text, so nothing else needs escaping.
 */
export function subjectQuote(typed: unknown): string {
  const line = String(typed ?? '')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim()
  return line.length > SUBJECT_QUOTE_MAX ? `${line.slice(0, SUBJECT_QUOTE_MAX - 1)}…` : line
}

/**
 * A template's letter: its paragraphs (small HTML fragments, with what a visitor typed escaped) that the one layout
 * (email-layout.tsx) turns into the email's HTML part and its plain-text part, with the business's name and colours.
 */
function letter(to: string, subject: string, paragraphs: string[], settings: SiteSettings): Letter {
  return { to, subject, paragraphs, settings }
}

/** The subject of the owner's email about a refund; the text that follows it in the body begins with it too. */
export const OWNER_REFUND_SUBJECTS: Readonly<Record<OwnerRefundEvent, string>> = {
  requested: 'Refund requested',
  refunded: 'Refund made',
  failed: 'Refund failed',
}

/**
 * What every email of a booked session carries: where the video call is, the calendar file and the link to move it.
 * The call's own address is in the invitation and on the booking page, not here: an email links only to the site.
 */
function bookedSessionParagraphs(payload: { managePath: string; videoLink: string | null }, siteUrl: string) {
  return [
    payload.videoLink
      ? 'The attached invitation (invitation.ics) puts it in your calendar with the video-call link, or updates ' +
        'the entry already there.'
      : 'The attached invitation (invitation.ics) puts it in your calendar, or updates the entry already there.',
    `<a href="${siteUrl}${escapeHtml(payload.managePath)}">See, move or cancel your booking</a>`,
  ]
}

/** An action's lines in his email: what, by when, and the link that marks it done. */
function actionParagraph(action: ActionLine, siteUrl: string): string {
  const detail = action.detail ? `<br>${escapeHtml(action.detail)}` : ''
  return (
    `<strong>${escapeHtml(action.title)}</strong>${detail}<br>Due ${escapeHtml(action.due)}.<br>` +
    `<a href="${siteUrl}${escapeHtml(action.donePath)}">Done: mark "${escapeHtml(action.title)}" done</a>`
  )
}

type Renderers = { [T in EmailTemplate]: (to: string, payload: EmailPayloads[T], context: Context) => Letter }

const EMAIL_TEMPLATES: Renderers = {
  'guide-email': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      'Your free 32-page guide',
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        'Thank you for asking for the guide. It is yours to keep and share with a brother who needs it.',
        `<a href="${siteUrl}${GUIDE_PATH}">Download the 32-page guide (PDF)</a>`,
        `When you are ready to talk, <a href="${siteUrl}${STRATEGY_CALL_PATH}">book a free strategy call</a>.`,
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
        `<a href="${siteUrl}${homeLink(ANCHORS.resources)}">Open the resource library</a>`,
      ],
      settings,
    ),
  'purchase-receipt': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Your receipt: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Thank you for your purchase of ${escapeHtml(payload.description)}.`,
        `Amount paid: <strong>${formatPrice(payload.amount)}</strong>`,
        ...(payload.calendar
          ? [
              'Your sessions are in the attached calendar invitation (invitation.ics): open it to add them to your calendar.',
            ]
          : []),
        ...(payload.schedule ? [escapeHtml(payload.schedule)] : []),
        ...(payload.plan ? planParagraphs(payload.plan, payload.planToken, siteUrl) : []),
        ...nextStepParagraphs(payload, settings, siteUrl),
        ...refundLinkParagraph(payload.refundPath, siteUrl),
      ],
      settings,
    ),
  'booking-invitation': (to, payload, { settings }) =>
    letter(
      to,
      `Booked: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Your ${escapeHtml(payload.description)} is booked for ${escapeHtml(payload.firstSession)}.`,
        'The attached invitation (invitation.ics) adds it to your calendar.',
        `Questions? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'calendar-update': (to, payload, { settings }) =>
    letter(
      to,
      `New time: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `The time of ${escapeHtml(payload.description)} has changed. The first session is now ${escapeHtml(payload.firstSession)}.`,
        'The attached invitation updates the entry already in your calendar.',
        `Questions? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'calendar-cancel': (to, payload, { settings }) =>
    letter(
      to,
      `Canceled: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `The sessions of ${escapeHtml(payload.description)} are canceled for you. The attached ` +
          `cancellation removes them from your calendar.`,
        `Questions? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'booking-confirmed': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Booked: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Your ${escapeHtml(payload.description)} is booked for <strong>${escapeHtml(payload.when)}</strong>.`,
        ...bookedSessionParagraphs(payload, siteUrl),
      ],
      settings,
    ),
  'booking-moved': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `New time: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `${payload.byOwner ? `${escapeHtml(settings.coachName)} moved your` : 'Your'} ` +
          `${escapeHtml(payload.description)} ${payload.byOwner ? 'to' : 'is now'} <strong>${escapeHtml(payload.when)}</strong>.`,
        ...bookedSessionParagraphs(payload, siteUrl),
      ],
      settings,
    ),
  'booking-reminder': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Tomorrow: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `A reminder: your ${escapeHtml(payload.description)} is <strong>${escapeHtml(payload.when)}</strong>.`,
        ...(payload.videoLink ? ['The video-call link is in your calendar entry and on your booking page.'] : []),
        `<a href="${siteUrl}${escapeHtml(payload.managePath)}">See, move or cancel your booking</a>`,
      ],
      settings,
    ),
  'booking-cancelled': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Canceled: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `${payload.byOwner ? `${escapeHtml(settings.coachName)} canceled your` : 'Your'} ` +
          `${escapeHtml(payload.description)} on ${escapeHtml(payload.when)}${payload.byOwner ? '' : ' is canceled'}. ` +
          'The attached cancellation removes it from your calendar.',
        ...bookAgainParagraph(payload.bookAgainPath, siteUrl),
      ],
      settings,
    ),
  'sessions-two-left': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Two sessions left: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `You have booked ${escapeHtml(payload.included - 2)} of the ${escapeHtml(payload.included)} sessions of ` +
          `${escapeHtml(payload.description)}: two are left to book.`,
        `To keep going after them, <a href="${siteUrl}${escapeHtml(payload.buyAgainPath)}">buy another package</a>.`,
      ],
      settings,
    ),
  'owner-sessions-two-left': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Two sessions left: ${subjectQuote(payload.name)}`,
      [
        `${escapeHtml(payload.name)} (${escapeHtml(payload.email)}, ${escapeHtml(payload.phone)}) has booked ` +
          `${escapeHtml(payload.included - 2)} of the ${escapeHtml(payload.included)} sessions of ` +
          `${escapeHtml(payload.description)}: two are left.`,
        `He was sent this link to buy again: <a href="${siteUrl}${escapeHtml(payload.buyAgainPath)}">` +
          `${siteUrl}${escapeHtml(payload.buyAgainPath)}</a>`,
        `<a href="${siteUrl}/admin">Open the admin dashboard</a>`,
      ],
      settings,
    ),
  'session-reminder': (to, payload, { settings }) =>
    letter(
      to,
      `Tomorrow: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `A reminder: ${escapeHtml(payload.description)} meets ${escapeHtml(payload.when)}.`,
        `Can't make it? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'guarantee-claim-decided': (to, payload, { settings }) =>
    letter(
      to,
      payload.met ? `Your refund is on its way: ${payload.description}` : `Your refund request: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        payload.met
          ? `Your coach has marked your calls, and your record meets the 30-day guarantee (` +
            `${escapeHtml(payload.conditions)}): <strong>${formatPrice(payload.amount)}</strong> comes back to the ` +
            `card you paid with. We email you again when it is made.`
          : `Your coach has marked your calls, and your record does not meet the 30-day guarantee (` +
            `${escapeHtml(payload.conditions)}): ${escapeHtml(payload.reasons.join('; '))}. So the guarantee ` +
            `refunds nothing this time.`,
        `If you want to talk it over, write to ${escapeHtml(settings.contactEmail)} or call ` +
          `${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'intake-reminder': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Before your first session: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Your first session is ${escapeHtml(payload.when)}. Your coach reads your answers to a few questions ` +
          'before it, so the hour goes to what matters most to you.',
        `<a href="${siteUrl}/my-coaching">Answer them on My coaching</a>: what you wrote so far is saved, and it ` +
          'takes about ten minutes.',
      ],
      settings,
    ),
  'refund-confirmation': (to, payload, { settings }) =>
    letter(
      to,
      `Your refund: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        payload.amount > 0
          ? `We have refunded <strong>${formatPrice(payload.amount)}</strong> for ` +
            `${escapeHtml(payload.description)} to the card you paid with. Most banks show it within 5 to 10 ` +
            `business days.`
          : `Your payment for ${escapeHtml(payload.description)} had not been taken yet, so nothing was ` +
            `charged: the hold on your card is released.`,
        `Thank you for giving it a try. If you ever want to talk, write to ` +
          `${escapeHtml(settings.contactEmail)} or call ${escapeHtml(settings.contactPhone)}.`,
      ],
      settings,
    ),
  'owner-refund': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      OWNER_REFUND_SUBJECTS[payload.event],
      [escapeHtml(payload.text), `<a href="${siteUrl}/admin#settings">Open Refunds in the admin</a>`],
      settings,
    ),
  'plan-payment-receipt': (to, payload, { settings }) =>
    letter(
      to,
      `Payment ${payload.number}${ofPayments(payload.payments)} received: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `We received payment ${escapeHtml(payload.number)}${ofPayments(payload.payments)} for ` +
          `${escapeHtml(payload.description)}: ` +
          `<strong>${formatPrice(payload.amount)}</strong>. Thank you.`,
      ],
      settings,
    ),
  'plan-payment-failed': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Please update your card: payment ${payload.number} for ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        payload.needsAuthentication
          ? `Your bank asks you to confirm payment ${escapeHtml(payload.number)} of your plan for ` +
            `${escapeHtml(payload.description)} (${formatPrice(payload.amount)}).`
          : `Payment ${escapeHtml(payload.number)} of your plan for ${escapeHtml(payload.description)} ` +
            `(${formatPrice(payload.amount)}) did not go through.`,
        'Your seat is still yours.',
        `<a href="${siteUrl}${planCardPath(payload.token)}">Update your card</a>`,
        nextTry(payload.nextAttemptAt),
      ],
      settings,
    ),
  'owner-plan-overdue': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Plan overdue: ${subjectQuote(payload.name)}`,
      [
        `Payment ${escapeHtml(payload.number)} (${formatPrice(payload.amount)}) of ` +
          `${escapeHtml(payload.name)}'s plan for ${escapeHtml(payload.description)} failed on every try ` +
          `(${escapeHtml(payload.reason)}).`,
        `Contact: ${escapeHtml(payload.email)}, ${escapeHtml(payload.phone)}. The seat is kept until you decide.`,
        `<a href="${siteUrl}/admin">Open the admin dashboard</a>`,
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
        `A seat in ${escapeHtml(payload.itemName)} has opened up, and it is held for you alone until ` +
          `<strong>${escapeHtml(payload.deadline)}</strong>.`,
        `<a href="${siteUrl}${claimPath(payload.token)}">Claim your seat</a>`,
        `Not interested? <a href="${siteUrl}${declinePath(payload.token)}">Let the next person have it</a>.`,
      ],
      settings,
    ),
  // Anyone can type any address into the join form, so this carries no words of theirs beyond a plain first name.
  [WAITLIST_CONFIRM_TEMPLATE]: (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Confirm your place on the waitlist: ${payload.itemName}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Please confirm your email address to take your place on the waitlist for ${escapeHtml(payload.itemName)}. ` +
          'The link works for one day.',
        `<a href="${siteUrl}${confirmPath(payload.token)}">Confirm my place in line</a>`,
        'If you did not ask to join, ignore this email: nothing happens without the link.',
      ],
      settings,
    ),
  'waitlist-place': (to, payload, { settings }) =>
    letter(
      to,
      `Your place on the waitlist: ${payload.itemName}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `You are already on the waitlist for ${escapeHtml(payload.itemName)}: ` +
          (payload.place === 1
            ? 'you are first in line. We will email you the moment a seat opens.'
            : `you are number ${escapeHtml(payload.place)} in line. We will email you when a seat opens for you.`),
        'If you did not ask, ignore this email: your place stays as it is.',
      ],
      settings,
    ),
  'client-sign-in': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Your sign-in code: ${payload.code}`,
      [
        `Your code to open My coaching is <strong>${escapeHtml(payload.code)}</strong>.`,
        `<a href="${siteUrl}${escapeHtml(payload.link)}">Or open My coaching with this link</a>`,
        'The code and the link work once, for 15 minutes.',
        'If you did not ask for this, ignore this email: nobody can sign in without it.',
      ],
      settings,
    ),
  'owner-reconciliation': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `${disagreeingSides(payload.fresh.map((found) => found.kind))}: ${countOf(payload.fresh.length + payload.more, 'new difference')}`,
      [
        `The nightly check of Stripe, the seat ledgers and the coach's calendar against the site found ` +
          `${countOf(payload.differences, 'difference')}; these are new since the check before:`,
        payload.fresh
          .map((found) => `<strong>${escapeHtml(DIFFERENCE_LABELS[found.kind])}</strong>: ${escapeHtml(found.detail)}`)
          .join('<br>'),
        ...(payload.more > 0 ? [`And ${escapeHtml(payload.more)} more.`] : []),
        'You will not be emailed again about these; the System tab lists every difference of the last check.',
        `<a href="${siteUrl}/admin#system">Open System in the admin</a>`,
      ],
      settings,
    ),
  'owner-chat-crisis': (to, payload, { settings }) =>
    letter(
      to,
      'A visitor in the website chat may be in crisis',
      [
        `At ${escapeHtml(formatBusinessMoment(payload.at))}, someone in the website chat wrote about suicide, ` +
          'self-harm, abuse or danger.',
        'The chat answered at once, with no offer: the 988 Suicide &amp; Crisis Lifeline (call or text 988), 911 ' +
          `if anyone is in danger, and your phone (${escapeHtml(settings.contactPhone)}) and email ` +
          `(${escapeHtml(settings.contactEmail)}).`,
        'His words are not stored anywhere, so this notice cannot show them or say who he is. If he calls or ' +
          'writes, he was told you want to hear from him.',
      ],
      settings,
    ),
  'owner-new-lead': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `${OWNER_LEAD_TITLES[payload.kind] ?? 'New lead'}: ${subjectQuote(payload.name)}`,
      [
        `${escapeHtml(OWNER_LEAD_TITLES[payload.kind] ?? 'New lead')} from ${escapeHtml(payload.name)} ` +
          `(${escapeHtml(payload.email)}, ${escapeHtml(payload.phone)}).`,
        ...((payload.kind === 'strategy-call-booked' || payload.kind === 'session-booked') && payload.description
          ? [escapeHtml(payload.description)]
          : []),
        ...answerParagraphs(payload.answers),
        `<a href="${siteUrl}/admin">Open the admin dashboard</a> to follow up within 24 hours.`,
      ],
      settings,
    ),
  'owner-booking-changed': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `${payload.event === 'moved' ? 'Booking moved' : 'Booking canceled'}: ${subjectQuote(payload.name)}`,
      [
        payload.event === 'moved'
          ? `${escapeHtml(payload.name)} moved his ${escapeHtml(payload.description)} from ` +
            `${escapeHtml(payload.before ?? 'its old time')} to <strong>${escapeHtml(payload.when)}</strong>.`
          : `${escapeHtml(payload.name)} canceled his ${escapeHtml(payload.description)} on ` +
            `<strong>${escapeHtml(payload.when)}</strong>; the time is open again.`,
        `Contact: ${escapeHtml(payload.email)}, ${escapeHtml(payload.phone)}.`,
        `<a href="${siteUrl}/admin">Open the admin dashboard</a>`,
      ],
      settings,
    ),
  'actions-assigned': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Your actions from today's call: ${payload.description}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        `Here is what you agreed to do before we meet again (${escapeHtml(countOf(payload.actions.length, 'action'))}):`,
        ...payload.actions.map((action) => actionParagraph(action, siteUrl)),
        'Each "Done" link opens a page where one tap marks that action done; you can add a short note there too.',
      ],
      settings,
    ),
  'action-reminder': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      `Due tomorrow: ${subjectQuote(payload.action.title)}`,
      [
        `Hi ${escapeHtml(greetingName(payload.firstName))},`,
        'A reminder: this action is due within a day and is not marked done yet.',
        actionParagraph(payload.action, siteUrl),
      ],
      settings,
    ),
  'owner-inbound-text': (to, payload, { settings, siteUrl }) =>
    letter(
      to,
      payload.crisis
        ? `Urgent: a text from ${payload.phone} may be from a man in crisis`
        : `Text from ${payload.phone}`,
      [
        `A text came to the site's number from ${escapeHtml(payload.phone)}:`,
        `<strong>${escapeHtml(payload.text)}</strong>`,
        ...(payload.crisis
          ? [
              'It speaks of suicide, self-harm, abuse or danger. He was answered at once with the 988 Suicide &amp; ' +
                'Crisis Lifeline (call or text 988), 911 if anyone is in danger, and your phone and email. Please ' +
                'call him as soon as you can.',
            ]
          : []),
        'Nobody else reads texts to that number: answer him from your own phone.',
        `<a href="${siteUrl}/admin">Open the admin dashboard</a>`,
      ],
      settings,
    ),
  // A follow-up of a lead's sequence (decision 065): the owner's words as written in the Sequences tab, with the
  // man greeted only by a plain first name (decision 024) and each link made absolute on the site.
  [FOLLOW_UP_TEMPLATE]: (to, payload, { settings, siteUrl }) => {
    const name = greetingName(payload.firstName)
    return letter(
      to,
      followUpSubject(payload.subject, name),
      followUpParagraphs(payload.body, name, siteUrl).map((parts) => parts.map(partHtml).join('')),
      settings,
    )
  },
}

/** The owner's words for what a new lead's email is about, never the code's names for it. */
export const OWNER_LEAD_TITLES: Readonly<Record<OwnerLeadKind, string>> = {
  consultation: 'New coaching application',
  'strategy-call': 'New free strategy call request',
  'strategy-call-checkout': 'Free strategy call booked',
  'strategy-call-booked': 'Free strategy call booked',
  'session-booked': 'One-to-one session booked',
}

/** A lead's answers, one per line, as he typed or chose them. */
function answerParagraphs(answers: { label: string; value: string }[] | undefined): string[] {
  const given = (answers ?? []).filter((answer) => answer.value.trim() !== '')
  if (given.length === 0) return []
  return [
    given
      .map(
        (answer) => `<strong>${escapeHtml(answer.label)}:</strong> ${escapeHtml(answer.value).replace(/\n/g, '<br>')}`,
      )
      .join('<br>'),
  ]
}

const partHtml = (part: FollowUpPart) =>
  'href' in part ? `<a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text)

/**
 * What the buyer does next: a one-to-one client books his own sessions on My coaching (the coach does not call
 * to arrange them), with the first open times named; anyone else hears when the coach will be in touch.
 */
function nextStepParagraphs(
  payload: EmailPayloads['purchase-receipt'],
  settings: SiteSettings,
  siteUrl: string,
): string[] {
  const questions = `Questions? Reply to this email or call ${escapeHtml(settings.contactPhone)}.`
  if (payload.type !== 'one-to-one') {
    return [`${escapeHtml(settings.coachName)} will contact you within 24 hours. ${questions}`]
  }
  const times = payload.openTimes ?? []
  return [
    `Book your sessions yourself, at the times that suit you: <a href="${siteUrl}/my-coaching">book your first ` +
      'session on My coaching</a> (we email you a code to sign in).',
    ...(times.length > 0 ? [`The first open times:<br>${times.map(escapeHtml).join('<br>')}`] : []),
    questions,
  ]
}

/** The 30-day guarantee's link, when the site signs links (REFUND_LINK_SECRET); the path carries its own proof. */
function refundLinkParagraph(refundPath: string | null, siteUrl: string): string[] {
  const path = refundPath?.startsWith('/refund#') ? refundPath : null
  if (!path) return []
  return [
    `Our 30-day guarantee: if this is not for you, <a href="${siteUrl}${escapeHtml(path)}">ask for ` +
      `your refund here</a> within 30 days. No sign-in needed.`,
  ]
}

/** Where a cancelled booking's email offers another time: the free call's section unless the booking said. */
function bookAgainParagraph(path: string | null | undefined, siteUrl: string): string[] {
  if (path === null) return []
  return [`<a href="${siteUrl}${escapeHtml(path ?? '/#strategy-call')}">Book another time</a> whenever you are ready.`]
}

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
  WAITLIST_OFFER_TEMPLATE,
  'waitlist-place',
  'actions-assigned',
  'action-reminder',
])

const myCoachingParagraph = (siteUrl: string) =>
  `<a href="${siteUrl}/my-coaching">Open My coaching</a> to see all you have with us in one place ` +
  '(we email you a code to sign in).'

export const isEmailTemplate = (template: string): template is EmailTemplate => Object.hasOwn(EMAIL_TEMPLATES, template)

/**
 * A stored row's email, or null for a template this code does not know. The row's payload is read as its
 * template's: queueEmail wrote it so (and waitlist-mirror.ts by hand, for the offer). A marketing email's
 * unsubscribe line comes from features/opt-outs, when the outbox sends it.
 */
export function renderEmail(
  template: string,
  to: string,
  payload: unknown,
  context: Context & Pick<LayoutContext, 'unsubscribe'>,
): Email | null {
  if (!isEmailTemplate(template)) return null
  const render = EMAIL_TEMPLATES[template] as (to: string, payload: unknown, context: Context) => Letter
  const letter = render(to, payload, context)
  if (!CLIENT_TEMPLATES.has(template)) return renderLetter(letter, context)
  return renderLetter({ ...letter, paragraphs: [...letter.paragraphs, myCoachingParagraph(context.siteUrl)] }, context)
}

/** A stored row's text, written whole when it was queued. */
export function renderSms(payload: unknown): string {
  return String((payload as Partial<SmsPayloads[keyof SmsPayloads]>).text ?? '')
}
