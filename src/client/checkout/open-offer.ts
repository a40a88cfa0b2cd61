// A waitlist offer's link (`/checkout?offer#offer=…`): the Worker rendered "Opening your offer..." without the token,
// which rides in the fragment. The token is posted to the Worker, which answers with the checkout in the offer's
// state (its held seat, his details filled in) or the offer's refusal; that takes the place of the waiting line,
// and checkout's one script wakes it, the token kept here in memory for the reserve that claims the seat.
import { offerTokenOfAddress } from '../lib/offer-token.ts'
import { UNREACHABLE } from '../lib/live-page.ts'

/** The offer's checkout in place of `waiting`; null when the offer cannot be used (its refusal is then shown). */
export async function openOffer(waiting: HTMLElement): Promise<{ main: HTMLElement; token: string } | null> {
  const token = offerTokenOfAddress()
  const answer = await fetch('/checkout/offer', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
  if (answer === null) {
    const line = waiting.querySelector('[role="status"]')
    line?.setAttribute('role', 'alert')
    if (line) line.textContent = UNREACHABLE
    return null
  }
  const html = document.createElement('template')
  html.innerHTML = answer
  const main = html.content.querySelector<HTMLElement>('main')
  if (!main) return null
  waiting.replaceWith(main)
  if (!main.dataset.checkout) return null
  // Named as the path's checkout is, once it is one.
  document.title = `${main.querySelector('h1')?.textContent ?? ''} | Checkout`
  return { main, token }
}
