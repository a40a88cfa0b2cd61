// His actions in the journey (decision 096): how many are open and overdue, then each one, the earliest due
// first, with when it was assigned, its due time, and done (on time or late), overdue or withdrawn with the
// reason. The owner withdraws one with a reason, which he and the record keep.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ACTION_STATE_LABELS } from '../../../shared/actions.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, type ClientActions } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

type Action = ClientActions['actions'][number]

function stateWords(action: Action): string {
  if (action.state === 'done')
    return `Done ${formatPst(action.doneAt!)}${action.doneLate ? ', after its due time' : ''}`
  if (action.state === 'withdrawn') return `Withdrawn: ${action.withdrawnReason ?? ''}`
  return ACTION_STATE_LABELS[action.state]
}

export function ClientActionsRecord({ contactId }: { contactId: number }) {
  const query = useQuery(adminQueries.clientActions(contactId))
  return (
    <section aria-label="Actions" className="text-sm">
      <h3 className="font-semibold text-slate-900">Actions</h3>
      <QueryView query={query} what="his actions">
        {(record) =>
          record.actions.length === 0 ? (
            <p className="text-slate-700">No actions assigned yet.</p>
          ) : (
            <>
              <p className="text-slate-700">
                {countOf(record.open, 'open action')} · {countOf(record.overdue, 'overdue action')}
              </p>
              <ol className="mt-1 space-y-2 border-l-2 border-slate-200 pl-4">
                {record.actions.map((action) => (
                  <ActionRow key={action.id} action={action} />
                ))}
              </ol>
            </>
          )
        }
      </QueryView>
    </section>
  )
}

function ActionRow({ action }: { action: Action }) {
  const [reason, setReason] = useState<string | null>(null)
  const withdraw = useAdminMutation({
    mutationFn: (why: string) =>
      unwrap(api.api.admin.actions[':id'].withdraw.$post({ param: { id: String(action.id) }, json: { reason: why } })),
    invalidates: [adminKeys.actions],
    onSuccess: () => {
      toastSuccess('Action withdrawn', action.title)
      setReason(null)
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to withdraw the action')),
  })
  const canWithdraw = action.state !== 'withdrawn'
  return (
    <li className="text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{action.title}</span> · {stateWords(action)}
      </p>
      <p className="text-xs">
        Assigned {formatPst(action.assignedAt)} · due {action.due} · {action.description}
      </p>
      {action.note && <p className="text-xs">His note: {action.note}</p>}
      {canWithdraw && reason === null && (
        <button type="button" className={`${adminButton.secondary} mt-1`} onClick={() => setReason('')}>
          Withdraw
        </button>
      )}
      {canWithdraw && reason !== null && (
        <form
          className="mt-1 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            withdraw.mutate(reason)
          }}
        >
          <label className="text-xs text-slate-800">
            Why is it withdrawn?
            <input
              className="mt-1 block w-64 rounded-md border border-slate-400 px-2 py-1 text-sm"
              value={reason}
              required
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className={adminButton.dangerOutline} disabled={withdraw.isPending || !reason.trim()}>
            Withdraw the action
          </button>
          <button type="button" className={adminButton.secondary} onClick={() => setReason(null)}>
            Keep it
          </button>
        </form>
      )}
    </li>
  )
}
