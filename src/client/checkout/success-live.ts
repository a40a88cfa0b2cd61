// Wakes the Worker-rendered success page (success-page.tsx) without React (decision 060): takes the payment
// Stripe returned with out of the address, confirms it with the server (the secret in the body), and fills
// the page with what the server answered: the purchase, its amount, the plan's schedule, the sessions in words
// (a pod's day and time, a package's first open times) and their calendar file,
// the next steps and the refund link; or says the payment was not completed. Counts the purchase once.
import type { PurchaseType } from '../../shared/constants.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { post, type PostAnswer } from '../lib/live-page.ts'
import { ApiError } from '../lib/http.ts'
import { track } from '../lib/tracking.ts'
import { planScheduleHtml } from '../plans/plan-schedule-html.ts'
import { TRACKING_CATEGORY } from '../../shared/checkout/checkout-params.ts'

type Confirmed = PostAnswer<'confirm-payment'>

interface ReturnedPayment {
  paymentIntentId: string
  clientSecret?: string
}

const REMEMBERED = 'payment-success'

/**
 * Checkout sends the buyer here with the payment intent and its client secret in the fragment
 * (success-address.ts); a payment method that redirects would bring them back from Stripe in the query. Both
 * leave the address at once (history, a tag, a shared screenshot) and stay in this tab only, so a reload still
 * proves the payment is the buyer's own: the server hands the refund link and the calendar only to a caller
 * with the secret.
 */
function takePaymentFromAddress(): ReturnedPayment | null {
  const inFragment = new URLSearchParams(window.location.hash.slice(1))
  const params = inFragment.has('payment_intent') ? inFragment : new URLSearchParams(window.location.search)
  const paymentIntentId = params.get('payment_intent')
  if (paymentIntentId) {
    const payment = { paymentIntentId, clientSecret: params.get('payment_intent_client_secret') ?? undefined }
    sessionStorage.setItem(REMEMBERED, JSON.stringify(payment))
    window.history.replaceState(window.history.state, '', window.location.pathname)
    return payment
  }
  try {
    return JSON.parse(sessionStorage.getItem(REMEMBERED) ?? 'null') as ReturnedPayment | null
  } catch {
    return null
  }
}

function show(main: HTMLElement, part: 'processing' | 'refused' | 'done'): void {
  for (const box of main.querySelectorAll<HTMLElement>('[data-part]')) box.hidden = box.dataset.part !== part
}

function fill(main: HTMLElement, answer: Confirmed): void {
  const slot = (name: string) => main.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
  const details = answer.paymentDetails
  slot('description').textContent = details.description
  slot('amount').textContent = formatPrice(details.amount)
  slot('amount-box').hidden = false
  const steps = main.querySelector<HTMLTemplateElement>(`template[data-next-steps="${details.type as PurchaseType}"]`)
  if (steps) slot('next-steps').replaceChildren(steps.content.cloneNode(true))
  if (details.plan) {
    slot('plan').innerHTML = planScheduleHtml(details.plan)
    slot('plan').hidden = false
  }
  const schedule = answer.receipt?.schedule
  if (schedule) {
    slot('schedule').textContent = schedule
    slot('schedule').hidden = false
  }
  const openTimes = answer.receipt?.openTimes ?? []
  if (openTimes.length > 0) {
    slot('open-times')
      .querySelector('ul')!
      .replaceChildren(...openTimes.map((time) => Object.assign(document.createElement('li'), { textContent: time })))
    slot('open-times').hidden = false
  }
  const calendar = answer.receipt?.calendar
  if (calendar) {
    // The purchase's sessions as a file any calendar app imports; the same series the receipt email invites to.
    slot('calendar').querySelector('a')!.href = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar' }))
    slot('calendar').hidden = false
  }
  const refundPath = answer.receipt?.refundPath
  if (refundPath) {
    slot('refund-link').querySelector('a')!.href = refundPath
    slot('refund-link').hidden = false
  } else if (details.amount > 0) slot('refund-email').hidden = false
}

async function confirm(main: HTMLElement, payment: ReturnedPayment): Promise<void> {
  show(main, 'processing')
  try {
    const answer = await post('/api/confirm-payment', payment)
    if (answer.success) {
      fill(main, answer)
      if (answer.paymentDetails.amount > 0) {
        track('purchase', {
          category: TRACKING_CATEGORY[answer.paymentDetails.type],
          value: answer.paymentDetails.amount,
          transaction_id: answer.orderRef,
        })
      }
    }
    show(main, 'done')
  } catch (error) {
    if (error instanceof ApiError && [409, 429, 502].includes(error.status) && error.serverMessage) {
      main.querySelector('[data-slot="refused"]')!.textContent = error.serverMessage
      show(main, 'refused')
    } else show(main, 'done')
  }
}

export function wakeSuccessPage(): void {
  const main = document.querySelector<HTMLElement>('main[data-payment-success]')
  if (!main) return
  const payment = takePaymentFromAddress()
  void (payment ? confirm(main, payment) : Promise.resolve()).then(() => {
    main.dataset.live = ''
  })
}
