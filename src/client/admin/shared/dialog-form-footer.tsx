// The end of every create/edit dialog form: the server's failure, Cancel, and the submit button.
import { SubmitButton } from '../../kit/submit-button.tsx'
import { DialogError } from './admin-dialog.tsx'
import { adminButton } from '../../kit/admin-button-styles.ts'

interface Props {
  failure: string | null
  pending: boolean
  /** 'Save Changes' when editing, 'Create …' when adding. */
  submitLabel: string
  onCancel(): void
}

export function DialogFormFooter({ failure, pending, submitLabel, onCancel }: Props) {
  return (
    <>
      <DialogError message={failure} />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} className={adminButton.secondary}>
          Cancel
        </button>
        <div className="w-44">
          <SubmitButton pending={pending} label={submitLabel} pendingLabel="Saving..." />
        </div>
      </div>
    </>
  )
}
