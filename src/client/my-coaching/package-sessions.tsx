// A one-to-one package on its purchase card: how many of its sessions are open ('2 of 12 sessions open now, 2 more
// with your payment on Jan 3, 2031', decision 082), booking the next one at an open time only while one is open and
// unbooked (or why not), and the way to buy another package when few or none are left.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { countOf } from '../../shared/rules/plural.ts'
import { timeInFull } from '../bookings/booking-times.ts'
import { bookSession, MY_COACHING_KEY, type OwnPackage } from './my-coaching-api.ts'
import { smallButton } from './my-coaching-styles.ts'
import { SessionTimePicker } from './session-time-picker.tsx'

/** Below this many sessions left, the card offers the next package beside the booking. */
const FEW_LEFT = 2

interface PackageSessionsProps {
  order: string
  sessions: OwnPackage
  onNotice(message: string): void
}

export function PackageSessions({ order, sessions, onNotice }: PackageSessionsProps) {
  const queryClient = useQueryClient()
  const [booking, setBooking] = useState(false)

  const book = async (start: string, zone: string) => {
    const done = await bookSession({ order, start, timeZone: zone })
    queryClient.setQueryData(MY_COACHING_KEY, done.overview)
    setBooking(false)
    onNotice(`Your session on ${timeInFull(done.start, zone)} is booked. The invitation is on its way to your email.`)
  }

  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="text-slate-900">
        <strong>{sessions.words}</strong>
      </p>
      <p className="text-sm text-slate-600">
        {sessions.booked} booked or held · {sessions.bookable} to book now · {sessions.left} of{' '}
        {countOf(sessions.included, 'session')} left
      </p>
      {sessions.whyNone && <p className="mt-1 text-sm text-slate-700">{sessions.whyNone}</p>}
      {sessions.left <= FEW_LEFT && (
        <p className="mt-1 text-sm">
          <a href={sessions.buyAgainPath} className="font-medium text-brand-700 underline">
            Buy another package
          </a>
        </p>
      )}
      {sessions.bookable > 0 &&
        (booking ? (
          <SessionTimePicker
            moving={null}
            heading="Book a session"
            confirmLabel={(time) => `Book ${time}`}
            busyLabel="Booking your session…"
            failure="We could not book your session. Please try again."
            onConfirm={book}
            onClose={() => setBooking(false)}
          />
        ) : (
          <button type="button" className={`${smallButton} mt-2`} onClick={() => setBooking(true)}>
            Book a session
          </button>
        ))}
    </div>
  )
}
