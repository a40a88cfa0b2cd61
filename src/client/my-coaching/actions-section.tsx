// "Your actions": what he agreed to do after each call, with its due time on the coach's clock, in three groups:
// overdue (its due time passed and not done), open, and done. He marks one done, or undoes it before its due time.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ACTION_STATE_LABELS, type ActionState } from '../../shared/actions.ts'
import { messageOf } from '../lib/api.ts'
import { ACTIONS_KEY, markDone, type OwnAction, readActions, undoDone } from './my-coaching-api.ts'
import { smallButton, smallOutlineButton } from './my-coaching-styles.ts'

const GROUPS: { state: ActionState; heading: string }[] = [
  { state: 'overdue', heading: 'Overdue' },
  { state: 'open', heading: 'Open' },
  { state: 'done', heading: 'Done' },
]

function doneWords(action: OwnAction): string {
  return action.doneLate ? 'Done, after its due time.' : 'Done on time.'
}

function ActionCard({ action }: { action: OwnAction }) {
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: () => (action.state === 'done' ? undoDone(action.id) : markDone(action.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  })
  const canMark = action.state === 'open' || action.state === 'overdue'
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={action.title}>
      <p className="font-semibold text-slate-900">{action.title}</p>
      {action.detail && <p className="mt-1 whitespace-pre-line text-slate-700">{action.detail}</p>}
      <p className="mt-1 text-sm text-slate-700">
        {ACTION_STATE_LABELS[action.state]} · due {action.due}
        {action.state === 'done' ? ` · ${doneWords(action)}` : ''}
      </p>
      {action.note && <p className="mt-1 text-sm text-slate-600">Your note: {action.note}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {canMark && (
          <button
            type="button"
            className={smallButton}
            disabled={move.isPending}
            aria-label={`Mark done: ${action.title}`}
            onClick={() => move.mutate()}
          >
            {move.isPending ? 'Marking it done…' : 'Mark done'}
          </button>
        )}
        {action.canUndo && (
          <button
            type="button"
            className={smallOutlineButton}
            disabled={move.isPending}
            aria-label={`Undo: ${action.title} not done yet`}
            onClick={() => move.mutate()}
          >
            {move.isPending ? 'Undoing…' : 'Undo: not done yet'}
          </button>
        )}
      </div>
      {move.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(move.error, 'We could not save that. Please try again.')}
        </p>
      )}
    </li>
  )
}

export function ActionsSection() {
  const query = useQuery({ queryKey: ACTIONS_KEY, queryFn: readActions })
  return (
    <section aria-labelledby="actions-heading" className="mt-8">
      <h2 id="actions-heading" className="text-xl font-semibold text-slate-900">
        Your actions
      </h2>
      {query.isPending && <p className="mt-2 text-slate-600">Loading your actions…</p>}
      {query.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(query.error, 'We could not load your actions. Please reload the page.')}
        </p>
      )}
      {query.data?.length === 0 && (
        <p className="mt-2 text-slate-600">
          No actions yet. After each call, the actions you agree with your coach appear here.
        </p>
      )}
      {query.data &&
        GROUPS.map(({ state, heading }) => {
          const actions = query.data.filter((action) => action.state === state)
          if (actions.length === 0) return null
          return (
            <div key={state} className="mt-3">
              <h3 className="font-semibold text-slate-900">
                {heading} ({actions.length})
              </h3>
              <ul className="mt-2 space-y-3">
                {actions.map((action) => (
                  <ActionCard key={action.id} action={action} />
                ))}
              </ul>
            </div>
          )
        })}
    </section>
  )
}
