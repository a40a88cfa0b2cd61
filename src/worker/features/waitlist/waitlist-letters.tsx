// The emails of a waitlist: the offer of a freed seat (queued by the seat ledger, seats/waitlist-mirror.ts), the
// link that confirms an entry's address, and an address's place when it joins again.
import { claimPath, confirmPath, declinePath } from '../../../shared/waitlist-links.ts'
import { hi, Link, type LettersFor, WAITLIST_CONFIRM_TEMPLATE, WAITLIST_OFFER_TEMPLATE } from '../outbox/outbox.ts'

export const WAITLIST_LETTERS: LettersFor<
  typeof WAITLIST_OFFER_TEMPLATE | typeof WAITLIST_CONFIRM_TEMPLATE | 'waitlist-place'
> = {
  // Sent by the item's ledger when a freed seat is kept for the next person on its waitlist.
  [WAITLIST_OFFER_TEMPLATE]: (payload, { siteUrl }) => ({
    subject: `A seat opened up: ${String(payload.itemName ?? 'your waitlist')}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        A seat in {payload.itemName} has opened up, and it is held for you alone until{' '}
        <strong>{payload.deadline}</strong>.
      </>,
      <Link href={`${siteUrl}${claimPath(payload.token)}`}>Claim your seat</Link>,
      <>
        Not interested? <Link href={`${siteUrl}${declinePath(payload.token)}`}>Let the next person have it</Link>.
      </>,
    ],
  }),
  // Anyone can type any address into the join form, so this carries no words of theirs beyond a plain first name.
  [WAITLIST_CONFIRM_TEMPLATE]: (payload, { siteUrl }) => ({
    subject: `Confirm your place on the waitlist: ${payload.itemName}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        Please confirm your email address to take your place on the waitlist for {payload.itemName}. The link works for
        one day.
      </>,
      <Link href={`${siteUrl}${confirmPath(payload.token)}`}>Confirm my place in line</Link>,
      'If you did not ask to join, ignore this email: nothing happens without the link.',
    ],
  }),
  'waitlist-place': (payload) => ({
    subject: `Your place on the waitlist: ${payload.itemName}`,
    paragraphs: [
      hi(payload.firstName),
      <>
        You are already on the waitlist for {payload.itemName}:{' '}
        {payload.place === 1
          ? 'you are first in line. We will email you the moment a seat opens.'
          : `you are number ${payload.place} in line. We will email you when a seat opens for you.`}
      </>,
      'If you did not ask, ignore this email: your place stays as it is.',
    ],
  }),
}
