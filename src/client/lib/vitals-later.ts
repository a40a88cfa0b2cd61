// When a page starts measuring its own speed: never on the first screen's path. The measuring code reads the
// browser's buffered timings, so it can load late and still see the load it came after. Checkout waits for the
// visitor's first touch, as its form rules do, so its JavaScript before then stays what it was (decision 102).
import { vitalPageOf } from '../../shared/web-vitals.ts'

const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const

function afterLoadWhenIdle(then: () => void): void {
  const idle = () => (window.requestIdleCallback ?? setTimeout)(then)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

function atFirstTouch(then: () => void): void {
  const once = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, once, true)
    then()
  }
  for (const type of FIRST_TOUCH) window.addEventListener(type, once, { capture: true, passive: true })
}

export function reportVitalsLater(): void {
  const page = vitalPageOf(window.location.pathname)
  if (!page) return
  const start = () => void import('./report-vitals.ts').then(({ reportVitals }) => reportVitals(page))
  if (page === '/checkout') atFirstTouch(start)
  else afterLoadWhenIdle(start)
}
