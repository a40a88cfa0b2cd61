// A waitlist offer's link (`/checkout?offer#offer=…`): the Worker rendered "Opening your offer..." without the token,
// which rides in the fragment. The token is posted to the Worker, which answers with the checkout in the offer's
// state (its held seat, his details filled in) or the offer's refusal; that takes the place of the waiting line,
// and checkout's one script wakes it, the token kept here in memory for the reserve that claims the seat.
import { UNREACHABLE } from '../lib/live-page.ts'

/** The page's title while an offer cannot be used, as the offer's waiting page has it. */
const REFUSED_TITLE = 'Waitlist offer | Checkout'

/** The offer's checkout in place of `waiting`; null when the offer cannot be used (its refusal is then shown). */
export async function openOffer(waiting: HTMLElement, token: string): Promise<HTMLElement | null> {
  const main = await offerPage(token)
  if (!main) {
    sayUnreachable(waiting)
    return null
  }
  waiting.replaceWith(main)
  if (!main.dataset.checkout) {
    document.title = REFUSED_TITLE
    return null
  }
  // Named as the path's checkout is, once it is one.
  document.title = `${main.querySelector('h1')?.textContent ?? ''} | Checkout`
  return main
}

/** The Worker's answer for the token: its `<main>`, or null when none came (offline, an error, a page without one). */
async function offerPage(token: string): Promise<HTMLElement | null> {
  const answer = await fetch('/checkout/offer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
  if (answer === null) return null
  const html = document.createElement('template')
  html.innerHTML = answer
  return html.content.querySelector<HTMLElement>('main')
}

/** The waiting line says no answer came, rather than waiting forever. */
function sayUnreachable(waiting: HTMLElement): void {
  const line = waiting.querySelector('[role="status"]')
  line?.setAttribute('role', 'alert')
  if (line) line.textContent = UNREACHABLE
}
