// The owner's list of booked sessions: upcoming and last week's, the latest first. The owner can
// move any booking to any time on the Pacific clock, or cancel it, whatever the rules say; the person gets an email
// with the new time, an updated calendar entry and a working link.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ATTENDANCE_LABELS } from '../../../shared/attendance.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { businessLocalToIso, isoToBusinessLocal } from '../../../shared/rules/business-local-time.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { type AdminBooking, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

export function BookingsList() {
  const query = useQuery(adminQueries.bookings())
  return (
    <section aria-labelledby="bookings-heading" className={adminCard}>
      <h3 id="bookings-heading" className="text-lg font-bold text-slate-900">
        Booked calls
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Upcoming calls and last week's. Moving or cancelling here ignores the booking rules; the person is emailed.
      </p>
      <div className="mt-4">
        <QueryView
          query={query}
          what="bookings"
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title="No booked calls yet.">Calls booked on the site appear here.</EmptyState>}
        >
          {(rows) => (
            <ul className="divide-y divide-slate-200">
              {rows.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}

function BookingRow({ booking }: { booking: AdminBooking }) {
  const [moving, setMoving] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancel = useAdminMutation({
    mutationFn: () => unwrap(api.api.admin.bookings[':id'].cancel.$post({ param: { id: String(booking.id) } })),
    invalidates: [adminKeys.bookings],
    onSuccess: () => toastSuccess('Booking canceled', `${booking.name} has been emailed.`),
    onError: (error) => toastFailure(messageOf(error, 'Failed to cancel the booking')),
    onSettled: () => setCancelling(false),
  })
  const cancelled = booking.status === 'cancelled'
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="text-sm">
        <p className={`font-semibold ${cancelled ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
          {formatPst(booking.startsAt)} · {booking.durationMinutes} min
        </p>
        <p className="text-slate-700">
          {booking.name} · {booking.email} · {booking.phone}
        </p>
        <p className="text-slate-600">
          {booking.kind === 'one-to-one' ? 'One-to-one session' : 'Free strategy call'} ·{' '}
          {cancelled ? 'Canceled' : `Booked · moved ${countOf(booking.moves, 'time')} by him`} · his zone{' '}
          {booking.visitorTimeZone}
          {booking.attendance && ` · ${ATTENDANCE_LABELS[booking.attendance]}`}
        </p>
        {moving && <MoveForm booking={booking} onDone={() => setMoving(false)} />}
      </div>
      {!cancelled && !moving && (
        <div className="flex gap-2">
          <button type="button" className={adminButton.secondary} onClick={() => setMoving(true)}>
            Move
          </button>
          <button type="button" className={adminButton.dangerOutline} onClick={() => setCancelling(true)}>
            Cancel
          </button>
        </div>
      )}
      <ConfirmDialog
        open={cancelling}
        title="Cancel this call?"
        message={
          booking.kind === 'one-to-one'
            ? `${booking.name} will be emailed that his session is canceled; it goes back to his package.`
            : `${booking.name} will be emailed that his call is canceled.`
        }
        confirmLabel="Cancel the call"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setCancelling(false)}
      />
    </li>
  )
}

function MoveForm({ booking, onDone }: { booking: AdminBooking; onDone(): void }) {
  const [local, setLocal] = useState(isoToBusinessLocal(booking.startsAt))
  const move = useAdminMutation({
    mutationFn: (start: string) =>
      unwrap(api.api.admin.bookings[':id'].move.$post({ param: { id: String(booking.id) }, json: { start } })),
    invalidates: [adminKeys.bookings],
    onSuccess: (moved) => {
      toastSuccess('Booking moved', `${booking.name} has been emailed the new time: ${formatPst(moved.startsAt)}.`)
      onDone()
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to move the booking')),
  })
  const id = `move-${booking.id}`
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const start = businessLocalToIso(local)
        if (!start) return toastFailure('Please choose a date and time.')
        move.mutate(start)
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        New time (Pacific)
        <input
          id={id}
          type="datetime-local"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          className="mt-1 block rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <button type="submit" disabled={move.isPending} className={adminButton.primary}>
        {move.isPending ? 'Moving...' : 'Move and email him'}
      </button>
      <button type="button" className={adminButton.secondary} onClick={onDone}>
        Keep the time
      </button>
    </form>
  )
}
