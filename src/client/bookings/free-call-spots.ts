// How many free-call times are still open this week, read from the coach's calendar after the page loads: the
// home page is cached, so a number written into its HTML would be stale, and a number nobody counted would be an
// invented scarcity. Until it is read, or when the owner books on his outside page, no number is shown.
import { useEffect, useState } from 'react'
import { countOf } from '../../shared/rules/plural.ts'
import { api, unwrap } from '../lib/api.ts'

/** The open starts before the week's end. */
export function spotsBefore(times: readonly string[], endsAt: Date): number {
  return times.filter((time) => Date.parse(time) < endsAt.getTime()).length
}

/** The countdown's line: the open times counted, or only that the call is free when nobody counted them. */
export function freeCallSpotsLine(spots: number | null): string {
  if (spots === null) return 'Free, no obligation'
  const left = spots === 0 ? 'No open times' : countOf(spots, 'open time')
  return `${left} left this week · free, no obligation`
}

/** The open times left before `endsAt`, or null while unread, unreadable or not booked on this site. */
export function useFreeCallSpots(endsAt: Date): number | null {
  const [spots, setSpots] = useState<number | null>(null)
  useEffect(() => {
    let current = true
    unwrap(api.api.bookings['open-times'].$get()).then(
      (open) => current && setSpots(open.bookingPage === 'site' ? spotsBefore(open.times, endsAt) : null),
      () => current && setSpots(null),
    )
    return () => {
      current = false
    }
  }, [endsAt])
  return spots
}
