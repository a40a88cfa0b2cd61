// Wakes the Worker-rendered checkout (checkout-page.tsx) in place, without React: the pod and plan choice,
// the field rules of the server's own schema, SPEC §4's start-up steps shown where the card will be, Stripe's
// Payment Element, and the form checked before checkout's one submit sequence (pay.ts) runs. What the
// visitor typed before this ran is read from the inputs, so nothing is lost. A prerendered checkout (the home
// page's pay buttons prepare it) waits until it is shown before it asks for anything: no payment intent, no
// event, no hold while the visitor has not arrived.
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { weeklyTimeIn } from '../../shared/rules/weekly-time.ts'
import { TIMINGS_MS, type PaymentChoice, type PurchaseType } from '../../shared/constants.ts'
import { purchaseDescription } from '../../shared/purchase-type-labels.ts'
import { isValidEmail } from '../../shared/rules/email.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { formatUsPhone, PHONE_FIELD_MAX } from '../../shared/rules/phone.ts'
import { errorIdOf, hintIdOf } from '../kit/field-message.tsx'
import { TOAST_ITEM_CLASS, TOAST_REGION_CLASS } from '../kit/toast-region.ts'
import { ApiError } from '../lib/http.ts'
import { post, type PostAnswer } from '../lib/live-page.ts'
import { offerTokenOfAddress } from '../lib/offer-token.ts'
import { rememberedPaymentType } from '../lib/remembered-path.ts'
import { track } from '../lib/tracking.ts'
import { SETUP_STEPS, ELEMENT_LOADING, submitLabel, summaryLine } from './checkout-steps.ts'
import { TRACKING_CATEGORY } from '../../shared/checkout/checkout-params.ts'
import { OFFER_PARAM } from '../../shared/waitlist-links.ts'
import {
  fetchProviderConfig,
  loadStripe,
  mountPaymentElement,
  type StripeElements,
  type StripeJs,
} from '../lib/stripe-js.ts'
import { whenShown } from './when-shown.ts'
import { whenWanted } from '../lib/when-wanted.ts'
import { replaceAgreement, showChosenFacts, tickedVersion } from './agreement-live.ts'
import { pay, type PayOutcome } from './pay.ts'

/** The payment intent as the route answers it: its secret, and what the server says is bought and for how much. */
type Intent = PostAnswer<'create-payment-intent'>
type Details = Intent['paymentDetails']

const CONTACT = ['firstName', 'lastName', 'email', 'phone'] as const
const ERROR_BORDER = 'border-red-600'
const OK_BORDER = 'border-slate-300'

const $ = <T extends HTMLElement = HTMLElement>(selector: string, root: Document | HTMLElement | null = document) =>
  root?.querySelector<T>(selector) ?? null

let rulesLoading: Promise<typeof import('./checkout-rules.ts')> | undefined
const rules = () => (rulesLoading ??= import('./checkout-rules.ts'))

let toastTimer: ReturnType<typeof setTimeout> | undefined

/** One notification at a time, as the client app's toaster shows them. */
function toast(title: string, description: string, destructive = false): void {
  let region = $('#checkout-toasts')
  if (!region) {
    region = document.createElement('ol')
    region.id = 'checkout-toasts'
    region.tabIndex = -1
    region.setAttribute('aria-label', 'Notifications (F8)')
    region.className = TOAST_REGION_CLASS
    document.body.appendChild(region)
  }
  const item = document.createElement('li')
  item.dataset.testid = 'toast'
  item.setAttribute('role', destructive ? 'alert' : 'status')
  item.setAttribute('aria-live', destructive ? 'assertive' : 'polite')
  item.className =
    `${TOAST_ITEM_CLASS} ` +
    (destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900')
  const heading = document.createElement('p')
  heading.className = 'text-sm font-semibold'
  heading.textContent = title
  const text = document.createElement('p')
  text.className = 'mt-1 text-sm opacity-90'
  text.textContent = description
  item.appendChild(heading)
  item.appendChild(text)
  region.replaceChildren(item)
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => item.remove(), TIMINGS_MS.toast)
}

