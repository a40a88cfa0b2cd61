import { useEffect, useRef } from 'react'

/**
 * Gives focus back to the button that opened a lazily loaded dialog once it closes. Headless UI would do
 * it, but it learns what had focus by watching clicks from the moment its code loads, which for these
 * dialogs is just after the click that opened them.
 */
export function useFocusBackOnClose(open: boolean) {
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])
  return button
}
