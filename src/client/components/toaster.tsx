import { useEffect, useRef } from 'react'
import { TOAST_ITEM_CLASS, TOAST_REGION_CLASS } from '../kit/toast-region.ts'
import { useToastStore } from '../lib/toast-store.ts'

/** The notification region: announced to screen readers, F8 moves focus to it (SPEC §9). */
export function Toaster() {
  const current = useToastStore((s) => s.current)
  const dismiss = useToastStore((s) => s.dismiss)
  const region = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <ol ref={region} tabIndex={-1} aria-label="Notifications (F8)" className={TOAST_REGION_CLASS}>
      {current && (
        <li
          key={current.id}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={current.variant === 'destructive' ? 'assertive' : 'polite'}
          data-testid="toast"
          className={`${TOAST_ITEM_CLASS} pr-10 ${
            current.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <p className="text-sm font-semibold">{current.title}</p>
          {current.description && <p className="mt-1 text-sm opacity-90">{current.description}</p>}
          <button
            type="button"
            onClick={dismiss}
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </button>
        </li>
      )}
    </ol>
  )
}
