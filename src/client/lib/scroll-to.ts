// Moving the visitor to a section of the page. Sections below the first screen load lazily and change height
// as they arrive, during the scroll and just after it, so once the scroll ends the target is kept aligned
// while the page settles, unless the visitor takes over.

const SETTLE_FALLBACK_MS = 1200
const KEEP_ALIGNED_MS = 2500
const SETTLE_TOLERANCE_PX = 4
const VISITOR_TAKES_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth'
}

/** Keyboard and screen-reader users continue from the section they chose, not from the button they left. */
function focusWithoutScrolling(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

function isAligned(target: HTMLElement): boolean {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0
  const top = target.getBoundingClientRect().top - margin
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
  // At the very bottom of the page a short last section cannot reach the top; that is still arrived.
  return Math.abs(top) <= SETTLE_TOLERANCE_PX || (top > 0 && atBottom)
}

function whenScrollEnds(then: () => void): void {
  let done = false
  const finish = () => {
    if (done) return
    done = true
    window.removeEventListener('scrollend', finish)
    then()
  }
  window.addEventListener('scrollend', finish, { once: true })
  // Browsers without scrollend, and scrolls that were already in place, never fire it.
  window.setTimeout(finish, SETTLE_FALLBACK_MS)
}

/** The section most recently asked for: an older request never pulls the page back to its own target. */
let currentTarget: HTMLElement | null = null

/** Re-aligns the target each time the page changes size, for a short while or until the visitor acts. */
function keepAligned(target: HTMLElement): void {
  const realign = () => {
    if (target === currentTarget && target.isConnected && !isAligned(target))
      target.scrollIntoView({ behavior: 'instant', block: 'start' })
  }
  const observer = new ResizeObserver(realign)
  const timer = window.setTimeout(stop, KEEP_ALIGNED_MS)
  function stop() {
    if (currentTarget === target) currentTarget = null
    observer.disconnect()
    window.clearTimeout(timer)
    for (const event of VISITOR_TAKES_OVER) window.removeEventListener(event, stop)
  }
  for (const event of VISITOR_TAKES_OVER) window.addEventListener(event, stop, { passive: true })
  observer.observe(document.body)
  realign()
}

/** Scrolls the section with this anchor id into view (smoothly unless the visitor asked for less motion). */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  currentTarget = target
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  focusWithoutScrolling(target)
  whenScrollEnds(() => {
    if (target === currentTarget) keepAligned(target)
  })
}

/** Back to the top at once: the next page starts there, with no animation to wait for. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}

/** A shared link such as /#faq: the browser looked for the anchor before the page existed, so look again. */
export function scrollToHashOnArrival(): void {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (id) scrollToAnchor(id)
}
