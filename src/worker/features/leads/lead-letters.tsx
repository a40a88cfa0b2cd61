// The emails of a lead: the guide and the resource he asked for (a relay anyone can aim at any address, so they
// carry none of his words beyond a plain first name), and the owner's notice of a new lead or booking.
import { ANCHORS, homeLink } from '../../../shared/sections/anchors.ts'
import { hi, Lines, Link, type LettersFor, type OwnerLeadKind, subjectQuote } from '../outbox/outbox.ts'

const GUIDE_PATH = '/guides/married-mens-leadership-guide.pdf'
/**
 * The site's own booking of the free call (the home page's section, whose form leads to the coach's open times),
 * not the owner's scheduling page elsewhere: every link in an email is to the site (decision 064), and a call
 * booked here is one the site knows of. Never checkout's free-call form, which offers no times (decision 091).
 */
const STRATEGY_CALL_PATH = homeLink(ANCHORS.strategyCall)

/** The owner's words for what a new lead's email is about, never the code's names for it. */
const OWNER_LEAD_TITLES: Readonly<Record<OwnerLeadKind, string>> = {
  consultation: 'New coaching application',
  'strategy-call': 'New free strategy call request',
  'strategy-call-checkout': 'Free strategy call booked',
  'strategy-call-booked': 'Free strategy call booked',
  'session-booked': 'One-to-one session booked',
}

/** A lead's answers, one per line, as he typed or chose them. */
function answerParagraphs(answers: { label: string; value: string }[] | undefined) {
  const given = (answers ?? []).filter((answer) => answer.value.trim() !== '')
  if (given.length === 0) return []
  const lines = given.map((answer) => (
    <>
      <strong>{answer.label}:</strong> <Lines lines={answer.value.split('\n')} />
    </>
  ))
  return [<Lines lines={lines} />]
}

export const LEAD_LETTERS: LettersFor<'guide-email' | 'resource-email' | 'owner-new-lead'> = {
  'guide-email': (payload, { siteUrl }) => ({
    subject: 'Your free 32-page guide',
    paragraphs: [
      hi(payload.firstName),
      'Thank you for asking for the guide. It is yours to keep and share with a brother who needs it.',
      <Link href={`${siteUrl}${GUIDE_PATH}`}>Download the 32-page guide (PDF)</Link>,
      <>
        When you are ready to talk, <Link href={`${siteUrl}${STRATEGY_CALL_PATH}`}>book a free strategy call</Link>.
      </>,
    ],
  }),
  'resource-email': (_payload, { siteUrl }) => ({
    subject: 'Your free resource',
    paragraphs: [
      'Here is the resource you asked for from our Free Resource Library.',
      // The resource id came from the visitor's request, so it stays out of the body; the library lists them all.
      <Link href={`${siteUrl}${homeLink(ANCHORS.resources)}`}>Open the resource library</Link>,
    ],
  }),
  'owner-new-lead': (payload, { siteUrl }) => {
    const title = OWNER_LEAD_TITLES[payload.kind] ?? 'New lead'
    const booked = payload.kind === 'strategy-call-booked' || payload.kind === 'session-booked'
    return {
      subject: `${title}: ${subjectQuote(payload.name)}`,
      paragraphs: [
        <>
          {title} from {payload.name} ({payload.email}, {payload.phone}).
        </>,
        ...(booked && payload.description ? [payload.description] : []),
        ...answerParagraphs(payload.answers),
        <>
          <Link href={`${siteUrl}/admin`}>Open the admin dashboard</Link> to follow up within 24 hours.
        </>,
      ],
    }
  },
}
