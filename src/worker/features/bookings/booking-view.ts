// What the person's link shows: the booking as it is now (whatever email the link came from), whether he may still
// move or cancel it himself and why not, and the times he may move it to.
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import type { Database } from '../../platform/db/client.ts'
import type { Booking } from './booking-messages.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { changeRefusal, movesLeft } from './manage-booking.ts'
import { openTimes } from './open-times.ts'

export async function bookingView(db: Database, env: Env, booking: Booking, now: number) {
  const rules = await getBookingRules(db)
  const refusal = changeRefusal(booking, rules, now)
  const left = movesLeft(booking, rules)
  const mayMove = refusal === null && left > 0
  const times = mayMove ? await openTimes(db, env, rules, { kind: booking.kind, now, exceptRef: booking.ref }) : []
  return {
    status: booking.status,
    start: booking.startsAt,
    durationMinutes: booking.durationMinutes,
    coachTimeZone: BUSINESS_TIME_ZONE,
    /** The owner's video-call address, on the page as in the invitation (an email links only to the site). */
    videoLink: booking.status === 'booked' ? rules.videoLink : null,
    movesLeft: left,
    /** Why he cannot change it himself now (null: he can cancel, and move while moves are left). */
    refusal,
    times: times.map((start) => new Date(start).toISOString()),
  }
}
