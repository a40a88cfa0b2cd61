// One field of the Content tab, saved on its own (SPEC §8 single-field toasts: 'Content Updated', or
// 'Failed to update {label}: {message}').
import { useState } from 'react'
import { adminKeys } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ContentInput } from '../shared/content-input.tsx'
import type { EditableField } from '../shared/editable-fields.ts'
import { saveContentEdit } from '../shared/save-content-edit.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

/** SPEC §8: an error reads "status: body", which is what ApiError's message already says. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function ContentFieldEditor({ field, saved }: { field: EditableField; saved: string }) {
  const [value, setValue] = useState(saved)
  const save = useAdminMutation({
    mutationFn: (content: string) => saveContentEdit(field, content),
    invalidates: [adminKeys.contentEdits, adminKeys.publicContentEdits],
    onSuccess: () => toastSuccess('Content Updated', `${field.label} saved.`),
    onError: (error) => toastFailure(`Failed to update ${field.label}: ${errorText(error)}`),
  })
  const unchanged = value === saved

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!unchanged && !save.isPending) save.mutate(value)
      }}
      className="flex flex-col gap-2"
    >
      <ContentInput field={field} value={value} onChange={setValue} />
      <button type="submit" disabled={unchanged || save.isPending} className={`${adminButton.primary} self-end`}>
        {save.isPending ? 'Saving...' : 'Save'}
        <span className="sr-only"> {field.label}</span>
      </button>
    </form>
  )
}
