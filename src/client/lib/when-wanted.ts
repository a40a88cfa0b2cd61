// When a Payment Element (checkout's, the plan page's card update) is worth its cost: Stripe.js and the element's
// mount are the heaviest work of the page (long tasks on a phone), so they wait until the visitor acts (moves,
// touches, types, scrolls, focuses a field) or the payment section comes near the screen, whichever is first
// (decision 060). Stripe.js itself has been downloading since the head asked for it, and the payment intent is
// made as soon as the page is shown.
import { FIRST_INTERACTION } from './first-interaction.ts'

/** The visitor's first move, and also a field focused (tabbing into the card form is acting). */
const FIRST_ACT = [...FIRST_INTERACTION, 'focusin'] as const

/** Half a screen below the fold, as the islands' 'visible' trigger. */
const NEAR_VIEWPORT = '0px 0px 50% 0px'

/** `within`: a field of it focused already (typed into before this script ran) counts as an act. */
export function whenWanted(within: Element, section: Element): Promise<void> {
  if (document.activeElement && document.activeElement !== document.body && within.contains(document.activeElement))
    return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    function done() {
      observer.disconnect()
      for (const type of FIRST_ACT) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of FIRST_ACT) window.addEventListener(type, done, { capture: true, passive: true })
    observer.observe(section)
  })
}
