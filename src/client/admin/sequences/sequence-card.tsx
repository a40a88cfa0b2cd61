// One sequence in the Sequences tab: its name, the forms that start it, its leads, and its emails in the order
// they go, each with its day and subject, to edit or remove; an email added at the end; rename and delete.
import { useState } from 'react'
import { countOf } from '../../../shared/rules/plural.ts'
import { EMAIL_SIGNUP_SOURCE_LABELS } from '../../../shared/schemas/leads.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import type { AdminSequence, AdminSequenceStep } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { SequenceNameDialog } from './sequence-name-dialog.tsx'
import { StepEditorDialog } from './step-editor-dialog.tsx'
import { useAddStep, useDeleteSequence, useRemoveStep } from './use-sequence-actions.ts'

const dayLabel = (day: number) => (day === 0 ? 'Day 0 (within a minute)' : `Day ${day}`)

export function SequenceCard({ sequence }: { sequence: AdminSequence }) {
  const [editingId, setEditingId] = useState<number | null>(null)
  const [removing, setRemoving] = useState<AdminSequenceStep | null>(null)
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const addStep = useAddStep(setEditingId)
  const removeStep = useRemoveStep(() => setRemoving(null))
  const deleteSequence = useDeleteSequence(() => setDeleting(false))
  const editing = sequence.steps.find((step) => step.id === editingId) ?? null
  const headingId = `sequence-${sequence.id}-heading`
  const startedBy = sequence.sources.map((source) => EMAIL_SIGNUP_SOURCE_LABELS[source]).join(', ')

  return (
    <section aria-labelledby={headingId} className={adminCard}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {sequence.name}
          </h3>
          <p className="text-sm text-slate-700">
            {startedBy ? `Started by: ${startedBy}` : 'No form starts it'} · {countOf(sequence.running, 'lead')} in it
            now · {sequence.finished} finished or stopped
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => setRenaming(true)} className={adminButton.secondary}>
            Rename
          </button>
          <button type="button" onClick={() => setDeleting(true)} className={adminButton.dangerOutline}>
            Delete
          </button>
        </div>
      </div>
      <ol className="mt-4 divide-y divide-slate-200" aria-label={`Emails of ${sequence.name}`}>
        {sequence.steps.map((step, index) => (
          <li key={step.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-700">
                Email {index + 1} · {dayLabel(step.delayDays)}
              </p>
              <p className="truncate text-slate-900">{step.subject}</p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => setEditingId(step.id)}
                aria-label={`Edit email ${index + 1}: ${step.subject}`}
                className={adminButton.secondary}
              >
                Edit
              </button>
              <button
                type="button"
                onClick={() => setRemoving(step)}
                aria-label={`Remove email ${index + 1}: ${step.subject}`}
                className={adminButton.dangerOutline}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => addStep.mutate(sequence.id)}
        disabled={addStep.isPending}
        className={`${adminButton.secondary} mt-3`}
      >
        {addStep.isPending ? 'Adding…' : 'Add an email'}
      </button>
      <StepEditorDialog sequence={sequence} step={editing} onClose={() => setEditingId(null)} />
      <SequenceNameDialog open={renaming} onClose={() => setRenaming(false)} sequence={sequence} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this email"
        message={`Remove “${removing?.subject ?? ''}” from ${sequence.name}? Leads who have not had it yet get the next email on its day.`}
        confirmLabel="Remove"
        pending={removeStep.isPending}
        onConfirm={() => removing && removeStep.mutate({ sequenceId: sequence.id, stepId: removing.id })}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete this sequence"
        message={`Delete ${sequence.name} and its emails? Only a sequence no lead has been in can be deleted.`}
        confirmLabel="Delete"
        pending={deleteSequence.isPending}
        onConfirm={() => deleteSequence.mutate(sequence.id)}
        onClose={() => setDeleting(false)}
      />
    </section>
  )
}
