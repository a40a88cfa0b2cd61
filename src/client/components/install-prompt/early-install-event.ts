// The browser's install event can arrive before the install prompt's code is loaded (that code waits for the
// event itself, so a visitor who cannot install never loads it). The page's entry listens from the start and
// keeps the event here for the prompt to pick up.
import type { BeforeInstallPromptEvent } from './use-install-prompt.ts'

let early: BeforeInstallPromptEvent | null = null

export function takeEarlyInstallEvent(): BeforeInstallPromptEvent | null {
  const event = early
  early = null
  return event
}

/** Keeps the first install event (and the browser's own mini-infobar away), then calls `then` once. */
export function listenForInstallEvent(then: () => void): void {
  window.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault()
      early = event as BeforeInstallPromptEvent
      then()
    },
    { once: true },
  )
}
