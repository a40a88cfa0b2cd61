// Wakes the Worker-rendered decline page (decline-page.tsx) without React (decision 063): the offer's token from
// the fragment (an old `?offer=` link's is moved there first), the link back to the offer's checkout, and the one
// call the button makes, with the token in its body.
import { claimPath } from '../../shared/waitlist-links.ts'
import { failureOf, post, showPart, slotOf } from '../lib/live-page.ts'
import { offerTokenOfAddress } from '../lib/offer-token.ts'

export function wakeDeclinePage(): void {
  const main = document.querySelector<HTMLElement>('main[data-waitlist-decline]')
  if (!main) return
  const token = offerTokenOfAddress()
  const decline = slotOf<HTMLButtonElement>(main, 'decline')
  const failed = slotOf(main, 'failed')
  const say = (message: string) => {
    failed.textContent = message
    failed.hidden = false
  }
  if (!token) {
    say('This link has no offer in it. Please open the link in your offer email again.')
    main.dataset.live = ''
    return
  }
  slotOf<HTMLAnchorElement>(main, 'claim').href = claimPath(token)
  const idle = decline.textContent
  decline.addEventListener('click', async () => {
    decline.disabled = true
    decline.textContent = decline.dataset.busy!
    failed.hidden = true
    try {
      const { message } = await post('/api/waitlist/offers/decline', { token })
      slotOf(main, 'done').textContent = message
      showPart(main, 'done')
    } catch (error) {
      say(failureOf(error, 'We could not record your answer. Please try again.'))
      decline.disabled = false
      decline.textContent = idle
    }
  })
  decline.disabled = false
  main.dataset.live = ''
}
