// The owner's short list after his sessions (issue #27 item 5, decision 075): each booked session that is over
// and not yet marked, with one button for attended and one for no-show. A mark takes the session off the list.
import { useQuery } from '@tanstack/react-query'
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, type AttendanceMark } from '../../../shared/attendance.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { type AdminBooking, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

export function SessionsToMark() {
  const query = useQuery(adminQueries.sessionsToMark())
  return (
    <section aria-labelledby="sessions-to-mark-heading" className={adminCard}>
      <h3 id="sessions-to-mark-heading" className="text-lg font-bold text-slate-900">
        Sessions to mark
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Sessions that are over: mark each attended or no-show. The marks show in each person&apos;s journey and in
        Analytics.
      </p>
      <div className="mt-4">
        <QueryView
          query={query}
          what="sessions to mark"
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title="Nothing to mark.">Each session appears here once it is over.</EmptyState>}
        >
          {(rows) => (
            <ul className="divide-y divide-slate-200">
              {rows.map((booking) => (
                <SessionRow key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}

function SessionRow({ booking }: { booking: AdminBooking }) {
  const mark = useAdminMutation({
    mutationFn: (attendance: AttendanceMark) =>
      unwrap(
        api.api.admin.bookings[':id'].attendance.$post({ param: { id: String(booking.id) }, json: { attendance } }),
      ),
    invalidates: [adminKeys.bookings],
    onSuccess: (marked) => toastSuccess('Session marked', `${booking.name}: ${ATTENDANCE_LABELS[marked.attendance!]}.`),
    onError: (error) => toastFailure(messageOf(error, 'Failed to mark the session')),
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="font-semibold text-slate-900">
          {formatPst(booking.startsAt)} · {booking.durationMinutes} min
        </p>
        <p className="text-slate-700">
          {booking.name} · {booking.kind === 'one-to-one' ? 'one-to-one session' : 'free strategy call'}
        </p>
      </div>
      <div className="flex gap-2">
        {ATTENDANCE_MARKS.map((attendance) => (
          <button
            key={attendance}
            type="button"
            disabled={mark.isPending}
            className={attendance === 'attended' ? adminButton.secondary : adminButton.dangerOutline}
            aria-label={`${ATTENDANCE_LABELS[attendance]}: ${booking.name}, ${formatPst(booking.startsAt)}`}
            onClick={() => mark.mutate(attendance)}
          >
            {ATTENDANCE_LABELS[attendance]}
          </button>
        ))}
      </div>
    </li>
  )
}
