// The frame of every dashboard dialog: Headless UI's Dialog traps focus, closes on Escape and outside
// click, and gives focus back to what opened it. Wider than the visitor dialogs, for the owner's forms.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const

interface AdminDialogProps {
  open: boolean
  onClose(): void
  title: string
  /** A line under the title, such as the count of a list. */
  subtitle?: ReactNode
  width?: keyof typeof WIDTHS
  children: ReactNode
}

export function AdminDialog({ open, onClose, title, subtitle, width = 'lg', children }: AdminDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className={`relative w-full ${WIDTHS[width]} rounded-xl bg-white p-6 text-slate-900 shadow-xl`}>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className={
              'absolute right-3 top-3 rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900 ' +
              'focus-visible:outline-2 focus-visible:outline-brand-700'
            }
          >
            ×
          </button>
          <DialogTitle className="pr-8 text-xl font-bold text-slate-900">{title}</DialogTitle>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/**
 * A failure repeated inside the dialog: while a dialog is open the rest of the page, the toast included, is
 * inert, so a screen reader would not hear the toast.
 */
export function DialogError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  )
}
