// The owner's one list of coaching clients (decision 107): each paid pod or package with where its guarantee
// stands in the words the client reads, the next session, actions open and overdue, the intake and the sessions
// left, and his own refund with a reason.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminQueries, type CoachingClientRow } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { OwnerRefundDialog } from './owner-refund-dialog.tsx'

const STANDING_TONE: Record<CoachingClientRow['guarantee']['standing'], string> = {
  none: 'text-slate-700',
  'on-track': 'text-emerald-800',
  'awaiting-marks': 'text-amber-900',
  'not-met': 'text-red-800',
  ended: 'text-slate-700',
}

const cell = 'px-3 py-2 align-top'

function ClientRow({ client, onRefund }: { client: CoachingClientRow; onRefund(): void }) {
  return (
    <tr className="border-b border-slate-100">
      <th scope="row" className={`${cell} text-left font-normal`}>
        <span className="font-semibold text-slate-900">{client.name}</span>
        <span className="block text-slate-600">{client.description}</span>
      </th>
      <td className={`${cell} ${STANDING_TONE[client.guarantee.standing]}`}>
        {client.guarantee.words ?? 'No guarantee'}
        <span className="block text-slate-600">{client.guarantee.endsWords}</span>
      </td>
      <td className={cell}>{client.nextSession ? formatPst(client.nextSession) : 'None booked'}</td>
      <td className={`${cell} tabular-nums`}>
        {client.actionsOpen} open
        {client.actionsOverdue > 0 && <span className="block text-red-800">{client.actionsOverdue} overdue</span>}
      </td>
      <td className={cell}>{client.intakeDoneAt ? 'Done' : 'Not yet'}</td>
      <td className={`${cell} tabular-nums`}>{client.sessionsLeft ?? '–'}</td>
      <td className={cell}>
        <button type="button" onClick={onRefund} className={adminButton.dangerOutline}>
          Refund…<span className="sr-only"> {client.name}</span>
        </button>
      </td>
    </tr>
  )
}

const HEADINGS = ['Client', 'Guarantee', 'Next session', 'Actions', 'Intake', 'Sessions left', '']

export function ClientsTab() {
  const query = useQuery(adminQueries.coachingClients())
  const [refunding, setRefunding] = useState<CoachingClientRow | null>(null)
  return (
    <section aria-labelledby="clients-heading" className={adminCard}>
      <h2 id="clients-heading" className="text-lg font-bold text-slate-900">
        Coaching clients
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Everyone in a pod or a one-to-one package, newest first, with where his 30-day guarantee stands.
      </p>
      <div className="mt-4">
        <QueryView
          query={query}
          what="clients"
          isEmpty={(data) => data.clients.length === 0}
          empty={
            <EmptyState title="No coaching clients yet.">
              A man who buys a pod or a one-to-one package shows here, with his guarantee, sessions and actions.
            </EmptyState>
          }
        >
          {(data) => (
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm" aria-label="Coaching clients">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-slate-700">
                    {HEADINGS.map((heading, i) => (
                      <th key={i} scope="col" className="px-3 py-2">
                        {heading || <span className="sr-only">Refund</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.clients.map((client) => (
                    <ClientRow key={client.purchaseId} client={client} onRefund={() => setRefunding(client)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </div>
      <OwnerRefundDialog client={refunding} onClose={() => setRefunding(null)} />
    </section>
  )
}
