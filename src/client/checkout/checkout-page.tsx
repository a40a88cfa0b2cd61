// The checkout as the Worker renders it (docs/decisions/055): the whole form in the HTML, from the seats read
// fresh for this request. The inputs hold no state of React's: checkout-live.ts wakes the form in place with
// plain DOM code and reads what the visitor typed from the inputs themselves, so nothing typed early is lost.
// Only a sold-out pod's waitlist form is a React island. A waitlist offer's link first renders "Opening your
// offer..." (its token is in the fragment, which never reaches the Worker); the script then sends the token and the
// Worker answers with this same form in the offer's state (held), or the offer's refusal.
import { consentWords } from '../../shared/consent-words.ts'
import { ANCHORS, homeLink } from '../../shared/sections/anchors.ts'
import type { PurchaseType } from '../../shared/constants.ts'
import { purchaseDescription } from '../../shared/purchase-type-labels.ts'
import { formatDeadline } from '../../shared/rules/business-time.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { WaitlistForm } from '../forms/waitlist-form.tsx'
import { Island } from '../kit/island.tsx'
import { TextField } from '../kit/text-field.tsx'
import { PlanSchedule } from '../plans/plan-schedule.tsx'
import { CHECKOUT_HEADINGS, SETUP_STEPS, submitLabel, summaryLine } from './checkout-steps.ts'
import { CommitmentsFieldset } from './commitments-fieldset.tsx'
import { AgreementBox, type CheckoutAgreement, checkoutFacts } from './agreement-box.tsx'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'
import { nextWeeklyMeeting } from '../../shared/rules/weekly-time.ts'
import { planOf } from './plan-of.ts'

export interface CheckoutPageProps {
  type: PurchaseType
  inventoryId: number | null
  /** The path's items on sale with their seats, read for this request; null when they could not be read. */
  items: InventoryOption[] | null
  /** The address carries a waitlist offer: the browser opens it (its token never reaches this render). */
  offer: boolean
  /** A waitlist offer being claimed: its one item, kept off sale for this buyer, and his details filled in. */
  held?: HeldOffer | null
  stripeJsUrl: string
  /** This render's moment, from which each pod's next meeting is found. */
  now: number
  /** The agreement shown now and the coach's rules its blanks name; null when it could not be read. */
  agreement: CheckoutAgreement | null
}

