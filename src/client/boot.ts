// The page's entry. A page the Worker rendered (/, /old, the legal pages, checkout, payment success, refund, plan,
// waitlist decline) is already whole HTML with working links: this only adds the section-link behaviour, wakes its
// islands one by one, and counts the page view (a page the browser prerendered, once it is shown). Checkout (a
// waitlist offer's too, decision 125), the success page and the link pages wake with their own small scripts
// (decisions 055, 060 and 063). Every other route (admin, waitlist confirm) is the client app. The stylesheet is
// imported here so it stays a <link> in the HTML that first paint waits for.
import { whenShown } from './checkout/when-shown.ts'
import { hydrateIslands } from './islands/hydrate-islands.ts'
import { wakeLivePages } from './live-pages.ts'
import { PAGE_DATA_ID } from './islands/page-data.ts'
import { enhanceSectionLinks } from './lib/section-links.ts'
import { noteAddress, tagsAllowed } from './lib/secret-address.ts'
import { trackPageView } from './lib/tracking.ts'
import { reportVitalsLater } from './lib/vitals-later.ts'
import './styles.css'

function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then)
  else setTimeout(then, 200)
}

// Before any page strips a secret from its address, so no tag loads after it in this document.
noteAddress()

/** What the page needs before its first tap: its links, its live parts, its islands watched. */
function wakePage(): void {
  enhanceSectionLinks()
  wakeLivePages()
  hydrateIslands()
}

/** What can wait for the next task: the page view's request alone costs a slow phone as much as waking the page. */
function countAndMeasure(): void {
  whenShown(() => {
    trackPageView()
    reportVitalsLater()
    // Third-party tags never on the first screen's path, and their code not even fetched where none may load.
    if (tagsAllowed()) whenIdle(() => void import('./lib/pixels.ts').then(({ loadPixels }) => loadPixels()))
  })
  void import('./lib/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker())
}

if (document.getElementById(PAGE_DATA_ID)) {
  wakePage()
  // Its own task, so the one that runs this script stays short (decision 132).
  setTimeout(countAndMeasure)
} else {
  void import('./main.tsx')
}
