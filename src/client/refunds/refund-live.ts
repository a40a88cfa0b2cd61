// Wakes the Worker-rendered refund page (refund-page.tsx) without React (decision 063): reads the link's token from
// the fragment, asks the server what the link can do (the token in the body), shows the purchase, what comes back
// and the state in the page's own words, and sends the one request the button makes.
import { agreementParagraphs } from '../../shared/agreement.ts'
import { formatDueDay } from '../../shared/plan-terms.ts'
import type { RefundLinkView } from '../../shared/refunds.ts'
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { inBothZones } from '../../shared/rules/two-zones.ts'
import {
  failureOf,
  fillSlots,
  post,
  reloadOnNewLink,
  sayFromTemplate,
  showPart,
  showUnreachable,
  slotOf,
} from '../lib/live-page.ts'
import { ApiError } from '../lib/http.ts'
import type { RefundSaying } from './refund-page.tsx'

const pacific = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }).format(new Date(iso))

/** The browser's zone, or the coach's when it does not say. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE

const tokenOfAddress = () => decodeURIComponent(window.location.hash.replace(/^#/, ''))

function showAgreement(main: HTMLElement, agreement: RefundLinkView['agreement']): void {
  const quote = slotOf(main, 'agreement')
  quote.hidden = !agreement
  if (!agreement) return
  slotOf(main, 'agreement-date').textContent = formatDueDay(agreement.versionDate.slice(0, 10))
  slotOf(main, 'agreement-text').replaceChildren(
    ...agreementParagraphs(agreement.text).map((words) => {
      const paragraph = document.createElement('p')
      paragraph.className = 'mt-2 first:mt-0'
      paragraph.textContent = words
      return paragraph
    }),
  )
}

function show(main: HTMLElement, view: RefundLinkView): void {
  const title = slotOf(main, 'title')
  if (view.state === 'expired') title.textContent = title.dataset.expired!
  const refundAmount = formatPrice(view.refundAmount)
  fillSlots(main.querySelector('[data-part="view"]')!, {
    description: view.description,
    'paid-on': pacific(view.paidAt),
    'amount-paid': formatPrice(view.amountPaid),
    'comes-back': refundAmount,
    'refund-amount': refundAmount,
    why: view.why,
  })
  const saying: RefundSaying = view.state === 'refunded' && view.refundAmount <= 0 ? 'refunded-nothing' : view.state
  sayFromTemplate(main, `template[data-says="${saying}"]`, slotOf(main, 'says'), {
    'window-ends': inBothZones(view.windowEndsAt, visitorZone()),
    'approve-by': view.approveAfter ? inBothZones(view.approveAfter, visitorZone()) : main.dataset.withinHours!,
    'refund-amount': refundAmount,
    'contact-name': view.contact.name,
    'contact-email': view.contact.email,
    'contact-phone': view.contact.phone,
  })
  for (const link of slotOf(main, 'says').querySelectorAll<HTMLAnchorElement>('[data-slot="contact-email"]'))
    link.href = `mailto:${view.contact.email}`
  const standing = slotOf(main, 'standing')
  standing.textContent = view.guarantee?.words ? `${view.guarantee.words} (${view.guarantee.endsWords})` : ''
  standing.hidden = !view.guarantee?.words
  showAgreement(main, view.agreement)
  const ask = slotOf(main, 'ask')
  ask.hidden = view.state !== 'available'
  // The press names the record this page shows: one that changed meanwhile is shown again, never refunded.
  ask.dataset.recordHash = view.guarantee?.recordHash ?? ''
  showPart(main, 'view')
}

export function wakeRefundPage(): void {
  const main = document.querySelector<HTMLElement>('main[data-refund]')
  if (!main) return
  reloadOnNewLink()
  const token = tokenOfAddress()
  const ask = slotOf<HTMLButtonElement>(main, 'ask')
  const askFailed = slotOf(main, 'ask-failed')
  const invalid = (message?: string) => {
    if (message) slotOf(main, 'invalid').textContent = message
    showPart(main, 'invalid')
  }

  async function load(): Promise<void> {
    try {
      show(main!, await post('/api/refunds/view', { token }))
    } catch (error) {
      if (error instanceof ApiError) invalid(error.serverMessage)
      else showUnreachable(main!, () => void load())
    }
  }

  ask.addEventListener('click', async () => {
    const label = [...ask.childNodes]
    ask.disabled = true
    ask.textContent = ask.dataset.busy!
    askFailed.hidden = true
    try {
      const recordHash = ask.dataset.recordHash || undefined
      show(main, await post('/api/refunds/ask', { token, recordHash }))
    } catch (error) {
      // The record changed since the page was read: show it as it stands now, with the server's words.
      if (error instanceof ApiError && error.status === 409) await load()
      askFailed.textContent = failureOf(error, 'Your refund could not be requested. Please try again.')
      askFailed.hidden = false
    } finally {
      ask.replaceChildren(...label)
      ask.disabled = false
    }
  })

  // Awake (tests wait for this mark).
  void (token ? load() : Promise.resolve(invalid())).then(() => (main.dataset.live = ''))
}
