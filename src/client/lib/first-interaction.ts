// The visitor's first move, touch, key or scroll: what waits for someone to act (an island's trigger, checkout's
// speed report) starts then, so a page loaded and left alone runs none of it.
export const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const

/** Runs `then` once, at the visitor's first move, touch, key or scroll. */
export function onFirstInteraction(then: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, once)
    then()
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, once, { passive: true })
}
