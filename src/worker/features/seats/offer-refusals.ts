// Why a waitlist offer's seat cannot be claimed, as the buyer hears it: checkout (a reserve with an offer's
// token) and the waitlist's own pages both answer with these.
import { HttpError } from '../../platform/http-error.ts'
import type { ClaimRefusal } from './waitlist-line.ts'

/** What a buyer with an offer link hears when it cannot be used, plainly. */
export const OFFER_REFUSALS: Record<ClaimRefusal, string> = {
  'offer-unknown': 'We could not find this offer. Please use the link in your message.',
  'offer-used': 'This offer has already been used: its seat was bought with it.',
  'offer-expired':
    'This offer has ended (it expired or was declined), so its seat has gone to the next person in line.',
  'offer-in-use': 'This offer is being paid for in another window. Finish there, or try again in a few minutes.',
}

export const offerRefusal = (reason: ClaimRefusal) =>
  new HttpError(reason === 'offer-unknown' ? 404 : 409, OFFER_REFUSALS[reason], { reason })
