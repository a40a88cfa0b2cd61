// The 'Install Our App' dialog of SPEC §2: four reasons, then the browser's install prompt ('Install App'),
// or on iOS, where there is none, the three steps in Safari ('Show Install Instructions').
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { primaryButton } from '../../kit/button-styles.ts'

const BENEFITS = ['Faster loading', 'Mobile optimized', 'Works offline', 'Push notifications for new content'] as const

const IOS_STEPS = ['Tap the Share button in Safari', "Tap 'Add to Home Screen'", "Tap 'Add'"] as const

interface InstallDialogProps {
  ios: boolean
  onInstall(): Promise<void>
  onClose(): void
}

export default function InstallDialog({ ios, onInstall, onClose }: InstallDialogProps) {
  const [showSteps, setShowSteps] = useState(false)
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="relative flex min-h-full items-end justify-center p-4 sm:items-center">
        <DialogPanel className="relative w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className={
              'absolute right-3 top-3 rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900 ' +
              'focus-visible:outline-2 focus-visible:outline-brand-500'
            }
          >
            ×
          </button>
          <DialogTitle className="pr-8 text-xl font-bold">Install Our App</DialogTitle>
          <p className="mt-2 text-slate-700">Keep coaching resources one tap away on your home screen.</p>
          <ul className="mt-4 space-y-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          {ios ? (
            showSteps ? (
              <ol className="mt-6 list-decimal space-y-2 rounded-lg bg-slate-50 p-4 pl-8 text-slate-800">
                {IOS_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : (
              <button type="button" onClick={() => setShowSteps(true)} className={`mt-6 w-full ${primaryButton}`}>
                Show Install Instructions
              </button>
            )
          ) : (
            <button type="button" onClick={() => void onInstall()} className={`mt-6 w-full ${primaryButton}`}>
              Install App
            </button>
          )}
          <button
            type="button"
            onClick={onClose}
            className="mt-3 w-full py-2 text-sm font-medium text-slate-600 hover:text-slate-900"
          >
            Not now
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
