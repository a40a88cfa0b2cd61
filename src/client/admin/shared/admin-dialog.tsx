// Every dashboard dialog: the kit's frame, wider than the visitors' dialogs for the owner's forms, with an
// optional line under the title.
import type { ReactNode } from 'react'
import { DialogFrame } from '../../kit/dialog-frame.tsx'

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
    <DialogFrame open={open} onClose={onClose} title={title} width={WIDTHS[width]}>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-4">{children}</div>
    </DialogFrame>
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
