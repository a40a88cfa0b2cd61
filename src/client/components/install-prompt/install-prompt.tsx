// SPEC §2 "Install prompt": a round button bottom right (above the chat button) once the site can be
// installed, and the 'Install Our App' dialog, loaded only when it first opens. On the server-rendered pages
// the button is first drawn without React (install-button-early.ts), which wakes this with the dialog open.
import { lazy, Suspense } from 'react'
import { useFocusBackOnClose } from '../use-focus-back-on-close.ts'
import type { InstallPromptProps } from './install-button-early.ts'
import { INSTALL_BUTTON_CLASS, INSTALL_BUTTON_LABEL, INSTALL_ICON_PATH } from './install-button-look.ts'
import { useInstallPrompt } from './use-install-prompt.ts'

const InstallDialog = lazy(() => import('./install-dialog.tsx'))

export function InstallPrompt({ openAtOnce = false }: InstallPromptProps) {
  const prompt = useInstallPrompt(openAtOnce)
  const button = useFocusBackOnClose(prompt.open)
  if (!prompt.available) return null
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={INSTALL_BUTTON_LABEL}
        aria-haspopup="dialog"
        onClick={prompt.show}
        className={INSTALL_BUTTON_CLASS}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={INSTALL_ICON_PATH} />
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
