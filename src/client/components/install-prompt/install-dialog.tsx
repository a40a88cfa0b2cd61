// The 'Install Our App' dialog of SPEC §2: four reasons, then the browser's install prompt ('Install App'),
// or on iOS, where there is none, the three steps in Safari ('Show Install Instructions').
import { useState } from 'react'
import { primaryButton } from '../../kit/button-styles.ts'
import { DialogFrame } from '../../kit/dialog-frame.tsx'

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
    <DialogFrame open onClose={onClose} title="Install Our App" width="max-w-sm" bottomOnPhones>
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
    </DialogFrame>
  )
}
