// The exit-intent popup (SPEC §2): opens once per page load, when the mouse leaves through the top of the
// window. This file only listens; the dialog and the form (with zod) load when the mouse first leaves, so
// placing the popup on a page costs the first screen almost nothing. An exit made before this listened is kept
// by the page's entry and told to it once it does (decision 054).
import { lazy, Suspense, useEffect, useState } from 'react'
import { track } from '../lib/tracking.ts'
import { isExitThroughTop } from './exit-through-top.ts'

const ExitIntentDialog = lazy(() =>
  import('./exit-intent-dialog.tsx').then((module) => ({ default: module.ExitIntentDialog })),
)

// Module scope, not state: moving between / and /old is not a new page load, and the popup stays spent.
let shownThisPageLoad = false

function anotherDialogIsOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some((element) =>
    element.checkVisibility(),
  )
}

export function ExitIntentPopup() {
  const [triggered, setTriggered] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (shownThisPageLoad) return
    const root = document.documentElement
    const onLeave = (event: MouseEvent) => {
      if (shownThisPageLoad || !isExitThroughTop(event)) return
      // Someone in the middle of another dialog (a resource download) is not leaving; try again next time.
      if (anotherDialogIsOpen()) return
      shownThisPageLoad = true
      stop()
      // Counted here, where it happens once, rather than in an effect that development mode runs twice.
      track('exit_popup_shown', { category: 'exit_intent_popup' })
      setTriggered(true)
      setOpen(true)
    }
    function stop() {
      document.removeEventListener('mouseout', onLeave)
      root.removeEventListener('mouseleave', onLeave)
    }
    document.addEventListener('mouseout', onLeave)
    root.addEventListener('mouseleave', onLeave)
    return stop
  }, [])

  if (!triggered) return null
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