/** `offerToken`: a waitlist offer's, sent with the reserve to claim the seat it keeps (open-offer.ts). */
export function startCheckout(main: HTMLElement, offerToken?: string): void {
  const type = main.dataset.checkout as PurchaseType
  const form = $<HTMLFormElement>('#checkout-form', main)
  if (!form) return
  const submit = $<HTMLButtonElement>('#checkout-submit', form)!
  const summary = $('#checkout-summary', form)!
  const status = $('#payment-status', form)
  const free = type === 'strategy-call'
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null
  let details: Details | null = null
  let intent: Intent | null = null
  let stripe: StripeJs | null = null
  let elements: StripeElements | null = null
  let busy = false

  const selectedRadio = () => $<HTMLInputElement>('input[name="inventoryId"]:checked', form)
  const selectedId = () => (selectedRadio() ? Number(selectedRadio()!.value) : null)
  const choiceOf = (id: number | null): PaymentChoice =>
    ($<HTMLInputElement>(`input[name="paymentChoice-${id}"]:checked`, form)?.value as PaymentChoice) ?? 'full'
  // The chosen option's amount (its plan payment when the plan is chosen); none before a choice: the intent's
  // amount for the bare path is a placeholder the reserve re-prices, never what the card will be charged.
  function amount(): number | null {
    const id = selectedId()
    const chosen = $<HTMLInputElement>(`input[name="paymentChoice-${id}"]:checked`, form)
    if (chosen) return Number(chosen.dataset.amount)
    const radio = selectedRadio()
    return radio ? Number(radio.dataset.price) : null
  }

  function chosenFacts(radio: HTMLInputElement) {
    const id = Number(radio.value)
    const plan = $<HTMLInputElement>(`input[name="paymentChoice-${id}"][value="plan"]:checked`, form)
    return {
      name: radio.dataset.name,
      price: Number(radio.dataset.price),
      plan: plan ? { payments: Number(plan.dataset.payments), amount: Number(plan.dataset.amount) } : null,
    }
  }

  function render(): void {
    const radio = selectedRadio()
    const cents = free ? null : amount()
    const price = cents === null ? null : formatPrice(cents)
    const description = radio
      ? purchaseDescription(type, radio.dataset.name)
      : (details?.description ?? purchaseDescription(type))
    summary.textContent = summaryLine(description, price)
    showChosenFacts(form!, type, radio ? chosenFacts(radio) : null)
    for (const box of form!.querySelectorAll<HTMLElement>('[data-plan-for]')) {
      box.hidden = box.dataset.planFor !== radio?.value
      const schedule = $('[data-schedule]', box)
      if (schedule) schedule.hidden = choiceOf(Number(box.dataset.planFor)) !== 'plan'
    }
    if (!busy) submit.textContent = submitLabel(free, price)
    submit.disabled = busy || !intent || (!free && !elements)
    if (busy) submit.setAttribute('aria-busy', 'true')
    else submit.removeAttribute('aria-busy')
  }

  function showError(fieldId: string, message: string | undefined): void {
    const control = document.getElementById(fieldId)
    const holder = ['inventory-picker', 'commitments', 'agreement'].includes(fieldId) ? control : control?.parentElement
    document.getElementById(errorIdOf(fieldId))?.remove()
    if (control instanceof HTMLInputElement) {
      control.classList.toggle(ERROR_BORDER, Boolean(message))
      control.classList.toggle(OK_BORDER, !message)
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
      const hint = document.getElementById(hintIdOf(fieldId)) ? hintIdOf(fieldId) : ''
      const describedBy = [hint, message ? errorIdOf(fieldId) : ''].filter(Boolean).join(' ')
      if (describedBy) control.setAttribute('aria-describedby', describedBy)
      else control.removeAttribute('aria-describedby')
    }
    if (!message || !holder) return
    const line = document.createElement('p')
    line.id = errorIdOf(fieldId)
    line.setAttribute('role', 'alert')
    line.className = 'mt-1 text-sm font-medium text-red-700'
    line.textContent = message
    holder.appendChild(line)
  }

  const commitmentsBox = () => $('fieldset:has(input[name="confidentiality"])', form)
  // The pod's commitments, as the page lists them (their names are the schema's keys).
  const commitments = () =>
    Array.from(commitmentsBox()?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])
  function showErrors(errors: Record<string, string>): void {
    for (const name of CONTACT) showError(`checkout-${name}`, errors[name])
    showError('inventory-picker', errors.inventoryId)
    showError('agreement', errors.agreement)
    const agreement = document.getElementById('agreement')
    if (errors.agreement) agreement?.setAttribute('aria-describedby', 'agreement-error')
    else agreement?.removeAttribute('aria-describedby')
    const box = commitmentsBox()
    if (box) {
      box.id = 'commitments'
      showError('commitments', errors.commitments)
      if (errors.commitments) box.setAttribute('aria-describedby', 'commitments-error')
    }
  }

  function emailHint(): void {
    const email = input('email')
    const hint = document.getElementById(hintIdOf('checkout-email'))?.firstElementChild
    if (email && hint)
      hint.textContent =
        email.getAttribute('aria-invalid') !== 'true' && isValidEmail(email.value) ? '✓ Valid email address' : ''
  }

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement
    if (target.name === 'phone') target.value = formatUsPhone(target.value).slice(0, PHONE_FIELD_MAX)
    if ((CONTACT as readonly string[]).includes(target.name)) showError(target.id, undefined)
    if (target.name === 'email') emailHint()
  })
  // A number typed before this script woke is shown as the field would have shown it had the script been there.
  const phone = input('phone')
  if (phone?.value) phone.value = formatUsPhone(phone.value).slice(0, PHONE_FIELD_MAX)
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement
    if (target.name === 'email') target.value = target.value.trim()
    if (target.name === 'inventoryId') showError('inventory-picker', undefined)
    if (target.name === 'agreement') showErrors({})
    if (target.closest('#commitments, fieldset:has(input[name="confidentiality"])')) showError('commitments', undefined)
    render()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void submitForm()
  })

  form.addEventListener('focusin', () => void rules(), { once: true })

  async function validate() {
    const { reserveSeatSchema, fieldErrors } = await rules()
    const id = selectedId()
    const contact = Object.fromEntries(CONTACT.map((name) => [name, input(name)?.value ?? '']))
    const payload = {
      paymentIntentId: intent?.paymentIntentId ?? undefined,
      type,
      inventoryId: id,
      paymentChoice: choiceOf(id),
      ...contact,
      emailConsent: input('emailConsent')?.checked ?? false,
      smsConsent: input('smsConsent')?.checked ?? false,
      commitments:
        type === 'brotherhood' ? Object.fromEntries(commitments().map((box) => [box.name, box.checked])) : undefined,
      offerToken,
      agreementVersion: free ? undefined : tickedVersion(form!),
    }
    const parsed = reserveSeatSchema.safeParse(payload)
    if (parsed.success) {
      showErrors({})
      return parsed.data
    }
    const errors = fieldErrors(parsed.error)
    showErrors(errors)
    const first = CONTACT.find((name) => errors[name])
    const target = first
      ? document.getElementById(`checkout-${first}`)
      : errors.inventoryId
        ? $('input[name="inventoryId"]', form)
        : errors.commitments
          ? $('input[name="confidentiality"]', form)
          : $('input[name="agreement"]', form)
    target?.focus()
    toast('Please complete all required fields', 'Make sure all information is filled out correctly', true)
    return null
  }

  /** The form's submit: checked here, then the one submit sequence (pay.ts), its outcome shown on the page. */
  async function submitForm(): Promise<void> {
    if (busy || !intent) return
    busy = true
    render()
    const reservation = await validate().catch(() => null)
    if (!reservation) {
      busy = false
      return render()
    }
    submit.textContent = 'Processing...'
    const outcome = await pay(reservation, {
      free: intent.free,
      stripe,
      elements,
      clientSecret: intent.clientSecret,
      origin: window.location.origin,
      reserve: (body) => post('/api/checkout/reserve', body),
    })
    showOutcome(outcome)
    // Leaving for the next page: the button stays busy, so a second press cannot reserve and confirm again.
    if (outcome.kind === 'done') return
    busy = false
    render()
  }

  function showOutcome(outcome: PayOutcome): void {
    switch (outcome.kind) {
      case 'done':
        if (outcome.paid) toast('Payment Successful', 'Thank you for your purchase!')
        return window.location.assign(outcome.address)
      case 'paid-here':
        return toast('Payment Successful', 'Thank you for your purchase!')
      case 'not-ready':
        return
      case 'card-refused':
      case 'taken':
        return toast('Payment Failed', outcome.message, true)
      case 'agreement-changed':
        replaceAgreement(form!, outcome.agreement)
        showErrors(outcome.fields)
        $('input[name="agreement"]', form)?.focus()
        return
      case 'failed':
        if (outcome.fields) showErrors(outcome.fields)
        return toast('Error Processing Payment', outcome.message, true)
    }
  }

  function step(text: string): void {
    const words = status?.lastElementChild
    if (words) words.textContent = text
  }

  /** Paid checkout cannot run (no keys, or the server said no): the client app's words, and the free path. */
  function unavailable(message: string | null): void {
    const box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.className = 'w-full max-w-md rounded-xl bg-white p-8 shadow-sm'
    const title = document.createElement('h1')
    title.className = 'text-2xl font-bold text-slate-900'
    title.textContent = message ? 'We could not set up your payment' : 'Card payments are not available yet'
    const text = document.createElement('p')
    text.className = 'mt-3 text-slate-700'
    text.textContent =
      message ??
      'Card payments are not configured on this site yet. You can still book a free strategy call, and we will help you join.'
    const links = document.createElement('div')
    links.className = 'mt-6 flex flex-wrap gap-3'
    const call = document.createElement('a')
    call.href = '/#strategy-call'
    call.className = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white'
    call.textContent = 'Book a free strategy call'
    const refresh = document.createElement('button')
    refresh.type = 'button'
    refresh.className = 'rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800'
    refresh.textContent = 'Refresh page'
    refresh.addEventListener('click', () => window.location.reload())
    links.appendChild(call)
    links.appendChild(refresh)
    box.appendChild(title)
    box.appendChild(text)
    box.appendChild(links)
    main.className = 'flex min-h-screen items-center justify-center bg-slate-50 px-4'
    main.replaceChildren(box)
  }

  async function createIntent(inventoryId: number | null): Promise<Intent> {
    try {
      return await post('/api/create-payment-intent', { type, inventoryId })
    } catch (error) {
      if (inventoryId === null || notConfigured(error)) throw error
      return await post('/api/create-payment-intent', { type, inventoryId: null })
    }
  }
  const notConfigured = (error: unknown) => error instanceof ApiError && error.body.code === 'payments-not-configured'

  function mountElement(): void {
    if (!stripe || !intent?.clientSecret) return
    step(ELEMENT_LOADING)
    elements = mountPaymentElement(stripe, intent.clientSecret, $('#payment-element', form)!, {
      ready: () => status?.remove(),
      failed: (reason) => {
        const box = document.createElement('div')
        box.setAttribute('role', 'alert')
        box.className = 'rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900'
        box.innerHTML = '<p class="font-semibold">Payment form failed to load</p><p class="mt-1"></p>'
        box.lastElementChild!.textContent = reason
        status?.replaceWith(box)
      },
    })
  }

  async function setUp(): Promise<void> {
    const known = await fetchProviderConfig()
    step(SETUP_STEPS.intent)
    let answer: Intent
    try {
      answer = await createIntent(Number(main.dataset.inventoryId) || null)
    } catch (error) {
      if (notConfigured(error)) return unavailable(null)
      return unavailable(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'We could not set up your payment. Please refresh the page.',
      )
    }
    details = answer.paymentDetails
    track('begin_checkout', {
      category: TRACKING_CATEGORY[type],
      value: details.amount,
      item_name: details.description,
      quantity: 1,
    })
    if (answer.free) {
      intent = answer
      return render()
    }
    if (!answer.clientSecret) return unavailable('No client secret returned')
    if (!known?.publishableKey) return unavailable(null)
    await wanted
    step(SETUP_STEPS.form)
    try {
      stripe = await loadStripe(known.publishableKey, main.dataset.stripeJs)
    } catch (error) {
      return unavailable((error as Error).message)
    }
    intent = answer
    mountElement()
    render()
  }

  render()
  emailHint()
  // Awake: what is typed from here on is checked and kept (tests and the bench wait for this mark).
  main.dataset.live = ''
  performance.mark('checkout-live')
  // Listening from now: what the visitor does while the intent is made counts.
  let wanted: Promise<void>
  whenShown(() => {
    wanted = whenWanted(main, $('#payment-element', form) ?? main)
    void setUp()
  })
}

