// A new sequence (its name, and whether it starts from the suggested five emails or one blank one), or a
// sequence's new name.
import { useState } from 'react'
import { FOLLOW_UP_NAME_MAX } from '../../../shared/follow-ups.ts'
import {
  FOLLOW_UP_STARTS,
  followUpSequenceCreateSchema,
  followUpSequenceRenameSchema,
} from '../../../shared/schemas/follow-ups.ts'
import { SelectField } from '../../kit/select-field.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminSequence, adminKeys, refresh } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { DialogFormFooter } from '../shared/dialog-form-footer.tsx'

const START_LABELS: Readonly<Record<(typeof FOLLOW_UP_STARTS)[number], string>> = {
  suggested: 'The suggested five emails (days 0, 2, 5, 9 and 14)',
  blank: 'One blank email',
}

interface Props {
  open: boolean
  onClose(): void
  /** Renames this one; without it, makes a new sequence. */
  sequence?: AdminSequence
}

export function SequenceNameDialog({ open, onClose, sequence }: Props) {
  return (
    <AdminDialog open={open} onClose={onClose} width="md" title={sequence ? 'Rename sequence' : 'New sequence'}>
      {sequence ? <RenameForm sequence={sequence} onClose={onClose} /> : <CreateForm onClose={onClose} />}
    </AdminDialog>
  )
}

function useFailure() {
  const [failure, setFailure] = useState<string | null>(null)
  const fail = (error: unknown, fallback: string) => {
    const message = messageOf(error, fallback)
    setFailure(message)
    toastFailure(message)
  }
  return { failure, setFailure, fail }
}

function CreateForm({ onClose }: { onClose(): void }) {
  const { failure, setFailure, fail } = useFailure()
  const form = useForm({
    schema: followUpSequenceCreateSchema,
    initialValues: { name: '', startFrom: 'suggested' },
    submit: (json) => unwrap(api.api.admin.sequences.$post({ json })),
    onSuccess: async () => {
      toastSuccess('Sequence created', 'Choose which forms start it, and edit its emails.')
      onClose()
      await refresh(adminKeys.sequences)
    },
    onError: (error) => fail(error, 'Failed to create the sequence'),
  })
  return (
    <form
      noValidate
      aria-label="New sequence"
      className="space-y-4"
      onSubmit={(event) => {
        setFailure(null)
        form.handleSubmit(event)
      }}
    >
      <TextField label="Name" field={form.field('name')} maxLength={FOLLOW_UP_NAME_MAX} />
      <SelectField label="Start from" field={form.field('startFrom')} options={START_LABELS} placeholder="Choose" />
      <DialogFormFooter failure={failure} pending={form.isPending} submitLabel="Create Sequence" onCancel={onClose} />
    </form>
  )
}

function RenameForm({ sequence, onClose }: { sequence: AdminSequence; onClose(): void }) {
  const { failure, setFailure, fail } = useFailure()
  const form = useForm({
    schema: followUpSequenceRenameSchema,
    initialValues: { name: sequence.name },
    submit: (json) => unwrap(api.api.admin.sequences[':id'].$put({ param: { id: String(sequence.id) }, json })),
    onSuccess: async () => {
      toastSuccess('Sequence renamed')
      onClose()
      await refresh(adminKeys.sequences)
    },
    onError: (error) => fail(error, 'Failed to rename the sequence'),
  })
  return (
    <form
      noValidate
      aria-label="Rename sequence"
      className="space-y-4"
      onSubmit={(event) => {
        setFailure(null)
        form.handleSubmit(event)
      }}
    >
      <TextField label="Name" field={form.field('name')} maxLength={FOLLOW_UP_NAME_MAX} />
      <DialogFormFooter failure={failure} pending={form.isPending} submitLabel="Save Changes" onCancel={onClose} />
    </form>
  )
}
