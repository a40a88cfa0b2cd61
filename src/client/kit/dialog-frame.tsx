// The frame of every dialog, the visitors' and the dashboard's: Headless UI's Dialog traps focus, closes on
// Escape and outside click, and gives focus back to what opened it.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { refusalOr } from '../lib/http.ts'

interface DialogFrameProps {
  open: boolean
  onClose(): void
  title: string
  /** The panel's Tailwind max-width; the dashboard's forms are wider than a lead dialog. */
  width?: string
  /** On a phone the panel sits at the bottom, in reach of the thumb: for a prompt the visitor did not open. */
  bottomOnPhones?: boolean
  children: ReactNode
}

export function DialogFrame({
  open,
  onClose,
  title,
  width = 'max-w-md',
  bottomOnPhones = false,
  children,
}: DialogFrameProps) {
  const placement = bottomOnPhones ? 'items-end sm:items-center' : 'items-center'
  return (
    // The dialog element itself covers the window, so it has a box of its own (visible to tools and
    // assistive technology) and a tall panel scrolls on a short screen.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className={`relative flex min-h-full ${placement} justify-center p-4`}>
        <DialogPanel className={`relative w-full ${width} rounded-xl bg-white p-6 text-slate-900 shadow-xl`}>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className={
              'absolute right-3 top-3 rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900 ' +
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
            }
          >
            ×
          </button>
          <DialogTitle className="pr-8 text-xl font-bold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** SPEC §8: the exit popup's and the resource dialog's failure. */
export const DIALOG_FAILURE = 'Something went wrong. Please try again.'

/**
 * The failure repeated inside the dialog: while a dialog is open the rest of the page, the toast included,
 * is inert, so a screen reader would not hear the toast.
 */
export function DialogFailure({ failed, failure }: { failed: boolean; failure?: unknown }) {
  if (!failed) return null
  return (
    <p role="alert" className="text-center text-sm font-medium text-red-700">
      {refusalOr(failure, DIALOG_FAILURE)}
    </p>
  )
}
