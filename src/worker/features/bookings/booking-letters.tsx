// The emails of a booking at the coach's open times: booked, moved, the reminder, canceled; the package's last two
// sessions (to the client and to the owner); and the owner's notice of a client's own move or cancel.
import { hi, Link, type LettersFor, subjectQuote } from '../outbox/outbox.ts'

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
    <Link href={`${siteUrl}${payload.managePath}`}>See, move or cancel your booking</Link>,
  ]
}

/** Where a cancelled booking's email offers another time: the free call's section unless the booking said. */
function bookAgainParagraph(path: string | null | undefined, siteUrl: string) {
  if (path === null) return []
  return [
    <>
      <Link href={`${siteUrl}${path ?? '/#strategy-call'}`}>Book another time</Link> whenever you are ready.
    </>,
  ]
}

const adminLink = (siteUrl: string) => <Link href={`${siteUrl}/admin`}>Open the admin dashboard</Link>

type BookingTemplate =
  | 'booking-confirmed'
  | 'booking-moved'
  | 'booking-reminder'
  | 'booking-cancelled'
  | 'sessions-two-left'
  | 'owner-sessions-two-left'
  | 'owner-booking-changed'

export const BOOKING_LETTERS: LettersFor<BookingTemplate> = {
  'booking-confirmed': (payload, { siteUrl }) => ({
    subject: `Booked: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        Your {payload.description} is booked for <strong>{payload.when}</strong>.
      </>,
      ...bookedSessionParagraphs(payload, siteUrl),
    ],
  }),
  'booking-moved': (payload, { settings, siteUrl }) => ({
    subject: `New time: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        {payload.byOwner ? `${settings.coachName} moved your` : 'Your'} {payload.description}{' '}
        {payload.byOwner ? 'to' : 'is now'} <strong>{payload.when}</strong>.
      </>,
      ...bookedSessionParagraphs(payload, siteUrl),
    ],
  }),
  'booking-reminder': (payload, { siteUrl }) => ({
    subject: `Tomorrow: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        A reminder: your {payload.description} is <strong>{payload.when}</strong>.
      </>,
      ...(payload.videoLink ? ['The video-call link is in your calendar entry and on your booking page.'] : []),
      <Link href={`${siteUrl}${payload.managePath}`}>See, move or cancel your booking</Link>,
    ],
  }),
  'booking-cancelled': (payload, { settings, siteUrl }) => ({
    subject: `Canceled: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        {payload.byOwner ? `${settings.coachName} canceled your` : 'Your'} {payload.description} on {payload.when}
        {payload.byOwner ? '' : ' is canceled'}. The attached cancellation removes it from your calendar.
      </>,
      ...bookAgainParagraph(payload.bookAgainPath, siteUrl),
    ],
  }),
  'sessions-two-left': (payload, { siteUrl }) => ({
    subject: `Two sessions left: ${payload.description}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        You have booked {payload.included - 2} of the {payload.included} sessions of {payload.description}: two are left
        to book.
      </>,
      <>
        To keep going after them, <Link href={`${siteUrl}${payload.buyAgainPath}`}>buy another package</Link>.
      </>,
    ],
  }),
  'owner-sessions-two-left': (payload, { siteUrl }) => ({
    subject: `Two sessions left: ${subjectQuote(payload.name)}`,
    paragraphs: [
      <>
        {payload.name} ({payload.email}, {payload.phone}) has booked {payload.included - 2} of the {payload.included}{' '}
        sessions of {payload.description}: two are left.
      </>,
      <>
        He was sent this link to buy again:{' '}
        <Link href={`${siteUrl}${payload.buyAgainPath}`}>{`${siteUrl}${payload.buyAgainPath}`}</Link>
      </>,
      adminLink(siteUrl),
    ],
  }),
  'owner-booking-changed': (payload, { siteUrl }) => ({
    subject: `${payload.event === 'moved' ? 'Booking moved' : 'Booking canceled'}: ${subjectQuote(payload.name)}`,
    paragraphs: [
      payload.event === 'moved' ? (
        <>
          {payload.name} moved his {payload.description} from {payload.before ?? 'its old time'} to{' '}
          <strong>{payload.when}</strong>.
        </>
      ) : (
        <>
          {payload.name} canceled his {payload.description} on <strong>{payload.when}</strong>; the time is open again.
        </>
      ),
      <>
        Contact: {payload.email}, {payload.phone}.
      </>,
      adminLink(siteUrl),
    ],
  }),
}
