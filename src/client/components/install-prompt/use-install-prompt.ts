// The install prompt's state (SPEC §2 "Install prompt"): available once the browser's install event arrives
// (on iOS, which has none, straight away), the dialog opening by itself 30 s later unless the visitor
// dismissed it before, and gone for good once the app is installed.
import { useCallback, useEffect, useState } from 'react'
import { TIMINGS_MS } from '../../../shared/constants.ts'
import { DISMISSED_KEY, INSTALLED_KEY, readFlag, setFlag } from './install-storage.ts'
import { takeEarlyInstallEvent } from './early-install-event.ts'
import { isIos, isStandalone } from './platform.ts'

/** Chromium's install event; not in TypeScript's DOM library because it is not a standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/** `openAtOnce`: woken because the dialog was asked for (its button, or the 30 s already counted). */
export function useInstallPrompt(openAtOnce = false) {
  const [standalone] = useState(isStandalone)
  const [ios] = useState(isIos)
  // An event that came before this code did (the page's entry kept it).
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(takeEarlyInstallEvent)
  const [installed, setInstalled] = useState(false)
  const [open, setOpen] = useState(openAtOnce)

  useEffect(() => {
    if (standalone) return
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away: the site offers the install itself.
      event.preventDefault()
      setDeferred(event as BeforeInstallPromptEvent)
    }
    const onInstalled = () => {
      setFlag(INSTALLED_KEY)
      setInstalled(true)
      setDeferred(null)
      setOpen(false)
    }
    window.addEventListener('beforeinstallprompt', onPrompt)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [standalone])

  const available = !standalone && !installed && (deferred !== null || (ios && !readFlag(INSTALLED_KEY)))

  useEffect(() => {
    if (!available || openAtOnce || readFlag(DISMISSED_KEY)) return
    const timer = setTimeout(() => setOpen(true), TIMINGS_MS.installDialog)
    return () => clearTimeout(timer)
  }, [available, openAtOnce])

  /** Closing without installing counts as dismissed: the dialog will not open by itself again. */
  const dismiss = useCallback(() => {
    setFlag(DISMISSED_KEY)
    setOpen(false)
  }, [])

  /** The browser's own install prompt; the event can be used once, so the button goes either way. */
  const install = useCallback(async () => {
    if (!deferred) return
    await deferred.prompt()
    const { outcome } = await deferred.userChoice
    if (outcome === 'dismissed') setFlag(DISMISSED_KEY)
    setDeferred(null)
    setOpen(false)
  }, [deferred])

  return { available, ios, open, show: () => setOpen(true), dismiss, install }
}
