// The page's entry. On the two home pages the first screen is already in the HTML (tools/vite-first-screen.ts),
// so the app's code is requested only after the browser has painted it: on a slow connection the scripts
// then never share the line with the stylesheet that first paint waits for. Every other route starts at once.
// Here and not only in main.tsx, so the stylesheet stays a <link> in the HTML that first paint waits for.
import './styles.css'

function hasPrerenderedFirstScreen(): boolean {
  return Boolean(document.getElementById('first-screen')?.firstElementChild) && !document.documentElement.classList.contains('not-home')
}

function afterFirstPaint(then: () => void): void {
  // A page opened in a background tab gets no animation frames; it must not wait for one.
  if (document.visibilityState !== 'visible') return then()
  requestAnimationFrame(() => setTimeout(then, 0))
}

const start = () => void import('./main.tsx')
if (hasPrerenderedFirstScreen()) afterFirstPaint(start)
else start()
