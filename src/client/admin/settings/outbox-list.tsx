// The outbox as the owner sees it in Settings: each message with its status, why it failed, waits or was withheld
// (the person opted out, or a follow-up stopped because he acted: no Retry, nothing is wrong), and Retry for a
// failed one.
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, type OutboxMessage } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { RefreshButton } from '../shared/refresh-button.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { countOf } from '../../../shared/rules/plural.ts'

const STATUS_LOOK: Readonly<Record<OutboxMessage['status'], { label: string; tone: string }>> = {
  pending: { label: 'Pending', tone: 'bg-amber-100 text-amber-900' },
  sending: { label: 'Sending', tone: 'bg-sky-100 text-sky-900' },
  sent: { label: 'Sent', tone: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-900' },
  withheld: { label: 'Withheld', tone: 'bg-slate-100 text-slate-800' },
}

function useRetry() {
  return useAdminMutation({
    mutationFn: (message: OutboxMessage) =>
      unwrap(api.api.admin.outbox[':id'].retry.$post({ param: { id: String(message.id) } })),
    invalidates: [adminKeys.outbox],
    onSuccess: () => toastSuccess('Message queued for retry', 'It goes out with the next delivery run.'),
    onError: (error) => toastServerFailure(error, 'Failed to retry the message'),
  })
}

export function OutboxList() {
  const query = useQuery(adminQueries.outbox())
  const retry = useRetry()
  return (
    <section aria-labelledby="outbox-heading" className={adminCard}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="outbox-heading" className="text-lg font-bold text-slate-900">
          Outbox
        </h3>
        <RefreshButton query={query} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Emails and texts the site sends: what went out, what waits, and what failed and why.
      </p>
      <div className="mt-4">
        <QueryView
          query={query}
          what="messages"
          isEmpty={(messages) => messages.length === 0}
          empty={<EmptyState title="No messages yet." />}
        >
          {(messages) => (
            <ul className="divide-y divide-slate-200" aria-label="Messages">
              {messages.map((message) => (
                <li
                  key={message.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                  aria-label={`${message.template} to ${message.recipient}`}
                >
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold text-slate-900">
                      {message.template} <span className="font-normal text-slate-600">({message.channel})</span> to{' '}
                      {message.recipient || '(removed)'}
                    </p>
                    <p className="text-slate-600">
                      {formatPst(message.createdAt)} · {countOf(message.attempts, 'attempt')}
                      {message.sentAt && ` · sent ${formatPst(message.sentAt)}`}
                    </p>
                    {message.lastError && message.status === 'withheld' && (
                      <p className="mt-1 text-slate-700">{message.lastError}</p>
                    )}
                    {message.lastError && message.status !== 'sent' && message.status !== 'withheld' && (
                      <p className="mt-1 text-red-800">Reason: {message.lastError}</p>
                    )}
                  </div>
                  <div className="flex items-center gap-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[message.status].tone}`}
                    >
                      {STATUS_LOOK[message.status].label}
                    </span>
                    {message.status === 'failed' && (
                      <button
                        type="button"
                        onClick={() => retry.mutate(message)}
                        disabled={retry.isPending}
                        className={adminButton.secondary}
                      >
                        Retry
                        <span className="sr-only">
                          {' '}
                          {message.template} to {message.recipient}
                        </span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}
