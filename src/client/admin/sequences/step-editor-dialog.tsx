// One follow-up email's editor: its day, subject and body beside a live preview and 'Send me a test'. The form
// checks with the worker's own schema and shows the worker's refusals under their fields (a day out of order),
// and keeps every word typed through any refusal; Cancel leaves the saved email as it was.
import { useState } from 'react'
import { FOLLOW_UP_BODY_MAX, FOLLOW_UP_MAX_DAY, FOLLOW_UP_SUBJECT_MAX } from '../../../shared/follow-ups.ts'
import { followUpStepSchema } from '../../../shared/schemas/follow-ups.ts'
import { TextField } from '../../kit/text-field.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminSequence, type AdminSequenceStep, adminKeys, refresh } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { DialogFormFooter } from '../shared/dialog-form-footer.tsx'
import { EmailPreview } from './email-preview.tsx'

interface Props {
  sequence: AdminSequence
  step: AdminSequenceStep | null
  onClose(): void
}

export function StepEditorDialog({ sequence, step, onClose }: Props) {
  const number = step ? sequence.steps.findIndex((candidate) => candidate.id === step.id) + 1 : 0
  return (
    <AdminDialog
      open={step !== null}
      onClose={onClose}
      width="xl"
      title={`Email ${number} of ${sequence.name}`}
      subtitle="Sent on its day after the signup, unless he has applied, booked, bought or unsubscribed."
    >
      {step && <StepForm key={step.id} sequenceId={sequence.id} step={step} onClose={onClose} />}
    </AdminDialog>
  )
}

/** A blank day is no day: Number('') would read it as day 0. */
const dayNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed))

function StepForm({ sequenceId, step, onClose }: { sequenceId: number; step: AdminSequenceStep; onClose(): void }) {
  const [failure, setFailure] = useState<string | null>(null)
  const saved = { delayDays: String(step.delayDays), subject: step.subject, body: step.body }
  const form = useForm({
    schema: followUpStepSchema,
    initialValues: saved,
    toPayload: (values) => ({ ...values, delayDays: dayNumber(values.delayDays) }),
    submit: (json) =>
      unwrap(
        api.api.admin.sequences[':id'].steps[':stepId'].$put({
          param: { id: String(sequenceId), stepId: String(step.id) },
          json,
        }),
      ),
    onSuccess: async () => {
      toastSuccess('Email saved', 'Leads get the new words from their next email on.')
      onClose()
      await refresh(adminKeys.sequences)
    },
    onError: (error) => {
      const message = messageOf(error, 'Failed to save the email')
      setFailure(message)
      toastFailure(message)
    },
  })
  const changed = (Object.keys(saved) as (keyof typeof saved)[]).some((name) => form.values[name] !== saved[name])
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => {
          setFailure(null)
          form.handleSubmit(event)
        }}
        aria-label="Follow-up email"
        className="space-y-4"
      >
        <TextField
          label={`Day after the signup (0 to ${FOLLOW_UP_MAX_DAY})`}
          field={form.field('delayDays')}
          inputMode="numeric"
          maxLength={3}
        />
        <TextField label="Subject" field={form.field('subject')} maxLength={FOLLOW_UP_SUBJECT_MAX} />
        <TextareaField label="Body" field={form.field('body')} rows={14} maxLength={FOLLOW_UP_BODY_MAX} />
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p>
            <code>{'{firstName}'}</code> is his first name (&lsquo;friend&rsquo; if he gave none). A blank line starts a
            new paragraph. A link is <code>[words](/a-page)</code> for a page of this site, or{' '}
            <code>[words](https://…)</code>.
          </p>
          <p className="mt-1">
            Pages: <code>/#strategy-call</code> (free call), <code>/#coaching-paths</code> (pods),{' '}
            <code>/checkout?type=brotherhood</code> (pay for a pod), <code>/#consultation</code> (apply).
          </p>
        </div>
        <p role="status" className={`text-sm font-medium ${changed ? 'text-amber-800' : 'text-slate-600'}`}>
          {changed ? 'You have unsaved changes' : 'No changes'}
        </p>
        <DialogFormFooter failure={failure} pending={form.isPending} submitLabel="Save Changes" onCancel={onClose} />
      </form>
      <EmailPreview draft={{ subject: form.values.subject, body: form.values.body }} />
    </div>
  )
}