/** Each pod's weekly time on the visitor's own clock beside the coach's, when his zone is not the coach's. */
function showVisitorTimes(main: HTMLElement): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone || zone === BUSINESS_TIME_ZONE) return
  for (const slot of main.querySelectorAll<HTMLElement>('[data-visitor-time]')) {
    slot.textContent = ` (${weeklyTimeIn(slot.dataset.visitorTime!, zone)}, your time)`
  }
}

/** The entry's hook: a bare /checkout opens the path chosen with a pay button; an offer link opens its offer. */
export function wakeCheckout(): void {
  const main = $('main[data-checkout]')
  if (!main) return
  showVisitorTimes(main)
  const waiting = main.dataset.checkout === 'offer'
  const token = waiting || window.location.hash.startsWith('#offer=') ? offerTokenOfAddress() : ''
  if (token) return wakeOffer(main, token)
  const search = new URLSearchParams(window.location.search)
  // An offer link without its token is no offer: the visitor gets the checkout he would have without it.
  search.delete(OFFER_PARAM)
  const remembered = search.has('type') ? null : rememberedPaymentType()
  if (waiting || (remembered && remembered !== main.dataset.checkout)) {
    if (remembered) search.set('type', remembered)
    const query = search.toString()
    window.location.replace(`/checkout${query ? `?${query}` : ''}`)
    return
  }
  startCheckout(main)
}

/** An offer is rare: its code loads only for an offer's link, and its checkout wakes once it is in place. */
function wakeOffer(waiting: HTMLElement, token: string): void {
  void import('./open-offer.ts').then(async ({ openOffer }) => {
    const main = await openOffer(waiting, token)
    if (!main) return
    showVisitorTimes(main)
    startCheckout(main, token)
  })
}