/** What an open offer tells the form: who it is for and until when the seat is kept. */
export interface HeldOffer {
  firstName: string
  email: string
  phone: string
  expiresAt: string | null
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
const schedule = (item: InventoryOption) =>
  [item.dayOfWeek && `${capitalize(item.dayOfWeek)}s`, item.timeSlot].filter(Boolean).join(' at ')
/**
 * Where the browser writes the pod's time on the visitor's own clock (checkout-live.ts), beside the coach's: the
 * Worker cannot know his zone. Empty, and left empty, for a visitor in the coach's zone.
 */
const VisitorTime = ({ meeting }: { meeting: string | null }) =>
  meeting ? <span data-visitor-time={meeting} className="text-slate-600" /> : null
const noop = () => undefined
const blank = (name: 'firstName' | 'lastName' | 'email' | 'phone', value = '') => ({
  id: `checkout-${name}`,
  name,
  value,
  error: undefined,
  onValueChange: noop,
})

export function CheckoutPage(props: CheckoutPageProps) {
  if (props.offer) {
    return (
      <main data-checkout="offer" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <p role="status" className="text-slate-700">
          Opening your offer...
        </p>
      </main>
    )
  }
  const { type, inventoryId, items, held } = props
  // An offer's seat is kept out of public stock for its holder: it is the one option he sees.
  const options = items?.filter((item) => (held ? item.id === inventoryId : item.availableSlots > 0)) ?? []
  const soldOut = held ? [] : (items?.filter((item) => item.availableSlots <= 0) ?? [])
  const chosenSoldOut = soldOut.filter((item) => item.id === inventoryId)
  const waitlist = chosenSoldOut.length > 0 ? chosenSoldOut : items && options.length === 0 ? soldOut : []
  return (
    <main
      data-checkout={type}
      data-inventory-id={inventoryId ?? undefined}
      data-stripe-js={props.stripeJsUrl}
      data-offer={held ? '' : undefined}
      className="min-h-screen bg-slate-50 px-4 py-12"
    >
      <div className="mx-auto max-w-2xl">
        <h1 className="text-center text-3xl font-bold text-slate-900">{CHECKOUT_HEADINGS[type]}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">
          Secure payment powered by <span className="font-semibold">Stripe</span>
        </p>
        {type !== 'strategy-call' && waitlist.length > 0 ? (
          <section
            aria-labelledby="waitlist-heading"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="waitlist-heading" className="text-2xl font-bold text-slate-900">
              Join the waitlist
            </h2>
            <div className="mt-4">
              <Island
                name="waitlist-form"
                component={WaitlistForm}
                props={{ items: waitlist.map(({ id, name }) => ({ id, name })) }}
                hydrate="visible"
              />
            </div>
          </section>
        ) : (
          <div className="mt-8">
            <CheckoutFormHtml {...props} options={type === 'strategy-call' ? null : options} />
          </div>
        )}
      </div>
    </main>
  )
}

function CheckoutFormHtml({
  type,
  inventoryId,
  options,
  now,
  agreement,
  held,
}: CheckoutPageProps & { options: InventoryOption[] | null }) {
  const free = type === 'strategy-call'
  const selected = options?.find((option) => option.id === inventoryId) ?? null
  // Only the chosen option's amount: until one is chosen, checkout names none.
  const price = !free && selected ? formatPrice(selected.price) : null
  const isPod = type === 'brotherhood'
  const kind = isPod ? 'pod' : 'coaching session'
  return (
    <form
      id="checkout-form"
      noValidate
      className="space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Complete Your Purchase</h2>
        <p id="checkout-summary" className="mt-1 text-slate-700">
          {summaryLine(purchaseDescription(type, selected?.name), price)}
        </p>
      </div>

      {held?.expiresAt && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          This seat is held for you until {formatDeadline(held.expiresAt)}.
        </p>
      )}

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact Information</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" field={blank('firstName', held?.firstName)} autoComplete="given-name" />
          <TextField label="Last name" field={blank('lastName')} autoComplete="family-name" />
        </div>
        <TextField
          label="Email"
          type="email"
          field={blank('email', held?.email)}
          autoComplete="email"
          hint={<p aria-live="polite" className="mt-1 text-sm font-medium text-green-700" />}
        />
        <TextField
          label="Phone"
          type="tel"
          field={blank('phone', held?.phone)}
          autoComplete="tel-national"
          maxLength={14}
          placeholder="(555) 555-5555"
        />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" name="emailConsent" className="mt-0.5 h-4 w-4" />
          <span>{consentWords('checkout-email')}</span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" name="smsConsent" className="mt-0.5 h-4 w-4" />
          <span>{consentWords('checkout-sms')}</span>
        </label>
      </fieldset>

      {options &&
        (options.length === 0 ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            No available {kind}s at this time. Please check back later or contact support.
          </p>
        ) : (
          <fieldset id="inventory-picker" className="space-y-3">
            <legend className="mb-1 text-lg font-semibold text-slate-900">
              Choose your {kind} ({options.length} available)
            </legend>
            {options.map((option) => (
              <label
                key={option.id}
                className={
                  'flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 ' +
                  'has-[:checked]:border-brand-600 has-[:checked]:bg-amber-50'
                }
              >
                <input
                  type="radio"
                  name="inventoryId"
                  value={option.id}
                  defaultChecked={option.id === inventoryId}
                  data-name={option.name}
                  data-price={option.price}
                  className="mt-1 h-4 w-4"
                />
                <span className="flex-1">
                  <span className="flex justify-between gap-4 font-semibold text-slate-900">
                    <span>{option.name}</span>
                    <span>{formatPrice(option.price)}</span>
                  </span>
                  <span className="block text-sm text-slate-700">
                    {held ? 'Held for you' : `${option.availableSlots} of ${option.totalSlots} spots left`}
                    {schedule(option) && ` · ${schedule(option)}`}
                    <VisitorTime meeting={nextWeeklyMeeting(option.dayOfWeek, option.timeSlot, now)} />
                  </span>
                  {option.description && <span className="block text-sm text-slate-600">{option.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        ))}

      {options?.map((option) => (
        <PlanChoiceHtml key={option.id} option={option} shown={option.id === selected?.id} />
      ))}

      {isPod && <CommitmentsFieldset values={{}} onChange={noop} />}

      {!free && agreement && <AgreementBox agreement={agreement} facts={checkoutFacts(agreement, type, selected)} />}

      <div>
        <h3 className="text-lg font-semibold text-slate-900">Payment Information</h3>
        <div className="mt-3">
          {free ? (
            <div className="rounded-md border border-emerald-300 bg-emerald-50 p-4">
              <p className="font-semibold text-emerald-900">Free Strategy Call</p>
              <p className="text-sm text-emerald-900">No payment required for this consultation</p>
            </div>
          ) : (
            <div>
              <p id="payment-status" role="status" className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
                  aria-hidden="true"
                />
                <span>{SETUP_STEPS.config}</span>
              </p>
              <div id="payment-element" data-testid="payment-element" />
            </div>
          )}
        </div>
      </div>

      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          Paying needs JavaScript, which is off in this browser: please turn it on to complete your purchase.
        </p>
      </noscript>
      <button
        id="checkout-submit"
        type="submit"
        disabled
        className={
          'w-full rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow ' +
          'hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
          'focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70'
        }
      >
        {submitLabel(free, price)}
      </button>
    </form>
  )
}

/** "Pay in full" or the item's plan, with the plan's schedule and terms; shown for the chosen item only. */
function PlanChoiceHtml({ option, shown }: { option: InventoryOption; shown: boolean }) {
  const plan = planOf(option)
  if (!plan) return null
  return (
    <fieldset data-plan-for={option.id} hidden={!shown} className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">How would you like to pay?</legend>
      <label className="flex items-center gap-3 rounded-md border border-slate-200 p-3 text-slate-800">
        <input
          type="radio"
          name={`paymentChoice-${option.id}`}
          value="full"
          defaultChecked
          data-amount={option.price}
          className="h-4 w-4"
        />
        <span>Pay in full: {formatPrice(option.price)}</span>
      </label>
      <label className="flex items-center gap-3 rounded-md border border-slate-200 p-3 text-slate-800">
        <input
          type="radio"
          name={`paymentChoice-${option.id}`}
          value="plan"
          data-amount={plan.amount}
          data-payments={plan.payments}
          className="h-4 w-4"
        />
        <span>
          {plan.payments} monthly payments of {formatPrice(plan.amount)} ({formatPrice(plan.total)} in all)
        </span>
      </label>
      <div data-schedule hidden>
        <PlanSchedule plan={plan} />
      </div>
    </fieldset>
  )
}

/** A used, ended or unknown offer link says so plainly, and leaves the way back to the site open. */
export function OfferRefused({ message }: { message: string }) {
  return (
    <main data-offer-refused="" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">This offer cannot be used</h1>
        <p className="mt-3 text-slate-700">{message}</p>
        <a
          href={homeLink(ANCHORS.services)}
          className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Back to coaching options
        </a>
      </div>
    </main>
  )
}
