// The pod sessions held lately in which a man is not marked yet (decision 096): each man of the pod with his
// own mark and his own actions, in one step per man. A man marked leaves the list; a session leaves once every
// man of it is marked.
import { useQuery } from '@tanstack/react-query'
import { ATTENDANCE_LABELS, type AttendanceMark } from '../../../shared/attendance.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, type PodSessionToMark } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { ActionLines, useActionLines } from './action-lines.tsx'
import { MarkButtons } from './mark-buttons.tsx'
import { countOf } from '../../../shared/rules/plural.ts'

type Man = PodSessionToMark['men'][number]

export function PodSessionsToMark() {
  const query = useQuery(adminQueries.podSessionsToMark())
  return (
    <section aria-labelledby="pod-sessions-heading" className={adminCard}>
      <h3 id="pod-sessions-heading" className="text-lg font-bold text-slate-900">
        Pod sessions to mark
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Each pod session of the last two weeks with a man not marked yet: mark each man and write his actions.
      </p>
      <div className="mt-4">
        <QueryView
          query={query}
          what="pod sessions to mark"
          isEmpty={(rows) => rows.length === 0}
          empty={
            <EmptyState title="No pod session to mark.">Each pod session appears here once it is over.</EmptyState>
          }
        >
          {(sessions) => (
            <ul className="divide-y divide-slate-200">
              {sessions.map((session) => (
                <li key={`${session.itemId}-${session.startsAt}`} className="py-3">
                  <p className="font-semibold text-slate-900">
                    {session.itemName} · {formatPst(session.startsAt)}
                  </p>
                  <p className="text-sm text-slate-700">{countOf(session.men.length, 'man', 'men')} in the pod</p>
                  <ul className="mt-2 space-y-3">
                    {session.men.map((man) => (
                      <ManRow key={man.purchaseId} man={man} session={session} />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}

function ManRow({ man, session }: { man: Man; session: PodSessionToMark }) {
  const lines = useActionLines(man.purchaseId)
  const mark = useAdminMutation({
    mutationFn: (attendance: AttendanceMark) =>
      unwrap(
        api.api.admin.actions['pod-sessions'].$post({
          json: { purchaseId: man.purchaseId, sessionStartsAt: session.startsAt, attendance, actions: lines.items },
        }),
      ),
    invalidates: [adminKeys.podSessionsToMark, adminKeys.actions],
    onSuccess: (marked) => {
      toastSuccess(
        'Pod session marked',
        `${man.name}: ${ATTENDANCE_LABELS[marked.attendance]}, ${countOf(marked.actions.length, 'action')} assigned.`,
      )
      lines.reset()
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to mark the session')),
  })
  const what = `${man.name}, ${session.itemName}, ${formatPst(session.startsAt)}`
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{man.name}</span> · {man.email} ·{' '}
          {man.mark ? ATTENDANCE_LABELS[man.mark] : 'Not marked yet'}
        </p>
        <MarkButtons what={what} pending={mark.isPending} onMark={(attendance) => mark.mutate(attendance)} />
      </div>
      <ActionLines state={lines} who={man.name} />
    </li>
  )
}
