// Which sequence each signup form starts: one choice per form, saved as it is made. Several forms may start the
// same sequence; a form may start none.
import { EMAIL_SIGNUP_SOURCE_LABELS, EMAIL_SIGNUP_SOURCES } from '../../../shared/schemas/leads.ts'
import { controlClass, FieldLabel } from '../../kit/field-message.tsx'
import type { AdminSequences } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { useChooseSequence } from './use-sequence-actions.ts'

const NONE = ''

export function SourceChoices({ data }: { data: AdminSequences }) {
  const choose = useChooseSequence(new Map(data.sequences.map((sequence) => [sequence.id, sequence.name])))
  return (
    <section aria-labelledby="sequence-sources-heading" className={adminCard}>
      <h3 id="sequence-sources-heading" className="text-lg font-bold text-slate-900">
        Which sequence each form starts
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        A man who signs up enters the sequence of his form, unless he is in one already or has already applied, booked,
        bought or unsubscribed.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {EMAIL_SIGNUP_SOURCES.map((source) => {
          const id = `sequence-source-${source}`
          return (
            <div key={source}>
              <FieldLabel htmlFor={id} label={EMAIL_SIGNUP_SOURCE_LABELS[source]} />
              <select
                id={id}
                value={data.sources[source] === null ? NONE : String(data.sources[source])}
                disabled={choose.isPending}
                onChange={(event) =>
                  choose.mutate({
                    source,
                    sequenceId: event.target.value === NONE ? null : Number(event.target.value),
                  })
                }
                className={controlClass(undefined)}
              >
                <option value={NONE}>No follow-up</option>
                {data.sequences.map((sequence) => (
                  <option key={sequence.id} value={String(sequence.id)}>
                    {sequence.name}
                  </option>
                ))}
              </select>
            </div>
          )
        })}
      </div>
    </section>
  )
}
