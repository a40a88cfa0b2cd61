// 'Join the waitlist' for a sold-out pod or coaching slot (home page and checkout): first name, email,
// phone and the two consents. The answer says what comes next: check the inbox for the confirmation link, or the place kept.
import { consentWords } from '../../shared/consent-words.ts'
import { useLayoutEffect, useRef, useState } from 'react'
import { joinWaitlistSchema } from '../../shared/schemas/waitlist.ts'
import { api, messageOf, unwrap } from '../lib/api.ts'
import { toast } from '../lib/toast-store.ts'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT, PHONE_INPUT } from '../kit/contact-inputs.ts'

export interface WaitlistItem {
  id: number
  name: string
}

interface Props {
  /** The sold-out items of one kind; with more than one, the visitor chooses which line to join. */
  items: WaitlistItem[]
}

export function WaitlistForm({ items }: Props) {
  const [consents, setConsents] = useState({ emailConsent: false, smsConsent: false })
  const [place, setPlace] = useState<string | null>(null)
  const form = useForm({
    schema: joinWaitlistSchema,
    initialValues: { inventoryId: String(items[0]?.id ?? ''), firstName: '', email: '', phone: '' },
    formatters: CONTACT_FORMATTERS,
    toPayload: (values) => ({ ...values, inventoryId: Number(values.inventoryId), ...consents }),
    submit: (json) => unwrap(api.api.waitlist.$post({ json })),
    onInvalid: () =>
      toast({ title: 'Please complete all fields', description: 'Make sure all information is filled out correctly' }),
    onSuccess: (answer) => setPlace(answer.message),
    onError: (error) =>
      toast({
        title: 'Could not join the waitlist',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  })
  const choice = form.field('inventoryId')
  // Boxes ticked before the form came alive (decision 054) count, as the typed fields do (useForm).
  const formRef = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => {
    const ticked = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.checked
    const early = { emailConsent: Boolean(ticked('emailConsent')), smsConsent: Boolean(ticked('smsConsent')) }
    if (early.emailConsent || early.smsConsent) setConsents(early)
  }, [])

  if (place) {
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
        {place}
      </p>
    )
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Join the waitlist"
      className="space-y-3 text-left"
    >
      <p className="text-sm text-slate-700">Sold out. Join the waitlist and we will hold the next open seat for you.</p>
      {items.length > 1 && (
        <label className="block text-sm font-semibold text-slate-800">
          Which one?
          <select
            id={choice.id}
            name={choice.name}
            value={choice.value}
            onChange={(event) => choice.onValueChange(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
          >
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField label="First name" field={form.field('firstName')} autoComplete="given-name" maxLength={100} />
      <TextField label="Email" field={form.field('email')} {...EMAIL_INPUT} />
      <TextField label="Phone" field={form.field('phone')} {...PHONE_INPUT} />
      <Consent
        name="emailConsent"
        label={consentWords('waitlist-email')}
        checked={consents.emailConsent}
        onChange={(emailConsent) => setConsents((c) => ({ ...c, emailConsent }))}
      />
      <Consent
        name="smsConsent"
        label={consentWords('waitlist-sms')}
        checked={consents.smsConsent}
        onChange={(smsConsent) => setConsents((c) => ({ ...c, smsConsent }))}
      />
      <SubmitButton pending={form.isPending} label="Join the waitlist" pendingLabel="Joining..." />
    </form>
  )
}

function Consent({
  name,
  label,
  checked,
  onChange,
}: {
  name: string
  label: string
  checked: boolean
  onChange(checked: boolean): void
}) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4"
      />
      <span>{label}</span>
    </label>
  )
}
