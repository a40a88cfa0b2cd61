// The Sequences tab (decision 065): the follow-up emails a lead gets after the free guide, the exit popup or the
// resource library, until he applies, books a call, buys or unsubscribes. Which sequence each form starts, each
// sequence with its emails, and a new sequence; a site with none is offered the suggested one.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SUGGESTED_FOLLOW_UP_NAME } from '../../../shared/follow-ups.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { api, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { SequenceCard } from './sequence-card.tsx'
import { SequenceNameDialog } from './sequence-name-dialog.tsx'
import { SourceChoices } from './source-choices.tsx'

/** The suggested sequence, started by every form: what a new site gets in one press. */
function useStartSuggested() {
  return useAdminMutation({
    mutationFn: async () => {
      const { id } = await unwrap(
        api.api.admin.sequences.$post({ json: { name: SUGGESTED_FOLLOW_UP_NAME, startFrom: 'suggested' } }),
      )
      for (const source of ['guide', 'exit_intent_popup', 'resource_library'] as const)
        await unwrap(api.api.admin['sequence-sources'][':source'].$put({ param: { source }, json: { sequenceId: id } }))
    },
    invalidates: [adminKeys.sequences],
    onSuccess: () => toastSuccess('Sequence created', 'Every signup form now starts the suggested follow-up.'),
    onError: (error) => toastServerFailure(error, 'Failed to create the sequence'),
  })
}

export function SequencesTab() {
  const query = useQuery(adminQueries.sequences())
  const [creating, setCreating] = useState(false)
  const startSuggested = useStartSuggested()
  return (
    <section aria-labelledby="sequences-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sequences-heading" className="text-xl font-bold text-slate-900">
            Sequences
          </h2>
          <p className="max-w-3xl text-sm text-slate-700">
            Follow-up emails after a free guide, exit popup or resource library signup, each on its day. A man&apos;s
            sequence stops within a minute when he applies, books a call, buys or unsubscribes. Opens are not tracked.
          </p>
        </div>
        <button type="button" onClick={() => setCreating(true)} className={adminButton.primary}>
          New sequence
        </button>
      </div>
      <QueryView
        query={query}
        what="sequences"
        isEmpty={(data) => data.sequences.length === 0}
        empty={
          <EmptyState title="No follow-up sequences yet.">
            <p>A man who asks for the guide gets it and nothing more.</p>
            <button
              type="button"
              onClick={() => startSuggested.mutate()}
              disabled={startSuggested.isPending}
              className={`${adminButton.primary} mt-3`}
            >
              {startSuggested.isPending ? 'Creating…' : 'Start the suggested follow-up'}
            </button>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-6">
            <SourceChoices data={data} />
            {data.sequences.map((sequence) => (
              <SequenceCard key={sequence.id} sequence={sequence} />
            ))}
          </div>
        )}
      </QueryView>
      <SequenceNameDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  )
}
