// The owner's short list after his sessions (decision 075): each booked session that is over
// and not yet marked, with one button for attended and one for no-show. A package's session has the actions agreed
// in it written beside the mark, sent with it as one step (decision 096). A mark takes the session off the list.
import { useQuery } from '@tanstack/react-query'
import { ATTENDANCE_LABELS, type AttendanceMark } from '../../../shared/attendance.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import type { ActionItemInput } from '../../../shared/schemas/actions.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { type AdminBooking, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { ActionLines, useActionLines } from './action-lines.tsx'
import { MarkButtons } from './mark-buttons.tsx'

export function SessionsToMark() {
  const query = useQuery(adminQueries.sessionsToMark())
  return (
    <section aria-labelledby="sessions-to-mark-heading" className={adminCard}>
      <h3 id="sessions-to-mark-heading" className="text-lg font-bold text-slate-900">
        Sessions to mark
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Sessions that are over: write the actions agreed, then mark each attended or no-show. The marks show in each
        person&apos;s journey and in Analytics.
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
  const what = `${booking.name}, ${formatPst(booking.startsAt)}`
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm">
          <p className="font-semibold text-slate-900">
            {formatPst(booking.startsAt)} · {booking.durationMinutes} min
          </p>
          <p className="text-slate-700">
            {booking.name} · {booking.kind === 'one-to-one' ? 'one-to-one session' : 'free strategy call'}
          </p>
        </div>
        {booking.purchaseId === null && <MarkOnly booking={booking} what={what} />}
      </div>
      {booking.purchaseId !== null && <MarkWithActions booking={booking} purchaseId={booking.purchaseId} what={what} />}
    </li>
  )
}

function useMark(booking: AdminBooking, onMarked?: () => void) {
  return useAdminMutation({
    mutationFn: ({ attendance, actions }: { attendance: AttendanceMark; actions: ActionItemInput[] }) =>
      unwrap(
        api.api.admin.actions.sessions[':id'].$post({
          param: { id: String(booking.id) },
          json: { attendance, actions },
        }),
      ),
    invalidates: [adminKeys.bookings, adminKeys.actions],
    onSuccess: (marked) => {
      const assigned = marked.actions.length > 0 ? `, ${countOf(marked.actions.length, 'action')} assigned` : ''
      toastSuccess('Session marked', `${booking.name}: ${ATTENDANCE_LABELS[marked.booking.attendance!]}${assigned}.`)
      onMarked?.()
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to mark the session')),
  })
}

/** A free call: its mark alone, since a call that was not bought has no actions. */
function MarkOnly({ booking, what }: { booking: AdminBooking; what: string }) {
  const mark = useMark(booking)
  return (
    <MarkButtons
      what={what}
      pending={mark.isPending}
      onMark={(attendance) => mark.mutate({ attendance, actions: [] })}
    />
  )
}

/** A session of a package: its mark and the actions agreed in it, sent as one step. */
function MarkWithActions({ booking, purchaseId, what }: { booking: AdminBooking; purchaseId: number; what: string }) {
  const lines = useActionLines(purchaseId)
  const mark = useMark(booking, lines.reset)
  return (
    <div>
      <ActionLines state={lines} who={booking.name} />
      <div className="mt-2 flex justify-end">
        <MarkButtons
          what={what}
          pending={mark.isPending}
          onMark={(attendance) => mark.mutate({ attendance, actions: lines.items })}
        />
      </div>
    </div>
  )
}
