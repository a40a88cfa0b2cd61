// The per-feature edit dialog (SPEC §2, §4): the feature's editable text, 'You have unsaved changes' or
// 'No changes', Cancel puts back what is saved, Save Changes sends only the changed fields, one
// POST /api/content-edits each.
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { AdminDialog, DialogError } from '../shared/admin-dialog.tsx'
import { adminKeys, adminQueries, type AdminContentEdit } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ContentInput } from '../shared/content-input.tsx'
import type { EditableField } from '../shared/editable-fields.ts'
import { LoadingState } from '../shared/query-view.tsx'
import { saveContentEdit } from '../shared/save-content-edit.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { contentKey } from '../../../shared/sections/section.ts'

interface FeatureEditDialogProps {
  open: boolean
  onClose(): void
  featureName: string
  fields: readonly EditableField[]
}

export function FeatureEditDialog({ open, onClose, featureName, fields }: FeatureEditDialogProps) {
  // SPEC §7: the admin's content list is read only while this dialog is open.
  const query = useQuery({ ...adminQueries.contentEdits(), enabled: open })
  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={`Edit ${featureName}`}
      subtitle="Leave a field empty to show the site's built-in text."
    >
      {query.isPending ? (
        <LoadingState what="content" />
      ) : query.isError ? (
        <DialogError message="Could not load the saved content. Please close this dialog and try again." />
      ) : (
        <FeatureEditForm fields={fields} saved={savedValues(fields, query.data)} onClose={onClose} />
      )}
    </AdminDialog>
  )
}

function savedValues(fields: readonly EditableField[], edits: readonly AdminContentEdit[]): Record<string, string> {
  const stored = new Map(edits.map((edit) => [contentKey(edit), edit.content]))
  return Object.fromEntries(fields.map((field) => [contentKey(field), stored.get(contentKey(field)) ?? '']))
}

function FeatureEditForm({
  fields,
  saved,
  onClose,
}: {
  fields: readonly EditableField[]
  saved: Record<string, string>
  onClose(): void
}) {
  const [draft, setDraft] = useState(saved)
  const changed = useMemo(
    () => fields.filter((field) => draft[contentKey(field)] !== saved[contentKey(field)]),
    [fields, draft, saved],
  )
  const statusId = useId()
  const save = useAdminMutation({
    // One call per changed field, as SPEC §7 says; sent together, so a slow one does not hold up the rest.
    mutationFn: (edits: EditableField[]) =>
      Promise.all(edits.map((field) => saveContentEdit(field, draft[contentKey(field)]!))),
    invalidates: [adminKeys.contentEdits, adminKeys.publicContentEdits],
    onSuccess: () => {
      toastSuccess('Content saved successfully', 'Your changes have been saved to the database.')
      onClose()
    },
    onError: () => toastFailure('There was an error saving your changes. Please try again.', 'Error saving content'),
  })

  const cancel = () => {
    setDraft(saved)
    onClose()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (changed.length > 0 && !save.isPending) save.mutate(changed)
      }}
      className="space-y-4"
    >
      <div className="max-h-[55vh] space-y-4 overflow-y-auto pr-1">
        {fields.map((field) => (
          <ContentInput
            key={contentKey(field)}
            field={field}
            value={draft[contentKey(field)]!}
            onChange={(value) => setDraft((d) => ({ ...d, [contentKey(field)]: value }))}
          />
        ))}
      </div>
      <DialogError message={save.isError ? 'There was an error saving your changes. Please try again.' : null} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p
          id={statusId}
          role="status"
          className={`text-sm font-medium ${changed.length > 0 ? 'text-amber-800' : 'text-slate-600'}`}
        >
          {changed.length > 0 ? 'You have unsaved changes' : 'No changes'}
        </p>
        <div className="flex gap-3">
          <button type="button" onClick={cancel} className={adminButton.secondary}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={changed.length === 0 || save.isPending}
            aria-describedby={statusId}
            className={adminButton.primary}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </div>
    </form>
  )
}
