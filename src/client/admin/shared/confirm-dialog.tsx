// The one confirmation of the dashboard (SPEC §5: before every delete, archive and reset), in the spec's
// words. An alert dialog: focus starts on Cancel, so Enter never deletes by accident.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { useRef } from 'react'
import { adminButton } from '../../kit/admin-button-styles.ts'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** The question, word for word from the spec where it gives one. */
  message: string
  confirmLabel: string
  pending?: boolean
  onConfirm(): void
  onClose(): void
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      initialFocus={cancel}
      className="fixed inset-0 z-[60] overflow-y-auto"
    >
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <Description className="mt-2 text-slate-700">{message}</Description>
          <div className="mt-6 flex justify-end gap-3">
            <button ref={cancel} type="button" onClick={onClose} className={adminButton.secondary}>
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
              className={adminButton.danger}
            >
              {pending ? 'Working…' : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
