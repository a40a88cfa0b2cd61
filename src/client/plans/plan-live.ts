// Wakes the Worker-rendered plan page (plan-page.tsx) without React (decision 063): reads the plan's token from the
// fragment (an old link's `?token=`, or, on Stripe's return, this tab's memory), shows the plan, what became of each
// payment and what a failed one means, and saves a new card through a SetupIntent with Stripe's Payment Element.
// Stripe.js downloads once the visitor acts or the card update nears the screen (when-wanted.ts), and runs when
// the card update is asked for. Stripe returns to /plan with setup_intent; the token waits in this tab meanwhile.
import { cardErrorMessage } from '../../shared/rules/card-errors.ts'
import { formatDueDay } from '../../shared/plan-terms.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import {
  fetchProviderConfig,
  loadStripe,
  mountPaymentElement,
  preloadStripe,
  type StripeElements,
  type StripeJs,
} from '../lib/stripe-js.ts'
import { whenWanted } from '../lib/when-wanted.ts'
import { ApiError } from '../lib/http.ts'
import {
  failureOf,
  fillSlots,
  post,
  type PostAnswer,
  reloadOnNewLink,
  sayFromTemplate,
  showPart,
  showUnreachable,
  slotOf,
} from '../lib/live-page.ts'
import { planScheduleHtml } from './plan-schedule-html.ts'

type Plan = PostAnswer<'plans/view'>

const REMEMBERED = 'plan-link'

/**
 * The plan's token from the fragment, else an old link's `?token=`, else (on Stripe's return, whose address has
 * no token) the one this tab remembered; and the SetupIntent Stripe returned with, if it did.
 */
