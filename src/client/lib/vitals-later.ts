// When a page starts measuring its own speed: never on the first screen's path. The measuring code reads the
// browser's buffered timings, so it can load late and still see the load it came after. Checkout waits for the
// visitor's first interaction, as its form rules wait for his first focus, so its JavaScript before then stays what
// it was (decision 102). Every page's first script carries this file: it stays this small.
import { vitalPageOf } from '../../shared/web-vitals.ts'
import { onFirstInteraction } from './first-interaction.ts'

export function reportVitalsLater(): void {
  const page = vitalPageOf(window.location.pathname)
  if (!page) return
  const start = () => void import('./report-vitals.ts').then(({ reportVitals }) => reportVitals(page))
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(start)
  if (page === '/checkout') onFirstInteraction(start)
  else if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
