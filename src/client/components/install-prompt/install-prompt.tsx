// SPEC §2 "Install prompt": a round button bottom right (above the chat button) once the site can be
// installed, and the 'Install Our App' dialog, loaded only when it first opens.
import { lazy, Suspense } from 'react'
import { useFocusBackOnClose } from '../use-focus-back-on-close.ts'
import { useInstallPrompt } from './use-install-prompt.ts'

const InstallDialog = lazy(() => import('./install-dialog.tsx'))

export function InstallPrompt() {
  const prompt = useInstallPrompt()
  const button = useFocusBackOnClose(prompt.open)
  if (!prompt.available) return null
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Install our app"
        aria-haspopup="dialog"
        onClick={prompt.show}
        className="fixed bottom-20 right-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-brand-500 text-ink shadow-lg hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
        </svg>
      </button>
      {prompt.open && (
        <Suspense fallback={null}>
          <InstallDialog ios={prompt.ios} onInstall={prompt.install} onClose={prompt.dismiss} />
        </Suspense>
      )}
    </>
  )
}