function readLinkFromAddress(): { token: string; returnedSetup: string | null } {
  const query = new URLSearchParams(window.location.search)
  const fromHash = decodeURIComponent(window.location.hash.replace(/^#/, ''))
  const token = fromHash || query.get('token') || sessionStorage.getItem(REMEMBERED) || ''
  return { token, returnedSetup: query.get('setup_intent') }
}

/**
 * The address keeps only `/plan#<token>`: an old link's query, Stripe's setup_intent and its secret leave it, also
 * when this tab has no token to put back.
 */
function keepLinkOnlyInFragment(token: string): void {
  if (token) sessionStorage.setItem(REMEMBERED, token)
  window.history.replaceState(window.history.state, '', token ? `/plan#${encodeURIComponent(token)}` : '/plan')
}

function busy(button: HTMLButtonElement, on: boolean): void {
  button.dataset.idle ??= button.textContent ?? ''
  button.disabled = on
  button.textContent = on ? button.dataset.busy! : button.dataset.idle
}

export function wakePlanPage(): void {
  const main = document.querySelector<HTMLElement>('main[data-plan]')
  if (!main) return
  reloadOnNewLink()
  const { token, returnedSetup } = readLinkFromAddress()
  keepLinkOnlyInFragment(token)
  const slot = <T extends HTMLElement = HTMLElement>(name: string) => slotOf<T>(main, name)
  const start = slot<HTMLButtonElement>('start')
  const save = slot<HTMLButtonElement>('save')
  let setup: { stripe: StripeJs; elements: StripeElements } | null = null
  let finished = !returnedSetup

  function show(plan: Plan, { saving = false, updated = false, saveFailed = '' } = {}): void {
    fillSlots(main!, { description: plan.description })
    const failing = plan.failing
    slot('failing').hidden = !failing
    if (failing) {
      fillSlots(slot('failing'), {
        number: String(failing.number),
        amount: formatPrice(failing.amount),
        reason: failing.reason ? `: ${failing.reason}` : '.',
      })
      const next = failing.nextAttemptAt ? 'later' : 'now'
      sayFromTemplate(main!, `template[data-next="${next}"]`, slot('next'), {
        day: failing.nextAttemptAt ? formatDueDay(failing.nextAttemptAt.slice(0, 10)) : '',
      })
    }
    slot('updated').hidden = !(updated && !failing)
    slot('saving').hidden = !saving
    slot('save-failed').hidden = !saveFailed
    if (saveFailed) slot('save-failed').textContent = saveFailed
    slot('schedule').innerHTML = planScheduleHtml(plan.plan, { title: 'Schedule', showTerms: false })
    const updatable = plan.status === 'active' || plan.status === 'overdue'
    slot('stopped').hidden = plan.status !== 'canceled'
    const wasHidden = slot('update').hidden
    slot('update').hidden = !updatable
    showPart(main!, 'plan')
    // Stripe.js downloads (not runs) once the visitor acts or the card update nears the screen.
    if (updatable && wasHidden) void whenWanted(main!, slot('update')).then(() => preloadStripe(main!.dataset.stripeJs))
  }

  async function load(): Promise<void> {
    const finishing =
      finished || !returnedSetup ? null : post('/api/plans/card', { token, setupIntentId: returnedSetup })
    // The plan shows while the returned card is saved; a failure of the save is said beside it.
    finishing?.catch(() => undefined)
    try {
      const plan = await post('/api/plans/view', { token })
      show(plan, { saving: Boolean(finishing) })
      if (!finishing) return
      try {
        show(await finishing, { updated: true })
        finished = true
      } catch (error) {
        show(plan, { saveFailed: failureOf(error, 'Your new card was not saved. Please try again.') })
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return showUnreachable(main!, () => void load())
      if (error.serverMessage) slot('failed').textContent = error.serverMessage
      showPart(main!, 'failed')
    }
  }

  async function startCardUpdate(): Promise<void> {
    busy(start, true)
    slot('start-failed').hidden = true
    try {
      const url = main!.dataset.stripeJs
      preloadStripe(url)
      const [config, { clientSecret }] = await Promise.all([
        fetchProviderConfig(),
        post('/api/plans/setup-intent', { token }),
      ])
      if (!config?.publishableKey) throw new Error('Card payments are not configured.')
      const stripe = await loadStripe(config.publishableKey, url)
      slot('start-box').hidden = true
      slot('card-box').hidden = false
      const elements = mountPaymentElement(stripe, clientSecret, slot('card'), {
        ready: () => {
          slot('card-loading').hidden = true
          save.disabled = false
        },
        failed: (reason) => {
          slot('card-loading').hidden = true
          slot('card-broken-reason').textContent = reason
          slot('card-broken').hidden = false
        },
      })
      setup = { stripe, elements }
    } catch (error) {
      // A refusal or a lost connection in words for a person; Stripe.js or its key missing, as loadStripe says.
      slot('start-failed').textContent =
        error instanceof ApiError || error instanceof TypeError
          ? failureOf(error, 'Your card could not be set up. Please try again.')
          : (error as Error).message
      slot('start-failed').hidden = false
    } finally {
      busy(start, false)
    }
  }

  async function saveCard(): Promise<void> {
    if (!setup) return
    busy(save, true)
    slot('card-failed').hidden = true
    const { stripe, elements } = setup
    const submitted = await elements.submit()
    const result = submitted.error
      ? submitted
      : await stripe.confirmSetup({
          elements,
          // The token stays in this tab (keepLinkOnlyInFragment), never in an address Stripe or a log sees.
          confirmParams: { return_url: `${window.location.origin}/plan` },
        })
    if (result.error) {
      slot('card-failed').textContent = cardErrorMessage(result.error)
      slot('card-failed').hidden = false
    }
    busy(save, false)
  }

  start.addEventListener('click', () => void startCardUpdate())
  save.addEventListener('click', () => void saveCard())
  slot('refresh').addEventListener('click', () => window.location.reload())

  if (!token) showPart(main, 'failed')
  // Awake (tests wait for this mark).
  void (token ? load() : Promise.resolve()).then(() => (main.dataset.live = ''))
}
