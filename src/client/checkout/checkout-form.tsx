// 'Complete Your Purchase': contact details, the option to buy, the pod commitments and the card; validated here,
// then paid through checkout's one submit sequence (pay.ts).
import { consentWords } from '../../shared/consent-words.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState, type FormEvent } from 'react'
import { formatDeadline } from '../../shared/rules/business-time.ts'
import { purchaseDescription } from '../../shared/purchase-type-labels.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { reserveSeatSchema } from '../../shared/schemas/checkout.ts'
import { fieldErrors } from '../../shared/schemas/fields.ts'
import { EmailHint } from '../kit/email-hint.tsx'
import { TextField } from '../kit/text-field.tsx'
import { api, unwrap } from '../lib/api.ts'
import { queryKeys } from '../lib/queries.ts'
import { toast } from '../lib/toast-store.ts'
import { CommitmentsFieldset } from './commitments-fieldset.tsx'
import { submitLabel, summaryLine } from './checkout-steps.ts'
import type { PaymentChoice as Choice } from '../../shared/constants.ts'
import { InventoryPicker } from './inventory-picker.tsx'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'
import { PaymentChoice, planOf } from './payment-choice.tsx'
import { PaymentElement } from './payment-element.tsx'
import type { StripeElements } from '../lib/stripe-js.ts'
import type { CheckoutSetup } from './use-checkout-setup.ts'
import { usePurchaseForm } from './use-purchase-form.ts'
import { AgreementBox, type AgreementShown, type CheckoutAgreement, checkoutFacts } from './agreement-box.tsx'
import { getJson } from '../lib/http.ts'
import { pay, type PayOutcome } from './pay.ts'

/** A waitlist offer being claimed: its seat is held for this buyer until the deadline. */
export interface ClaimedOffer {
  token: string
  firstName: string
  email: string
  phone: string
  expiresAt: string | null
}

interface Props {
  setup: CheckoutSetup
  options: InventoryOption[] | null
  selectedId: number | null
  onSelect(id: number): void
  offer?: ClaimedOffer | null
}

const INVALID = {
  title: 'Please complete all required fields',
  description: 'Make sure all information is filled out correctly',
}

export function CheckoutForm({ setup, options, selectedId, onSelect, offer = null }: Props) {
  const details = setup.paymentDetails!
  const form = usePurchaseForm(offer ? { firstName: offer.firstName, email: offer.email, phone: offer.phone } : {})
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [elements, setElements] = useState<StripeElements | null>(null)
  const onElements = useCallback((value: StripeElements | null) => setElements(value), [])
  const selected = options?.find((option) => option.id === selectedId)
  const [chosen, setChoice] = useState<Choice>('full')
  // An option without a plan is paid in full, whatever was chosen for another.
  const choice: Choice = selected && planOf(selected) ? chosen : 'full'
  // Only the chosen option's amount is named: the intent's amount for a path with nothing chosen is no price.
  const amount = choice === 'plan' && selected?.planAmount ? selected.planAmount : (selected?.price ?? null)
  const price = amount === null ? null : formatPrice(amount)
  const isPod = details.type === 'brotherhood'
  const agreementRead = useQuery({
    queryKey: ['agreement'],
    queryFn: () => getJson<CheckoutAgreement>('/api/agreement'),
  })
  // Words the owner saved while this page was open replace the ones read: he ticks those, and nothing typed is lost.
  const [newer, setNewer] = useState<AgreementShown | null>(null)
  const agreement = agreementRead.data && { ...agreementRead.data, ...newer }
  const [agreed, setAgreed] = useState<string | null>(null)
  const plan = selected && choice === 'plan' ? planOf(selected) : null

  function validate() {
    const payload = {
      paymentIntentId: setup.paymentIntentId ?? undefined,
      type: details.type,
      inventoryId: selectedId,
      paymentChoice: choice,
      ...form.values.contact,
      emailConsent: form.values.emailConsent,
      smsConsent: form.values.smsConsent,
      commitments: isPod ? form.values.commitments : undefined,
      offerToken: offer?.token,
      agreementVersion: agreement && agreed === agreement.version ? agreed : undefined,
    }
    const parsed = reserveSeatSchema.safeParse(payload)
    if (parsed.success) return parsed.data
    const errors = fieldErrors(parsed.error)
    form.setErrors(errors)
    const first = ['firstName', 'lastName', 'email', 'phone'].find((name) => errors[name])
    document
      .getElementById(first ? `checkout-${first}` : errors.inventoryId ? 'inventory-picker' : 'commitments-error')
      ?.focus()
    toast({ ...INVALID, variant: 'destructive' })
    return null
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const payload = validate()
    if (!payload) return
    setBusy(true)
    const outcome = await pay(payload, {
      free: setup.free,
      stripe: setup.stripe,
      elements,
      clientSecret: setup.clientSecret,
      origin: window.location.origin,
      reserve: (json) => unwrap(api.api.checkout.reserve.$post({ json })),
    })
    setBusy(false)
    showOutcome(outcome)
  }

  function showOutcome(outcome: PayOutcome) {
    switch (outcome.kind) {
      case 'done':
        if (outcome.paid) toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' })
        return window.location.assign(outcome.address)
      case 'paid-here':
        return toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' })
      case 'not-ready':
        return
      case 'card-refused':
        return paymentFailed(outcome.message)
      case 'taken':
        void queryClient.invalidateQueries({ queryKey: queryKeys.inventory })
        return paymentFailed(outcome.message)
      case 'agreement-changed':
        setNewer(outcome.agreement)
        setAgreed(null)
        return form.setErrors(outcome.fields)
      case 'failed':
        if (outcome.fields) form.setErrors(outcome.fields)
        return toast({ title: 'Error Processing Payment', description: outcome.message, variant: 'destructive' })
    }
  }

  function paymentFailed(message: string) {
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
  }

  const payLabel = submitLabel(setup.free, price)
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Complete Your Purchase</h2>
        <p className="mt-1 text-slate-700">
          {summaryLine(selected ? purchaseDescription(details.type, selected.name) : details.description, price)}
        </p>
      </div>

      {offer?.expiresAt && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          This seat is held for you until {formatDeadline(offer.expiresAt)}.
        </p>
      )}

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact Information</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" field={form.field('firstName')} autoComplete="given-name" />
          <TextField label="Last name" field={form.field('lastName')} autoComplete="family-name" />
        </div>
        <TextField
          label="Email"
          type="email"
          field={form.field('email')}
          autoComplete="email"
          hint={
            <EmailHint
              email={form.values.contact.email}
              hidden={Boolean(form.errors.email)}
              text="✓ Valid email address"
            />
          }
        />
        <TextField
          label="Phone"
          type="tel"
          field={form.field('phone')}
          autoComplete="tel-national"
          maxLength={14}
          placeholder="(555) 555-5555"
        />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={form.values.emailConsent}
            onChange={(e) => form.setConsent('emailConsent', e.target.checked)}
            className="mt-0.5 h-4 w-4"
          />
          <span>{consentWords('checkout-email')}</span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={form.values.smsConsent}
            onChange={(e) => form.setConsent('smsConsent', e.target.checked)}
            className="mt-0.5 h-4 w-4"
          />
          <span>{consentWords('checkout-sms')}</span>
        </label>
      </fieldset>

      {details.type !== 'strategy-call' && (
        <div>
          {options === null ? (
            <p role="status" className="text-sm text-slate-700">
              Loading available options...
            </p>
          ) : (
            <InventoryPicker
              kind={isPod ? 'pods' : 'coaching sessions'}
              options={options}
              selectedId={selectedId}
              onSelect={(id) => {
                onSelect(id)
                form.clearError('inventoryId')
              }}
              error={form.errors.inventoryId || undefined}
            />
          )}
        </div>
      )}

      {selected && <PaymentChoice option={selected} value={choice} onChange={setChoice} />}

      {isPod && (
        <CommitmentsFieldset
          values={form.values.commitments}
          onChange={form.setCommitment}
          error={form.errors.commitments || undefined}
        />
      )}

      {agreement && (
        <AgreementBox
          agreement={agreement}
          facts={checkoutFacts(agreement, details.type, selected ?? null, plan)}
          checked={agreed === agreement.version}
          onChange={(checked) => {
            setAgreed(checked ? agreement.version : null)
            form.clearError('agreement')
          }}
          error={form.errors.agreement || undefined}
        />
      )}

      <div>
        <h3 className="text-lg font-semibold text-slate-900">Payment Information</h3>
        <div className="mt-3">
          {setup.free ? (
            <div className="rounded-md border border-emerald-300 bg-emerald-50 p-4">
              <p className="font-semibold text-emerald-900">Free Strategy Call</p>
              <p className="text-sm text-emerald-900">No payment required for this consultation</p>
            </div>
          ) : (
            setup.stripe &&
            setup.clientSecret && (
              <PaymentElement stripe={setup.stripe} clientSecret={setup.clientSecret} onElements={onElements} />
            )
          )}
        </div>
      </div>

      <button
        type="submit"
        disabled={busy || !setup.providerReady || (!setup.free && !elements)}
        aria-busy={busy || undefined}
        className={
          'w-full rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow ' +
          'hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
          'focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70'
        }
      >
        {busy ? 'Processing...' : payLabel}
      </button>
    </form>
  )
}
